//! The frame of a PDL file: modules, `pdl.pattern`s and their `pdl.rewrite`, each in custom
//! or generic form.

use pdl_runtime::text::{unescape, Tok};

use super::{Diagnostic, PResult, Reader, Scope};
use crate::diag::Span;
use crate::model::{Kind, Pattern, PatternSet, Rewrite, RewriteAction, Spans};

impl<'s> Reader<'s> {
    pub(super) fn file(&mut self) -> PResult<(PatternSet, Option<String>)> {
        let mut set = PatternSet::default();
        let mut name = None;
        self.items(&mut set, &mut name, 0)?;
        Ok((set, name))
    }

    /// The items of a file (`depth` 0, up to its end) or of a module's body (up to its
    /// closing brace, not consumed): modules, patterns and location aliases, in custom or
    /// generic form.
    fn items(
        &mut self,
        set: &mut PatternSet,
        name: &mut Option<String>,
        depth: usize,
    ) -> PResult<()> {
        loop {
            if self.at_kw("module") || self.at_kw("builtin.module") {
                self.bump();
                if self.at(Tok::AtId) {
                    if depth == 0 && set.patterns.is_empty() {
                        *name = Some(self.text(self.tok)[1..].trim_matches('"').to_string());
                    }
                    self.bump();
                }
                if self.at_kw("attributes") {
                    self.bump();
                    self.mlir_attr()?;
                }
                self.expect_tok(Tok::LBrace, "'{' to begin a region")?;
                self.items(set, name, depth + 1)?;
                self.expect_tok(Tok::RBrace, "'}' to end a region")?;
            } else if self.at_generic("builtin.module") {
                // The name of the first module, as in custom form (known once it is read).
                let first = depth == 0 && set.patterns.is_empty();
                let module_name = self.generic_module(|r| r.items(set, name, depth + 1))?;
                if first && module_name.is_some() {
                    *name = module_name;
                }
            } else if self.at(Tok::HashId) {
                // `#loc = loc(...)`: location aliases (the location itself is skipped).
                self.bump();
                self.expect_tok(Tok::Equal, "'='")?;
            } else if self.at_kw("pdl.pattern") || self.at_generic("pdl.pattern") {
                set.patterns.push(self.pattern()?);
            } else if depth > 0 && self.at(Tok::RBrace) {
                return Ok(());
            } else if self.at(Tok::Eof) {
                if depth > 0 {
                    return Err(self.err_expected("operation name in quotes"));
                }
                return Ok(());
            } else if self.at(Tok::BareId) && !self.text(self.tok).contains('.') {
                // A module's body has `builtin` as its default dialect.
                let word = self.text(self.tok);
                return Err(Diagnostic::error(
                    self.span(),
                    format!("custom op '{word}' is unknown (tried 'builtin.{word}' as well)"),
                ));
            } else if !matches!(self.tok.kind, Tok::String | Tok::BareId | Tok::PercentId)
                || super::stmt::is_integer_type(self.text(self.tok))
            {
                // No operation starts here.
                return Err(self.err_expected("operation name in quotes"));
            } else {
                let found = self.text(self.tok);
                return Err(Diagnostic::error(
                    self.span(),
                    format!("expected `pdl.pattern` or `module`, found '{found}'"),
                ));
            }
        }
    }

    /// `module [@name] { pdl.pattern* }`, or its generic form
    /// `"builtin.module"() <{sym_name = "name"}> ({ ... }) : () -> ()`, no more.
    pub(super) fn module_only(&mut self) -> PResult<(PatternSet, Option<String>)> {
        let start = self.span();
        let r = self.module_only_unchecked()?;
        // `builtin.module`'s verifier: its discardable attributes belong to dialects.
        if let Some((n, _)) = self.module_attrs.iter().find(|(n, _)| !n.contains('.')) {
            return Err(Diagnostic::error(
                start,
                format!("'builtin.module' op can only contain attributes with dialect-prefixed names, found: '{n}'"),
            ));
        }
        Ok(r)
    }

