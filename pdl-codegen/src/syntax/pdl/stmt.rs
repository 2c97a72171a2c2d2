//! The frame of a PDL statement: its result names, its operation name, the statement
//! kind it reads to ([`values`](super::values), [`ops`](super::ops)) and the binding of its
//! results; and the references to values it uses.

use pdl_runtime::text::Tok;

use super::{Diagnostic, PResult, Reader, Scope};
use crate::diag::Span;
use crate::model::{Kind, Stmt, StmtKind, ValueId};

/// The names a statement binds its results to: name, span, number of results (`%r:2`).
type ResultNames<'s> = Vec<(&'s str, Span, u32)>;

/// A list of uses with their kinds, read: the names with their spans, the kinds, and where
/// the list starts.
type UsesAndKinds<'s> = (Vec<(&'s str, Span)>, Vec<Kind>, Span);

impl<'s> Reader<'s> {
    /// A value reference `%name` or `%name#N` (a member of a result group).
    pub(super) fn value_ref(&mut self) -> PResult<(&'s str, Span)> {
        let t = self.expect_tok(Tok::PercentId, "SSA operand")?;
        let mut end = t.end;
        if self.at(Tok::HashId) && self.tok.start == t.end {
            // `%name#N`: the two tokens touch, one slice of the text.
            end = self.tok.end;
            self.bump();
        }
        let src: &'s str = self.c.src;
        Ok((&src[t.start..end], Span::new(t.start, end)))
    }

