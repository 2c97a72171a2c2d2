//! The custom assembly syntax of `pdl_interp` (what `mlir-opt` prints, and how MLIR's tests
//! write it), read into a [`Builder`]. Each operation follows its `assemblyFormat` in MLIR's
//! `PDLInterpOps.td` (and `PDLInterp.cpp` for `foreach`, `func`, `create_operation` and
//! `create_range`); types and attributes are read by pdl-runtime's MLIR reader.

use std::collections::HashMap;

use pdl_runtime::ir::{AttrKind, Attribute, Context, DenseData};
use pdl_runtime::text::lexer::{skip_trivia, unescape, Tok, Token};
use pdl_runtime::text::{parse_attribute_at, parse_type_at, print_type};

use super::builder::{as_bool, val_type_named, Builder, FuncDef};
use crate::diag::Diagnostic;
use crate::diag::Span;
use crate::program::{BlockId, Op, RegionId, Val, ValType};
use crate::syntax::cursor::Cursor;

type PResult<T> = Result<T, Diagnostic>;

/// How deeply regions may nest (`foreach` in `foreach`...) before the reader gives up, so
/// that hostile input cannot exhaust the stack: 64, as many as the MLIR text reader takes
/// (it counts a region as 4 of its 256 levels), so the generic form of whatever this reader
/// accepts reads too. A level costs about 10 KB of stack in a debug build.
const MAX_DEPTH: usize = 64;

/// Reads a patterns module in custom syntax; returns the program so far and the name of the
/// outermost module.
pub(super) fn read(src: &str) -> PResult<(Builder, Option<String>)> {
    let mut r = Reader::new(src);
    r.items(false, 0)?;
    if !r.at(Tok::Eof) {
        return Err(r.unexpected());
    }
    Ok((r.b, r.module_name))
}

/// The operations of the dialect, by name.
const OPS: [&str; 39] = [
    "pdl_interp.apply_constraint",
    "pdl_interp.apply_rewrite",
    "pdl_interp.are_equal",
    "pdl_interp.branch",
    "pdl_interp.check_attribute",
    "pdl_interp.check_operand_count",
    "pdl_interp.check_operation_name",
    "pdl_interp.check_result_count",
    "pdl_interp.check_type",
    "pdl_interp.check_types",
    "pdl_interp.continue",
    "pdl_interp.create_attribute",
    "pdl_interp.create_operation",
    "pdl_interp.create_range",
    "pdl_interp.create_type",
    "pdl_interp.create_types",
    "pdl_interp.erase",
    "pdl_interp.extract",
    "pdl_interp.finalize",
    "pdl_interp.foreach",
    "pdl_interp.func",
    "pdl_interp.get_attribute",
    "pdl_interp.get_attribute_type",
    "pdl_interp.get_defining_op",
    "pdl_interp.get_operand",
    "pdl_interp.get_operands",
    "pdl_interp.get_result",
    "pdl_interp.get_results",
    "pdl_interp.get_users",
    "pdl_interp.get_value_type",
    "pdl_interp.is_not_null",
    "pdl_interp.record_match",
    "pdl_interp.replace",
    "pdl_interp.switch_attribute",
    "pdl_interp.switch_operand_count",
    "pdl_interp.switch_operation_name",
    "pdl_interp.switch_result_count",
    "pdl_interp.switch_type",
    "pdl_interp.switch_types",
];

/// A use of a value by name: `%name` or `%name#index`.
struct Ref {
    name: String,
    index: u32,
    span: Span,
}

/// Result names bound by an operation: `%name` or `%name:count`.
struct Bound {
    name: String,
    count: u32,
    span: Span,
}

/// A block label of the region being read.
struct Label {
    block: BlockId,
    defined: bool,
    first_use: Span,
}

/// The reader; token handling is the shared [`Cursor`] it dereferences to.
struct Reader<'s> {
    c: Cursor<'s>,
    b: Builder,
    /// Where `!pdl.*` types are read.
    scratch: Context,
    /// The values visible by name, each a group of results.
    names: HashMap<String, (Vec<Val>, Span)>,
    /// Names defined in each open region, forgotten when it closes.
    frames: Vec<Vec<String>>,
    /// Values used before their definition: name to (result number, value, use).
    forward: HashMap<String, Vec<(u32, Val, Span)>>,
    /// Block labels of each open region.
    labels: Vec<HashMap<String, Label>>,
    module_name: Option<String>,
}
impl<'s> std::ops::Deref for Reader<'s> {
    type Target = Cursor<'s>;
    fn deref(&self) -> &Cursor<'s> {
        &self.c
    }
}

impl std::ops::DerefMut for Reader<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.c
    }
}

impl<'s> Reader<'s> {
    fn new(src: &'s str) -> Self {
        Reader {
            // `loc([...])` is `record_match`'s list of matched operations, not a location.
            c: Cursor::new(src, "builtin.module", true),
            b: Builder::default(),
            scratch: Context::new(),
            names: HashMap::new(),
            frames: Vec::new(),
            forward: HashMap::new(),
            labels: Vec::new(),
            module_name: None,
        }
    }

    // ----- tokens -----

    fn tok_span(t: Token) -> Span {
        Span::new(t.start, t.end)
    }

    fn unexpected(&self) -> Diagnostic {
        if matches!(self.tok.kind, Tok::Error | Tok::UnterminatedString) {
            return self.err_expected("");
        }
        Diagnostic::error(
            self.span(),
            format!(
                "expected `pdl_interp.func` or `module`, found '{}'",
                self.text(self.tok)
            ),
        )
    }

    fn string(&mut self) -> PResult<String> {
        let t = self.expect_tok(Tok::String, "string")?;
        decode(self.src, t.start + 1, t.end - 1)
    }

