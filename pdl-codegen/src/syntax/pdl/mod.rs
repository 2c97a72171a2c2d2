//! The PDL front end: MLIR's `pdl` dialect in its custom syntax, as MLIR 22 reads it, into
//! the pattern [`model`](crate::model); and the printer back to that syntax.
//!
//! Types and attributes inside patterns are read by pdl-runtime's MLIR reader, so they mean
//! exactly what they mean in a payload. Besides MLIR 22's forms, the reader accepts seed
//! 000's multi-root rewrite `pdl.rewrite %a, %b with "name"(...)`.
//!
//! The reader is in parts: this module holds the entry points, the reader's token helpers
//! and the scope of value names; `pattern` reads modules, patterns and their `pdl.rewrite`;
//! `stmt` the frame of a statement (result names, binding, value references); `values` and
//! `ops` the statements that declare values and those about operations. `print` prints a
//! pattern set back.
//!
//! ```
//! use pdl_codegen::compile::{parse_pdl, print_pdl};
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

mod generic;
mod ops;
mod pattern;
mod print;
mod stmt;
mod values;

use crate::model::KindExt;
use rustc_hash::FxHashMap;

use pdl_runtime::ir::{AttrKind, Context};
use pdl_runtime::text::{parse_attribute_at, parse_type_at, print_attribute, print_type};
use pdl_runtime::text::{unescape, Tok};

use super::cursor::Cursor;
use crate::diag::Diagnostic;
use crate::diag::Span;
use crate::model::{Kind, PatternSet, ValueId};
pub use print::{print_pdl, print_pdl_named};

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
    let (set, name) = r
        .file()
        .and_then(|v| r.no_deferred(v))
        .map_err(|d| vec![d])?;
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
    parse_pdl_module_with_attrs_at(src, offset).map(|m| (m.set, m.name, m.end))
}

/// A patterns module read by [`parse_pdl_module_with_attrs_at`].
#[derive(Debug)]
pub struct PdlModule {
    /// The checked patterns.
    pub set: PatternSet,
    /// The module's `sym_name`.
    pub name: Option<String>,
    /// The module's discardable attributes (`module @patterns attributes {...}`), as
    /// [`Stmt::attrs`](crate::model::Stmt::attrs).
    pub attrs: Vec<(String, String)>,
    /// The offset just past the module.
    pub end: usize,
}

/// [`parse_pdl_module_at`], also returning the module's discardable attributes.
pub fn parse_pdl_module_with_attrs_at(
    src: &str,
    offset: usize,
) -> Result<PdlModule, Vec<Diagnostic>> {
    let mut r = Reader::new(src);
    r.reset(offset);
    let (set, name) = r
        .module_only()
        .and_then(|v| r.no_deferred(v))
        .map_err(|d| vec![d])?;
    let end = r.prev_end;
    let errors = crate::sema::check(&set);
    if errors.is_empty() {
        Ok(PdlModule {
            set,
            name,
            attrs: std::mem::take(&mut r.module_attrs),
            end,
        })
    } else {
        Err(errors)
    }
}

/// Reads PDL text into the model without the semantic checks.
pub fn read_pdl(src: &str) -> Result<PatternSet, Vec<Diagnostic>> {
    let mut r = Reader::new(src);
    r.file()
        .and_then(|v| r.no_deferred(v))
        .map(|(set, _)| set)
        .map_err(|d| vec![d])
}

/// The reader; token handling is the shared [`Cursor`] it dereferences to.
struct Reader<'s> {
    c: Cursor<'s>,
    ctx: Context,
    /// Errors MLIR's verifier (not its parser) reports about generic operations: MLIR
    /// parses the whole file first, so these are reported only if reading succeeds, the
    /// first in the file first.
    deferred: Vec<Diagnostic>,
    /// Whether `pdl` is the default dialect (inside the region of a custom-form
    /// `pdl.pattern` or `pdl.rewrite`, as their `getDefaultDialect` says; not inside a
    /// generic-form one).
    default_pdl: bool,
    /// The start of the pattern being read (errors about its body are reported there).
    pattern_start: Span,
    /// The discardable attributes of the statement being read (see [`Stmt::attrs`]).
    ///
    /// [`Stmt::attrs`]: crate::model::Stmt::attrs
    pending_attrs: Vec<(String, String)>,
    /// The discardable attributes of the module read last (see [`parse_pdl_module_at`]).
    module_attrs: Vec<(String, String)>,
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
    /// Names as written (`%x`, `%r#1`), or made for the members of a result group.
    names: FxHashMap<std::borrow::Cow<'s, str>, ValueId>,
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
        self.names.insert(name.into(), id);
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
            deferred: Vec::new(),
            default_pdl: false,
            pattern_start: Span::new(0, 0),
            pending_attrs: Vec::new(),
            module_attrs: Vec::new(),
        }
    }

    /// `v`, or the first deferred verifier error.
    fn no_deferred<T>(&mut self, v: T) -> PResult<T> {
        match self.deferred.iter().min_by_key(|d| d.span.start) {
            Some(d) => Err(d.clone()),
            None => Ok(v),
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

    /// Keeps the entries of an attribute dictionary whose names are not in `inherent` as
    /// the current statement's discardable attributes.
    fn keep_discardable(
        &mut self,
        entries: &[(pdl_runtime::ir::Symbol, pdl_runtime::ir::Attribute)],
        inherent: &[&str],
    ) {
        for &(k, v) in entries {
            let name = self.ctx.str(k).to_string();
            if inherent.contains(&name.as_str()) {
                continue;
            }
            let one = self
                .ctx
                .intern_attr(AttrKind::Dictionary(vec![(k, v)].into()));
            let text = print_attribute(&self.ctx, one);
            let entry = text[1..text.len() - 1].to_string();
            self.pending_attrs.retain(|(n, _)| *n != name);
            self.pending_attrs.push((name, entry));
        }
    }

    /// An attribute dictionary `{...}` of discardable attributes (none of them inherent).
    fn discardable_dict(&mut self) -> PResult<()> {
        let at = self.span();
        let (_, dict) = self.mlir_attr()?;
        match dict {
            AttrKind::Dictionary(entries) => {
                self.keep_discardable(&entries, &[]);
                Ok(())
            }
            _ => Err(Diagnostic::error(at, "expected attribute dictionary")),
        }
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
            return Err(self.err_expected("non-function type"));
        }
        // The four PDL handle types spelled alone are read without the MLIR type reader
        // (which sets up a parser per call): the same kind, the same next token.
        let text = self.c.text(self.c.tok);
        if matches!(
            text,
            "!pdl.value" | "!pdl.type" | "!pdl.attribute" | "!pdl.operation"
        ) && self.c.src.as_bytes().get(self.c.tok.end) != Some(&b'<')
        {
            if let Some(k) = Kind::from_mlir(text) {
                let end = pdl_runtime::text::skip_trivia(self.c.src.as_bytes(), self.c.tok.end);
                self.prev_end = self.prev_token_end(end);
                self.reset(end);
                return Ok(k);
            }
        }
        let t = self.mlir_type()?;
        Kind::from_mlir(&t).ok_or_else(|| {
            Diagnostic::error(
                Span::new(start, self.prev_end),
                format!("expected a PDL type (!pdl.value, !pdl.type, !pdl.attribute, !pdl.operation or !pdl.range<...>), got '{t}'"),
            )
        })
    }
}
