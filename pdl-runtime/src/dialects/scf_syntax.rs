//! The hand-written custom forms of `scf.for`, `scf.if`, `scf.while` and
//! `scf.execute_region` (MLIR 22's `SCF.cpp`): readers here, printers in `scf_print`.
//!
//! - `scf.for [unsigned] %iv = %lb to %ub step %step [iter_args(%a = %init, ...) -> (T, ...)]
//!   [: T] { body } [attr-dict]`: the induction variable is `index` unless `: T` says
//!   otherwise; a body without `scf.yield` gets one.
//! - `scf.if %cond [-> (T, ...)] { then } [else { else }] [attr-dict]`: an empty `else`
//!   region when there is none; each region written gets its implicit `scf.yield`.
//! - `scf.while [(%a = %init, ...)] : (T...) -> (R...) { before } do { after }
//!   [attributes {...}]`: the `before` region's entry arguments are named in the list.
//! - `scf.execute_region [-> types] [no_inline] { body } [attr-dict]`.

use crate::ir::{AttrKind, OpId, TypeKind};
use crate::text::parser::{PResult, Parser, RegionArg};
use crate::text::ParseError;

/// `scf.for`.
pub(super) fn parse_for(p: &mut Parser<'_>, _written: &str, full: &str) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    let mut attrs = Vec::new();
    if p.eat_keyword("unsigned") {
        let k = p.ir.ctx.symbol("unsignedCmp");
        attrs.push((k, p.ir.ctx.intern_attr(AttrKind::Unit)));
    }
    let iv = p.parse_arg_name()?;
    p.expect_tok(crate::text::Tok::Equal, "'='")?;
    let lb = p.parse_use()?;
    p.expect_keyword(full, "to")?;
    let ub = p.parse_use()?;
    p.expect_keyword(full, "step")?;
    let step = p.parse_use()?;
    let (mut names, mut inits, mut types) = (vec![iv], Vec::new(), Vec::new());
    if p.eat_keyword("iter_args") {
        let (args, uses) = p.parse_assignment_list()?;
        names.extend(args);
        inits = uses;
        p.expect_tok(crate::text::Tok::Arrow, "'->'")?;
        types = p.parse_function_result_types()?;
    }
    if names.len() != types.len() + 1 {
        return Err(ParseError::new(
            loc,
            format!(
                "custom op '{full}' mismatch in number of loop-carried values and defined values"
            ),
        ));
    }
    let iv_ty = if p.eat(crate::text::Tok::Colon) {
        p.parse_type()?
    } else {
        p.ir.ctx.intern_type(TypeKind::Index)
    };
    let args: Vec<RegionArg<'_>> = names
        .iter()
        .zip(std::iter::once(iv_ty).chain(types.iter().copied()))
        .map(|(&(n, at), t)| (n, at, t))
        .collect();
    let op = p.create_custom_op(full, loc, &types, 1);
    let body = p.ir.region(op, 0);
    p.parse_custom_region(body, Some(args))?;
    p.ensure_terminator(body, "scf.yield", loc);
    let mut operands = p.resolve_all(&[lb, ub, step], &[iv_ty; 3])?;
    operands.extend(p.resolve_all(&inits, &types)?);
    attrs.extend(p.parse_optional_attr_dict()?);
    p.finish_custom_op(op, loc, &operands, attrs)
}

/// `scf.if`.
pub(super) fn parse_if(p: &mut Parser<'_>, _written: &str, full: &str) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    let cond = p.parse_use()?;
    let i1 = p.ir.ctx.intern_type(TypeKind::int(1));
    let cond = p.resolve(&cond, i1)?;
    let types = p.parse_optional_arrow_type_list()?;
    let op = p.create_custom_op(full, loc, &types, 2);
    let then_region = p.ir.region(op, 0);
    p.parse_custom_region(then_region, None)?;
    p.ensure_terminator(then_region, "scf.yield", loc);
    if p.eat_keyword("else") {
        let else_region = p.ir.region(op, 1);
        p.parse_custom_region(else_region, None)?;
        p.ensure_terminator(else_region, "scf.yield", loc);
    }
    let attrs = p.parse_optional_attr_dict()?;
    p.finish_custom_op(op, loc, &[cond], attrs)
}

/// `scf.while`.
pub(super) fn parse_while(p: &mut Parser<'_>, _written: &str, full: &str) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    let (names, uses) = if p.at(crate::text::Tok::LParen) {
        p.parse_assignment_list()?
    } else {
        (Vec::new(), Vec::new())
    };
    let type_at = p.tok.start;
    let (inputs, results) = p.parse_colon_function_type()?;
    if inputs.len() != uses.len() {
        return Err(ParseError::new(
            type_at,
            format!(
                "custom op '{full}' expected as many input types as operands (expected {} got {})",
                uses.len(),
                inputs.len()
            ),
        ));
    }
    let operands = p.resolve_all(&uses, &inputs)?;
    let args: Vec<RegionArg<'_>> = names
        .iter()
        .zip(&inputs)
        .map(|(&(n, at), &t)| (n, at, t))
        .collect();
    let op = p.create_custom_op(full, loc, &results, 2);
    let before = p.ir.region(op, 0);
    p.parse_custom_region(before, (!args.is_empty()).then_some(args))?;
    p.expect_keyword(full, "do")?;
    let after = p.ir.region(op, 1);
    p.parse_custom_region(after, None)?;
    let attrs = p.parse_optional_attr_dict_with_keyword()?;
    p.finish_custom_op(op, loc, &operands, attrs)
}

/// `scf.execute_region`.
pub(super) fn parse_execute_region(
    p: &mut Parser<'_>,
    _written: &str,
    full: &str,
) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    let types = p.parse_optional_arrow_type_list()?;
    let mut attrs = Vec::new();
    if p.eat_keyword("no_inline") {
        let k = p.ir.ctx.symbol("no_inline");
        attrs.push((k, p.ir.ctx.intern_attr(AttrKind::Unit)));
    }
    let op = p.create_custom_op(full, loc, &types, 1);
    let body = p.ir.region(op, 0);
    p.parse_custom_region(body, None)?;
    attrs.extend(p.parse_optional_attr_dict()?);
    p.finish_custom_op(op, loc, &[], attrs)
}