    /// A non-negative integer no larger than `max`.
    fn int(&mut self, max: u64) -> PResult<u64> {
        let t = self.expect_tok(Tok::Integer, "integer")?;
        let text = self.text(t);
        let v = match text.strip_prefix("0x") {
            Some(h) => u64::from_str_radix(h, 16),
            None => text.parse(),
        };
        match v {
            Ok(v) if v <= max => Ok(v),
            _ => Err(Diagnostic::error(
                Self::tok_span(t),
                format!("integer value out of range (0 to {max})"),
            )),
        }
    }

    /// An `@name` (or `@"name"`).
    fn symbol(&mut self) -> PResult<(String, Span)> {
        let t = self.expect_tok(Tok::AtId, "symbol name")?;
        let span = Self::tok_span(t);
        let body = &self.src[t.start + 1..t.end];
        let name = if body.starts_with('"') {
            decode(self.src, t.start + 2, t.end - 1)?
        } else {
            body.to_string()
        };
        Ok((name, span))
    }

    /// The end of the text before `next` (the start of the next token), blank space excluded.
    fn end_before(&self, next: usize) -> usize {
        let b = self.src.as_bytes();
        let mut e = next.min(b.len());
        while e > 0 && b[e - 1].is_ascii_whitespace() {
            e -= 1;
        }
        e
    }

    /// An attribute in MLIR syntax.
    fn attribute(&mut self) -> PResult<(Attribute, Span)> {
        let start = self.tok.start;
        let (a, end) = parse_attribute_at(&mut self.b.ctx, self.c.src, start)
            .map_err(Diagnostic::from_parse_error)?;
        self.prev_end = self.end_before(end);
        self.reset(end);
        Ok((a, Span::new(start, self.prev_end)))
    }

    /// A type in MLIR syntax, as a type attribute.
    fn type_attr(&mut self) -> PResult<Attribute> {
        let (ty, end) = parse_type_at(&mut self.b.ctx, self.c.src, self.c.tok.start)
            .map_err(Diagnostic::from_parse_error)?;
        self.prev_end = self.end_before(end);
        self.reset(end);
        Ok(self.b.ctx.intern_attr(AttrKind::Type(ty)))
    }

    /// A `!pdl.*` type.
    fn val_type(&mut self) -> PResult<(ValType, Span)> {
        let start = self.tok.start;
        if matches!(
            self.tok.kind,
            Tok::Eof | Tok::Comma | Tok::RParen | Tok::Arrow | Tok::LBrace | Tok::RBrace
        ) {
            return Err(self.err_expected("type"));
        }
        let (ty, end) = parse_type_at(&mut self.scratch, self.c.src, start)
            .map_err(Diagnostic::from_parse_error)?;
        self.prev_end = self.end_before(end);
        self.reset(end);
        let span = Span::new(start, self.prev_end);
        let text = print_type(&self.scratch, ty);
        val_type_named(&text).map(|t| (t, span)).ok_or_else(|| {
            Diagnostic::error(
                span,
                format!(
                    "expected a PDL type (!pdl.operation, !pdl.value, !pdl.type, !pdl.attribute or !pdl.range<...>), got '{text}'"
                ),
            )
        })
    }

    fn type_list(&mut self) -> PResult<Vec<(ValType, Span)>> {
        let mut v = vec![self.val_type()?];
        while self.eat(Tok::Comma) {
            v.push(self.val_type()?);
        }
        Ok(v)
    }

    /// An optional attribute dictionary; names not in `allowed` are rejected (the program
    /// has no place for them).
    fn attr_dict(&mut self, allowed: &[&str]) -> PResult<Vec<(String, Attribute)>> {
        if !self.at(Tok::LBrace) {
            return Ok(Vec::new());
        }
        let (dict, span) = self.attribute()?;
        let AttrKind::Dictionary(entries) = self.b.ctx.attr_kind(dict).clone() else {
            return Err(Diagnostic::error(span, "expected an attribute dictionary"));
        };
        let mut out = Vec::new();
        for (k, v) in entries.iter() {
            let key = self.b.ctx.str(*k).to_string();
            if !allowed.contains(&key.as_str()) {
                return Err(Diagnostic::error(
                    span,
                    format!("'{}' op: unsupported attribute '{key}'", self.cur_op),
                ));
            }
            out.push((key, *v));
        }
        Ok(out)
    }

    // ----- values and blocks -----

    fn value_ref(&mut self) -> PResult<Ref> {
        let t = self.expect_tok(Tok::PercentId, "SSA value")?;
        let name = self.src[t.start + 1..t.end].to_string();
        let mut span = Self::tok_span(t);
        let mut index = 0;
        if self.at(Tok::HashId) && self.tok.start == t.end {
            let h = self.tok;
            index = self.src[h.start + 1..h.end].parse().map_err(|_| {
                Diagnostic::error(Self::tok_span(h), "invalid SSA value result number")
            })?;
            span.end = h.end as u32;
            self.bump();
        }
        Ok(Ref { name, index, span })
    }

    fn refs(&mut self) -> PResult<Vec<Ref>> {
        let mut v = vec![self.value_ref()?];
        while self.eat(Tok::Comma) {
            v.push(self.value_ref()?);
        }
        Ok(v)
    }

    /// The value `r` names, which must have type `ty`; a name not defined yet is a forward
    /// reference, resolved when it is defined.
    fn resolve(&mut self, r: &Ref, ty: ValType) -> PResult<Val> {
        let mismatch = |prior: ValType, at: Span| {
            Diagnostic::error(
                r.span,
                format!(
                    "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                    r.name,
                    ty.mlir(),
                    prior.mlir()
                ),
            )
            .with_note(Some(at), "prior use here")
        };
        if let Some((vals, def)) = self.names.get(&r.name) {
            let Some(&v) = vals.get(r.index as usize) else {
                return Err(Diagnostic::error(
                    r.span,
                    "reference to invalid result number",
                ));
            };
            let prior = self.b.types[v.0 as usize];
            return if prior == ty {
                Ok(v)
            } else {
                Err(mismatch(prior, *def))
            };
        }
        let known = self
            .forward
            .get(&r.name)
            .and_then(|uses| uses.iter().find(|u| u.0 == r.index).copied());
        if let Some((_, v, at)) = known {
            let prior = self.b.types[v.0 as usize];
            return if prior == ty {
                Ok(v)
            } else {
                Err(mismatch(prior, at))
            };
        }
        let v = self.b.new_val(ty, r.span);
        self.forward
            .entry(r.name.clone())
            .or_default()
            .push((r.index, v, r.span));
        Ok(v)
    }

