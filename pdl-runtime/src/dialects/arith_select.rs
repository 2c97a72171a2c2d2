//! `arith.select`'s hand-written custom form (MLIR 22's `ArithOps.cpp`):
//! `arith.select %cond, %a, %b [attr-dict] : [cond-type,] type`. The condition's type is
//! written only when it is shaped (a vector or tensor of `i1`); otherwise it is `i1`. Reader
//! and printer.

use smallvec::SmallVec;

use crate::ir::{Ir, OpId, TypeKind, Value};
use crate::text::parser::{PResult, Parser};
use crate::text::{ParseError, Printer, Tok};

/// Reads `arith.select` (its name is the current token).
pub(super) fn parse_select(p: &mut Parser<'_>, _written: &str, full: &str) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    let list_at = p.tok.start;
    let uses = p.parse_use_list(Tok::Colon)?;
    if uses.len() != 3 {
        return Err(ParseError::new(
            list_at,
            format!("custom op '{full}' expected 3 operands"),
        ));
    }
    let attrs = p.parse_optional_attr_dict()?;
    p.expect_tok(Tok::Colon, "':'")?;
    let mut ty = p.parse_type()?;
    let cond_ty = if p.eat(Tok::Comma) {
        std::mem::replace(&mut ty, p.parse_type()?)
    } else {
        p.ir.ctx.intern_type(TypeKind::int(1))
    };
    let mut operands: SmallVec<[Value; 3]> = SmallVec::new();
    for (u, &t) in uses.iter().zip(&[cond_ty, ty, ty]) {
        operands.push(p.resolve(u, t)?);
    }
    let op = p.create_custom_op(full, loc, &[ty], 0);
    p.finish_custom_op(op, loc, &operands, attrs)
}

/// Prints `arith.select` as `SelectOp::print` does.
pub(super) fn print_select(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    if ir.num_operands(op) != 3 || ir.num_results(op) != 1 {
        return p.print_generic_fallback(ir, op, indent);
    }
    p.write(" ");
    let operands: Vec<_> = ir.operands(op).collect();
    p.print_values(ir, &operands);
    p.print_optional_attr_dict(ir, op, &[]);
    p.write(" : ");
    let cond_ty = ir.value_type(operands[0]);
    if matches!(
        ir.ctx.type_kind(cond_ty),
        TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor(_)
            | TypeKind::Vector { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
    ) {
        p.print_type(cond_ty);
        p.write(", ");
    }
    p.print_type(ir.value_type(ir.result(op, 0)));
}
