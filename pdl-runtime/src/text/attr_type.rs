//! The type and attribute syntax of MLIR's builtin dialect (shared with the PDL reader).

use rustc_hash::FxHashSet;

use super::lexer::{Tok, Token};
use super::parser::{PResult, Parser};
use super::ParseError;
use crate::ir::float;
use crate::ir::{
    AttrKind, Attribute, DenseData, FloatKind, Signedness, Symbol, Type, TypeKind, DYNAMIC,
};

/// The widest integer type MLIR accepts.
const MAX_INT_WIDTH: u64 = 16_777_215;

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
    // ----- types -----

    /// Reads a type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        let t = self.tok;
        match t.kind {
            Tok::LParen => self.parse_function_type(),
            Tok::BangId => self.parse_dialect_type(),
            Tok::BareId => {
                let word = self.text(t);
                if let Some(kind) = self.int_type_keyword(t)? {
                    self.bump();
                    return Ok(self.ir.ctx.intern_type(kind));
                }
                if let Some(k) = FloatKind::from_keyword(word) {
                    self.bump();
                    return Ok(self.ir.ctx.intern_type(TypeKind::Float(k)));
                }
                match word {
                    "index" => {
                        self.bump();
                        Ok(self.ir.ctx.intern_type(TypeKind::Index))
                    }
                    "none" => {
                        self.bump();
                        Ok(self.ir.ctx.intern_type(TypeKind::None))
                    }
                    "complex" => {
                        self.bump();
                        self.expect_tok(Tok::Less, "'<' in complex type")?;
                        let e = self.parse_type()?;
                        self.expect_tok(Tok::Greater, "'>' in complex type")?;
                        Ok(self.ir.ctx.intern_type(TypeKind::Complex(e)))
                    }
                    "tuple" => {
                        self.bump();
                        self.expect_tok(Tok::Less, "'<' in tuple type")?;
                        let mut elems = Vec::new();
                        if !self.at(Tok::Greater) {
                            loop {
                                elems.push(self.parse_type()?);
                                if !self.eat(Tok::Comma) {
                                    break;
                                }
                            }
                        }
                        self.expect_tok(Tok::Greater, "'>' in tuple type")?;
                        Ok(self.ir.ctx.intern_type(TypeKind::Tuple(elems.into())))
                    }
                    "tensor" => self.parse_tensor_type(),
                    "memref" => self.parse_memref_type(),
                    "vector" => self.parse_vector_type(),
                    _ => Err(ParseError::new(t.start, "expected non-function type")),
                }
            }
            _ => Err(self.err_here("expected non-function type")),
        }
    }

    /// `iN`, `siN`, `uiN` keywords.
    fn int_type_keyword(&self, t: Token) -> PResult<Option<TypeKind>> {
        let word = self.text(t);
        let (sign, digits) = if let Some(d) = word.strip_prefix("si") {
            (Signedness::Signed, d)
        } else if let Some(d) = word.strip_prefix("ui") {
            (Signedness::Unsigned, d)
        } else if let Some(d) = word.strip_prefix('i') {
            (Signedness::Signless, d)
        } else {
            return Ok(None);
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(None);
        }
        let width: u64 = digits.parse().unwrap_or(u64::MAX);
        if width > MAX_INT_WIDTH {
            return Err(ParseError::new(
                t.start,
                format!("integer bitwidth is limited to {MAX_INT_WIDTH} bits"),
            ));
        }
        Ok(Some(TypeKind::Integer {
            width: width as u32,
            signedness: sign,
        }))
    }

    fn parse_function_type(&mut self) -> PResult<Type> {
        self.expect_tok(Tok::LParen, "'('")?;
        let mut inputs = Vec::new();
        if !self.at(Tok::RParen) {
            loop {
                inputs.push(self.parse_type()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect_tok(Tok::RParen, "')'")?;
        self.expect_tok(Tok::Arrow, "'->' in function type")?;
        let results = self.parse_function_results()?;
        Ok(self.ir.ctx.intern_type(TypeKind::Function {
            inputs: inputs.into(),
            results: results.into(),
        }))
    }

    /// Function results, as MLIR's `parseFunctionResultTypes` reads them: a parenthesised
    /// list `(T, ...)`, or a single type. A list followed by `->` is not a function type
    /// (MLIR requires `() -> ((A) -> B)`); reading it again as one, as this reader did,
    /// accepted what MLIR rejects and took 2^depth for nested `() -> (() -> (T) -> i32)`.
    fn parse_function_results(&mut self) -> PResult<Vec<Type>> {
        if !self.at(Tok::LParen) {
            return Ok(vec![self.parse_type()?]);
        }
        self.bump();
        let mut list = Vec::new();
        if !self.at(Tok::RParen) {
            loop {
                list.push(self.parse_type()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect_tok(Tok::RParen, "')'")?;
        Ok(list)
    }

    fn parse_dialect_type(&mut self) -> PResult<Type> {
        let t = self.tok;
        let name = &self.text(t)[1..];
        let bytes = self.src.as_bytes();
        if !name.contains('.') && bytes.get(t.end) != Some(&b'<') {
            self.bump();
            let Some(&(ty, cost)) = self.type_aliases.get(name) else {
                return Err(self.err_here(format!("undefined symbol alias id '{name}'")));
            };
            self.use_alias(t, cost)?;
            return Ok(ty);
        }
        let end = self.extended_body_end(t)?;
        let text = &self.src[t.start..end];
        self.reset_to(end);
        Ok(self.ir.ctx.intern_type(TypeKind::Opaque(text.into())))
    }

    /// The end of `!dialect.name<...>` / `#dialect.name<...>`: just after the balanced body,
    /// or after the name when no `<` follows immediately.
    fn extended_body_end(&self, t: Token) -> PResult<usize> {
        if self.src.as_bytes().get(t.end) == Some(&b'<') {
            self.balanced_end(t.end, b'<', b'>').ok_or_else(|| {
                ParseError::new(t.end, "unbalanced '<' character in pretty dialect name")
            })
        } else {
            Ok(t.end)
        }
    }

    /// Reads `AxBx...x` at character level from the current token; `scalable` allows `[N]`.
    fn parse_dims(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
    ) -> PResult<(Vec<i64>, Vec<bool>)> {
        let s = self.src.as_bytes();
        let mut pos = self.tok.start;
        let mut dims = Vec::new();
        let mut scal = Vec::new();
        loop {
            let start = pos;
            let (value, scalable, after) = match s.get(pos) {
                Some(c) if c.is_ascii_digit() => {
                    let mut e = pos;
                    while s.get(e).is_some_and(|c| c.is_ascii_digit()) {
                        e += 1;
                    }
                    let v = self.src[pos..e]
                        .parse::<i64>()
                        .map_err(|_| ParseError::new(pos, "invalid dimension"))?;
                    (v, false, e)
                }
                Some(b'?') if allow_dynamic => (DYNAMIC, false, pos + 1),
                Some(b'[') if allow_scalable => {
                    let mut e = pos + 1;
                    while s.get(e).is_some_and(|c| c.is_ascii_digit()) {
                        e += 1;
                    }
                    if e == pos + 1 || s.get(e) != Some(&b']') {
                        return Err(ParseError::new(
                            pos,
                            "expected ']' after scalable dimension",
                        ));
                    }
                    let v = self.src[pos + 1..e]
                        .parse::<i64>()
                        .map_err(|_| ParseError::new(pos, "invalid dimension"))?;
                    (v, true, e + 1)
                }
                Some(b'?') => return Err(ParseError::new(pos, "expected static shape")),
                _ => break,
            };
            if s.get(after) != Some(&b'x') {
                return Err(ParseError::new(after, "expected 'x' in dimension list"));
            }
            dims.push(value);
            scal.push(scalable);
            pos = after + 1;
            let _ = start;
        }
        self.reset_to(pos);
        Ok((dims, scal))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.bump();
        if self.src.as_bytes().get(self.tok.start.saturating_sub(0)) != Some(&b'<') {
            return Err(self.err_here("expected '<' in tensor type"));
        }
        self.reset_to(self.tok.start + 1);
        if self.at(Tok::Star) {
            let at = self.tok.end;
            if self.src.as_bytes().get(at) != Some(&b'x') {
                return Err(ParseError::new(at, "expected 'x' in dimension list"));
            }
            self.reset_to(at + 1);
            let e = self.parse_type()?;
            self.expect_tok(Tok::Greater, "'>' in tensor type")?;
            return Ok(self.ir.ctx.intern_type(TypeKind::UnrankedTensor(e)));
        }
        let (shape, _) = self.parse_dims(true, false)?;
        let element = self.parse_type()?;
        let mut encoding = None;
        if self.eat(Tok::Comma) {
            encoding = Some(self.parse_attribute(None)?);
        }
        self.expect_tok(Tok::Greater, "'>' in tensor type")?;
        Ok(self.ir.ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.into(),
            element,
            encoding,
        }))
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        self.bump();
        if !self.at(Tok::Less) {
            return Err(self.err_here("expected '<' in memref type"));
        }
        self.reset_to(self.tok.start + 1);
        let unranked = if self.at(Tok::Star) {
            let at = self.tok.end;
            if self.src.as_bytes().get(at) != Some(&b'x') {
                return Err(ParseError::new(at, "expected 'x' in dimension list"));
            }
            self.reset_to(at + 1);
            true
        } else {
            false
        };
        let shape = if unranked {
            Vec::new()
        } else {
            self.parse_dims(true, false)?.0
        };
        let element = self.parse_type()?;
        let mut layout = None;
        let mut memory_space = None;
        while self.eat(Tok::Comma) {
            let at = self.tok.start;
            let a = self.parse_attribute(None)?;
            let is_layout = matches!(
                self.ir.ctx.attr_kind(a),
                AttrKind::AffineMap(_) | AttrKind::Strided { .. }
            );
            if is_layout && !unranked && layout.is_none() && memory_space.is_none() {
                layout = Some(a);
            } else if memory_space.is_none() && !is_layout {
                memory_space = Some(a);
            } else {
                return Err(ParseError::new(
                    at,
                    "multiple memory spaces specified in memref type",
                ));
            }
        }
        self.expect_tok(Tok::Greater, "'>' in memref type")?;
        let kind = if unranked {
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            }
        } else {
            TypeKind::MemRef {
                shape: shape.into(),
                element,
                layout,
                memory_space,
            }
        };
        Ok(self.ir.ctx.intern_type(kind))
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        self.bump();
        if !self.at(Tok::Less) {
            return Err(self.err_here("expected '<' in vector type"));
        }
        self.reset_to(self.tok.start + 1);
        let (shape, scalable) = self.parse_dims(false, true)?;
        let element = self.parse_type()?;
        self.expect_tok(Tok::Greater, "'>' in vector type")?;
        Ok(self.ir.ctx.intern_type(TypeKind::Vector {
            shape: shape.into(),
            scalable: scalable.into(),
            element,
        }))
    }

    // ----- attributes -----

    /// Reads `{name = attr, unit_name, "quoted" = attr}` (sorted later by the context).
    pub fn parse_attr_dict(&mut self) -> PResult<Vec<(Symbol, Attribute)>> {
        self.expect_tok(Tok::LBrace, "'{'")?;
        let mut entries: Vec<(Symbol, Attribute)> = Vec::new();
        // Names seen so far: duplicates are found in constant time per key (a scan of the
        // entries made a dictionary of n keys cost n^2).
        let mut seen: FxHashSet<Symbol> = FxHashSet::default();
        if !self.at(Tok::RBrace) {
            loop {
                let t = self.tok;
                let name = match t.kind {
                    Tok::BareId => std::borrow::Cow::Borrowed(self.text(t)),
                    Tok::String => {
                        let v = self.string_value(t)?;
                        if v.is_empty() {
                            return Err(ParseError::new(t.start, "expected valid attribute name"));
                        }
                        std::borrow::Cow::Owned(String::from_utf8(v).map_err(|_| {
                            ParseError::new(t.start, "attribute name is not valid UTF-8")
                        })?)
                    }
                    _ => return Err(self.err_here("expected attribute name")),
                };
                self.bump();
                let sym = self.ir.ctx.symbol(&name);
                if !seen.insert(sym) {
                    return Err(ParseError::new(
                        t.start,
                        format!("duplicate key '{name}' in dictionary attribute"),
                    ));
                }
                let value = if self.eat(Tok::Equal) {
                    self.parse_attribute(None)?
                } else {
                    self.ir.ctx.intern_attr(AttrKind::Unit)
                };
                entries.push((sym, value));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect_tok(Tok::RBrace, "'}' in attribute dictionary")?;
        Ok(entries)
    }

    /// Reads an attribute; `ty` is a type already known from context (none in general).
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_attribute_inner(ty);
        self.leave();
        r
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let t = self.tok;
        match t.kind {
            Tok::LSquare => {
                self.bump();
                let mut elems = Vec::new();
                if !self.at(Tok::RSquare) {
                    loop {
                        elems.push(self.parse_attribute(None)?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect_tok(Tok::RSquare, "']' to end array")?;
                Ok(self.ir.ctx.intern_attr(AttrKind::Array(elems.into())))
            }
            Tok::LBrace => {
                let d = self.parse_attr_dict()?;
                Ok(self.ir.ctx.intern_attr(AttrKind::Dictionary(d.into())))
            }
            Tok::AtId => {
                let root = self.parse_symbol_text()?;
                let root = self.ir.ctx.symbol(&root);
                let mut nested = Vec::new();
                while self.at(Tok::ColonColon) {
                    self.bump();
                    if !self.at(Tok::AtId) {
                        return Err(self.err_here("expected nested symbol reference identifier"));
                    }
                    let n = self.parse_symbol_text()?;
                    nested.push(self.ir.ctx.symbol(&n));
                }
                Ok(self.ir.ctx.intern_attr(AttrKind::SymbolRef {
                    root,
                    nested: nested.into(),
                }))
            }
            Tok::String => {
                let v = self.string_value(t)?;
                self.bump();
                let ty = if self.eat(Tok::Colon) {
                    Some(self.parse_type()?)
                } else {
                    ty
                };
                Ok(self.ir.ctx.intern_attr(AttrKind::String {
                    value: v.into(),
                    ty,
                }))
            }
            Tok::Minus | Tok::Integer | Tok::Float => self.parse_number_attr(ty),
            Tok::HashId => self.parse_hash_attr(),
            Tok::BareId => {
                let word = self.text(t);
                match word {
                    "true" | "false" => {
                        self.bump();
                        Ok(self.ir.ctx.intern_attr(AttrKind::Bool(word == "true")))
                    }
                    "unit" => {
                        self.bump();
                        Ok(self.ir.ctx.intern_attr(AttrKind::Unit))
                    }
                    "dense" => self.parse_dense_attr(),
                    "array" => self.parse_dense_array(),
                    "strided" => self.parse_strided(),
                    "affine_map" | "affine_set" | "dense_resource" | "sparse" | "distinct" => {
                        let end = if word == "distinct" {
                            // distinct[N]<attr>
                            let sq = self.balanced_end(t.end, b'[', b']').ok_or_else(|| {
                                ParseError::new(t.end, "expected '[' after 'distinct'")
                            })?;
                            self.balanced_end(sq, b'<', b'>')
                        } else {
                            self.balanced_end(t.end, b'<', b'>')
                        }
                        .ok_or_else(|| {
                            ParseError::new(t.end, format!("expected '<' after '{word}'"))
                        })?;
                        let text: Box<str> = self.src[t.start..end].into();
                        self.reset_to(end);
                        let kind = match word {
                            "affine_map" => AttrKind::AffineMap(text),
                            "affine_set" => AttrKind::IntegerSet(text),
                            _ => {
                                let ty = if matches!(word, "dense_resource" | "sparse") {
                                    self.expect_tok(Tok::Colon, "':'")?;
                                    Some(self.parse_type()?)
                                } else {
                                    None
                                };
                                AttrKind::Opaque { text, ty }
                            }
                        };
                        Ok(self.ir.ctx.intern_attr(kind))
                    }
                    "loc" => Err(self.err_here("location attributes are not supported here")),
                    _ => {
                        let ty = self.parse_type()?;
                        Ok(self.ir.ctx.intern_attr(AttrKind::Type(ty)))
                    }
                }
            }
            Tok::LParen | Tok::BangId => {
                let ty = self.parse_type()?;
                Ok(self.ir.ctx.intern_attr(AttrKind::Type(ty)))
            }
            _ => Err(self.err_here("expected attribute value")),
        }
    }

    fn parse_symbol_text(&mut self) -> PResult<String> {
        let t = self.tok;
        let text = &self.text(t)[1..];
        let s = if text.starts_with('"') {
            let body = &self.src.as_bytes()[t.start + 2..t.end - 1];
            let v = super::lexer::unescape(body).map_err(|i| {
                ParseError::new(t.start + 2 + i, "unknown escape in string literal")
            })?;
            String::from_utf8(v)
                .map_err(|_| ParseError::new(t.start, "symbol name is not valid UTF-8"))?
        } else {
            text.to_string()
        };
        self.bump();
        Ok(s)
    }

    fn parse_hash_attr(&mut self) -> PResult<Attribute> {
        let t = self.tok;
        let name = &self.text(t)[1..];
        if !name.contains('.') && self.src.as_bytes().get(t.end) != Some(&b'<') {
            self.bump();
            return match self.attr_aliases.get(name).copied() {
                Some((Some(a), cost)) => {
                    self.use_alias(t, cost)?;
                    Ok(a)
                }
                Some((None, _)) => Err(ParseError::new(
                    t.start,
                    "expected attribute value (this alias names a location)",
                )),
                None => Err(self.err_here(format!("undefined symbol alias id '{name}'"))),
            };
        }
        let end = self.extended_body_end(t)?;
        let text: Box<str> = self.src[t.start..end].into();
        self.reset_to(end);
        let ty = if self.eat(Tok::Colon) {
            Some(self.parse_type()?)
        } else {
            None
        };
        Ok(self.ir.ctx.intern_attr(AttrKind::Opaque { text, ty }))
    }

    fn parse_number_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let start = self.tok.start;
        let neg = self.eat(Tok::Minus);
        let t = self.tok;
        if !matches!(t.kind, Tok::Integer | Tok::Float) {
            return Err(self.err_here("expected constant integer or floating point value"));
        }
        self.bump();
        let ty = if self.eat(Tok::Colon) {
            // At the number's own level (one frame more, not a level): the printer adds
            // `: i64` and `: f64` to untyped numbers, and what it prints must read back
            // within the nesting limit.
            self.parse_type_inner()?
        } else if let Some(ty) = ty {
            ty
        } else if t.kind == Tok::Integer {
            self.ir.ctx.intern_type(TypeKind::int(64))
        } else {
            self.ir.ctx.intern_type(TypeKind::Float(FloatKind::F64))
        };
        let kind = self.ir.ctx.type_kind(ty).clone();
        match kind {
            TypeKind::Float(fk) => {
                let bits = self.float_bits(neg, t, fk)?;
                Ok(self.ir.ctx.intern_attr(AttrKind::Float { ty, bits }))
            }
            TypeKind::Integer { .. } | TypeKind::Index => {
                if t.kind == Tok::Float {
                    return Err(ParseError::new(
                        self.tok.start,
                        "floating point value not valid for specified type",
                    ));
                }
                let bits = self.int_bits(neg, t, &kind)?;
                Ok(self.ir.ctx.intern_attr(AttrKind::Integer { ty, bits }))
            }
            _ => Err(ParseError::new(
                start,
                "integer literal not valid for specified type",
            )),
        }
    }

    /// The bits of an integer literal for an integer or index type, with MLIR's range checks.
    fn int_bits(&self, neg: bool, t: Token, kind: &TypeKind) -> PResult<u128> {
        let text = self.text(t);
        let mag: u128 = if let Some(h) = text.strip_prefix("0x") {
            u128::from_str_radix(h, 16)
        } else {
            text.parse::<u128>()
        }
        .map_err(|_| ParseError::new(t.start, "integer constant out of range for attribute"))?;
        let (width, sign) = match *kind {
            TypeKind::Integer { width, signedness } => (width, signedness),
            _ => (64, Signedness::Signless),
        };
        let out_of_range =
            || ParseError::new(t.start, "integer constant out of range for attribute");
        if neg && sign == Signedness::Unsigned {
            return Err(ParseError::new(
                t.start,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        // MLIR negates the value and requires the sign bit set: `-0` is out of range.
        if neg && mag == 0 {
            return Err(out_of_range());
        }
        if width > 128 {
            if mag > i128::MAX as u128 + u128::from(neg) {
                return Err(ParseError::new(
                    t.start,
                    "integer literals wider than 128 bits are not supported",
                ));
            }
            return Ok(if neg {
                (mag as i128).wrapping_neg() as u128
            } else {
                mag
            });
        }
        let mask = if width == 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        };
        if neg {
            // Must fit the signed range: -2^(w-1) .. (for i1, -1 is allowed).
            let limit = if width == 0 { 0 } else { 1u128 << (width - 1) };
            if mag > limit && !(width == 1 && mag == 1) {
                return Err(out_of_range());
            }
            Ok((mag as i128).wrapping_neg() as u128 & mask)
        } else {
            let limit = if sign == Signedness::Signed {
                if width == 0 {
                    0
                } else {
                    (1u128 << (width - 1)) - 1
                }
            } else {
                mask
            };
            if mag > limit {
                return Err(out_of_range());
            }
            Ok(mag)
        }
    }

    /// The bits of a float literal (or hexadecimal bit pattern) for float kind `fk`.
    fn float_bits(&self, neg: bool, t: Token, fk: FloatKind) -> PResult<u128> {
        let text = self.text(t);
        if t.kind == Tok::Integer {
            let Some(h) = text.strip_prefix("0x") else {
                return Err(ParseError::new(
                    t.start,
                    "unexpected decimal integer literal for a floating point value",
                )
                .with_note(t.start, "add a trailing dot to make the literal a float"));
            };
            if neg {
                return Err(ParseError::new(
                    t.start,
                    "hexadecimal float literal should not have a leading minus",
                ));
            }
            let bits = u128::from_str_radix(h, 16)
                .ok()
                .filter(|&b| fk.width() >= 128 || b >> fk.width() == 0);
            return bits.ok_or_else(|| {
                ParseError::new(t.start, "hexadecimal float constant out of range for type")
            });
        }
        let v: f64 = text
            .parse()
            .map_err(|_| ParseError::new(t.start, "floating point value too large"))?;
        if v.is_infinite() {
            return Err(ParseError::new(t.start, "floating point value too large"));
        }
        let v = if neg { -v } else { v };
        float::from_f64(fk, v).ok_or_else(|| {
            ParseError::new(t.start, format!("decimal literals of type '{}' are not supported; write the bits in hexadecimal", fk.keyword()))
        })
    }

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

    fn parse_dense_attr(&mut self) -> PResult<Attribute> {
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
                            super::print_type(&self.ir.ctx, ty)
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
                    super::print_type(&self.ir.ctx, attr.1)
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

    fn parse_dense_array(&mut self) -> PResult<Attribute> {
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

    fn parse_strided(&mut self) -> PResult<Attribute> {
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