    fn operand(&mut self, ty: ValType) -> PResult<Val> {
        let r = self.value_ref()?;
        self.resolve(&r, ty)
    }

    /// `%a, %b : T, U`
    fn typed_operands(&mut self) -> PResult<Vec<Val>> {
        let refs = self.refs()?;
        self.expect_tok(Tok::Colon, "':'")?;
        let start = self.tok.start;
        let types = self.type_list()?;
        if types.len() != refs.len() {
            return Err(Diagnostic::error(
                Span::new(start, self.prev_end),
                format!(
                    "{} operands present, but expected {}",
                    refs.len(),
                    types.len()
                ),
            ));
        }
        refs.iter()
            .zip(types)
            .map(|(r, (t, _))| self.resolve(r, t))
            .collect()
    }

    /// `( %a, %b : T, U )`, possibly empty.
    fn paren_operands(&mut self) -> PResult<Vec<Val>> {
        self.expect_tok(Tok::LParen, "'('")?;
        if self.eat(Tok::RParen) {
            return Ok(Vec::new());
        }
        let v = self.typed_operands()?;
        self.expect_tok(Tok::RParen, "')'")?;
        Ok(v)
    }

    /// Defines `name` as a group of `types.len()` values, taking over its forward uses.
    fn define(&mut self, name: &str, span: Span, types: &[ValType]) -> PResult<Vec<Val>> {
        if let Some((_, prev)) = self.names.get(name) {
            return Err(
                Diagnostic::error(span, format!("redefinition of SSA value '%{name}'"))
                    .with_note(Some(*prev), "previously defined here"),
            );
        }
        let uses = self.forward.remove(name).unwrap_or_default();
        if let Some(u) = uses.iter().find(|u| u.0 as usize >= types.len()) {
            return Err(Diagnostic::error(u.2, "reference to invalid result number"));
        }
        let mut vals = Vec::with_capacity(types.len());
        for (i, &ty) in types.iter().enumerate() {
            match uses.iter().find(|u| u.0 as usize == i) {
                Some(&(_, v, at)) => {
                    let prior = self.b.types[v.0 as usize];
                    if prior != ty {
                        return Err(Diagnostic::error(
                            span,
                            format!(
                                "definition of SSA value '%{name}#{i}' has type {}",
                                ty.mlir()
                            ),
                        )
                        .with_note(
                            Some(at),
                            format!("previously used here with type {}", prior.mlir()),
                        ));
                    }
                    self.b.val_span[v.0 as usize] = span;
                    vals.push(v);
                }
                None => vals.push(self.b.new_val(ty, span)),
            }
        }
        self.names.insert(name.to_string(), (vals.clone(), span));
        if let Some(f) = self.frames.last_mut() {
            f.push(name.to_string());
        }
        Ok(vals)
    }

