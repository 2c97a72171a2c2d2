//! The hand-written custom forms of `memref.generic_atomic_rmw`, `memref.alloca_scope`,
//! `memref.dma_start`, `memref.prefetch` and `memref.transpose` (MLIR 22's `MemRefOps.cpp`):
//! readers here, printers in `memref_print`.
//!
//! - `memref.generic_atomic_rmw %m[%i, ...] : T { body } [attr-dict]` (the result is the
//!   memref's element type; the body's entry block is written with its label).
//! - `memref.alloca_scope [-> (T, ...)] { body } [attr-dict]`: a body without terminator
//!   gets `memref.alloca_scope.return`.
//! - `memref.dma_start %src[...], %dst[...], %n, %tag[...][, %stride, %per_stride]
//!   : T, T, T` (MLIR reads no attribute dictionary).
//! - `memref.prefetch %m[...], read|write, locality<N>, data|instr : T`.
//! - `memref.transpose %m (d0, d1) -> (d1, d0) [attr-dict] : T to T`: the permutation is
//!   an affine map whose dimensions may have any names (`(i, j) -> (j, i)`).

use crate::ir::{AttrKind, OpId, Type, TypeKind};
use crate::text::parser::{PResult, Parser, UseRef};
use crate::text::{ParseError, Tok};

/// `[%a, %b, ...]`.
fn square_uses<'s>(p: &mut Parser<'s>) -> PResult<Vec<UseRef<'s>>> {
    p.expect_tok(Tok::LSquare, "'['")?;
    let uses = p.parse_use_list(Tok::RSquare)?;
    p.expect_tok(Tok::RSquare, "']'")?;
    Ok(uses)
}

fn index_type(p: &mut Parser<'_>) -> Type {
    p.ir.ctx.intern_type(TypeKind::Index)
}

/// `memref.generic_atomic_rmw`.
pub(super) fn parse_generic_atomic_rmw(
    p: &mut Parser<'_>,
    _written: &str,
    full: &str,
) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    let memref = p.parse_use()?;
    let indices = square_uses(p)?;
    p.expect_tok(Tok::Colon, "':'")?;
    let ty_at = p.tok.start;
    let ty = p.parse_type()?;
    let mut operands = vec![p.resolve(&memref, ty)?];
    let index = index_type(p);
    operands.extend(p.resolve_all(&indices, &vec![index; indices.len()])?);
    let element = match p.ir.ctx.type_kind(ty) {
        TypeKind::MemRef { element, .. } => *element,
        _ => return Err(ParseError::new(ty_at, "expected a memref type")),
    };
    let op = p.create_custom_op(full, loc, &[element], 1);
    let body = p.ir.region(op, 0);
    p.parse_custom_region(body, None)?;
    let attrs = p.parse_optional_attr_dict()?;
    p.finish_custom_op(op, loc, &operands, attrs)
}

/// `memref.alloca_scope`.
pub(super) fn parse_alloca_scope(p: &mut Parser<'_>, _written: &str, full: &str) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    let types = p.parse_optional_arrow_type_list()?;
    let op = p.create_custom_op(full, loc, &types, 1);
    let body = p.ir.region(op, 0);
    p.parse_custom_region(body, None)?;
    p.ensure_terminator(body, "memref.alloca_scope.return", loc);
    let attrs = p.parse_optional_attr_dict()?;
    p.finish_custom_op(op, loc, &[], attrs)
}

/// `memref.dma_start`.
pub(super) fn parse_dma_start(p: &mut Parser<'_>, _written: &str, full: &str) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    let src = p.parse_use()?;
    let src_indices = square_uses(p)?;
    p.expect_tok(Tok::Comma, "','")?;
    let dst = p.parse_use()?;
    let dst_indices = square_uses(p)?;
    p.expect_tok(Tok::Comma, "','")?;
    let num = p.parse_use()?;
    p.expect_tok(Tok::Comma, "','")?;
    let tag = p.parse_use()?;
    let tag_indices = square_uses(p)?;
    let mut stride = Vec::new();
    if p.eat(Tok::Comma) {
        stride = p.parse_use_list(Tok::Colon)?;
    }
    if !stride.is_empty() && stride.len() != 2 {
        return Err(ParseError::new(
            loc,
            format!("custom op '{full}' expected two stride related operands"),
        ));
    }
    p.expect_tok(Tok::Colon, "':'")?;
    let types = p.parse_type_list()?;
    if types.len() != 3 {
        return Err(ParseError::new(
            loc,
            format!("custom op '{full}' fewer/more types expected"),
        ));
    }
    let index = index_type(p);
    let mut operands = vec![p.resolve(&src, types[0])?];
    operands.extend(p.resolve_all(&src_indices, &vec![index; src_indices.len()])?);
    operands.push(p.resolve(&dst, types[1])?);
    operands.extend(p.resolve_all(&dst_indices, &vec![index; dst_indices.len()])?);
    operands.push(p.resolve(&num, index)?);
    operands.push(p.resolve(&tag, types[2])?);
    operands.extend(p.resolve_all(&tag_indices, &vec![index; tag_indices.len()])?);
    operands.extend(p.resolve_all(&stride, &vec![index; stride.len()])?);
    let op = p.create_custom_op(full, loc, &[], 0);
    p.finish_custom_op(op, loc, &operands, Vec::new())
}

