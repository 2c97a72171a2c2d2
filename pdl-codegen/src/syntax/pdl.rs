//! The PDL front end: MLIR's `pdl` dialect in its custom syntax, as MLIR 22 reads it, into
//! the pattern [`model`](crate::model); and the printer back to that syntax.
//!
//! Types and attributes inside patterns are read by pdl-runtime's MLIR reader, so they mean
//! exactly what they mean in a payload. Besides MLIR 22's forms, the reader accepts seed
//! 000's multi-root rewrite `pdl.rewrite %a, %b with "name"(...)`.
//!
//! ```
//! use pdl_codegen::syntax::pdl::{parse_pdl, print_pdl};
//! let src = r#"module @patterns {
//!   pdl.pattern @p : benefit(2) {
//!     %t = pdl.type : i32
//!     %op = pdl.operation "test.op" -> (%t : !pdl.type)
//!     pdl.rewrite %op with "rewriter"
//!   }
//! }"#;
//! let set = parse_pdl(src).unwrap();
//! assert_eq!(set.patterns[0].benefit, 2);
//! assert_eq!(parse_pdl(&print_pdl(&set)).unwrap(), set);
//! ```

use std::collections::HashMap;
use std::fmt::Write as _;

use pdl_runtime::ir::{AttrKind, Context};
use pdl_runtime::text::lexer::{unescape, Tok};
use pdl_runtime::text::{parse_attribute_at, parse_type_at, print_attribute, print_type};

use super::cursor::Cursor;
use crate::diag::Diagnostic;
use crate::model::{
    Kind, KindExt, Pattern, PatternSet, Rewrite, RewriteAction, Span, Spans, Stmt, StmtKind,
    ValueId,
};

type PResult<T> = Result<T, Diagnostic>;

/// Reads PDL text: `module [@name] { pdl.pattern ... }` (or bare `pdl.pattern`s), and checks
/// the patterns with MLIR's verifier rules ([`sema`](crate::sema)).
pub fn parse_pdl(src: &str) -> Result<PatternSet, Vec<Diagnostic>> {
    parse_pdl_named(src).map(|(set, _)| set)
}

/// [`parse_pdl`], also returning the name of the outermost `module @name`, if any (the
/// module a lowering prints its output in, as `mlir-opt` keeps it).
pub fn parse_pdl_named(src: &str) -> Result<(PatternSet, Option<String>), Vec<Diagnostic>> {
    let mut r = Reader::new(src);
    let (set, name) = r.file().map_err(|d| vec![d])?;
    let errors = crate::sema::check(&set);
    if errors.is_empty() {
        Ok((set, name))
    } else {
        Err(errors)
    }
}

/// Reads one `module [@name] { pdl.pattern ... }` starting at byte `offset` of `src` (the
/// patterns module of a file that also holds a payload); returns the checked patterns, the
/// module's name and the offset just past its closing brace.
pub fn parse_pdl_module_at(
    src: &str,
    offset: usize,
) -> Result<(PatternSet, Option<String>, usize), Vec<Diagnostic>> {
    let mut r = Reader::new(src);
    r.reset(offset);
    let (set, name) = r.module_only().map_err(|d| vec![d])?;
    let end = r.prev_end;
    let errors = crate::sema::check(&set);
    if errors.is_empty() {
        Ok((set, name, end))
    } else {
        Err(errors)
    }
}

/// Reads PDL text into the model without the semantic checks.
pub fn read_pdl(src: &str) -> Result<PatternSet, Vec<Diagnostic>> {
    let mut r = Reader::new(src);
    r.file().map(|(set, _)| set).map_err(|d| vec![d])
}

/// The reader; token handling is the shared [`Cursor`] it dereferences to.
struct Reader<'s> {
    c: Cursor<'s>,
    ctx: Context,
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

/// Names and kinds of the values of the pattern being read.
#[derive(Default)]
struct Scope<'s> {
    names: HashMap<String, ValueId>,
    _src: std::marker::PhantomData<&'s str>,
    kinds: Vec<Kind>,
    spans: Vec<Span>,
}

impl<'s> Scope<'s> {
    fn define(&mut self, name: &'s str, kind: Kind, span: Span) -> PResult<ValueId> {
        if let Some(prev) = self.names.get(name) {
            return Err(
                Diagnostic::error(span, format!("redefinition of SSA value '{name}'"))
                    .with_note(Some(self.spans[prev.0 as usize]), "previously defined here"),
            );
        }
        let id = ValueId(self.kinds.len() as u32);
        self.kinds.push(kind);
        self.spans.push(span);
        self.names.insert(name.to_string(), id);
        Ok(id)
    }