    fn module_only_unchecked(&mut self) -> PResult<(PatternSet, Option<String>)> {
        let mut set = PatternSet::default();
        let patterns = |r: &mut Self, set: &mut PatternSet| -> PResult<()> {
            while r.at_kw("pdl.pattern") || r.at_generic("pdl.pattern") {
                set.patterns.push(r.pattern()?);
            }
            if !matches!(
                r.tok.kind,
                Tok::String | Tok::BareId | Tok::PercentId | Tok::RBrace
            ) {
                return Err(r.err_expected("operation name in quotes"));
            }
            if !r.at(Tok::RBrace) {
                return Err(r.err_expected("'}' to end a region"));
            }
            Ok(())
        };
        if self.at_generic("builtin.module") {
            let name = self.generic_module(|r| patterns(r, &mut set))?;
            return Ok((set, name));
        }
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
        self.module_attrs = self.attributes_keyword_dict()?;
        self.expect_tok(Tok::LBrace, "'{' to begin a region")?;
        patterns(self, &mut set)?;
        self.expect_tok(Tok::RBrace, "'}' to end a region")?;
        Ok((set, name))
    }

    /// A pattern, `pdl.pattern [@name] : benefit(N) [attributes {...}] { ... }` or its
    /// generic form `"pdl.pattern"() <{benefit = N : i16, sym_name = "name"}> ({ ... }) :
    /// () -> ()`.
    pub(super) fn pattern(&mut self) -> PResult<Pattern> {
        if self.at(Tok::String) {
            return self.generic_pattern();
        }
        let start = self.span();
        self.bump();
        self.cur_op = "pdl.pattern";
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
        let (b, _) = self.integer("integer benefit")?;
        let benefit = checked_benefit(u128::from(b), start)?;
        self.expect_tok(Tok::RParen, "')'")?;
        let attrs = self.attributes_keyword_dict()?;
        self.expect_tok(Tok::LBrace, "'{' to begin a region")?;
        let outer = std::mem::replace(&mut self.default_pdl, true);
        let mut p = self.pattern_body(start, name, benefit)?;
        self.default_pdl = outer;
        self.bump();
        p.attrs = attrs;
        Ok(p)
    }

    /// `attributes {...}` (MLIR's `attr-dict-with-keyword`) if there, its entries as
    /// discardable attributes.
    pub(super) fn attributes_keyword_dict(&mut self) -> PResult<Vec<(String, String)>> {
        if !self.at_kw("attributes") {
            return Ok(Vec::new());
        }
        self.bump();
        if !self.at(Tok::LBrace) {
            return Err(self.err_expected("'{' in attribute dictionary"));
        }
        let saved = std::mem::take(&mut self.pending_attrs);
        self.discardable_dict()?;
        let mut attrs = std::mem::replace(&mut self.pending_attrs, saved);
        attrs.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(attrs)
    }

