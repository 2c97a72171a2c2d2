//! The type and attribute syntax of MLIR's builtin dialect (shared with the PDL reader).

use rustc_hash::FxHashSet;

use super::lexer::{Tok, Token};
use super::parser::{PResult, Parser};
use super::ParseError;
use crate::ir::float;
use crate::ir::{AttrKind, Attribute, FloatKind, Signedness, Symbol, Type, TypeKind};

mod dense;
mod types;

impl Parser<'_> {
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
                // Small dictionaries (most) are scanned; the set is filled from 8 keys on.
                let duplicate = if entries.len() < 8 {
                    entries.iter().any(|&(k, _)| k == sym)
                } else {
                    if seen.is_empty() {
                        seen.extend(entries.iter().map(|&(k, _)| k));
                    }
                    !seen.insert(sym)
                };
                if duplicate {
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

    /// Reads an attribute dictionary `{...}` and interns it. Dictionaries of a simple shape
    /// (see [`cacheable_dict_end`]) are remembered by their text, as simple types are (see
    /// [`Parser::parse_type`]): operations of a file repeat the same few.
    pub(crate) fn parse_attr_dict_interned(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        let key_end = if self.tok.kind == Tok::LBrace && !self.in_alias_def {
            cacheable_dict_end(self.src.as_bytes(), start)
                .filter(|&end| self.depth + (end - start) < super::parser::MAX_DEPTH)
        } else {
            None
        };
        if let Some(end) = key_end {
            if let Some(&a) = self.dict_cache.get(&self.src[start..end]) {
                self.reset_to(end);
                return Ok(a);
            }
        }
        let entries = self.parse_attr_dict()?;
        let dict = self
            .ir
            .ctx
            .intern_attr(AttrKind::Dictionary(entries.into()));
        if let Some(end) = key_end {
            // Cached only if the parse read exactly that text.
            if self.tok.start == crate::text::lexer::skip_trivia(self.src.as_bytes(), end) {
                self.dict_cache.insert(&self.src[start..end], dict);
            }
        }
        Ok(dict)
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
                    // A bare word that is not a builtin type's keyword is no attribute (as
                    // in MLIR, which tries a type only on a type's first token).
                    _ if !self.is_type_keyword(t) => Err(self.err_here("expected attribute value")),
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
}

/// The end of an attribute dictionary starting at `open` (a `{`) that can be looked up in
/// the reader's dictionary cache: on one line, without nested braces, aliases (`#`, `!`),
/// symbol references, comments or escapes; strings are skipped whole. Such text reads to the
/// same dictionary wherever it appears.
fn cacheable_dict_end(src: &[u8], open: usize) -> Option<usize> {
    let mut i = open + 1;
    while let Some(&b) = src.get(i) {
        match b {
            b'}' => return Some(i + 1),
            b'"' => {
                i += 1;
                loop {
                    match *src.get(i)? {
                        b'"' => break,
                        b'\\' | b'\n' | b'\r' => return None,
                        _ => i += 1,
                    }
                }
            }
            b'a'..=b'z'
            | b'A'..=b'Z'
            | b'0'..=b'9'
            | b'_'
            | b'.'
            | b' '
            | b'='
            | b','
            | b'<'
            | b'>'
            | b':'
            | b'-'
            | b'+'
            | b'['
            | b']'
            | b'?' => {}
            _ => return None,
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::text::{parse, print_generic};

    /// Dictionaries read from the cache give what reading them gives, errors included.
    #[test]
    fn cached_dictionaries_read_as_without_cache() {
        let first =
            "\"t.a\"() {a = 1 : i32, s = \"x}y\", d = dense<1> : tensor<2xi32>} : () -> ()\n";
        for rest in [
            "\"t.b\"() {a = 1 : i32, s = \"x}y\", d = dense<1> : tensor<2xi32>} : () -> ()\n",
            "\"t.b\"() <{a = 1 : i32, s = \"x}y\", d = dense<1> : tensor<2xi32>}> : () -> ()\n",
            "\"t.b\"() {a = 1 : i32, a = 2} : () -> ()\n",
            "\"t.b\"() {a = 1 : i32, s = \"x}y\"} : () -> ()\n",
        ] {
            let without = parse(rest, "a.mlir");
            let with = parse(&format!("{first}{rest}"), "b.mlir");
            match (without, with) {
                (Ok(a), Ok(b)) => {
                    let (a, b) = (print_generic(&a), print_generic(&b));
                    assert!(b.contains(a.lines().nth(1).unwrap()), "{a}\n{b}");
                }
                (Err(a), Err(b)) => {
                    assert_eq!(a.message, b.message, "{rest}");
                    assert_eq!(a.offset + first.len(), b.offset, "{rest}");
                }
                (a, b) => panic!("{rest}: without cache {a:?}, with cache {b:?}"),
            }
        }
        assert_eq!(super::cacheable_dict_end(b"{a = #x}", 0), None);
        assert_eq!(super::cacheable_dict_end(b"{a = \"\\n\"}", 0), None);
        assert_eq!(super::cacheable_dict_end(b"{a = \"}\"} x", 0), Some(9));
    }
}