    /// Resolves a reference where a value of `kind` (if given) is expected.
    pub(super) fn resolve(
        &self,
        scope: &Scope<'s>,
        name: &str,
        span: Span,
        kind: Option<Kind>,
    ) -> PResult<ValueId> {
        let id = *scope.names.get(name).ok_or_else(|| {
            // The name of the next statement's result, taken as this operand (MLIR
            // resolves operands once their operation is read: the `=` comes first).
            if self.at(Tok::Equal) {
                self.err_expected("operation name in quotes")
            } else {
                Diagnostic::error(span, "use of undeclared SSA value name")
            }
        })?;
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
    pub(super) fn use_of(&mut self, scope: &Scope<'s>, kind: Option<Kind>) -> PResult<ValueId> {
        let (name, span) = self.value_ref()?;
        self.resolve(scope, name, span, kind)
    }

    /// `a, b : kinds` (the list and its kinds), resolved.
    pub(super) fn uses_with_kinds(&mut self, scope: &Scope<'s>) -> PResult<Vec<ValueId>> {
        let (names, kinds, list_start) = self.uses_and_kinds()?;
        self.resolve_uses(scope, &names, kinds, list_start)
    }

    /// `%a, %b : kinds`, read but not resolved: the names, the kinds and where the list
    /// starts.
    fn uses_and_kinds(&mut self) -> PResult<UsesAndKinds<'s>> {
        // MLIR's operand list may be empty (`( : !pdl.value)` is a count mismatch, `()` a
        // missing `:`); a mismatch is reported where the list starts.
        let list_start = self.span();
        let mut names = Vec::new();
        if self.at(Tok::PercentId) {
            loop {
                names.push(self.value_ref()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
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
        Ok((names, kinds, list_start))
    }

    /// The uses `names` resolved where values of `kinds` are expected (MLIR's
    /// `resolveOperands`, after the list is read).
    fn resolve_uses(
        &self,
        scope: &Scope<'s>,
        names: &[(&'s str, Span)],
        kinds: Vec<Kind>,
        list_start: Span,
    ) -> PResult<Vec<ValueId>> {
        if kinds.len() != names.len() {
            return Err(Diagnostic::error(
                list_start,
                format!(
                    "custom op '{}' number of operands and types do not match: got {} operands and {} types",
                    self.cur_op,
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
    pub(super) fn typed_uses(&mut self, scope: &Scope<'s>) -> PResult<Vec<ValueId>> {
        self.expect_tok(Tok::LParen, "'('")?;
        let (names, kinds, list_start) = self.uses_and_kinds()?;
        self.expect_tok(Tok::RParen, "')'")?;
        self.resolve_uses(scope, &names, kinds, list_start)
    }

    /// One statement, with its result names.
    pub(super) fn stmt(&mut self, scope: &mut Scope<'s>) -> PResult<(Stmt, Span)> {
        let results = self.result_names()?;
        let op_span = self.span();
        self.pending_attrs.clear();
        if self.at(Tok::String) {
            let mut out_kinds: Vec<Kind> = Vec::new();
            let kind = self.generic_stmt(scope, &mut out_kinds)?;
            let ids = self.bind_results(&results, out_kinds, op_span, scope)?;
            return Ok((
                Stmt {
                    op: kind,
                    results: ids,
                    attrs: self.take_attrs(),
                },
                Span::new(op_span.start as usize, self.prev_end),
            ));
        }
        // `i64` and the like are integer types to MLIR's lexer, not words: no operation.
        if !self.at(Tok::BareId) || is_integer_type(self.text(self.tok)) {
            return Err(self.err_expected("operation name in quotes"));
        }
        // Inside a pattern, `pdl` is the default dialect: `operation` means `pdl.operation`.
        let raw_name = self.text(self.tok);
        let opname = if self.default_pdl || raw_name.contains('.') {
            canonical_op_name(raw_name)
        } else {
            ""
        };
        self.cur_op = opname;
        self.bump();
        let mut out_kinds: Vec<Kind> = Vec::new();
        let kind = self.stmt_kind(opname, raw_name, op_span, scope, &mut out_kinds)?;
        // The attribute dictionary the custom form of the other `pdl` ops ends with
        // (`pdl.type(s)` have it before their `:`, `pdl.attribute` after `attributes`): its
        // discardable attributes are accepted and dropped (the model has no place for them).
        if self.at(Tok::LBrace) && !matches!(opname, "pdl.type" | "pdl.types" | "pdl.attribute") {
            self.discardable_dict()?;
        }
        let ids = self.bind_results(&results, out_kinds, op_span, scope)?;
        Ok((
            Stmt {
                op: kind,
                results: ids,
                attrs: self.take_attrs(),
            },
            Span::new(op_span.start as usize, self.prev_end),
        ))
    }

    /// The discardable attributes read for the current statement, sorted by name.
    fn take_attrs(&mut self) -> Vec<(String, String)> {
        let mut a = std::mem::take(&mut self.pending_attrs);
        a.sort_by(|x, y| x.0.cmp(&y.0));
        a
    }

    /// `%a, %b:2 =` before a statement's operation name (nothing when there is none).
    fn result_names(&mut self) -> PResult<ResultNames<'s>> {
        let mut results: Vec<(&'s str, Span, u32)> = Vec::new();
        if self.at(Tok::PercentId) {
            loop {
                let t = self.expect_tok(Tok::PercentId, "valid ssa identifier")?;
                let mut count = 1;
                if self.eat(Tok::Colon) {
                    count = self.integer("integer number of results")?.0 as u32;
                }
                results.push((self.text(t), Span::new(t.start, t.end), count));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect_tok(Tok::Equal, "'=' after SSA name")?;
        }
        Ok(results)
    }

    /// The statement of operation `opname` (spelled `raw_name`), after its name; the kinds
    /// of its results are pushed on `out_kinds`.
    fn stmt_kind(
        &mut self,
        opname: &str,
        raw_name: &str,
        op_span: Span,
        scope: &mut Scope<'s>,
        out_kinds: &mut Vec<Kind>,
    ) -> PResult<StmtKind> {
        Ok(match opname {
            "pdl.operand" | "pdl.operands" => {
                self.operand_stmt(opname == "pdl.operands", scope, out_kinds)?
            }
            "pdl.type" => self.type_stmt(out_kinds)?,
            "pdl.types" => self.types_stmt(out_kinds)?,
            "pdl.attribute" => self.attribute_stmt(scope, out_kinds)?,
            "pdl.operation" => self.operation_stmt(op_span, scope, out_kinds)?,
            "pdl.result" => self.result_stmt(scope, out_kinds)?,
            "pdl.results" => self.results_stmt(scope, out_kinds)?,
            "pdl.apply_native_constraint" | "pdl.apply_native_rewrite" => {
                self.native_stmt(opname, scope, out_kinds)?
            }
            "pdl.range" => self.range_stmt(op_span, scope, out_kinds)?,
            "pdl.replace" => self.replace_stmt(op_span, scope)?,
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
                        let d = if self.default_pdl { "pdl" } else { "builtin" };
                        format!(
                            "custom op '{raw_name}' is unknown (tried '{d}.{raw_name}' as well)"
                        )
                    } else {
                        let dialect = raw_name.split('.').next().unwrap_or(raw_name);
                        format!("Dialect `{dialect}' not found for custom op '{raw_name}' ")
                    },
                ))
            }
        })
    }

    /// Binds the result names of a statement to its results (of kinds `out_kinds`); results
    /// without a name get fresh values.
    fn bind_results(
        &mut self,
        results: &[(&'s str, Span, u32)],
        out_kinds: Vec<Kind>,
        op_span: Span,
        scope: &mut Scope<'s>,
    ) -> PResult<Vec<ValueId>> {
        let declared: u32 = results.iter().map(|r| r.2).sum();
        if out_kinds.is_empty() && !results.is_empty() {
            return Err(Diagnostic::error(
                results[0].1,
                "cannot name an operation with no results",
            ));
        }
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
        for (name, span, count) in results {
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
                        .insert(format!("{name}#{i}").into(), ValueId(first.0 + i));
                }
            }
        }
        for k in kinds {
            ids.push(scope.fresh(k, op_span));
        }
        Ok(ids)
    }
}

/// The full name of a statement's operation: `pdl` is the default dialect in a pattern.
pub(super) fn canonical_op_name(name: &str) -> &'static str {
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

/// Whether `word` is an integer type (`i32`, `si8`, `ui64`), a token of its own to MLIR's
/// lexer.
pub(super) fn is_integer_type(word: &str) -> bool {
    let digits = word
        .strip_prefix("si")
        .or_else(|| word.strip_prefix("ui"))
        .or_else(|| word.strip_prefix('i'));
    digits.is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}