    /// A pattern's body after its `{`, up to its closing `}` (the current token when this
    /// returns, not consumed).
    pub(super) fn pattern_body(
        &mut self,
        start: Span,
        name: Option<String>,
        benefit: u16,
    ) -> PResult<Pattern> {
        self.pattern_start = start;
        let mut scope = Scope::default();
        let mut matcher = Vec::new();
        let mut mspans = Vec::new();
        let rewrite;
        let rspans;
        let rewrite_at;
        // A non-`pdl` operation: the pattern's verifier reports it (once the file is read),
        // unless its first check, that the body ends with its `pdl.rewrite`, fails.
        let mut foreign: Option<usize> = None;
        let mut last_op: Option<Span> = None;
        loop {
            if self.at_kw("pdl.rewrite") || self.at_kw("rewrite") || self.at_generic("pdl.rewrite")
            {
                rewrite_at = self.span();
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
                        attrs: Vec::new(),
                    },
                    attrs: Vec::new(),
                    spans: Spans {
                        pattern: start,
                        values: scope.spans,
                        matcher: mspans,
                        rewrite: Vec::new(),
                    },
                };
                // Verifier errors, reported once the file is read (MLIR reads on first).
                let d = crate::sema::check_statements(&partial)
                    .err()
                    .unwrap_or_else(|| {
                        let d = Diagnostic::error(
                            start,
                            "'pdl.pattern' op expected body to terminate with `pdl.rewrite`",
                        );
                        match last_op {
                            Some(last) => d.with_note(Some(last), "see terminator defined here"),
                            None => d,
                        }
                    });
                match foreign {
                    Some(i) => self.deferred[i] = d,
                    None => self.deferred.push(d),
                }
                return Ok(partial);
            }
            if let Some(name_span) = self.non_pdl_op_ahead() {
                // The pattern's verifier says so, once the file is read (MLIR reads the
                // operation first: its syntax errors come first).
                let d = Diagnostic::error(
                    start,
                    "'pdl.pattern' op expected only `pdl` operations within the pattern body",
                )
                .with_note(Some(name_span), "see non-`pdl` operation defined here");
                if foreign.is_none() {
                    foreign = Some(self.deferred.len());
                    self.deferred.push(d);
                }
                // Skipped: it is no statement of the pattern.
                if let Some(span) = self.skip_generic_op() {
                    last_op = Some(span);
                    continue;
                }
            }
            let (s, span) = self.stmt(&mut scope)?;
            matcher.push(s);
            mspans.push(span);
            last_op = Some(span);
        }
        if self.at(Tok::Eof) {
            return Err(self.err_expected("operation name in quotes"));
        }
        if !self.at(Tok::RBrace) {
            // MLIR parses the operations after the rewrite, then its verifier finds the
            // terminator `pdl.rewrite` not last in its block.
            if !matches!(self.tok.kind, Tok::PercentId | Tok::String | Tok::BareId) {
                return Err(self.err_expected("operation name in quotes"));
            }
            if self.at_kw("pdl.rewrite") || self.at_kw("rewrite") || self.at_generic("pdl.rewrite")
            {
                self.rewrite(&mut scope)?;
            } else {
                self.stmt(&mut scope)?;
            }
            return Err(Diagnostic::error(
                rewrite_at,
                "'pdl.rewrite' op must be the last operation in the parent block",
            ));
        }
        Ok(Pattern {
            name,
            benefit,
            values: scope.kinds,
            matcher,
            rewrite,
            attrs: Vec::new(),
            spans: Spans {
                pattern: start,
                values: scope.spans,
                matcher: mspans,
                rewrite: rspans,
            },
        })
    }

    pub(super) fn rewrite(&mut self, scope: &mut Scope<'s>) -> PResult<(Rewrite, Vec<Span>)> {
        if self.at(Tok::String) {
            return self.generic_rewrite(scope);
        }
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
                // The verifier's error, once the file is read (MLIR reads on first).
                self.deferred.push(Diagnostic::error(
                    start,
                    "'pdl.rewrite' op expected rewrite region to be non-empty if external name is not specified",
                ));
                spans.push(start);
                let attrs = self.attributes_keyword_dict()?;
                let action = RewriteAction::Body(Vec::new());
                return Ok((
                    Rewrite {
                        roots,
                        action,
                        attrs,
                    },
                    spans,
                ));
            }
            self.bump();
            let outer = std::mem::replace(&mut self.default_pdl, true);
            let body = self.rewrite_body(scope, &mut spans)?;
            self.default_pdl = outer;
            self.bump();
            if body.is_empty() {
                return Err(Diagnostic::error(
                    start,
                    "'pdl.rewrite' op expected rewrite region to be non-empty if external name is not specified",
                ));
            }
            RewriteAction::Body(body)
        };
        let attrs = self.attributes_keyword_dict()?;
        spans.push(start);
        Ok((
            Rewrite {
                roots,
                action,
                attrs,
            },
            spans,
        ))
    }

    /// The statements of a rewrite body after its `{`, up to its closing `}` (the current
    /// token when this returns, not consumed); their spans are pushed on `spans`.
    pub(super) fn rewrite_body(
        &mut self,
        scope: &mut Scope<'s>,
        spans: &mut Vec<Span>,
    ) -> PResult<Vec<crate::model::Stmt>> {
        let mut body = Vec::new();
        while !self.at(Tok::RBrace) {
            if self.at(Tok::Eof) {
                // MLIR wants another operation of the region.
                return Err(self.err_expected("operation name in quotes"));
            }
            if let Some(name_span) = self.non_pdl_op_ahead() {
                // The pattern's verifier error, once the file is read.
                self.deferred.push(
                    Diagnostic::error(
                        self.pattern_start,
                        "'pdl.pattern' op expected only `pdl` operations within the pattern body",
                    )
                    .with_note(Some(name_span), "see non-`pdl` operation defined here"),
                );
            }
            let (s, span) = self.stmt(scope)?;
            body.push(s);
            spans.push(span);
        }
        Ok(body)
    }
}

