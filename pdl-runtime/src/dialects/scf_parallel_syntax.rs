//! The hand-written custom forms of `scf.parallel`, `scf.forall` and
//! `scf.forall.in_parallel` (MLIR 22's `SCF.cpp`): readers here, printers in `scf_print`.
//!
//! - `scf.parallel (%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...) [init (%v, ...)]
//!   [-> types] { body } [attr-dict]`: a body without terminator gets `scf.reduce`.
//! - `scf.forall (%i, ...) in (ub, ...)` or `= (lb, ...) to (ub, ...) step (s, ...)`, each
//!   bound an SSA value or an integer, then `[shared_outs(%o = %v, ...) [-> types]]
//!   { body } [attr-dict]`: a body without terminator gets an empty `scf.forall.in_parallel`.
//! - `scf.forall.in_parallel { ops } [attr-dict]`.

use crate::ir::{OpId, TypeKind, Value};
use crate::text::parser::{PResult, Parser, RegionArg, UseRef};
use crate::text::{ParseError, Tok};

/// `scf.parallel`.
pub(super) fn parse_parallel(p: &mut Parser<'_>, _written: &str, full: &str) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    let index = p.ir.ctx.intern_type(TypeKind::Index);
    let ivs = p.parse_arg_name_list()?;
    let n = ivs.len();
    p.expect_tok(Tok::Equal, "'='")?;
    let lower = p.parse_paren_uses(full, Some(n))?;
    let mut operands = p.resolve_all(&lower, &vec![index; n])?;
    p.expect_keyword(full, "to")?;
    let upper = p.parse_paren_uses(full, Some(n))?;
    operands.extend(p.resolve_all(&upper, &vec![index; n])?);
    p.expect_keyword(full, "step")?;
    let steps = p.parse_paren_uses(full, Some(n))?;
    operands.extend(p.resolve_all(&steps, &vec![index; n])?);
    let inits = if p.eat_keyword("init") {
        p.parse_paren_uses(full, None)?
    } else {
        Vec::new()
    };
    let types = p.parse_optional_arrow_type_list()?;
    let args: Vec<RegionArg<'_>> = ivs.iter().map(|&(n, at)| (n, at, index)).collect();
    let op = p.create_custom_op(full, loc, &types, 1);
    let body = p.ir.region(op, 0);
    p.parse_custom_region(body, Some(args))?;
    let mut attrs = Vec::new();
    let k = p.ir.ctx.symbol("operandSegmentSizes");
    let sizes = p.i32_array(&[n, n, n, inits.len()]);
    attrs.push((k, sizes));
    attrs.extend(p.parse_optional_attr_dict()?);
    if inits.len() != types.len() {
        return Err(ParseError::new(
            loc,
            format!(
                "custom op '{full}' {} operands present, but expected {}",
                inits.len(),
                types.len()
            ),
        ));
    }
    operands.extend(p.resolve_all(&inits, &types)?);
    p.ensure_terminator(body, "scf.reduce", loc);
    p.finish_custom_op(op, loc, &operands, attrs)
}

/// `scf.forall`.
pub(super) fn parse_forall(p: &mut Parser<'_>, _written: &str, full: &str) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    let index = p.ir.ctx.intern_type(TypeKind::Index);
    let ivs = p.parse_arg_name_list()?;
    let n = ivs.len();
    let mut operands = Vec::new();
    let (segments, statics) = if p.eat_keyword("in") {
        let (ub, ub_static) = p.parse_dynamic_index_list(full)?;
        let nub = resolve_index(p, &mut operands, &ub)?;
        ([0, nub, 0], [vec![0; n], ub_static, vec![1; n]])
    } else {
        p.expect_tok(Tok::Equal, "'='")?;
        let (lb, lb_static) = p.parse_dynamic_index_list(full)?;
        let nlb = resolve_index(p, &mut operands, &lb)?;
        p.expect_keyword(full, "to")?;
        let (ub, ub_static) = p.parse_dynamic_index_list(full)?;
        let nub = resolve_index(p, &mut operands, &ub)?;
        p.expect_keyword(full, "step")?;
        let (st, st_static) = p.parse_dynamic_index_list(full)?;
        let nst = resolve_index(p, &mut operands, &st)?;
        ([nlb, nub, nst], [lb_static, ub_static, st_static])
    };
    let mut outs = Vec::new();
    let mut types = Vec::new();
    if p.eat_keyword("shared_outs") {
        let (names, uses) = p.parse_assignment_list()?;
        outs = names;
        types = p.parse_optional_arrow_type_list()?;
        if uses.len() != types.len() {
            return Err(ParseError::new(
                p.tok.start,
                format!(
                    "custom op '{full}' {} operands present, but expected {}",
                    uses.len(),
                    types.len()
                ),
            ));
        }
        operands.extend(p.resolve_all(&uses, &types)?);
    }
    let mut args: Vec<RegionArg<'_>> = ivs.iter().map(|&(n, at)| (n, at, index)).collect();
    args.extend(outs.iter().zip(&types).map(|(&(n, at), &t)| (n, at, t)));
    let op = p.create_custom_op(full, loc, &types, 1);
    let body = p.ir.region(op, 0);
    p.parse_custom_region(body, Some(args))?;
    p.ensure_terminator_with_regions(body, "scf.forall.in_parallel", loc, 1);
    let mut attrs = p.parse_optional_attr_dict()?;
    for (name, values) in ["staticLowerBound", "staticUpperBound", "staticStep"]
        .iter()
        .zip(&statics)
    {
        let k = p.ir.ctx.symbol(name);
        let v = p.i64_array(values);
        attrs.push((k, v));
    }
    let k = p.ir.ctx.symbol("operandSegmentSizes");
    let sizes = p.i32_array(&[segments[0], segments[1], segments[2], outs.len()]);
    attrs.push((k, sizes));
    p.finish_custom_op(op, loc, &operands, attrs)
}

/// Resolves `uses` as `index` values into `operands`; returns how many.
fn resolve_index<'s>(
    p: &mut Parser<'s>,
    operands: &mut Vec<Value>,
    uses: &[UseRef<'s>],
) -> PResult<usize> {
    let index = p.ir.ctx.intern_type(TypeKind::Index);
    operands.extend(p.resolve_all(uses, &vec![index; uses.len()])?);
    Ok(uses.len())
}

/// `scf.forall.in_parallel`.
pub(super) fn parse_in_parallel(p: &mut Parser<'_>, _written: &str, full: &str) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    let op = p.create_custom_op(full, loc, &[], 1);
    let body = p.ir.region(op, 0);
    p.parse_custom_region(body, None)?;
    if p.ir.region_blocks(body).is_empty() {
        let b = p.ir.create_block(&[]);
        p.ir.append_block(body, b);
    }
    let attrs = p.parse_optional_attr_dict()?;
    p.finish_custom_op(op, loc, &[], attrs)
}
