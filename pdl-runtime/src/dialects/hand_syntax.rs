//! The hand-written custom syntax of the core operations whose MLIR parser and printer are
//! C++ (`hasCustomAssemblyFormat`), and the result names of the operations that name their
//! results in custom form (`OpAsmOpInterface::getAsmResultNames`). `dialects::core()` gives
//! each named operation these on top of its syntax from ODS.
//!
//! The readers and printers come with the custom-syntax work; the result names are in
//! `asm_names`.

/// The operations with a hand-written reader and printer, by name.
pub(super) const HAND_WRITTEN: &[(
    &str,
    crate::text::CustomOpParser,
    crate::text::CustomOpPrinter,
)] = &[];

/// The operations that name their results in custom form, by name.
pub(super) const RESULT_NAMES: &[(&str, crate::ir::ResultNamesFn)] = &[
    ("arith.constant", super::asm_names::arith_constant),
    ("arith.addui_extended", super::asm_names::declared),
    ("arith.mului_extended", super::asm_names::declared),
    ("arith.mulsi_extended", super::asm_names::declared),
    ("math.sincos", super::asm_names::declared),
    (
        "memref.extract_strided_metadata",
        super::asm_names::declared,
    ),
];

/// The operations whose regions have a default dialect (MLIR's
/// `OpAsmOpInterface::getDefaultDialect`): operations of that dialect are written without its
/// prefix there.
pub(super) const DEFAULT_DIALECTS: &[(&str, &str)] =
    &[("builtin.module", "builtin"), ("func.func", "func")];