/// The benefit of the pattern starting at `start`: MLIR stores it as a non-negative i16.
pub(super) fn checked_benefit(b: u128, start: Span) -> PResult<u16> {
    u16::try_from(b)
        .ok()
        .filter(|&b| b <= i16::MAX as u16)
        .ok_or_else(|| {
            Diagnostic::error(
                start,
                "'pdl.pattern' op attribute 'benefit' failed to satisfy constraint: 16-bit signless integer attribute whose value is non-negative",
            )
        })
}

impl Reader<'_> {
    /// Skips a generic operation (`[%r, ... =] "name"(operands) [successors] [<{properties}>]
    /// [(regions)] [{attributes}] : (inputs) -> results`) at the current token; the span of
    /// its name. `None` (having moved) when it is not of that shape.
    fn skip_generic_op(&mut self) -> Option<Span> {
        if self.at(Tok::PercentId) {
            while !self.at(Tok::Equal) {
                if self.at(Tok::Eof) || self.at(Tok::RBrace) {
                    return None;
                }
                self.bump();
            }
            self.bump();
        }
        if !self.at(Tok::String) {
            return None;
        }
        let name = self.span();
        self.bump();
        self.skip_group(Tok::LParen, Tok::RParen)?;
        for (open, close) in [
            (Tok::LSquare, Tok::RSquare),
            (Tok::Less, Tok::Greater),
            (Tok::LParen, Tok::RParen),
            (Tok::LBrace, Tok::RBrace),
        ] {
            if self.at(open) {
                self.skip_group(open, close)?;
            }
        }
        if !self.at(Tok::Colon) {
            return None;
        }
        self.bump();
        self.skip_group(Tok::LParen, Tok::RParen)?;
        if !self.at(Tok::Arrow) {
            return None;
        }
        self.bump();
        if self.at(Tok::LParen) {
            self.skip_group(Tok::LParen, Tok::RParen)?;
        } else {
            self.bump();
            if self.at(Tok::Less) {
                self.skip_group(Tok::Less, Tok::Greater)?;
            }
        }
        Some(name)
    }

    /// Skips from `open` (the current token) to past its matching `close`.
    fn skip_group(&mut self, open: Tok, close: Tok) -> Option<()> {
        if !self.at(open) {
            return None;
        }
        let mut depth = 0usize;
        loop {
            if self.at(Tok::Eof) {
                return None;
            }
            if self.at(open) {
                depth += 1;
            } else if self.at(close) {
                depth -= 1;
                if depth == 0 {
                    self.bump();
                    return Some(());
                }
            }
            self.bump();
        }
    }
}
