//! The custom assembly syntax of `pdl_interp` (what `mlir-opt` prints, and how MLIR's tests
//! write it), read into a [`Builder`]. Each operation follows its `assemblyFormat` in MLIR's
//! `PDLInterpOps.td` (and `PDLInterp.cpp` for `foreach`, `func`, `create_operation` and
//! `create_range`); types and attributes are read by pdl-runtime's MLIR reader.

use rustc_hash::FxHashMap;

use pdl_runtime::ir::{AttrKind, Attribute, Context};
use pdl_runtime::text::{parse_attribute_at, parse_type_at, print_type};
use pdl_runtime::text::{skip_trivia, unescape, Tok, Token};

use super::builder::{val_type_named, Builder, FuncDef};
use crate::diag::Diagnostic;
use crate::diag::Span;
use crate::model::Kind;
use crate::program::ops::info as op_info;
use crate::program::{BlockId, Op, RegionId, Val};
use crate::syntax::cursor::Cursor;

mod formats;
mod values;

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
    names: FxHashMap<String, (Vec<Val>, Span)>,
    /// Names defined in each open region, forgotten when it closes.
    frames: Vec<Vec<String>>,
    /// Values used before their definition: name to (result number, value, use).
    forward: FxHashMap<String, Vec<(u32, Val, Span)>>,
    /// Block labels of each open region.
    labels: Vec<FxHashMap<String, Label>>,
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
            names: FxHashMap::default(),
            frames: Vec::new(),
            forward: FxHashMap::default(),
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
    fn val_type(&mut self) -> PResult<(Kind, Span)> {
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

    fn type_list(&mut self) -> PResult<Vec<(Kind, Span)>> {
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
    fn region(&mut self, r: RegionId, args: Vec<(String, Kind, Span)>) -> PResult<()> {
        if self.frames.len() >= MAX_DEPTH {
            return Err(Diagnostic::error(
                self.span(),
                format!("regions nest deeper than {MAX_DEPTH} levels"),
            ));
        }
        let open = self.expect_tok(Tok::LBrace, "'{' to begin a region")?;
        self.labels.push(FxHashMap::default());
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
        let Some(name) = op_info(text).map(|i| i.name) else {
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
}

/// The range type whose elements have type `ty`.
fn range_of(ty: Kind, at: Span) -> PResult<Kind> {
    match ty {
        Kind::Value => Ok(Kind::ValueRange),
        Kind::Type => Ok(Kind::TypeRange),
        Kind::Operation => Ok(Kind::OperationRange),
        other => Err(Diagnostic::error(
            at,
            format!("expected a single-entity PDL type, got '{}'", other.mlir()),
        )),
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
