//! `func.func`'s hand-written custom form (MLIR 22's `FuncOps.cpp` through
//! `function_interface_impl`): `func.func [visibility] @name(%arg0: T {attrs}, ...)
//! [-> results] [attributes {...}] [{ body }]`; an external function (no body) lists its
//! argument types without names.

use crate::ir::OpId;
use crate::text::parser::{PResult, Parser};

/// Reads `func.func` (its name is the current token).
pub(super) fn parse_func(p: &mut Parser<'_>, _written: &str, full: &str) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    p.parse_function_like(loc, full, "func")
}