    fn fresh(&mut self, kind: Kind, span: Span) -> ValueId {
        let id = ValueId(self.kinds.len() as u32);
        self.kinds.push(kind);
        self.spans.push(span);
        id
    }
}

impl<'s> Reader<'s> {
    fn new(src: &'s str) -> Self {
        Reader {
            c: Cursor::new(src, "pdl.pattern", false),
            ctx: Context::new(),
        }
    }

    fn string(&mut self) -> PResult<String> {
        let t = self.expect_tok(Tok::String, "string")?;
        let body = &self.src.as_bytes()[t.start + 1..t.end - 1];
        let v = unescape(body).map_err(|i| {
            Diagnostic::error(
                Span::new(t.start + 1 + i, t.start + 3 + i),
                "unknown escape in string literal",
            )
        })?;
        String::from_utf8(v)
            .map_err(|_| Diagnostic::error(Span::new(t.start, t.end), "string is not valid UTF-8"))
    }

    fn integer(&mut self, what: &str) -> PResult<(u64, Span)> {
        let t = self.expect_tok(Tok::Integer, what)?;
        let text = self.text(t);
        let v = if let Some(h) = text.strip_prefix("0x") {
            u64::from_str_radix(h, 16)
        } else {
            text.parse()
        };
        v.map(|v| (v, Span::new(t.start, t.end)))
            .map_err(|_| Diagnostic::error(Span::new(t.start, t.end), "integer value too large"))
    }

    /// A type in MLIR syntax, returned in MLIR's canonical spelling.
    fn mlir_type(&mut self) -> PResult<String> {
        let (ty, end) = parse_type_at(&mut self.ctx, self.c.src, self.c.tok.start)
            .map_err(|e| self.runtime_error(e))?;
        self.prev_end = self.prev_token_end(end);
        self.reset(end);
        Ok(print_type(&self.ctx, ty))
    }

    /// An attribute in MLIR syntax, returned in MLIR's canonical spelling.
    fn mlir_attr(&mut self) -> PResult<(String, AttrKind)> {
        let (a, end) = parse_attribute_at(&mut self.ctx, self.c.src, self.c.tok.start)
            .map_err(|e| self.runtime_error(e))?;
        self.prev_end = self.prev_token_end(end);
        self.reset(end);
        Ok((print_attribute(&self.ctx, a), self.ctx.attr_kind(a).clone()))
    }

    /// The end of the text before `next` (the start of the next token), trivia excluded.
    fn prev_token_end(&self, next: usize) -> usize {
        let b = self.src.as_bytes();
        let mut e = next.min(b.len());
        while e > 0 && b[e - 1].is_ascii_whitespace() {
            e -= 1;
        }
        e
    }

    fn runtime_error(&self, e: pdl_runtime::text::ParseError) -> Diagnostic {
        let mut d = Diagnostic::error(Span::new(e.offset, e.offset + 1), e.message);
        for (o, n) in e.notes {
            d = d.with_note(Some(Span::new(o, o + 1)), n);
        }
        d
    }

    fn kind(&mut self) -> PResult<Kind> {
        let start = self.tok.start;
        if !self.at(Tok::BangId) {
            return Err(self.err_expected("type"));
        }
        let t = self.mlir_type()?;
        Kind::from_mlir(&t).ok_or_else(|| {
            Diagnostic::error(
                Span::new(start, self.prev_end),
                format!("expected a PDL type (!pdl.value, !pdl.type, !pdl.attribute, !pdl.operation or !pdl.range<...>), got '{t}'"),
            )
        })
    }

    // ----- file and patterns -----

    /// The patterns of a file and the name of its outermost module.
    fn file(&mut self) -> PResult<(PatternSet, Option<String>)> {
        let mut set = PatternSet::default();
        let mut name = None;
        let mut depth = 0;
        loop {
            if self.at_kw("module") || self.at_kw("builtin.module") {
                self.bump();
                if self.at(Tok::AtId) {
                    if depth == 0 && set.patterns.is_empty() {
                        name = Some(self.text(self.tok)[1..].trim_matches('"').to_string());
                    }
                    self.bump();
                }
                if self.at_kw("attributes") {
                    self.bump();
                    self.mlir_attr()?;
                }
                self.expect_tok(Tok::LBrace, "'{' to begin a region")?;
                depth += 1;
            } else if self.at(Tok::HashId) {
                // `#loc = loc(...)`: location aliases (the location itself is skipped).
                self.bump();
                self.expect_tok(Tok::Equal, "'='")?;
            } else if self.at_kw("pdl.pattern") {
                set.patterns.push(self.pattern()?);
            } else if depth > 0 && self.at(Tok::RBrace) {
                self.bump();
                depth -= 1;
            } else if self.at(Tok::Eof) {
                if depth > 0 {
                    return Err(self.err_expected("'}' to end a region"));
                }
                return Ok((set, name));
            } else {
                let found =
                    if self.at(Tok::String) || self.at(Tok::BareId) || self.at(Tok::PercentId) {
                        format!("'{}'", self.text(self.tok))
                    } else {
                        "this".to_string()
                    };
                return Err(Diagnostic::error(
                    self.span(),
                    format!("expected `pdl.pattern` or `module`, found {found}"),
                ));
            }
        }
    }