/// A bare keyword (MLIR's `parseKeyword(&word)`).
fn keyword<'s>(p: &mut Parser<'s>, full: &str) -> PResult<&'s str> {
    if p.tok.kind != Tok::BareId {
        return Err(p.custom_err(full, "expected valid keyword"));
    }
    let word = p.text(p.tok);
    p.bump();
    Ok(word)
}

/// `memref.prefetch`.
pub(super) fn parse_prefetch(p: &mut Parser<'_>, _written: &str, full: &str) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    let memref = p.parse_use()?;
    let indices = square_uses(p)?;
    p.expect_tok(Tok::Comma, "','")?;
    let rw = keyword(p, full)?;
    p.expect_tok(Tok::Comma, "','")?;
    p.expect_keyword(full, "locality")?;
    p.expect_tok(Tok::Less, "'<'")?;
    let i32_ty = p.ir.ctx.intern_type(TypeKind::int(32));
    let hint = p.parse_attribute(Some(i32_ty))?;
    p.expect_tok(Tok::Greater, "'>'")?;
    p.expect_tok(Tok::Comma, "','")?;
    let cache = keyword(p, full)?;
    p.expect_tok(Tok::Colon, "':'")?;
    let ty = p.parse_type()?;
    let mut operands = vec![p.resolve(&memref, ty)?];
    let index = index_type(p);
    operands.extend(p.resolve_all(&indices, &vec![index; indices.len()])?);
    if rw != "read" && rw != "write" {
        return Err(ParseError::new(
            loc,
            format!("custom op '{full}' rw specifier has to be 'read' or 'write'"),
        ));
    }
    if cache != "data" && cache != "instr" {
        return Err(ParseError::new(
            loc,
            format!("custom op '{full}' cache type has to be 'data' or 'instr'"),
        ));
    }
    let mut attrs = Vec::new();
    for (name, value) in [
        ("localityHint", None),
        ("isWrite", Some(rw == "write")),
        ("isDataCache", Some(cache == "data")),
    ] {
        let k = p.ir.ctx.symbol(name);
        let v = match value {
            Some(b) => p.ir.ctx.intern_attr(AttrKind::Bool(b)),
            None => hint,
        };
        attrs.push((k, v));
    }
    let op = p.create_custom_op(full, loc, &[], 0);
    p.finish_custom_op(op, loc, &operands, attrs)
}

/// `memref.transpose`.
pub(super) fn parse_transpose(p: &mut Parser<'_>, _written: &str, full: &str) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    let input = p.parse_use()?;
    let map = parse_permutation_map(p)?;
    let mut attrs = p.parse_optional_attr_dict()?;
    p.expect_tok(Tok::Colon, "':'")?;
    let src_ty = p.parse_type()?;
    let operand = p.resolve(&input, src_ty)?;
    p.expect_keyword(full, "to")?;
    let dst_ty = p.parse_type()?;
    let k = p.ir.ctx.symbol("permutation");
    let v = p.ir.ctx.intern_attr(AttrKind::AffineMap(map.into()));
    attrs.push((k, v));
    let op = p.create_custom_op(full, loc, &[dst_ty], 0);
    p.finish_custom_op(op, loc, &[operand], attrs)
}

/// `(a, b, ...) -> (b, a, ...)`: an affine map whose results are its dimensions, as
/// `affine_map<(d0, d1) -> (d1, d0)>` (MLIR names the dimensions `d0`, `d1`... whatever
/// they were called).
fn parse_permutation_map(p: &mut Parser<'_>) -> PResult<String> {
    let mut dims: Vec<&str> = Vec::new();
    p.expect_tok(Tok::LParen, "'(' at start of dimensional identifiers list")?;
    if !p.eat(Tok::RParen) {
        loop {
            let t = p.expect_tok(Tok::BareId, "bare identifier")?;
            dims.push(p.text(t));
            if !p.eat(Tok::Comma) {
                break;
            }
        }
        p.expect_tok(Tok::RParen, "')'")?;
    }
    p.expect_tok(Tok::Arrow, "'->'")?;
    p.expect_tok(Tok::LParen, "'('")?;
    let mut results = Vec::new();
    if !p.eat(Tok::RParen) {
        loop {
            let t = p.tok;
            let name = if t.kind == Tok::BareId {
                Some(p.text(t))
            } else {
                None
            };
            let Some(i) = name.and_then(|n| dims.iter().position(|d| *d == n)) else {
                return Err(ParseError::new(
                    t.start,
                    "expected a permutation map: each result one dimension",
                ));
            };
            p.bump();
            results.push(format!("d{i}"));
            if !p.eat(Tok::Comma) {
                break;
            }
        }
        p.expect_tok(Tok::RParen, "')'")?;
    }
    let dims: Vec<String> = (0..dims.len()).map(|i| format!("d{i}")).collect();
    Ok(format!(
        "affine_map<({}) -> ({})>",
        dims.join(", "),
        results.join(", ")
    ))
}
