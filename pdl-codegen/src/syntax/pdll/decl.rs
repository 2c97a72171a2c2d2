//! Declarations: patterns (with their metadata and the shape of their bodies), constraints
//! and rewrites (signature, PDLL or native body, `return` rules), and the constraint lists
//! of variables, arguments and results, checked as `mlir-pdll` checks them.

use super::constraint::Constrained;
use super::types::{Entry, Sig, Ty};
use super::{Ctx, PResult, Parser};
use crate::diag::{Diagnostic, Span};
use crate::syntax::ast::{CallableDecl, ConstraintRef, Expr, PatternDecl, Stmt, VarDecl};
use crate::syntax::token::TokKind;

/// Where a statement is (MLIR's statement location).
pub(super) fn stmt_span(s: &Stmt) -> Span {
    match s {
        Stmt::Let { span, .. }
        | Stmt::Replace { span, .. }
        | Stmt::Erase { span, .. }
        | Stmt::Rewrite { span, .. }
        | Stmt::Return(_, span)
        | Stmt::Decl { span, .. } => *span,
        Stmt::Expr(e) => e.span(),
    }
}

/// Whether a statement rewrites the root (`erase`, `replace`, `rewrite`).
fn is_op_rewrite(s: &Stmt) -> bool {
    matches!(
        s,
        Stmt::Erase { .. } | Stmt::Replace { .. } | Stmt::Rewrite { .. }
    )
}

/// The type a signature's results give a call: the single result's, else a tuple.
fn result_type(results: &[(VarDecl, Ty)]) -> Ty {
    match results {
        [(_, t)] => t.clone(),
        _ => Ty::Tuple(
            results
                .iter()
                .map(|(v, t)| {
                    let n = if v.name == "_" { "" } else { v.name.as_str() };
                    (n.to_string(), t.clone())
                })
                .collect(),
        ),
    }
}