    /// `%a, %b:2 =` before an operation.
    fn bound_results(&mut self) -> PResult<Vec<Bound>> {
        let mut out = Vec::new();
        if !self.at(Tok::PercentId) {
            return Ok(out);
        }
        loop {
            let t = self.expect_tok(Tok::PercentId, "SSA value name")?;
            let mut count = 1;
            if self.eat(Tok::Colon) {
                let at = self.span();
                count = self.int(u64::from(u32::MAX))? as u32;
                if count == 0 {
                    return Err(Diagnostic::error(
                        at,
                        "expected named operation to have at least 1 result",
                    ));
                }
            }
            out.push(Bound {
                name: self.src[t.start + 1..t.end].to_string(),
                count,
                span: Self::tok_span(t),
            });
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect_tok(Tok::Equal, "'=' after SSA name")?;
        Ok(out)
    }

    /// Binds the results of the operation read (of types `types`) to the names written
    /// before it.
    fn bind(&mut self, bound: &[Bound], types: &[ValType], start: usize) -> PResult<Vec<Val>> {
        let declared: u64 = bound.iter().map(|b| u64::from(b.count)).sum();
        let span = Span::new(start, self.prev_end);
        if bound.is_empty() {
            return Ok(types.iter().map(|&t| self.b.new_val(t, span)).collect());
        }
        if declared != types.len() as u64 {
            return Err(Diagnostic::error(
                bound[0].span,
                format!(
                    "operation defines {} results but was provided {declared} to bind",
                    types.len()
                ),
            ));
        }
        let mut out = Vec::with_capacity(types.len());
        let mut k = 0;
        for b in bound {
            let n = b.count as usize;
            out.extend(self.define(&b.name, b.span, &types[k..k + n])?);
            k += n;
        }
        Ok(out)
    }

    /// A use of a block label (`^name`) of the current region.
    fn succ(&mut self) -> PResult<BlockId> {
        let t = self.expect_tok(Tok::CaretId, "block name")?;
        let name = self.text(t).to_string();
        let span = Self::tok_span(t);
        let Some(labels) = self.labels.last() else {
            return Err(Diagnostic::error(span, "block reference outside a region"));
        };
        if let Some(l) = labels.get(&name) {
            return Ok(l.block);
        }
        let block = self.b.new_block(span);
        if let Some(labels) = self.labels.last_mut() {
            labels.insert(
                name,
                Label {
                    block,
                    defined: false,
                    first_use: span,
                },
            );
        }
        Ok(block)
    }

    fn succ_pair(&mut self) -> PResult<(BlockId, BlockId)> {
        self.expect_tok(Tok::Arrow, "'->'")?;
        let then = self.succ()?;
        self.expect_tok(Tok::Comma, "','")?;
        Ok((then, self.succ()?))
    }

    /// `( ^a, ^b ) {attrs} -> ^default` of a switch.
    fn switch_dests(&mut self) -> PResult<(Vec<BlockId>, BlockId)> {
        self.expect_tok(Tok::LParen, "'('")?;
        let mut dests = Vec::new();
        if !self.at(Tok::RParen) {
            dests.push(self.succ()?);
            while self.eat(Tok::Comma) {
                dests.push(self.succ()?);
            }
        }
        self.expect_tok(Tok::RParen, "')'")?;
        self.attr_dict(&[])?;
        self.expect_tok(Tok::Arrow, "'->'")?;
        Ok((dests, self.succ()?))
    }

    /// Defines label `name` in region `r`.
    fn define_label(&mut self, r: RegionId, name: &str, span: Span) -> PResult<BlockId> {
        let existing = self
            .labels
            .last()
            .and_then(|l| l.get(name))
            .map(|l| (l.block, l.defined));
        let block = match existing {
            Some((_, true)) => {
                return Err(Diagnostic::error(
                    span,
                    format!("redefinition of block '{name}'"),
                ))
            }
            Some((b, false)) => b,
            None => self.b.new_block(span),
        };
        self.b.place_block(r, block);
        self.b.set_block_span(block, span);
        if let Some(labels) = self.labels.last_mut() {
            labels.insert(
                name.to_string(),
                Label {
                    block,
                    defined: true,
                    first_use: span,
                },
            );
        }
        Ok(block)
    }

    // ----- modules, functions, regions -----

    /// Modules and functions, up to a closing brace or the end of the input.
    fn items(&mut self, in_rewriters: bool, depth: usize) -> PResult<()> {
        loop {
            if self.at_kw("pdl_interp.func") {
                let f = self.func()?;
                if in_rewriters {
                    self.b.add_rewriter(f)?;
                } else if f.name == "matcher" {
                    self.b.set_matcher(f)?;
                } else {
                    return Err(Diagnostic::error(
                        f.span,
                        format!(
                            "unexpected function '@{}': the matcher is `@matcher`, rewriters belong in `module @rewriters`",
                            f.name
                        ),
                    ));
                }
            } else if self.at_kw("module") || self.at_kw("builtin.module") {
                self.cur_op = "builtin.module";
                self.bump();
                let name = if self.at(Tok::AtId) {
                    Some(self.symbol()?.0)
                } else {
                    None
                };
                if self.at_kw("attributes") {
                    self.bump();
                    self.attribute()?;
                }
                self.expect_tok(Tok::LBrace, "'{' to begin a region")?;
                let rewriters = name.as_deref() == Some("rewriters");
                if rewriters && in_rewriters {
                    return Err(Diagnostic::error(
                        Span::new(self.prev_end, self.prev_end),
                        "module @rewriters cannot nest in module @rewriters",
                    ));
                }
                if depth == 0 && !rewriters && self.module_name.is_none() {
                    self.module_name = name;
                }
                self.items(in_rewriters || rewriters, depth + 1)?;
                self.expect_tok(Tok::RBrace, "'}' to end a region")?;
            } else if (self.at(Tok::HashId) || self.at(Tok::BangId)) && depth == 0 {
                // `#loc = loc(...)`: a location alias (the location itself is skipped).
                let t = self.tok;
                let after = skip_trivia(self.src.as_bytes(), t.end);
                let value = skip_trivia(self.src.as_bytes(), after + 1);
                if self.src.as_bytes().get(after) != Some(&b'=')
                    || !self
                        .src
                        .as_bytes()
                        .get(value..)
                        .is_some_and(|rest| rest.starts_with(b"loc("))
                {
                    return Err(Diagnostic::error(
                        Self::tok_span(t),
                        "only location aliases are supported in pdl_interp files",
                    ));
                }
                self.bump();
                self.bump();
            } else if self.at(Tok::RBrace) && depth > 0 || self.at(Tok::Eof) {
                return Ok(());
            } else {
                return Err(self.unexpected());
            }
        }
    }

    /// `pdl_interp.func @name(%a: T, ...) { ... }`
    fn func(&mut self) -> PResult<FuncDef> {
        let start = self.tok.start;
        self.cur_op = "pdl_interp.func";
        self.bump();
        let (name, _) = self.symbol()?;
        self.expect_tok(Tok::LParen, "'('")?;
        let mut args = Vec::new();
        if !self.at(Tok::RParen) {
            loop {
                let t = self.expect_tok(Tok::PercentId, "SSA value name")?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, _) = self.val_type()?;
                if self.at(Tok::LBrace) {
                    return Err(Diagnostic::error(
                        self.span(),
                        "argument attributes are not supported",
                    ));
                }
                args.push((
                    self.src[t.start + 1..t.end].to_string(),
                    ty,
                    Self::tok_span(t),
                ));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect_tok(Tok::RParen, "')'")?;
        if self.at(Tok::Arrow) {
            return Err(Diagnostic::error(
                self.span(),
                "pdl_interp functions return nothing",
            ));
        }
        if self.at_kw("attributes") {
            return Err(Diagnostic::error(
                self.span(),
                "function attributes are not supported",
            ));
        }
        let span = Span::new(start, self.prev_end);
        let body = self.b.new_region(None, self.span());
        self.region(body, args)?;
        // A function is isolated from above: its names end with it.
        let pending = self
            .forward
            .values()
            .flatten()
            .min_by_key(|u| u.2.start)
            .map(|u| u.2);
        if let Some(at) = pending {
            return Err(Diagnostic::error(at, "use of undeclared SSA value name"));
        }
        self.names.clear();
        Ok(FuncDef { name, body, span })
    }

    /// `{ ops (^label: ops)* }` into region `r`, whose entry block takes `args`.
    fn region(&mut self, r: RegionId, args: Vec<(String, ValType, Span)>) -> PResult<()> {
        if self.frames.len() >= MAX_DEPTH {
            return Err(Diagnostic::error(
                self.span(),
                format!("regions nest deeper than {MAX_DEPTH} levels"),
            ));
        }
        let open = self.expect_tok(Tok::LBrace, "'{' to begin a region")?;
        self.labels.push(HashMap::new());
        self.frames.push(Vec::new());
        let entry = self.b.new_block(Self::tok_span(open));
        self.b.place_block(r, entry);
        let named_args = !args.is_empty();
        for (name, ty, span) in args {
            let v = self.define(&name, span, &[ty])?[0];
            self.b.add_arg(entry, v);
        }
        let mut cur = entry;
        let mut at_start = true;
        loop {
            if self.at(Tok::RBrace) {
                break;
            }
            if self.at(Tok::Eof) {
                return Err(self.err_expected("'}' to end a region"));
            }
            if self.at(Tok::CaretId) {
                let t = self.tok;
                let span = Self::tok_span(t);
                let name = self.text(t).to_string();
                self.bump();
                cur = if at_start {
                    if named_args {
                        return Err(Diagnostic::error(
                            span,
                            "invalid block name in region with named arguments",
                        ));
                    }
                    self.labels.last_mut().map(|l| {
                        l.insert(
                            name,
                            Label {
                                block: entry,
                                defined: true,
                                first_use: span,
                            },
                        )
                    });
                    self.b.set_block_span(entry, span);
                    entry
                } else {
                    self.define_label(r, &name, span)?
                };
                if self.at(Tok::LParen) {
                    return Err(Diagnostic::error(
                        self.span(),
                        "block arguments are not supported here: pdl_interp branches pass no values",
                    ));
                }
                self.expect_tok(Tok::Colon, "':' after block name")?;
            } else {
                self.op(cur)?;
            }
            at_start = false;
        }
        self.bump();
        let labels = self.labels.pop().unwrap_or_default();
        if let Some(l) = labels
            .values()
            .filter(|l| !l.defined)
            .min_by_key(|l| l.first_use.start)
        {
            return Err(Diagnostic::error(
                l.first_use,
                "reference to an undefined block",
            ));
        }
        for name in self.frames.pop().unwrap_or_default() {
            self.names.remove(&name);
        }
        Ok(())
    }

    // ----- operations -----

    /// One operation, appended to block `blk`. A `foreach` reads its body here, through
    /// [`Self::foreach`]: this function and that one are the only frames on the recursion
    /// through nested regions, so both stay small ([`Self::op_body`] reads the others).
    fn op(&mut self, blk: BlockId) -> PResult<()> {
        // Like MLIR, an operation is located where its text starts (its results, if named).
        let start = self.tok.start;
        let bound = self.bound_results()?;
        let name_tok = self.tok;
        match name_tok.kind {
            Tok::BareId => {}
            Tok::String => {
                return Err(Diagnostic::error(
                    self.span(),
                    "generic operations cannot be mixed with custom syntax: write the whole module in one form",
                ))
            }
            _ => return Err(self.err_expected("operation name")),
        }
        let text = self.text(name_tok);
        let Some(name) = OPS
            .iter()
            .copied()
            .find(|n| *n == text && *n != "pdl_interp.func")
        else {
            return Err(Diagnostic::error(
                Self::tok_span(name_tok),
                format!("custom op '{text}' is unknown (expected a pdl_interp operation)"),
            ));
        };
        self.cur_op = name;
        self.bump();
        let op = if name == "pdl_interp.foreach" {
            Some(self.foreach(blk, name, &bound, start)?)
        } else {
            self.op_body(blk, name, name_tok, &bound, start)?
        };
        if let Some(op) = op {
            let span = Span::new(start, self.prev_end);
            self.b.push_op(blk, op, span);
        }
        Ok(())
    }

    /// `pdl_interp.foreach %var : TYPE in %range { body } -> ^successor`, after its name.
    fn foreach(
        &mut self,
        blk: BlockId,
        name: &'static str,
        bound: &[Bound],
        start: usize,
    ) -> PResult<Op> {
        let t = self.expect_tok(Tok::PercentId, "loop variable")?;
        self.expect_tok(Tok::Colon, "':'")?;
        let (ty, at) = self.val_type()?;
        self.expect_kw("in")?;
        let r = self.value_ref()?;
        let range = self.resolve(&r, range_of(ty, at)?)?;
        let parent = (blk, self.b.num_ops(blk));
        let body = self.b.new_region(Some(parent), self.span());
        let var_name = self.src[t.start + 1..t.end].to_string();
        self.region(body, vec![(var_name, ty, Self::tok_span(t))])?;
        let entry = self.b.regions[body.0 as usize].blocks[0];
        let var = self.b.blocks[entry.0 as usize].args[0];
        self.cur_op = name;
        self.attr_dict(&[])?;
        self.expect_tok(Tok::Arrow, "'->'")?;
        let successor = self.succ()?;
        if !bound.is_empty() {
            self.bind(bound, &[], start)?;
        }
        Ok(Op::Foreach {
            var,
            range,
            body,
            successor,
        })
    }

    /// Every operation but `foreach`, after its name; `None` when the operation is already
    /// in place (`record_match`, which registers its rewriter too).
    fn op_body(
        &mut self,
        blk: BlockId,
        name: &'static str,
        name_tok: Token,
        bound: &[Bound],
        start: usize,
    ) -> PResult<Option<Op>> {
        let text = self.text(name_tok);
        let no_results = |r: &mut Self| -> PResult<()> {
            if bound.is_empty() {
                Ok(())
            } else {
                r.bind(bound, &[], start).map(|_| ())
            }
        };
        use ValType as V;
        let op = match &name["pdl_interp.".len()..] {
            "apply_constraint" | "apply_rewrite" => {
                let constraint = name.ends_with("constraint");
                let cname = self.string()?;
                let args = if self.at(Tok::LParen) {
                    self.paren_operands()?
                } else {
                    Vec::new()
                };
                let rtypes: Vec<ValType> = if self.eat(Tok::Colon) {
                    self.type_list()?.into_iter().map(|t| t.0).collect()
                } else {
                    Vec::new()
                };
                let allowed: &[&str] = if constraint { &["isNegated"] } else { &[] };
                let mut negated = false;
                for (_, a) in self.attr_dict(allowed)? {
                    match as_bool(&self.b.ctx, a) {
                        Some(b) => negated = b,
                        None => {
                            return Err(Diagnostic::error(
                                Span::new(start, self.prev_end),
                                "attribute 'isNegated' must be a bool",
                            ))
                        }
                    }
                }
                if constraint {
                    let (then, otherwise) = self.succ_pair()?;
                    let results = self.bind(bound, &rtypes, start)?;
                    Op::ApplyConstraint {
                        name: cname,
                        args,
                        results,
                        negated,
                        then,
                        otherwise,
                    }
                } else {
                    let results = self.bind(bound, &rtypes, start)?;
                    Op::ApplyRewrite {
                        name: cname,
                        args,
                        results,
                    }
                }
            }
            "are_equal" => {
                let lhs = self.value_ref()?;
                self.expect_tok(Tok::Comma, "','")?;
                let rhs = self.value_ref()?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, _) = self.val_type()?;
                let (lhs, rhs) = (self.resolve(&lhs, ty)?, self.resolve(&rhs, ty)?);
                self.attr_dict(&[])?;
                let (then, otherwise) = self.succ_pair()?;
                no_results(self)?;
                Op::AreEqual {
                    lhs,
                    rhs,
                    then,
                    otherwise,
                }
            }
            "branch" => {
                let dest = self.succ()?;
                self.attr_dict(&[])?;
                no_results(self)?;
                Op::Branch { dest }
            }
            "check_attribute" => {
                let attr = self.operand(V::Attribute)?;
                self.expect_kw("is")?;
                let (value, _) = self.attribute()?;
                self.attr_dict(&[])?;
                let (then, otherwise) = self.succ_pair()?;
                no_results(self)?;
                Op::CheckAttribute {
                    attr,
                    value,
                    then,
                    otherwise,
                }
            }
            "check_operand_count" | "check_result_count" => {
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.expect_kw("is")?;
                let at_least = self.at_kw("at_least");
                if at_least {
                    self.bump();
                }
                let count = self.int(i32::MAX as u64)? as u32;
                self.attr_dict(&[])?;
                let (then, otherwise) = self.succ_pair()?;
                no_results(self)?;
                if name.contains("operand") {
                    Op::CheckOperandCount {
                        op,
                        count,
                        at_least,
                        then,
                        otherwise,
                    }
                } else {
                    Op::CheckResultCount {
                        op,
                        count,
                        at_least,
                        then,
                        otherwise,
                    }
                }
            }
            "check_operation_name" => {
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.expect_kw("is")?;
                let n = self.string()?;
                self.attr_dict(&[])?;
                let (then, otherwise) = self.succ_pair()?;
                no_results(self)?;
                Op::CheckOperationName {
                    op,
                    name: n,
                    then,
                    otherwise,
                }
            }
            "check_type" => {
                let value = self.operand(V::Type)?;
                self.expect_kw("is")?;
                let ty = self.type_attr()?;
                self.attr_dict(&[])?;
                let (then, otherwise) = self.succ_pair()?;
                no_results(self)?;
                Op::CheckType {
                    value,
                    ty,
                    then,
                    otherwise,
                }
            }
            "check_types" => {
                let value = self.operand(V::TypeRange)?;
                self.expect_kw("are")?;
                let (types, _) = self.attribute()?;
                self.attr_dict(&[])?;
                let (then, otherwise) = self.succ_pair()?;
                no_results(self)?;
                Op::CheckTypes {
                    value,
                    types,
                    then,
                    otherwise,
                }
            }
            "continue" | "finalize" => {
                self.attr_dict(&[])?;
                no_results(self)?;
                if name.ends_with("continue") {
                    Op::Continue
                } else {
                    Op::Finalize
                }
            }
            "create_attribute" => {
                let (value, _) = self.attribute()?;
                if self.at_kw("attributes") {
                    return Err(Diagnostic::error(
                        self.span(),
                        "'pdl_interp.create_attribute' op: attributes are not supported",
                    ));
                }
                let result = self.bind(bound, &[V::Attribute], start)?[0];
                Op::CreateAttribute { result, value }
            }
            "create_operation" => {
                let opname = self.string()?;
                let operands = if self.at(Tok::LParen) {
                    self.paren_operands()?
                } else {
                    Vec::new()
                };
                let mut attributes = Vec::new();
                if self.eat(Tok::LBrace) && !self.eat(Tok::RBrace) {
                    loop {
                        let n = self.string()?;
                        self.expect_tok(Tok::Equal, "'='")?;
                        let v = self.operand(V::Attribute)?;
                        attributes.push((n, v));
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect_tok(Tok::RBrace, "'}'")?;
                }
                let mut types = Vec::new();
                let mut inferred_result_types = false;
                if self.eat(Tok::Arrow) {
                    if self.eat(Tok::Less) {
                        self.expect_kw("inferred")?;
                        self.expect_tok(Tok::Greater, "'>'")?;
                        inferred_result_types = true;
                    } else {
                        self.expect_tok(Tok::LParen, "'('")?;
                        if !self.at(Tok::RParen) {
                            types = self.typed_operands()?;
                        }
                        self.expect_tok(Tok::RParen, "')'")?;
                    }
                }
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[V::Operation], start)?[0];
                Op::CreateOperation {
                    result,
                    name: opname,
                    operands,
                    attributes,
                    types,
                    inferred_result_types,
                }
            }
            "create_range" => {
                let (args, ty) = if self.at(Tok::PercentId) {
                    let at = self.span();
                    let args = self.typed_operands()?;
                    let ty = match self.b.types[args[0].0 as usize] {
                        V::Value | V::ValueRange => V::ValueRange,
                        V::Type | V::TypeRange => V::TypeRange,
                        other => {
                            return Err(Diagnostic::error(
                                at,
                                format!("ranges hold values or types, not '{}'", other.mlir()),
                            ))
                        }
                    };
                    (args, ty)
                } else {
                    self.expect_tok(Tok::Colon, "':'")?;
                    (Vec::new(), self.val_type()?.0)
                };
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[ty], start)?[0];
                Op::CreateRange { result, args }
            }
            "create_type" => {
                let ty = self.type_attr()?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[V::Type], start)?[0];
                Op::CreateType { result, ty }
            }
            "create_types" => {
                let (types, _) = self.attribute()?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[V::TypeRange], start)?[0];
                Op::CreateTypes { result, types }
            }
            "erase" => {
                let op = self.operand(V::Operation)?;
                self.attr_dict(&[])?;
                no_results(self)?;
                Op::Erase { op }
            }
            "extract" => {
                let index = self.int(i32::MAX as u64)? as u32;
                self.expect_kw("of")?;
                let r = self.value_ref()?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, at) = self.val_type()?;
                let range = self.resolve(&r, range_of(ty, at)?)?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[ty], start)?[0];
                Op::Extract {
                    result,
                    range,
                    index,
                }
            }
            "get_attribute" => {
                let n = self.string()?;
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[V::Attribute], start)?[0];
                Op::GetAttribute {
                    result,
                    op,
                    name: n,
                }
            }
            "get_attribute_type" => {
                self.expect_kw("of")?;
                let attr = self.operand(V::Attribute)?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[V::Type], start)?[0];
                Op::GetAttributeType { result, attr }
            }
            "get_defining_op" | "get_users" => {
                self.expect_kw("of")?;
                let r = self.value_ref()?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, _) = self.val_type()?;
                let value = self.resolve(&r, ty)?;
                self.attr_dict(&[])?;
                if name.ends_with("users") {
                    let result = self.bind(bound, &[V::OperationRange], start)?[0];
                    Op::GetUsers { result, value }
                } else {
                    let result = self.bind(bound, &[V::Operation], start)?[0];
                    Op::GetDefiningOp { result, value }
                }
            }
            "get_operand" | "get_result" => {
                let index = self.int(i32::MAX as u64)? as u32;
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[V::Value], start)?[0];
                if name.ends_with("operand") {
                    Op::GetOperand { result, op, index }
                } else {
                    Op::GetResult { result, op, index }
                }
            }
            "get_operands" | "get_results" => {
                let index = if self.at(Tok::Integer) {
                    Some(self.int(i32::MAX as u64)? as u32)
                } else {
                    None
                };
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, _) = self.val_type()?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[ty], start)?[0];
                if name.ends_with("operands") {
                    Op::GetOperands { result, op, index }
                } else {
                    Op::GetResults { result, op, index }
                }
            }
            "get_value_type" => {
                self.expect_kw("of")?;
                let r = self.value_ref()?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, at) = self.val_type()?;
                let of = match ty {
                    V::Type => V::Value,
                    V::TypeRange => V::ValueRange,
                    other => {
                        return Err(Diagnostic::error(
                            at,
                            format!(
                                "expected !pdl.type or !pdl.range<type>, got '{}'",
                                other.mlir()
                            ),
                        ))
                    }
                };
                let value = self.resolve(&r, of)?;
                self.attr_dict(&[])?;
                let result = self.bind(bound, &[ty], start)?[0];
                Op::GetValueType { result, value }
            }
            "is_not_null" => {
                let r = self.value_ref()?;
                self.expect_tok(Tok::Colon, "':'")?;
                let (ty, _) = self.val_type()?;
                let value = self.resolve(&r, ty)?;
                self.attr_dict(&[])?;
                let (then, otherwise) = self.succ_pair()?;
                no_results(self)?;
                Op::IsNotNull {
                    value,
                    then,
                    otherwise,
                }
            }
            "record_match" => {
                let (root, at) = self.symbol()?;
                if root != "rewriters" || !self.at(Tok::ColonColon) {
                    return Err(Diagnostic::error(
                        at,
                        "expected a rewriter reference `@rewriters::@name`",
                    ));
                }
                self.bump();
                let (rewriter, _) = self.symbol()?;
                let inputs = if self.at(Tok::LParen) {
                    self.paren_operands()?
                } else {
                    Vec::new()
                };
                self.expect_tok(Tok::Colon, "':'")?;
                self.expect_kw("benefit")?;
                self.expect_tok(Tok::LParen, "'('")?;
                let benefit = self.int(i16::MAX as u64)? as u16;
                self.expect_tok(Tok::RParen, "')'")?;
                self.expect_tok(Tok::Comma, "','")?;
                let mut generated_ops = None;
                if self.at_kw("generatedOps") {
                    self.bump();
                    self.expect_tok(Tok::LParen, "'('")?;
                    let (a, at) = self.attribute()?;
                    generated_ops = Some(str_array(&self.b.ctx, a).ok_or_else(|| {
                        Diagnostic::error(at, "expected an array of operation names")
                    })?);
                    self.expect_tok(Tok::RParen, "')'")?;
                    self.expect_tok(Tok::Comma, "','")?;
                }
                self.expect_kw("loc")?;
                self.expect_tok(Tok::LParen, "'('")?;
                self.expect_tok(Tok::LSquare, "'['")?;
                let mut locs = Vec::new();
                if !self.at(Tok::RSquare) {
                    for r in self.refs()? {
                        locs.push(self.resolve(&r, V::Operation)?);
                    }
                }
                self.expect_tok(Tok::RSquare, "']'")?;
                self.expect_tok(Tok::RParen, "')'")?;
                let mut root_kind = None;
                if self.eat(Tok::Comma) {
                    self.expect_kw("root")?;
                    self.expect_tok(Tok::LParen, "'('")?;
                    root_kind = Some(self.string()?);
                    self.expect_tok(Tok::RParen, "')'")?;
                }
                self.attr_dict(&[])?;
                self.expect_tok(Tok::Arrow, "'->'")?;
                let dest = self.succ()?;
                no_results(self)?;
                let op = Op::RecordMatch {
                    inputs,
                    locs,
                    pattern: 0,
                    rewriter: 0,
                    root_kind,
                    generated_ops,
                    benefit,
                    dest,
                };
                let span = Span::new(start, self.prev_end);
                self.b.push_match(blk, op, rewriter, span);
                return Ok(None);
            }
            "replace" => {
                let op = self.operand(V::Operation)?;
                self.expect_kw("with")?;
                let values = self.paren_operands()?;
                self.attr_dict(&[])?;
                no_results(self)?;
                Op::Replace { op, values }
            }
            "switch_attribute" => {
                let attr = self.operand(V::Attribute)?;
                self.expect_kw("to")?;
                let (a, at) = self.attribute()?;
                let cases = match self.b.ctx.attr_kind(a) {
                    AttrKind::Array(items) => items.to_vec(),
                    _ => return Err(Diagnostic::error(at, "expected an array attribute")),
                };
                let (dests, default) = self.switch_dests()?;
                no_results(self)?;
                Op::SwitchAttribute {
                    attr,
                    cases,
                    dests,
                    default,
                }
            }
            "switch_operand_count" | "switch_result_count" => {
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.expect_kw("to")?;
                let (a, at) = self.attribute()?;
                let cases = counts(&self.b.ctx, a).ok_or_else(|| {
                    Diagnostic::error(at, "expected non-negative 32-bit integer elements")
                })?;
                let (dests, default) = self.switch_dests()?;
                no_results(self)?;
                if name.contains("operand") {
                    Op::SwitchOperandCount {
                        op,
                        cases,
                        dests,
                        default,
                    }
                } else {
                    Op::SwitchResultCount {
                        op,
                        cases,
                        dests,
                        default,
                    }
                }
            }
            "switch_operation_name" => {
                self.expect_kw("of")?;
                let op = self.operand(V::Operation)?;
                self.expect_kw("to")?;
                let (a, at) = self.attribute()?;
                let cases = str_array(&self.b.ctx, a)
                    .ok_or_else(|| Diagnostic::error(at, "expected an array of strings"))?;
                let (dests, default) = self.switch_dests()?;
                no_results(self)?;
                Op::SwitchOperationName {
                    op,
                    cases,
                    dests,
                    default,
                }
            }
            "switch_type" | "switch_types" => {
                let many = name.ends_with('s');
                let value = self.operand(if many { V::TypeRange } else { V::Type })?;
                self.expect_kw("to")?;
                let (a, at) = self.attribute()?;
                let cases = match self.b.ctx.attr_kind(a) {
                    AttrKind::Array(items) => items.to_vec(),
                    _ => return Err(Diagnostic::error(at, "expected an array attribute")),
                };
                let (dests, default) = self.switch_dests()?;
                no_results(self)?;
                if many {
                    Op::SwitchTypes {
                        value,
                        cases,
                        dests,
                        default,
                    }
                } else {
                    Op::SwitchType {
                        value,
                        cases,
                        dests,
                        default,
                    }
                }
            }
            _ => {
                return Err(Diagnostic::error(
                    Self::tok_span(name_tok),
                    format!("custom op '{text}' is unknown"),
                ))
            }
        };
        Ok(Some(op))
    }
}

