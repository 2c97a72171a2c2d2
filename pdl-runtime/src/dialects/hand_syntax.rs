//! The core operations whose MLIR parser and printer are C++ (`hasCustomAssemblyFormat`),
//! with this crate's hand-written reader and printer of each ([`HAND_WRITTEN`]), and the
//! operations that name their results in custom form ([`RESULT_NAMES`]). The functions live
//! in one file per dialect: `func_syntax`, `scf_syntax`, `arith_select`, `result_names`.

use crate::ir::ResultNamesFn;
use crate::text::CustomOpParser;

/// The hand-written readers, by operation name.
pub(super) const HAND_READERS: &[(&str, CustomOpParser)] = &[
    ("func.func", super::func_syntax::parse_func),
    ("scf.for", super::scf_syntax::parse_for),
    ("scf.if", super::scf_syntax::parse_if),
    ("scf.while", super::scf_syntax::parse_while),
    (
        "scf.execute_region",
        super::scf_syntax::parse_execute_region,
    ),
    ("scf.parallel", super::scf_parallel_syntax::parse_parallel),
    ("scf.forall", super::scf_parallel_syntax::parse_forall),
    (
        "scf.forall.in_parallel",
        super::scf_parallel_syntax::parse_in_parallel,
    ),
    ("arith.select", super::arith_select::parse_select),
    (
        "memref.generic_atomic_rmw",
        super::memref_syntax::parse_generic_atomic_rmw,
    ),
    (
        "memref.alloca_scope",
        super::memref_syntax::parse_alloca_scope,
    ),
    ("memref.dma_start", super::memref_syntax::parse_dma_start),
    ("memref.prefetch", super::memref_syntax::parse_prefetch),
    ("memref.transpose", super::memref_syntax::parse_transpose),
];

/// The operations with a hand-written reader and printer, by name (filled when the printers
/// are in).
pub(super) const HAND_WRITTEN: &[(
    &str,
    crate::text::CustomOpParser,
    crate::text::CustomOpPrinter,
)] = &[];

/// The operations with result names in custom form, and their hooks.
pub(super) const RESULT_NAMES: &[(&str, ResultNamesFn)] = super::result_names::RESULT_NAMES;