impl Parser<'_> {
    pub(super) fn pattern(&mut self) -> PResult<PatternDecl> {
        let span = self.bump().span;
        let p = self.in_ctx(Ctx::PatternMatch, |p| p.pattern_rest(span))?;
        if let Some((name, at)) = &p.name {
            self.define(name, Entry::Pattern, *at)?;
        }
        Ok(p)
    }

    fn pattern_rest(&mut self, span: Span) -> PResult<PatternDecl> {
        let name = self.plain_ident().map(|n| (n, self.bump().span));
        let (mut benefit, mut recursion) = (None, false);
        if self.at_ident("with") {
            self.bump();
            (benefit, recursion) = self.pattern_metadata()?;
        }
        let body = if self.at_punct("=>") {
            self.bump();
            self.scopes.push();
            let r = self.stmt(true);
            self.scopes.pop();
            let (s, _) = r?;
            if !is_op_rewrite(&s) {
                return Err(Diagnostic::error(
                    stmt_span(&s),
                    "expected Pattern lambda body to contain a single operation rewrite \
                     statement, such as `erase`, `replace`, or `rewrite`",
                ));
            }
            vec![s]
        } else if self.at_punct("{") {
            let before = self.errors.len();
            let (body, _) = self.block()?;
            // A body with errors lacks statements: its shape is not checked.
            if self.errors.len() == before {
                self.check_pattern_body(&body, span)?;
            }
            body
        } else {
            return Err(self.err("expected `{` or `=>` to start pattern body"));
        };
        Ok(PatternDecl {
            name,
            benefit,
            recursion,
            body,
            span,
        })
    }

    /// A pattern body ends with its one operation rewrite statement, and has no `return`.
    fn check_pattern_body(&self, body: &[Stmt], span: Span) -> PResult<()> {
        for (i, s) in body.iter().enumerate() {
            if matches!(s, Stmt::Return(..)) {
                return Err(Diagnostic::error(
                    stmt_span(s),
                    "`return` statements are only permitted within a `Constraint` or \
                     `Rewrite` body",
                ));
            }
            if is_op_rewrite(s) {
                if let Some(next) = body.get(i + 1) {
                    return Err(Diagnostic::error(
                        stmt_span(next),
                        "Pattern body was terminated by an operation rewrite statement, but \
                         found trailing statements",
                    ));
                }
                return Ok(());
            }
        }
        Err(Diagnostic::error(
            span,
            "expected Pattern body to terminate with an operation rewrite statement, such as \
             `erase`",
        ))
    }

    /// `benefit(N)` and `recursion`, comma-separated, after `with`.
    fn pattern_metadata(&mut self) -> PResult<(Option<(u64, Span)>, bool)> {
        let mut benefit: Option<(u64, Span)> = None;
        let mut recursion: Option<Span> = None;
        loop {
            let TokKind::Ident(word) = self.tok().kind.clone() else {
                return Err(self.err("expected pattern metadata identifier"));
            };
            let at = self.bump().span;
            if word == "benefit" {
                if let Some((_, prev)) = benefit {
                    return Err(Diagnostic::error(
                        at,
                        "pattern benefit has already been specified",
                    )
                    .with_note(Some(prev), "see previous definition here"));
                }
                self.expect("(", "expected `(` before pattern benefit")?;
                let TokKind::Int(v) = self.tok().kind else {
                    return Err(self.err("expected integral pattern benefit"));
                };
                if v > u64::from(u16::MAX) {
                    return Err(self.err("expected pattern benefit to fit within a 16-bit integer"));
                }
                self.bump();
                benefit = Some((v, at));
                self.expect(")", "expected `)` after pattern benefit")?;
            } else if word == "recursion" {
                if let Some(prev) = recursion {
                    return Err(Diagnostic::error(
                        at,
                        "pattern recursion metadata has already been specified",
                    )
                    .with_note(Some(prev), "see previous definition here"));
                }
                recursion = Some(at);
            } else {
                return Err(Diagnostic::error(at, "unknown pattern metadata"));
            }
            if !self.eat_punct(",") {
                return Ok((benefit, recursion.is_some()));
            }
        }
    }

    /// A top-level `Constraint` or `Rewrite`, defined in the module once read.
    pub(super) fn top_callable(&mut self, is_rewrite: bool) -> PResult<CallableDecl> {
        let (decl, sig) = self.callable(is_rewrite, false)?;
        let entry = if is_rewrite {
            Entry::Rewrite(sig)
        } else {
            Entry::Constraint(sig)
        };
        self.define(&decl.name, entry, decl.span)?;
        Ok(decl)
    }

    /// A `Constraint` or `Rewrite` declaration; `inline`: inside a body (its name optional,
    /// no native declaration, no `;` after a `=>` body).
    pub(super) fn callable(
        &mut self,
        is_rewrite: bool,
        inline: bool,
    ) -> PResult<(CallableDecl, Sig)> {
        let kw = self.bump().span;
        let ctx = if is_rewrite {
            Ctx::Rewrite
        } else {
            Ctx::Constraint
        };
        self.in_ctx(ctx, |p| p.callable_rest(is_rewrite, inline, kw))
    }

    fn callable_rest(
        &mut self,
        is_rewrite: bool,
        inline: bool,
        kw: Span,
    ) -> PResult<(CallableDecl, Sig)> {
        let (name, span) = match self.plain_ident() {
            Some(n) => (n, self.bump().span),
            None if inline => (String::new(), kw),
            None => return Err(self.err("expected identifier name")),
        };
        self.expect("(", "expected `(` to start argument list")?;
        self.scopes.push();
        let args = self.arguments();
        let arg_scope = self.scopes.pop();
        let args = args?;
        self.expect(")", "expected `)` to end argument list")?;
        self.scopes.push();
        let results = self.results();
        self.scopes.pop();
        let results = results?;
        if let [(r, _)] = results.as_slice() {
            if r.name != "_" {
                return Err(Diagnostic::error(
                    r.span,
                    "cannot create a single-element tuple with an element label",
                ));
            }
        }
        let mut sig = Sig {
            inputs: args.iter().map(|(_, t)| t.clone()).collect(),
            result: result_type(&results),
            native: false,
            span,
        };
        let (body, code) = if self.at_punct("{") || self.at_punct("=>") {
            self.scopes.reopen(arg_scope);
            let b = self.callable_body(is_rewrite, inline, &results, &mut sig);
            self.scopes.pop();
            (Some(b?), None)
        } else {
            sig.native = true;
            let code = match &self.tok().kind {
                TokKind::Code(c) | TokKind::Str(c) => {
                    let c = c.clone();
                    self.bump();
                    Some(c)
                }
                _ if inline => {
                    return Err(Diagnostic::error(
                        span,
                        "external declarations must be declared in global scope",
                    ))
                }
                _ => None,
            };
            self.expect(";", "expected `;` after native declaration")?;
            (None, code)
        };
        let decl = CallableDecl {
            name,
            args: args.into_iter().map(|(v, _)| v).collect(),
            results: results.into_iter().map(|(v, _)| v).collect(),
            body,
            code,
            span,
        };
        Ok((decl, sig))
    }

    /// `name: Constraint, ...` up to the `)`.
    fn arguments(&mut self) -> PResult<Vec<(VarDecl, Ty)>> {
        let mut args = Vec::new();
        if self.at_punct(")") {
            return Ok(args);
        }
        loop {
            let Some(name) = self.name_ident() else {
                return Err(self.err("expected identifier argument name"));
            };
            let span = self.bump().span;
            self.expect(":", "expected `:` before argument constraint")?;
            let (c, ty) = self.arg_or_result_constraint()?;
            self.define(&name, Entry::Var(ty.clone()), span)?;
            args.push((
                VarDecl {
                    name,
                    constraints: vec![c],
                    span,
                },
                ty,
            ));
            if !self.eat_punct(",") {
                return Ok(args);
            }
        }
    }

    /// `-> R` or `-> (R, ...)`, each `R` a constraint or `name: constraint`.
    fn results(&mut self) -> PResult<Vec<(VarDecl, Ty)>> {
        let mut results = Vec::new();
        if !self.eat_punct("->") {
            return Ok(results);
        }
        if self.eat_punct("(") {
            loop {
                results.push(self.result_decl()?);
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect(")", "expected `)` to end result list")?;
        } else {
            results.push(self.result_decl()?);
        }
        Ok(results)
    }

    fn result_decl(&mut self) -> PResult<(VarDecl, Ty)> {
        if let Some(name) = self.name_ident() {
            let is_constraint =
                matches!(self.scopes.lookup(&name), Some((Entry::Constraint(_), _)));
            if is_constraint && self.ctx == Ctx::Rewrite {
                return Err(self.err(
                    "`Rewrite` results are only permitted to use core constraints, such as \
                     `Attr`, `Op`, `Type`, `TypeRange`, `Value`, `ValueRange`",
                ));
            }
            if !is_constraint {
                let span = self.bump().span;
                self.expect(":", "expected `:` before result constraint")?;
                let (c, ty) = self.arg_or_result_constraint()?;
                self.define(&name, Entry::Var(ty.clone()), span)?;
                let v = VarDecl {
                    name,
                    constraints: vec![c],
                    span,
                };
                return Ok((v, ty));
            }
        }
        let (c, ty) = self.arg_or_result_constraint()?;
        let span = constraint_span(&c);
        let v = VarDecl {
            name: "_".into(),
            constraints: vec![c],
            span,
        };
        Ok((v, ty))
    }

    /// The constraint of an argument or result: no inline type constraint; user
    /// constraints only for a `Constraint`'s.
    fn arg_or_result_constraint(&mut self) -> PResult<(ConstraintRef, Ty)> {
        let allow_user = self.ctx == Ctx::Constraint;
        let mut type_constraint = None;
        let (c, ty, _) = self.constraint(false, allow_user, &mut type_constraint)?;
        Ok((c, ty))
    }

    /// The body of a constraint or rewrite (`{ ... }` or `=> ...`), its `return` checked
    /// against the results; the signature's result type is inferred from the `return` when
    /// no result is declared.
    fn callable_body(
        &mut self,
        is_rewrite: bool,
        inline: bool,
        results: &[(VarDecl, Ty)],
        sig: &mut Sig,
    ) -> PResult<Vec<Stmt>> {
        let what = if is_rewrite { "Rewrite" } else { "Constraint" };
        let (body, end, ret_ty) = if self.eat_punct("=>") {
            self.scopes.push();
            let r = self.stmt(!inline);
            self.scopes.pop();
            let (s, ty) = r?;
            let s = match s {
                Stmt::Expr(e) => {
                    let sp = e.span();
                    Stmt::Return(e, sp)
                }
                s if is_rewrite && is_op_rewrite(&s) => s,
                s => {
                    let msg = if is_rewrite {
                        "expected `Rewrite` lambda body to contain a single expression or an \
                         operation rewrite statement; such as `erase`, `replace`, or `rewrite`"
                    } else {
                        "expected `Constraint` lambda body to contain a single expression"
                    };
                    return Err(Diagnostic::error(stmt_span(&s), msg));
                }
            };
            let end = self.tok().span.start as usize;
            (vec![s], end, ty)
        } else {
            self.last_return_ty = None;
            let before = self.errors.len();
            let (body, close) = self.block()?;
            if self.errors.len() != before {
                // A body with errors lacks statements: its shape is not checked.
                return Ok(body);
            }
            let ty = self.last_return_ty.take().unwrap_or(Ty::Unknown);
            (body, close.end as usize, ty)
        };
        let first_return = body.iter().position(|s| matches!(s, Stmt::Return(..)));
        match first_return {
            Some(i) if i + 1 < body.len() => {
                return Err(Diagnostic::error(
                    stmt_span(&body[i + 1]),
                    format!(
                        "`return` terminated the `{what}` body, but found trailing statements \
                         afterwards"
                    ),
                ));
            }
            None if !results.is_empty() => {
                let at = Span {
                    start: end as u32,
                    end: end as u32,
                    file: self.tok().span.file,
                };
                return Err(Diagnostic::error(
                    at,
                    format!(
                        "missing return in a `{what}` expected to return `{}`",
                        sig.result
                    ),
                ));
            }
            _ => {}
        }
        if let Some(Stmt::Return(e, _)) = body.last() {
            if results.is_empty() {
                sig.result = ret_ty;
            } else {
                self.convert(&ret_ty, e.span(), &sig.result)?;
            }
        }
        Ok(body)
    }

    /// A constraint list: one constraint or `[C, ...]`, not yet checked (see
    /// [`Parser::validate_constraints`]).
    pub(super) fn constraint_list(&mut self) -> PResult<Vec<Constrained>> {
        let mut type_constraint = None;
        let mut list = Vec::new();
        if self.eat_punct("[") {
            loop {
                list.push(self.constraint(true, true, &mut type_constraint)?);
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect("]", "expected `]` after constraint list")?;
        } else {
            list.push(self.constraint(true, true, &mut type_constraint)?);
        }
        Ok(list)
    }

    /// Checks a constraint list (type expressions, compatible types), giving the
    /// constraints and the type they give the variable.
    pub(super) fn validate_constraints(
        &self,
        list: Vec<Constrained>,
    ) -> PResult<(Vec<ConstraintRef>, Ty)> {
        let mut inferred: Option<Ty> = None;
        for (c, ty, type_expr_ty) in &list {
            if let (
                ConstraintRef::Core {
                    kind,
                    type_expr: Some(e),
                    ..
                },
                Some(ety),
            ) = (c, type_expr_ty)
            {
                check_type_expr(kind, e, ety)?;
            }
            inferred = Some(match inferred {
                None => ty.clone(),
                Some(prev) => prev.refine(ty).ok_or_else(|| {
                    Diagnostic::error(
                        constraint_span(c),
                        format!(
                            "constraint type `{ty}` is incompatible with the previously \
                             inferred type `{prev}`"
                        ),
                    )
                })?,
            });
        }
        let ty = inferred.unwrap_or(Ty::Unknown);
        Ok((list.into_iter().map(|(c, _, _)| c).collect(), ty))
    }
}

/// Where a constraint reference is.
pub(super) fn constraint_span(c: &ConstraintRef) -> Span {
    match c {
        ConstraintRef::Core { span, .. }
        | ConstraintRef::User(_, span)
        | ConstraintRef::Inline(_, span) => *span,
    }
}

/// Whether a type expression fits the constraint `kind` (`Value<T>` and `Attr<T>` take a
/// `Type`, `ValueRange<T>` a `TypeRange`); the message otherwise.
pub(super) fn check_type_expr(kind: &str, e: &Expr, ty: &Ty) -> PResult<()> {
    let want = if kind == "ValueRange" {
        Ty::TypeRange
    } else {
        Ty::Type
    };
    if *ty == want || *ty == Ty::Unknown {
        return Ok(());
    }
    Err(Diagnostic::error(
        e.span(),
        format!("expected expression of `{want}` in type constraint"),
    ))
}
