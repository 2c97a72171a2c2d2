//! The declarative assembly format engine: an operation's ODS `assemblyFormat`
//! ([`crate::ir::OpSyntax::format`]) read and printed at run time, as the parser and printer
//! MLIR's `OpFormatGen` generates would.

use std::sync::Arc;

use crate::ir::{Ir, OpId, OpSyntax};
use crate::text::parser::PResult;
use crate::text::{Parser, Printer};

/// Prints `op` (its name already printed) with its format; false, having printed nothing,
/// when the format cannot print it.
pub(crate) fn print_op(
    _p: &mut Printer<'_>,
    _ir: &Ir,
    _op: OpId,
    _indent: usize,
    _syntax: &Arc<OpSyntax>,
) -> bool {
    false
}

/// Reads operation `full` (written `written`, the current token) with its format; `None`,
/// having read nothing, when the format cannot be read (the caller tries other readers).
pub(crate) fn parse_op(
    _p: &mut Parser<'_>,
    _written: &str,
    _full: &str,
    _syntax: &Arc<OpSyntax>,
) -> PResult<Option<OpId>> {
    Ok(None)
}
