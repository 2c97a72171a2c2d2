//! The builtin dialect's type syntax: integers, floats, functions, tensors, memrefs,
//! vectors, and dialect types kept as text.

use super::super::parser::{PResult, Parser};
use crate::ir::{AttrKind, FloatKind, Signedness, Type, TypeKind, DYNAMIC};
use crate::text::lexer::{Tok, Token};
use crate::text::ParseError;

/// The widest integer type MLIR accepts.
const MAX_INT_WIDTH: u64 = 16_777_215;

/// The end of the text of a type that can be looked up in the reader's type cache, if the
/// type at `start` (a bare identifier token ending at `word_end`) is of a cacheable shape: a
/// keyword alone (`f32`, `index`), or a keyword followed directly by balanced `<...>` holding
/// only letters, digits, `_`, `.`, `?`, `,`, spaces and nested `<...>` (`tensor<2x4xf32>`,
/// `vector<4xi32>`, `complex<f32>`). Such text names no alias, string, comment, attribute or
/// affine map, so it reads to the same type wherever it appears.
fn cacheable_type_end(src: &[u8], word_end: usize) -> Option<usize> {
    if src.get(word_end) != Some(&b'<') {
        return Some(word_end);
    }
    let mut depth = 0usize;
    for (i, &b) in src.iter().enumerate().skip(word_end) {
        match b {
            b'<' => depth += 1,
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_' | b'.' | b'?' | b',' | b' ' => {}
            _ => return None,
        }
    }
    None
}

/// The end of a list `(T, ...)` starting at `open` (a `(`) whose types are all of a
/// cacheable shape (letters, digits, `_`, `.`, `?`, `,`, spaces and balanced `<...>`).
fn simple_list_end(src: &[u8], open: usize) -> Option<usize> {
    let mut angle = 0usize;
    for (i, &b) in src.iter().enumerate().skip(open + 1) {
        match b {
            b'<' => angle += 1,
            b'>' => angle = angle.checked_sub(1)?,
            b')' if angle == 0 => return Some(i + 1),
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_' | b'.' | b'?' | b',' | b' ' => {}
            _ => return None,
        }
    }
    None
}

/// The end of a function type starting at `open` (a `(`) that can be looked up in the type
/// cache: `(T, ...) -> R` with every `T` cacheable, and `R` a cacheable type or a list of
/// them, on one line.
fn cacheable_function_type_end(src: &[u8], open: usize) -> Option<usize> {
    let mut i = simple_list_end(src, open)?;
    while src.get(i) == Some(&b' ') {
        i += 1;
    }
    if src.get(i..i + 2) != Some(&b"->"[..]) {
        return None;
    }
    i += 2;
    while src.get(i) == Some(&b' ') {
        i += 1;
    }
    match src.get(i)? {
        b'(' => simple_list_end(src, i),
        c if c.is_ascii_alphabetic() || *c == b'_' => {
            let mut e = i + 1;
            while src
                .get(e)
                .is_some_and(|&b| crate::text::lexer::is_bare_id_char(b))
            {
                e += 1;
            }
            cacheable_type_end(src, e)
        }
        _ => None,
    }
}