/// The range type whose elements have type `ty`.
fn range_of(ty: ValType, at: Span) -> PResult<ValType> {
    match ty {
        ValType::Value => Ok(ValType::ValueRange),
        ValType::Type => Ok(ValType::TypeRange),
        ValType::Operation => Ok(ValType::OperationRange),
        other => Err(Diagnostic::error(
            at,
            format!("expected a single-entity PDL type, got '{}'", other.mlir()),
        )),
    }
}

/// The strings of an array of string attributes.
pub(super) fn str_array(ctx: &Context, a: Attribute) -> Option<Vec<String>> {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items
            .iter()
            .map(|&i| match ctx.attr_kind(i) {
                AttrKind::String { value, .. } => String::from_utf8(value.to_vec()).ok(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The elements of `dense<[...]> : vector<Nxi32>` (or an array of integers), each a
/// non-negative 32-bit count.
pub(super) fn counts(ctx: &Context, a: Attribute) -> Option<Vec<u32>> {
    let fit = |bits: u128| u32::try_from(bits).ok().filter(|&c| c <= i32::MAX as u32);
    match ctx.attr_kind(a) {
        AttrKind::DenseElements {
            data: DenseData::Ints(v),
            ..
        }
        | AttrKind::DenseArray {
            data: DenseData::Ints(v),
            ..
        } => v.iter().map(|&b| fit(b)).collect(),
        AttrKind::Array(items) => items
            .iter()
            .map(|&i| match ctx.attr_kind(i) {
                AttrKind::Integer { bits, .. } => fit(*bits),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The text between `start` and `end` of `src` with string escapes resolved.
fn decode(src: &str, start: usize, end: usize) -> PResult<String> {
    let v = unescape(&src.as_bytes()[start..end]).map_err(|i| {
        Diagnostic::error(
            Span::new(start + i, start + i + 2),
            "unknown escape in string literal",
        )
    })?;
    String::from_utf8(v)
        .map_err(|_| Diagnostic::error(Span::new(start, end), "string is not valid UTF-8"))
}
