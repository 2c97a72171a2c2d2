//! The core operations whose MLIR parser and printer are C++ (`hasCustomAssemblyFormat`),
//! with this crate's hand-written reader and printer of each ([`HAND_WRITTEN`]), and the
//! operations that name their results in custom form ([`RESULT_NAMES`]), and the default
//! dialects of regions ([`DEFAULT_DIALECTS`]). `dialects::core()`
//! gives each named operation these on top of its syntax from ODS. The functions live in one
//! file per dialect: `func_syntax`; `scf_syntax`, `scf_parallel_syntax` (readers) and
//! `scf_print`; `arith_select`; `memref_syntax` and `memref_print`; `result_names`.

use super::{arith_select as arith, func_syntax as func, memref_print, memref_syntax as memref};
use super::{scf_parallel_syntax as scf_par, scf_print, scf_syntax as scf};
use crate::ir::ResultNamesFn;
use crate::text::{CustomOpParser, CustomOpPrinter};

/// The operations with a hand-written reader and printer, by name.
pub(super) const HAND_WRITTEN: &[(&str, CustomOpParser, CustomOpPrinter)] = &[
    ("func.func", func::parse_func, func::print_func),
    ("scf.for", scf::parse_for, scf_print::print_for),
    ("scf.if", scf::parse_if, scf_print::print_if),
    ("scf.while", scf::parse_while, scf_print::print_while),
    (
        "scf.execute_region",
        scf::parse_execute_region,
        scf_print::print_execute_region,
    ),
    (
        "scf.parallel",
        scf_par::parse_parallel,
        scf_print::print_parallel,
    ),
    ("scf.forall", scf_par::parse_forall, scf_print::print_forall),
    (
        "scf.forall.in_parallel",
        scf_par::parse_in_parallel,
        scf_print::print_in_parallel,
    ),
    ("arith.select", arith::parse_select, arith::print_select),
    (
        "memref.generic_atomic_rmw",
        memref::parse_generic_atomic_rmw,
        memref_print::print_generic_atomic_rmw,
    ),
    (
        "memref.alloca_scope",
        memref::parse_alloca_scope,
        memref_print::print_alloca_scope,
    ),
    (
        "memref.dma_start",
        memref::parse_dma_start,
        memref_print::print_dma_start,
    ),
    (
        "memref.prefetch",
        memref::parse_prefetch,
        memref_print::print_prefetch,
    ),
    (
        "memref.transpose",
        memref::parse_transpose,
        memref_print::print_transpose,
    ),
];

/// The operations whose regions hold operations of a default dialect, written without its
/// prefix (MLIR's `OpAsmOpInterface::getDefaultDialect`: `return` in a `func.func`).
pub(super) const DEFAULT_DIALECTS: &[(&str, &str)] =
    &[("func.func", "func"), ("builtin.module", "builtin")];

/// The operations with a declarative format whose single-block regions have an implicit
/// terminator (ODS's `SingleBlockImplicitTerminator<...>`), with that terminator. (Those with
/// a hand-written syntax handle theirs.)
pub(super) const IMPLICIT_TERMINATORS: &[(&str, &str)] = &[
    ("scf.index_switch", "scf.yield"),
    ("tensor.generate", "tensor.yield"),
    ("tensor.pad", "tensor.yield"),
];

/// The operations with result names in custom form, and their hooks.
pub(super) const RESULT_NAMES: &[(&str, ResultNamesFn)] = super::result_names::RESULT_NAMES;