    /// `module [@name] { pdl.pattern* }`, no more.
    fn module_only(&mut self) -> PResult<(PatternSet, Option<String>)> {
        if !(self.at_kw("module") || self.at_kw("builtin.module")) {
            return Err(self.err_expected("'module'"));
        }
        self.bump();
        let name = if self.at(Tok::AtId) {
            let t = self.tok;
            self.bump();
            Some(self.text(t)[1..].trim_matches('"').to_string())
        } else {
            None
        };
        self.expect_tok(Tok::LBrace, "'{' to begin a region")?;
        let mut set = PatternSet::default();
        while self.at_kw("pdl.pattern") {
            set.patterns.push(self.pattern()?);
        }
        self.expect_tok(Tok::RBrace, "'}' to end a region")?;
        Ok((set, name))
    }

    fn pattern(&mut self) -> PResult<Pattern> {
        let start = self.span();
        self.bump();
        let name = if self.at(Tok::AtId) {
            let t = self.tok;
            self.bump();
            let text = &self.src[t.start + 1..t.end];
            Some(if text.starts_with('"') {
                let v = unescape(&text.as_bytes()[1..text.len() - 1]).unwrap_or_default();
                String::from_utf8_lossy(&v).into_owned()
            } else {
                text.to_string()
            })
        } else {
            None
        };
        self.expect_tok(Tok::Colon, "':'")?;
        self.expect_kw("benefit")?;
        self.expect_tok(Tok::LParen, "'('")?;
        let (b, bspan) = self.integer("integer benefit")?;
        // MLIR stores the benefit as a non-negative i16.
        let benefit = u16::try_from(b).ok().filter(|&b| b <= i16::MAX as u16).ok_or_else(|| {
            let _ = bspan;
            Diagnostic::error(
                start,
                "'pdl.pattern' op attribute 'benefit' failed to satisfy constraint: 16-bit signless integer attribute whose value is non-negative",
            )
        })?;
        self.expect_tok(Tok::RParen, "')'")?;
        if self.at_kw("attributes") {
            self.bump();
            self.mlir_attr()?;
        }
        self.expect_tok(Tok::LBrace, "'{' to begin a region")?;
        let mut scope = Scope::default();
        let mut matcher = Vec::new();
        let mut mspans = Vec::new();
        let rewrite;
        let rspans;
        loop {
            if self.at_kw("pdl.rewrite") || self.at_kw("rewrite") {
                let (rw, spans) = self.rewrite(&mut scope)?;
                rewrite = rw;
                rspans = spans;
                break;
            }
            if self.at(Tok::Eof) {
                return Err(self.err_expected("operation name in quotes"));
            }
            if self.at(Tok::RBrace) {
                // MLIR verifies the statements before the pattern: report theirs first.
                let partial = Pattern {
                    name,
                    benefit,
                    values: scope.kinds,
                    matcher,
                    rewrite: Rewrite {
                        roots: Vec::new(),
                        action: RewriteAction::Body(Vec::new()),
                    },
                    spans: Spans {
                        pattern: start,
                        values: scope.spans,
                        matcher: mspans,
                        rewrite: Vec::new(),
                    },
                };
                crate::sema::check_statements(&partial)?;
                return Err(Diagnostic::error(
                    start,
                    "'pdl.pattern' op expected body to terminate with `pdl.rewrite`",
                ));
            }
            if self.at(Tok::String) {
                return Err(Diagnostic::error(
                    start,
                    "'pdl.pattern' op expected only `pdl` operations within the pattern body",
                )
                .with_note(Some(self.span()), "see non-`pdl` operation defined here"));
            }
            let (s, span) = self.stmt(&mut scope)?;
            matcher.push(s);
            mspans.push(span);
        }
        if self.at(Tok::Eof) {
            return Err(self.err_expected("operation name in quotes"));
        }
        if !self.at(Tok::RBrace) {
            return Err(Diagnostic::error(
                start,
                "'pdl.pattern' op expected body to terminate with `pdl.rewrite`",
            )
            .with_note(Some(self.span()), "see terminator defined here"));
        }
        self.bump();
        Ok(Pattern {
            name,
            benefit,
            values: scope.kinds,
            matcher,
            rewrite,
            spans: Spans {
                pattern: start,
                values: scope.spans,
                matcher: mspans,
                rewrite: rspans,
            },
        })
    }