impl Parser<'_> {
    // ----- types -----

    /// Reads a type.
    ///
    /// Types of a simple shape (see `cacheable_type_end`, `cacheable_function_type_end`)
    /// are remembered by their text: a
    /// file names the same few types on every operation, and reading one again is a hash
    /// look-up instead of a parse and an interning. The look-up is skipped where it could
    /// differ from a parse: inside an alias definition (whose nesting is measured), and
    /// where the text could nest beyond the depth limit from here.
    pub fn parse_type(&mut self) -> PResult<Type> {
        let start = self.tok.start;
        let key_end = match self.tok.kind {
            _ if self.in_alias_def => None,
            Tok::BareId => cacheable_type_end(self.src.as_bytes(), self.tok.end),
            Tok::LParen => cacheable_function_type_end(self.src.as_bytes(), start),
            _ => None,
        }
        .filter(|&end| self.depth + (end - start) < super::super::parser::MAX_DEPTH);
        if let Some(end) = key_end {
            if let Some(&ty) = self.type_cache.get(&self.src[start..end]) {
                self.reset_to(end);
                return Ok(ty);
            }
        }
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        if let (Ok(ty), Some(end)) = (&r, key_end) {
            // Cached only if the parse read exactly that text.
            if self.tok.start == crate::text::lexer::skip_trivia(self.src.as_bytes(), end) {
                self.type_cache.insert(&self.src[start..end], *ty);
            }
        }
        r
    }

    pub(super) fn parse_type_inner(&mut self) -> PResult<Type> {
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

    /// Whether the bare word `t` starts a builtin type (`i32`, `f16`, `index`, `tensor`...).
    pub(super) fn is_type_keyword(&self, t: Token) -> bool {
        let word = self.text(t);
        !matches!(self.int_type_keyword(t), Ok(None))
            || FloatKind::from_keyword(word).is_some()
            || matches!(
                word,
                "index" | "none" | "complex" | "tuple" | "tensor" | "memref" | "vector"
            )
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
    pub(super) fn extended_body_end(&self, t: Token) -> PResult<usize> {
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
}

#[cfg(test)]
mod tests {
    use crate::text::parse;

    /// `k` operations nested one in the region of the other, the innermost with a result of
    /// type `ty`.
    fn nested(k: usize, ty: &str) -> String {
        let mut s = String::new();
        for _ in 0..k {
            s.push_str("\"test.r\"() ({\n");
        }
        s.push_str(&format!("%0 = \"test.x\"() : () -> {ty}\n"));
        for _ in 0..k {
            s.push_str("}) : () -> ()\n");
        }
        s
    }

    /// A type read once (and cached) reads the same at any depth: where the depth limit
    /// rejects it without the cache, it rejects it with the same error after a shallow use.
    #[test]
    fn cached_types_keep_the_depth_limit() {
        let ty = "complex<complex<complex<complex<complex<f32>>>>>";
        let prefix = format!("%t = \"test.a\"() : () -> {ty}\n");
        let (mut accepted, mut rejected) = (0, 0);
        for k in 56..=64 {
            let deep = nested(k, ty);
            let a = parse(&deep, "a.mlir");
            let b = parse(&format!("{prefix}{deep}"), "b.mlir");
            match (a, b) {
                (Ok(_), Ok(_)) => accepted += 1,
                (Err(a), Err(b)) => {
                    assert_eq!(a.message, b.message);
                    assert_eq!(a.offset + prefix.len(), b.offset);
                    rejected += 1;
                }
                (a, b) => panic!("k = {k}: without cache {a:?}, with cache {b:?}"),
            }
        }
        assert!(accepted > 0 && rejected > 0, "{accepted} {rejected}");
    }

    /// Types that only look alike (spacing, aliases) read as the reader reads them.
    #[test]
    fn cached_types_are_the_types_read() {
        let src = "!a = f32\n\
                   %0 = \"test.a\"() : () -> tensor<2x!a>\n\
                   %1 = \"test.b\"() : () -> tensor<2xf32>\n\
                   %2 = \"test.c\"() : () -> tensor <2xf32>\n\
                   %3 = \"test.d\"() : () -> tensor<2xf32>\n\
                   %4 = \"test.e\"() : () -> tensor<2xi32>\n";
        let ir = parse(src, "in.mlir").unwrap();
        let types: Vec<_> = ir
            .collect_ops(ir.root(), false)
            .into_iter()
            .skip(1)
            .map(|o| ir.value_type(ir.result(o, 0)))
            .collect();
        assert_eq!(types.len(), 5);
        assert!(types[..4].iter().all(|&t| t == types[0]));
        assert_ne!(types[4], types[0]);
    }

    /// Function types read from the cache give what reading them gives, errors included.
    #[test]
    fn cached_function_types_read_as_without_cache() {
        // The same definition of %a, written so that it caches `(i32) -> (i32)` or not.
        let cached = "%a = \"t.a\"(%x) : (i32) -> (i32)  \n";
        let uncached = "%a = \"t.a\"(%x) : (i32) -> (i32 ) \n";
        let head = "\"t.r\"() ({\n^bb0(%x: i32):\n";
        let tail = "}) : () -> ()\n";
        for rest in [
            "%b = \"t.b\"(%a) : (i32) -> (i32) -> i32\n",
            "%b = \"t.b\"(%a) : (i32) -> (i32)\n",
            "%b = \"t.b\"(%a) : (i32) -> (i32)  -> (i32)\n",
            "%b = \"t.b\"(%a) : (i32)->(i32)\n",
        ] {
            let without = parse(&format!("{head}{uncached}{rest}{tail}"), "a.mlir");
            let with = parse(&format!("{head}{cached}{rest}{tail}"), "a.mlir");
            match (without, with) {
                (Ok(a), Ok(b)) => assert_eq!(
                    crate::text::print_generic(&a),
                    crate::text::print_generic(&b)
                ),
                (Err(a), Err(b)) => assert_eq!(a, b, "{rest}"),
                (a, b) => panic!("{rest}: without cache {a:?}, with cache {b:?}"),
            }
        }
    }
}
