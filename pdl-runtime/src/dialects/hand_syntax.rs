//! The hand-written custom syntax of the core operations whose MLIR parser and printer are
//! C++ (`hasCustomAssemblyFormat`), and the result names of the operations that name their
//! results in custom form (`OpAsmOpInterface::getAsmResultNames`). `dialects::core()` gives
//! each named operation these on top of its syntax from ODS.
//!
//! Both lists are empty for now: the readers and printers come with the custom-syntax work.

/// The operations with a hand-written reader and printer, by name.
pub(super) const HAND_WRITTEN: &[(
    &str,
    crate::text::CustomOpParser,
    crate::text::CustomOpPrinter,
)] = &[];

/// The operations that name their results in custom form, by name.
pub(super) const RESULT_NAMES: &[(&str, crate::ir::ResultNamesFn)] = &[];
