//! The frame of a PDL file: modules, `pdl.pattern`s and their `pdl.rewrite`.

use pdl_runtime::text::{unescape, Tok};

use super::{Diagnostic, PResult, Reader, Scope};
use crate::diag::Span;
use crate::model::{Kind, Pattern, PatternSet, Rewrite, RewriteAction, Spans};

impl<'s> Reader<'s> {
    pub(super) fn file(&mut self) -> PResult<(PatternSet, Option<String>)> {
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
    pub(super) fn module_only(&mut self) -> PResult<(PatternSet, Option<String>)> {
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

    pub(super) fn pattern(&mut self) -> PResult<Pattern> {
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

    pub(super) fn rewrite(&mut self, scope: &mut Scope<'s>) -> PResult<(Rewrite, Vec<Span>)> {
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
}