    fn rewrite(&mut self, scope: &mut Scope<'s>) -> PResult<(Rewrite, Vec<Span>)> {
        let start = self.span();
        self.bump();
        let mut roots = Vec::new();
        if self.at(Tok::PercentId) {
            loop {
                roots.push(self.use_of(scope, Some(Kind::Operation))?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        let mut spans = Vec::new();
        let action = if self.at_kw("with") {
            self.bump();
            let name = self.string()?;
            let args = if self.at(Tok::LParen) {
                self.typed_uses(scope)?
            } else {
                Vec::new()
            };
            if self.at(Tok::LBrace) {
                return Err(Diagnostic::error(
                    start,
                    "'pdl.rewrite' op expected rewrite region to be empty when rewrite is external",
                ));
            }
            RewriteAction::External { name, args }
        } else {
            if !self.at(Tok::LBrace) {
                return Err(Diagnostic::error(
                    start,
                    "'pdl.rewrite' op expected rewrite region to be non-empty if external name is not specified",
                ));
            }
            self.bump();
            let mut body = Vec::new();
            while !self.at(Tok::RBrace) {
                if self.at(Tok::Eof) {
                    return Err(self.err_expected("'}' to end a region"));
                }
                let (s, span) = self.stmt(scope)?;
                body.push(s);
                spans.push(span);
            }
            self.bump();
            if body.is_empty() {
                return Err(Diagnostic::error(
                    start,
                    "'pdl.rewrite' op expected rewrite region to be non-empty if external name is not specified",
                ));
            }
            RewriteAction::Body(body)
        };
        spans.push(start);
        Ok((Rewrite { roots, action }, spans))
    }

    /// A value reference `%name` or `%name#N` (a member of a result group).
    fn value_ref(&mut self) -> PResult<(String, Span)> {
        let t = self.expect_tok(Tok::PercentId, "SSA operand")?;
        let mut name = self.text(t).to_string();
        let mut span = Span::new(t.start, t.end);
        if self.at(Tok::HashId) && self.tok.start == t.end {
            name.push_str(self.text(self.tok));
            span.end = self.tok.end as u32;
            self.bump();
        }
        Ok((name, span))
    }

    /// Resolves a reference where a value of `kind` (if given) is expected.
    fn resolve(
        &self,
        scope: &Scope<'s>,
        name: &str,
        span: Span,
        kind: Option<Kind>,
    ) -> PResult<ValueId> {
        let id = *scope
            .names
            .get(name)
            .ok_or_else(|| Diagnostic::error(span, "use of undeclared SSA value name"))?;
        if let Some(k) = kind {
            let have = scope.kinds[id.0 as usize];
            if have != k {
                return Err(Diagnostic::error(
                    span,
                    format!("use of value '{name}' expects different type than prior uses: '{}' vs '{}'", k.mlir(), have.mlir()),
                )
                .with_note(Some(scope.spans[id.0 as usize]), "prior use here"));
            }
        }
        Ok(id)
    }

    /// `%name` used where a value of `kind` (if given) is expected.
    fn use_of(&mut self, scope: &Scope<'s>, kind: Option<Kind>) -> PResult<ValueId> {
        let (name, span) = self.value_ref()?;
        self.resolve(scope, &name, span, kind)
    }

    /// `a, b : kinds` (the list and its kinds), resolved.
    fn uses_with_kinds(&mut self, scope: &Scope<'s>) -> PResult<Vec<ValueId>> {
        let mut names = Vec::new();
        loop {
            names.push(self.value_ref()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect_tok(Tok::Colon, "':'")?;
        let mut kinds = Vec::new();
        loop {
            kinds.push(self.kind()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        if kinds.len() != names.len() {
            return Err(Diagnostic::error(
                names[0].1,
                format!(
                    "{} operands present, but expected {}",
                    names.len(),
                    kinds.len()
                ),
            ));
        }
        names
            .iter()
            .zip(kinds)
            .map(|((n, sp), k)| self.resolve(scope, n, *sp, Some(k)))
            .collect()
    }

    /// `(%a, %b : kinds)`: uses with their kinds checked.
    fn typed_uses(&mut self, scope: &Scope<'s>) -> PResult<Vec<ValueId>> {
        self.expect_tok(Tok::LParen, "'('")?;
        let ids = self.uses_with_kinds(scope)?;
        self.expect_tok(Tok::RParen, "')'")?;
        Ok(ids)
    }

    /// One statement, with its result names.
    fn stmt(&mut self, scope: &mut Scope<'s>) -> PResult<(Stmt, Span)> {
        let mut results: Vec<(&'s str, Span, u32)> = Vec::new();
        if self.at(Tok::PercentId) {
            loop {
                let t = self.expect_tok(Tok::PercentId, "SSA value name")?;
                let mut count = 1;
                if self.eat(Tok::Colon) {
                    count = self.integer("number of results")?.0 as u32;
                }
                results.push((self.text(t), Span::new(t.start, t.end), count));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect_tok(Tok::Equal, "'=' after SSA name")?;
        }
        let op_span = self.span();
        if !self.at(Tok::BareId) {
            return Err(self.err_expected("operation name in quotes"));
        }
        // Inside a pattern, `pdl` is the default dialect: `operation` means `pdl.operation`.
        let raw_name = self.text(self.tok);
        let opname = canonical_op_name(raw_name);
        self.cur_op = opname;
        self.bump();
        let mut out_kinds: Vec<Kind> = Vec::new();
        let kind = match opname {
            "pdl.operand" | "pdl.operands" => {
                let range = opname == "pdl.operands";
                let ty = if self.eat(Tok::Colon) {
                    Some(self.use_of(
                        scope,
                        Some(if range { Kind::TypeRange } else { Kind::Type }),
                    )?)
                } else {
                    None
                };
                out_kinds.push(if range { Kind::ValueRange } else { Kind::Value });
                if range {
                    StmtKind::Operands { ty }
                } else {
                    StmtKind::Operand { ty }
                }
            }
            "pdl.type" => {
                let constant = if self.eat(Tok::Colon) {
                    Some(self.mlir_type()?)
                } else {
                    None
                };
                out_kinds.push(Kind::Type);
                StmtKind::Type { constant }
            }
            "pdl.types" => {
                let constant = if self.eat(Tok::Colon) {
                    let at = self.span();
                    let (_, attr) = self.mlir_attr()?;
                    let AttrKind::Array(elems) = attr else {
                        return Err(Diagnostic::error(at, "expected an array of types"));
                    };
                    let mut tys = Vec::new();
                    for e in elems.iter() {
                        match self.ctx.attr_kind(*e) {
                            AttrKind::Type(t) => tys.push(print_type(&self.ctx, *t)),
                            _ => return Err(Diagnostic::error(at, "expected an array of types")),
                        }
                    }
                    Some(tys)
                } else {
                    None
                };
                out_kinds.push(Kind::TypeRange);
                StmtKind::Types { constant }
            }
            "pdl.attribute" => {
                let ty = if self.eat(Tok::Colon) {
                    Some(self.use_of(scope, Some(Kind::Type))?)
                } else {
                    None
                };
                let value = if self.eat(Tok::Equal) {
                    Some(self.mlir_attr()?.0)
                } else {
                    None
                };
                out_kinds.push(Kind::Attribute);
                StmtKind::Attribute { ty, value }
            }
            "pdl.operation" => {
                let name = if self.at(Tok::String) {
                    Some(self.string()?)
                } else {
                    None
                };
                let operands = if self.at(Tok::LParen) {
                    self.typed_uses(scope)?
                } else {
                    Vec::new()
                };
                for &o in &operands {
                    if !matches!(scope.kinds[o.0 as usize], Kind::Value | Kind::ValueRange) {
                        return Err(Diagnostic::error(
                            op_span,
                            "expected operands of type !pdl.value or !pdl.range<value>",
                        ));
                    }
                }
                let mut attributes = Vec::new();
                if self.eat(Tok::LBrace) {
                    loop {
                        let key = if self.at(Tok::String) {
                            self.string()?
                        } else if self.at(Tok::BareId) {
                            let k = self.text(self.tok).to_string();
                            self.bump();
                            k
                        } else {
                            return Err(self.err_expected("attribute name"));
                        };
                        self.expect_tok(Tok::Equal, "'='")?;
                        let v = self.use_of(scope, Some(Kind::Attribute))?;
                        attributes.push((key, v));
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect_tok(Tok::RBrace, "'}'")?;
                }
                let mut types = Vec::new();
                if self.eat(Tok::Arrow) {
                    types = self.typed_uses(scope)?;
                    for &t in &types {
                        if !matches!(scope.kinds[t.0 as usize], Kind::Type | Kind::TypeRange) {
                            return Err(Diagnostic::error(
                                op_span,
                                "expected result types of type !pdl.type or !pdl.range<type>",
                            ));
                        }
                    }
                }
                out_kinds.push(Kind::Operation);
                StmtKind::Operation {
                    name,
                    operands,
                    attributes,
                    types,
                }
            }
            "pdl.result" => {
                let (index, _) = self.integer("result index")?;
                self.expect_kw("of")?;
                let parent = self.use_of(scope, Some(Kind::Operation))?;
                out_kinds.push(Kind::Value);
                StmtKind::Result {
                    parent,
                    index: index as u32,
                }
            }
            "pdl.results" => {
                let index = if self.at(Tok::Integer) {
                    Some(self.integer("result index")?.0 as u32)
                } else {
                    None
                };
                self.expect_kw("of")?;
                let parent = self.use_of(scope, Some(Kind::Operation))?;
                let k = if index.is_some() {
                    self.expect_tok(Tok::Arrow, "'->'")?;
                    let at = self.span();
                    let k = self.kind()?;
                    if !matches!(k, Kind::Value | Kind::ValueRange) {
                        return Err(Diagnostic::error(
                            at,
                            "expected !pdl.value or !pdl.range<value>",
                        ));
                    }
                    k
                } else {
                    Kind::ValueRange
                };
                out_kinds.push(k);
                StmtKind::Results { parent, index }
            }
            "pdl.apply_native_constraint" | "pdl.apply_native_rewrite" => {
                let name = self.string()?;
                if opname == "pdl.apply_native_constraint" && !self.at(Tok::LParen) {
                    return Err(self.err_expected("'('"));
                }
                let args = if self.at(Tok::LParen) {
                    self.typed_uses(scope)?
                } else {
                    Vec::new()
                };
                if self.eat(Tok::Colon) {
                    loop {
                        out_kinds.push(self.kind()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                let mut negated = false;
                if self.at(Tok::LBrace) {
                    let at = self.span();
                    let (_, dict) = self.mlir_attr()?;
                    if let AttrKind::Dictionary(entries) = dict {
                        for (k, v) in entries.iter() {
                            if self.ctx.str(*k) == "isNegated"
                                && opname == "pdl.apply_native_constraint"
                            {
                                negated = matches!(self.ctx.attr_kind(*v), AttrKind::Bool(true))
                                    || matches!(
                                        self.ctx.attr_kind(*v),
                                        AttrKind::Integer { bits: 1, .. }
                                    );
                            } else {
                                return Err(Diagnostic::error(
                                    at,
                                    format!("unknown attribute '{}'", self.ctx.str(*k)),
                                ));
                            }
                        }
                    }
                }
                if opname == "pdl.apply_native_constraint" {
                    StmtKind::ApplyConstraint {
                        name,
                        args,
                        negated,
                    }
                } else {
                    StmtKind::ApplyRewrite { name, args }
                }
            }
            "pdl.range" => {
                let mut args = Vec::new();
                if self.at(Tok::PercentId) {
                    args = self.uses_with_kinds(scope)?;
                    let elem = |k: Kind| match k {
                        Kind::Value | Kind::ValueRange => Some(Kind::ValueRange),
                        Kind::Type | Kind::TypeRange => Some(Kind::TypeRange),
                        _ => None,
                    };
                    let first = elem(scope.kinds[args[0].0 as usize]);
                    let base = |k: Option<Kind>| {
                        if k == Some(Kind::TypeRange) {
                            "!pdl.type"
                        } else {
                            "!pdl.value"
                        }
                    };
                    if let Some(bad) = args
                        .iter()
                        .find(|a| elem(scope.kinds[a.0 as usize]) != first)
                    {
                        let got = scope.kinds[bad.0 as usize].mlir();
                        return Err(Diagnostic::error(
                            op_span,
                            format!("'pdl.range' op expected operand to have element type '{}', but got '{got}'", base(first)),
                        ));
                    }
                    out_kinds.push(first.unwrap_or(Kind::ValueRange));
                } else {
                    self.expect_tok(Tok::Colon, "':'")?;
                    let at = self.span();
                    let k = self.kind()?;
                    if !k.is_range() {
                        return Err(Diagnostic::error(
                            at,
                            "expected !pdl.range<value> or !pdl.range<type>",
                        ));
                    }
                    out_kinds.push(k);
                }
                StmtKind::Range { args }
            }
            "pdl.replace" => {
                let op = self.use_of(scope, Some(Kind::Operation))?;
                self.expect_kw("with")?;
                let (with_op, with_values) = if self.at(Tok::LParen) {
                    (None, self.typed_uses(scope)?)
                } else if self.at(Tok::PercentId) {
                    (Some(self.use_of(scope, Some(Kind::Operation))?), Vec::new())
                } else {
                    (None, Vec::new())
                };
                StmtKind::Replace {
                    op,
                    with_op,
                    with_values,
                }
            }
            "pdl.erase" => StmtKind::Erase {
                op: self.use_of(scope, Some(Kind::Operation))?,
            },
            "pdl.rewrite" => {
                return Err(Diagnostic::error(
                    op_span,
                    "`pdl.rewrite` may appear only once, at the end of a pattern",
                ))
            }
            _ => {
                return Err(Diagnostic::error(
                    op_span,
                    if raw_name.starts_with("pdl.") {
                        format!("custom op '{raw_name}' is unknown")
                    } else if !raw_name.contains('.') {
                        format!(
                            "custom op '{raw_name}' is unknown (tried 'pdl.{raw_name}' as well)"
                        )
                    } else {
                        let dialect = raw_name.split('.').next().unwrap_or(raw_name);
                        format!("Dialect `{dialect}' not found for custom op '{raw_name}' ")
                    },
                ))
            }
        };
        // Bind result names.
        let declared: u32 = results.iter().map(|r| r.2).sum();
        if declared as usize != out_kinds.len() && !(results.is_empty()) {
            return Err(Diagnostic::error(
                results[0].1,
                format!(
                    "operation defines {} results but was provided {declared} to bind",
                    out_kinds.len()
                ),
            ));
        }
        let mut ids = Vec::new();
        let mut kinds = out_kinds.into_iter();
        for (name, span, count) in &results {
            for i in 0..*count {
                let k = kinds.next().unwrap_or(Kind::Value);
                ids.push(if i == 0 {
                    scope.define(name, k, *span)?
                } else {
                    scope.fresh(k, *span)
                });
            }
            if *count > 1 {
                // `%r:2` names a group; its members are `%r#i`.
                let first = ids[ids.len() - *count as usize];
                for i in 0..*count {
                    scope
                        .names
                        .insert(format!("{name}#{i}"), ValueId(first.0 + i));
                }
            }
        }
        for k in kinds {
            ids.push(scope.fresh(k, op_span));
        }
        Ok((
            Stmt {
                op: kind,
                results: ids,
            },
            Span::new(op_span.start as usize, self.prev_end),
        ))
    }
}

/// The full name of a statement's operation: `pdl` is the default dialect in a pattern.
fn canonical_op_name(name: &str) -> &'static str {
    const OPS: [&str; 14] = [
        "pdl.operand",
        "pdl.operands",
        "pdl.type",
        "pdl.types",
        "pdl.attribute",
        "pdl.operation",
        "pdl.result",
        "pdl.results",
        "pdl.apply_native_constraint",
        "pdl.apply_native_rewrite",
        "pdl.range",
        "pdl.replace",
        "pdl.erase",
        "pdl.rewrite",
    ];
    OPS.iter()
        .find(|o| &o[4..] == name || **o == name)
        .copied()
        .unwrap_or("")
}

// ----- printer -----

/// Prints a pattern set as MLIR's `pdl` dialect custom syntax, inside `module @patterns`.
pub fn print_pdl(set: &PatternSet) -> String {
    let mut out = String::from("module @patterns {\n");
    for p in &set.patterns {
        print_pattern(p, &mut out);
    }
    out.push_str("}\n");
    out
}

fn print_pattern(p: &Pattern, out: &mut String) {
    out.push_str("  pdl.pattern ");
    if let Some(n) = &p.name {
        out.push('@');
        if n.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')
            && n.chars().next().is_some_and(|c| !c.is_ascii_digit())
        {
            out.push_str(n);
        } else {
            let _ = write!(out, "{n:?}");
        }
        out.push(' ');
    }
    let _ = writeln!(out, ": benefit({}) {{", p.benefit);
    for s in &p.matcher {
        print_stmt(p, s, 4, out);
    }
    out.push_str("    pdl.rewrite");
    for (i, r) in p.rewrite.roots.iter().enumerate() {
        out.push_str(if i == 0 { " " } else { ", " });
        let _ = write!(out, "%{}", r.0);
    }
    match &p.rewrite.action {
        RewriteAction::External { name, args } => {
            let _ = write!(out, " with {}", quote(name));
            typed_list(p, args, out);
            out.push('\n');
        }
        RewriteAction::Body(body) => {
            out.push_str(" {\n");
            for s in body {
                print_stmt(p, s, 6, out);
            }
            out.push_str("    }\n");
        }
    }
    out.push_str("  }\n");
}

fn quote(s: &str) -> String {
    let mut o = String::from("\"");
    for c in s.bytes() {
        match c {
            b'"' => o.push_str("\\\""),
            b'\\' => o.push_str("\\\\"),
            0x20..=0x7E => o.push(c as char),
            _ => {
                let _ = write!(o, "\\{c:02X}");
            }
        }
    }
    o.push('"');
    o
}

fn typed_list(p: &Pattern, vals: &[ValueId], out: &mut String) {
    if vals.is_empty() {
        return;
    }
    out.push('(');
    let names: Vec<String> = vals.iter().map(|v| format!("%{}", v.0)).collect();
    out.push_str(&names.join(", "));
    out.push_str(" : ");
    let kinds: Vec<&str> = vals.iter().map(|&v| p.kind(v).mlir()).collect();
    out.push_str(&kinds.join(", "));
    out.push(')');
}

fn print_stmt(p: &Pattern, s: &Stmt, indent: usize, out: &mut String) {
    out.push_str(&" ".repeat(indent));
    if !s.results.is_empty() {
        let names: Vec<String> = s.results.iter().map(|v| format!("%{}", v.0)).collect();
        let _ = write!(out, "{} = ", names.join(", "));
    }
    out.push_str(s.op.mlir_name());
    match &s.op {
        StmtKind::Operand { ty } | StmtKind::Operands { ty } => {
            if let Some(t) = ty {
                let _ = write!(out, " : %{}", t.0);
            }
        }
        StmtKind::Type { constant } => {
            if let Some(c) = constant {
                let _ = write!(out, " : {c}");
            }
        }
        StmtKind::Types { constant } => {
            if let Some(c) = constant {
                let _ = write!(out, " : [{}]", c.join(", "));
            }
        }
        StmtKind::Attribute { ty, value } => {
            if let Some(t) = ty {
                let _ = write!(out, " : %{}", t.0);
            }
            if let Some(v) = value {
                let _ = write!(out, " = {v}");
            }
        }
        StmtKind::Operation {
            name,
            operands,
            attributes,
            types,
        } => {
            if let Some(n) = name {
                let _ = write!(out, " {}", quote(n));
            }
            typed_list(p, operands, out);
            if !attributes.is_empty() {
                let a: Vec<String> = attributes
                    .iter()
                    .map(|(k, v)| format!("{} = %{}", quote(k), v.0))
                    .collect();
                let _ = write!(out, " {{{}}}", a.join(", "));
            }
            if !types.is_empty() {
                out.push_str(" -> ");
                typed_list(p, types, out);
            }
        }
        StmtKind::Result { parent, index } => {
            let _ = write!(out, " {index} of %{}", parent.0);
        }
        StmtKind::Results { parent, index } => match index {
            Some(i) => {
                let k = s.results.first().map_or(Kind::ValueRange, |&r| p.kind(r));
                let _ = write!(out, " {i} of %{} -> {}", parent.0, k.mlir());
            }
            None => {
                let _ = write!(out, " of %{}", parent.0);
            }
        },
        StmtKind::ApplyConstraint { name, args, .. } | StmtKind::ApplyRewrite { name, args } => {
            let _ = write!(out, " {}", quote(name));
            typed_list(p, args, out);
            if !s.results.is_empty() {
                let k: Vec<&str> = s.results.iter().map(|&r| p.kind(r).mlir()).collect();
                let _ = write!(out, " : {}", k.join(", "));
            }
            if let StmtKind::ApplyConstraint { negated: true, .. } = &s.op {
                out.push_str(" {isNegated = true}");
            }
        }
        StmtKind::Range { args } => {
            if args.is_empty() {
                let k = s.results.first().map_or(Kind::ValueRange, |&r| p.kind(r));
                let _ = write!(out, " : {}", k.mlir());
            } else {
                let n: Vec<String> = args.iter().map(|v| format!("%{}", v.0)).collect();
                let k: Vec<&str> = args.iter().map(|&v| p.kind(v).mlir()).collect();
                let _ = write!(out, " {} : {}", n.join(", "), k.join(", "));
            }
        }
        StmtKind::Replace {
            op,
            with_op,
            with_values,
        } => {
            let _ = write!(out, " %{} with", op.0);
            match with_op {
                Some(w) => {
                    let _ = write!(out, " %{}", w.0);
                }
                None if with_values.is_empty() => {}
                None => {
                    out.push(' ');
                    typed_list(p, with_values, out);
                }
            }
        }
        StmtKind::Erase { op } => {
            let _ = write!(out, " %{}", op.0);
        }
    }
    out.push('\n');
}
