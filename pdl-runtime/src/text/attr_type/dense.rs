//! `dense<...>` and `array<...>` attributes: their literals, shapes inferred from nested
//! lists, hexadecimal forms, and the element data the literals give under the element type;
//! also `strided<...>` layouts.

use super::super::parser::{PResult, Parser};
use crate::ir::{AttrKind, Attribute, DenseData, FloatKind, Signedness, Type, TypeKind, DYNAMIC};
use crate::text::lexer::{Tok, Token};
use crate::text::ParseError;

/// A parsed literal inside `dense<...>` before the element type gives it meaning.
enum Lit {
    Int { neg: bool, tok: Token },
    Float { neg: bool, tok: Token },
    Bool(bool),
    Str(Vec<u8>),
    Complex(Box<Lit>, Box<Lit>),
    List(Vec<Lit>, usize),
}

impl Parser<'_> {
    // ----- dense elements -----

    fn parse_lit(&mut self) -> PResult<Lit> {
        self.enter()?;
        let r = self.parse_lit_inner();
        self.leave();
        r
    }

    fn parse_lit_inner(&mut self) -> PResult<Lit> {
        let t = self.tok;
        match t.kind {
            Tok::LSquare => {
                self.bump();
                let mut v = Vec::new();
                if !self.at(Tok::RSquare) {
                    loop {
                        v.push(self.parse_lit()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect_tok(Tok::RSquare, "']'")?;
                Ok(Lit::List(v, t.start))
            }
            Tok::LParen => {
                self.bump();
                let a = self.parse_lit()?;
                self.expect_tok(Tok::Comma, "',' in complex literal")?;
                let b = self.parse_lit()?;
                self.expect_tok(Tok::RParen, "')' in complex literal")?;
                Ok(Lit::Complex(Box::new(a), Box::new(b)))
            }
            Tok::Minus => {
                self.bump();
                let n = self.tok;
                match n.kind {
                    Tok::Integer => {
                        self.bump();
                        Ok(Lit::Int { neg: true, tok: n })
                    }
                    Tok::Float => {
                        self.bump();
                        Ok(Lit::Float { neg: true, tok: n })
                    }
                    _ => Err(self.err_here("expected integer or floating point literal")),
                }
            }
            Tok::Integer => {
                self.bump();
                Ok(Lit::Int { neg: false, tok: t })
            }
            Tok::Float => {
                self.bump();
                Ok(Lit::Float { neg: false, tok: t })
            }
            Tok::BareId if matches!(self.text(t), "true" | "false") => {
                self.bump();
                Ok(Lit::Bool(self.text(t) == "true"))
            }
            Tok::String => {
                let v = self.string_value(t)?;
                self.bump();
                Ok(Lit::Str(v))
            }
            _ => Err(self.err_here("expected element literal of primitive type")),
        }
    }

    pub(super) fn parse_dense_attr(&mut self) -> PResult<Attribute> {
        let kw_at = self.tok.start;
        self.bump();
        self.expect_tok(Tok::Less, "'<' after 'dense'")?;
        let lit_at = self.tok.start;
        let lit = if self.at(Tok::Greater) {
            None
        } else {
            Some(self.parse_lit()?)
        };
        self.expect_tok(Tok::Greater, "'>'")?;
        self.expect_tok(Tok::Colon, "':'")?;
        let ty_at = self.tok.start;
        let ty = self.parse_type()?;
        let (shape, elem) = match self.ir.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::Vector { shape, element, .. } => (shape.to_vec(), *element),
            _ => {
                return Err(ParseError::new(
                    ty_at,
                    "elements literal must be a shaped type",
                ))
            }
        };
        if shape.contains(&DYNAMIC) {
            return Err(ParseError::new(
                ty_at,
                "elements literal type must have static shape",
            ));
        }
        let numel = num_elements(&shape);
        if matches!(
            self.ir.ctx.type_kind(elem),
            TypeKind::Integer { width: 0, .. }
        ) && numel.is_none_or(|n| n > MAX_I0_ELEMENTS)
        {
            // MLIR prints every `i0` element (never a splat): the print would be unbounded.
            return Err(ParseError::new(
                ty_at,
                format!(
                    "dense attributes of i0 elements are limited to {MAX_I0_ELEMENTS} elements"
                ),
            ));
        }
        // Hex data: raw little-endian element bytes (MLIR decodes it into elements).
        if let Some(Lit::Str(s)) = &lit {
            if s.starts_with(b"0x")
                && matches!(
                    self.ir.ctx.type_kind(elem),
                    TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Index
                )
            {
                let data = self.decode_hex(s, elem, numel, lit_at, (kw_at, ty))?;
                return Ok(self.ir.ctx.intern_attr(AttrKind::DenseElements {
                    ty,
                    data: splat_if_uniform(data),
                }));
            }
        }
        let mut flat = Vec::new();
        match &lit {
            None => {
                if numel != Some(0) {
                    return Err(ParseError::new(
                        lit_at,
                        format!(
                            "parsed zero elements, but type ({}) expected at least 1",
                            crate::text::print_type(&self.ir.ctx, ty)
                        ),
                    ));
                }
            }
            Some(list @ Lit::List(..)) => {
                let mut inferred = Vec::new();
                infer_shape(list, 0, &mut inferred, &mut flat).map_err(|o| {
                    ParseError::new(
                        o,
                        "tensor literal is invalid; ranks are not consistent between elements",
                    )
                })?;
                if inferred != shape {
                    let show = |s: &[i64]| {
                        format!(
                            "[{}]",
                            s.iter()
                                .map(|d| d.to_string())
                                .collect::<Vec<_>>()
                                .join(", ")
                        )
                    };
                    return Err(ParseError::new(
                        kw_at,
                        format!(
                            "inferred shape of elements literal ({}) does not match type ({})",
                            show(&inferred),
                            show(&shape)
                        ),
                    ));
                }
            }
            Some(other) => flat.push(other),
        }
        let data = self.dense_data(elem, &flat, lit_at)?;
        let data = splat_if_uniform(data);
        Ok(self
            .ir
            .ctx
            .intern_attr(AttrKind::DenseElements { ty, data }))
    }

    /// Decodes `"0x..."` dense data: each element is its little-endian bytes; data for one
    /// element is a splat. `i0` elements take no bytes (MLIR accepts only `"0x"` for them).
    /// A size that does not fit is reported at `attr`, the `dense` keyword, with the type.
    fn decode_hex(
        &self,
        s: &[u8],
        elem: Type,
        numel: Option<u64>,
        at: usize,
        attr: (usize, Type),
    ) -> PResult<DenseData> {
        let (width, is_float) = match self.ir.ctx.type_kind(elem) {
            TypeKind::Integer { width, .. } => (*width, false),
            TypeKind::Index => (64, false),
            TypeKind::Float(k) => (k.width(), true),
            _ => (0, false),
        };
        let hex = &s[2..];
        let bad = || ParseError::new(at, "elements hex string should start with '0x'");
        if hex.len() % 2 != 0 || !hex.iter().all(|c| c.is_ascii_hexdigit()) {
            return Err(bad());
        }
        let bytes: Vec<u8> = hex
            .chunks(2)
            .map(|p| u8::from_str_radix(std::str::from_utf8(p).unwrap_or("00"), 16).unwrap_or(0))
            .collect();
        let size_error = || {
            ParseError::new(
                attr.0,
                format!(
                    "elements hex data size is invalid for provided type: '{}'",
                    crate::text::print_type(&self.ir.ctx, attr.1)
                ),
            )
        };
        if width == 0 && !is_float {
            // `i0`: every element is 0 and takes no storage.
            return if bytes.is_empty() {
                Ok(DenseData::Ints(vec![0].into()))
            } else {
                Err(size_error())
            };
        }
        let size = (width as usize).div_ceil(8).max(1);
        if width == 1 || width > 128 || width % 8 != 0 {
            return Err(ParseError::new(
                at,
                "hex elements data is only supported for byte-sized element types",
            ));
        }
        let n = bytes.len() / size;
        if bytes.len() % size != 0 || (Some(n as u64) != numel && n != 1) {
            return Err(size_error());
        }
        let vals: Vec<u128> = bytes
            .chunks(size)
            .map(|c| {
                c.iter()
                    .rev()
                    .fold(0u128, |acc, &b| (acc << 8) | u128::from(b))
            })
            .collect();
        Ok(if is_float {
            DenseData::Floats(vals.into())
        } else {
            DenseData::Ints(vals.into())
        })
    }

    /// Converts literals to element bits for element type `elem`.
    fn dense_data(&self, elem: Type, lits: &[&Lit], at: usize) -> PResult<DenseData> {
        let kind = self.ir.ctx.type_kind(elem).clone();
        match kind {
            TypeKind::Integer { .. } | TypeKind::Index => {
                let mut v = Vec::with_capacity(lits.len());
                for l in lits {
                    v.push(self.int_lit_bits(l, &kind, at)?);
                }
                Ok(DenseData::Ints(v.into()))
            }
            TypeKind::Float(fk) => {
                let mut v = Vec::with_capacity(lits.len());
                for l in lits {
                    v.push(self.float_lit_bits(l, fk, at)?);
                }
                Ok(DenseData::Floats(v.into()))
            }
            TypeKind::Complex(inner) => {
                let ik = self.ir.ctx.type_kind(inner).clone();
                let mut v = Vec::with_capacity(lits.len() * 2);
                let is_float = matches!(ik, TypeKind::Float(_));
                for l in lits {
                    let Lit::Complex(a, b) = l else {
                        return Err(ParseError::new(at, "expected complex element literal"));
                    };
                    for part in [a, b] {
                        v.push(match ik {
                            TypeKind::Float(fk) => self.float_lit_bits(part, fk, at)?,
                            _ => self.int_lit_bits(part, &ik, at)?,
                        });
                    }
                }
                Ok(if is_float {
                    DenseData::ComplexFloats(v.into())
                } else {
                    DenseData::ComplexInts(v.into())
                })
            }
            _ => {
                let mut v = Vec::with_capacity(lits.len());
                for l in lits {
                    match l {
                        Lit::Str(s) => v.push(s.clone().into_boxed_slice()),
                        _ => {
                            return Err(ParseError::new(
                                at,
                                "expected string element literal for this element type",
                            ))
                        }
                    }
                }
                Ok(DenseData::Strings(v.into()))
            }
        }
    }

    fn int_lit_bits(&self, l: &Lit, kind: &TypeKind, at: usize) -> PResult<u128> {
        match l {
            Lit::Int { neg: true, tok }
                if matches!(
                    kind,
                    TypeKind::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    }
                ) =>
            {
                Err(ParseError::new(
                    tok.start,
                    "expected unsigned integer elements, but parsed negative value",
                ))
            }
            Lit::Int { neg, tok } => self.int_bits(*neg, *tok, kind),
            Lit::Bool(b) if matches!(kind, TypeKind::Integer { width: 1, .. }) => {
                Ok(u128::from(*b))
            }
            Lit::Bool(_) => Err(ParseError::new(
                at,
                "expected i1 type for 'true' or 'false' values",
            )),
            Lit::Float { tok, .. } => Err(ParseError::new(
                tok.start,
                "expected integer elements, but parsed floating-point",
            )),
            _ => Err(ParseError::new(at, "expected integer element literal")),
        }
    }

    fn float_lit_bits(&self, l: &Lit, fk: FloatKind, at: usize) -> PResult<u128> {
        match l {
            Lit::Int { neg, tok } | Lit::Float { neg, tok } => self.float_bits(*neg, *tok, fk),
            _ => Err(ParseError::new(
                at,
                "expected floating point element literal",
            )),
        }
    }

    pub(super) fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect_tok(Tok::Less, "'<' after 'array'")?;
        let ty_at = self.tok.start;
        let element = self.parse_type()?;
        let kind = self.ir.ctx.type_kind(element).clone();
        if !matches!(kind, TypeKind::Integer { .. } | TypeKind::Float(_)) {
            return Err(ParseError::new(ty_at, "expected integer or float type"));
        }
        let mut lits = Vec::new();
        if self.eat(Tok::Colon) {
            loop {
                lits.push(self.parse_lit()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect_tok(Tok::Greater, "'>' to close an array attribute")?;
        let refs: Vec<&Lit> = lits.iter().collect();
        let data = self.dense_data(element, &refs, ty_at)?;
        Ok(self
            .ir
            .ctx
            .intern_attr(AttrKind::DenseArray { element, data }))
    }

    pub(super) fn parse_strided(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect_tok(Tok::Less, "'<' after 'strided'")?;
        self.expect_tok(Tok::LSquare, "'['")?;
        let mut strides = Vec::new();
        if !self.at(Tok::RSquare) {
            loop {
                strides.push(self.parse_stride_value()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect_tok(Tok::RSquare, "']'")?;
        let mut offset = 0;
        if self.eat(Tok::Comma) {
            if !self.at_keyword("offset") {
                return Err(self.err_here("expected 'offset' after comma"));
            }
            self.bump();
            self.expect_tok(Tok::Colon, "':' after 'offset'")?;
            offset = self.parse_stride_value()?;
        }
        self.expect_tok(Tok::Greater, "'>'")?;
        Ok(self.ir.ctx.intern_attr(AttrKind::Strided {
            strides: strides.into(),
            offset,
        }))
    }

    fn parse_stride_value(&mut self) -> PResult<i64> {
        if self.eat(Tok::Question) {
            return Ok(DYNAMIC);
        }
        let neg = self.eat(Tok::Minus);
        let t = self.expect_tok(Tok::Integer, "integer or '?'")?;
        let v: i64 = self
            .text(t)
            .parse()
            .map_err(|_| ParseError::new(t.start, "integer value out of range"))?;
        Ok(if neg { -v } else { v })
    }
}

/// The number of elements of a static shape; `None` when it does not fit in 64 bits (MLIR
/// computes it in wrapping 64-bit arithmetic, so that `tensor<4294967296x4294967296x
/// 4294967296xi32>` would count 0 elements; a count that overflows is larger than any literal
/// can provide, so it is kept apart instead).
/// The most `i0` elements a dense attribute may have: MLIR prints each of them (`0, `), so
/// a short type such as `tensor<4294967296xi0>` would print gigabytes.
pub const MAX_I0_ELEMENTS: u64 = 1 << 20;

fn num_elements(shape: &[i64]) -> Option<u64> {
    if shape.contains(&0) {
        return Some(0);
    }
    shape.iter().try_fold(1u64, |n, &d| {
        n.checked_mul(u64::try_from(d).unwrap_or(u64::MAX))
    })
}

/// Walks a nested literal list: the shape it has and its leaves in row-major order. `Err`
/// gives the offset of a list whose rank disagrees with its siblings.
fn infer_shape<'a>(
    l: &'a Lit,
    depth: usize,
    shape: &mut Vec<i64>,
    out: &mut Vec<&'a Lit>,
) -> Result<(), usize> {
    match l {
        Lit::List(items, at) => {
            if depth == shape.len() {
                shape.push(items.len() as i64);
            } else if shape.len() < depth || shape[depth] != items.len() as i64 {
                return Err(*at);
            }
            for it in items {
                infer_shape(it, depth + 1, shape, out)?;
            }
            if items.is_empty() && shape.len() > depth + 1 {
                return Err(*at);
            }
            Ok(())
        }
        other => {
            if depth != shape.len() {
                return Err(0);
            }
            out.push(other);
            Ok(())
        }
    }
}

/// MLIR stores a dense attribute whose elements are all equal as a splat.
fn splat_if_uniform(d: DenseData) -> DenseData {
    fn uniform<T: PartialEq>(v: &[T], stride: usize) -> bool {
        v.len() > stride && v.chunks(stride).all(|c| c == &v[..stride])
    }
    match d {
        DenseData::Ints(v) if uniform(&v, 1) => DenseData::Ints(v[..1].into()),
        DenseData::Floats(v) if uniform(&v, 1) => DenseData::Floats(v[..1].into()),
        DenseData::ComplexInts(v) if uniform(&v, 2) => DenseData::ComplexInts(v[..2].into()),
        DenseData::ComplexFloats(v) if uniform(&v, 2) => DenseData::ComplexFloats(v[..2].into()),
        DenseData::Strings(v) if uniform(&v, 1) => DenseData::Strings(v[..1].into()),
        other => other,
    }
}
