//! Statements: `let`, `erase`, `replace`, `rewrite`, `return`, declarations inside a body,
//! expression statements, and `{ ... }` blocks, checked as `mlir-pdll` checks them (what
//! each context allows, the types of roots and replacements, the variables defined).

use super::decl::stmt_span;
use super::types::{Entry, Ty};
use super::{Ctx, PResult, Parser};
use crate::diag::{Diagnostic, Span};
use crate::syntax::ast::{ConstraintRef, Expr, Stmt, VarDecl};
use crate::syntax::token::TokKind;

/// The type of a statement that is not an expression.
fn no_value() -> Ty {
    Ty::Tuple(Vec::new())
}

impl Parser<'_> {
    /// `{ stmt* }` in a new scope, with statement-level recovery; a nesting level. With the
    /// span of the closing `}`.
    pub(super) fn block(&mut self) -> PResult<(Vec<Stmt>, Span)> {
        self.nested("block", |p| {
            p.scopes.push();
            let r = p.block_body();
            p.scopes.pop();
            r
        })
    }

    fn block_body(&mut self) -> PResult<(Vec<Stmt>, Span)> {
        self.expect("{", "expected `{`")?;
        let mut stmts = Vec::new();
        while !self.at_punct("}") {
            if matches!(self.tok().kind, TokKind::Eof) {
                return Err(self.err("expected expression"));
            }
            let before = self.pos;
            match self.stmt(true) {
                Ok((s, _)) => stmts.push(s),
                Err(e) => {
                    if self.fatal {
                        return Err(e);
                    }
                    self.errors.push(e);
                    self.recover();
                    // Always make progress (a stray `)` or `]` would stop recovery).
                    if self.pos == before {
                        self.bump();
                    }
                }
            }
            if self.errors.len() > 100 {
                self.fatal = true;
                return Err(self.err("too many errors; giving up"));
            }
        }
        let close = self.bump().span;
        Ok((stmts, close))
    }

    /// One statement, with the type of its expression (for expressions and `return`);
    /// `semi`: the `;` that ends it is expected.
    pub(super) fn stmt(&mut self, semi: bool) -> PResult<(Stmt, Ty)> {
        let span = self.tok().span;
        let word = match &self.tok().kind {
            TokKind::Ident(w) => w.clone(),
            _ => String::new(),
        };
        let (s, ty) = match word.as_str() {
            "let" => (self.let_stmt()?, no_value()),
            "erase" => (self.erase_stmt()?, no_value()),
            "replace" => (self.replace_stmt()?, no_value()),
            "rewrite" => (self.rewrite_stmt()?, no_value()),
            "return" => {
                self.bump();
                let (e, ty) = self.expr()?;
                self.last_return_ty = Some(ty.clone());
                (Stmt::Return(e, span), ty)
            }
            "Constraint" | "Rewrite" if self.lambda_call_ahead() => self.expr_stmt()?,
            "Constraint" | "Rewrite" => {
                let is_rewrite = word == "Rewrite";
                let (decl, sig) = self.nested("declaration", |p| p.callable(is_rewrite, true))?;
                let entry = if is_rewrite {
                    Entry::Rewrite(sig)
                } else {
                    Entry::Constraint(sig)
                };
                self.define(&decl.name, entry, decl.span)?;
                let s = Stmt::Decl {
                    decl,
                    is_rewrite,
                    span,
                };
                (s, no_value())
            }
            _ => self.expr_stmt()?,
        };
        if semi && !self.eat_punct(";") {
            return Err(self.err("expected `;` after statement"));
        }
        Ok((s, ty))
    }

    /// Whether an anonymous inline declaration here is called at once
    /// (`Constraint(...) { ... }(args)`): its body is followed by `(`.
    fn lambda_call_ahead(&self) -> bool {
        // Find the end of the declaration's body by bracket depth.
        let mut depth = 0i32;
        let mut i = self.pos + 1;
        let mut seen_body = false;
        while i < self.toks.len() {
            let t = &self.toks[i];
            match &t.kind {
                TokKind::Punct("(") | TokKind::Punct("[") => depth += 1,
                TokKind::Punct(")") | TokKind::Punct("]") => depth -= 1,
                TokKind::Punct("{") => {
                    depth += 1;
                    seen_body = true;
                }
                TokKind::Punct("}") => {
                    depth -= 1;
                    if depth == 0 && seen_body {
                        return self.toks.get(i + 1).is_some_and(|t| t.is_punct("("));
                    }
                }
                TokKind::Punct(";") | TokKind::Punct("=>") | TokKind::Eof if depth == 0 => {
                    return false
                }
                _ => {}
            }
            i += 1;
        }
        false
    }

    fn expr_stmt(&mut self) -> PResult<(Stmt, Ty)> {
        let (e, ty) = self.expr()?;
        if let Expr::Binary(op, _, _, sp) = &e {
            if op.is_arithmetic() {
                return Err(Diagnostic::error(
                    *sp,
                    "arithmetic expression is not allowed as a statement; bind its result with `let`, e.g. `let x = a + b;`",
                ));
            }
        }
        if let Expr::Neg(_, sp) = &e {
            return Err(Diagnostic::error(
                *sp,
                "arithmetic expression is not allowed as a statement; bind its result with `let`, e.g. `let x = -a;`",
            ));
        }
        Ok((Stmt::Expr(e), ty))
    }

    /// An error if the statement keyword `what` is used in a `Constraint`.
    fn not_in_constraint(&self, what: &str) -> PResult<()> {
        if self.ctx == Ctx::Constraint {
            return Err(self.err(&format!("`{what}` cannot be used within a Constraint")));
        }
        Ok(())
    }

    /// The root of `replace`/`rewrite`: an operation.
    fn root(&mut self) -> PResult<Expr> {
        let (root, ty) = self.expr()?;
        if !matches!(ty, Ty::Op(_) | Ty::Unknown) {
            return Err(Diagnostic::error(
                root.span(),
                format!("expected `Op` expression, but got `{ty}`"),
            ));
        }
        Ok(root)
    }

    fn erase_stmt(&mut self) -> PResult<Stmt> {
        self.not_in_constraint("erase")?;
        let span = self.bump().span;
        let (root, ty) = self.expr()?;
        if !matches!(ty, Ty::Op(_) | Ty::Unknown) {
            return Err(Diagnostic::error(root.span(), "expected `Op` expression"));
        }
        Ok(Stmt::Erase { root, span })
    }

    fn replace_stmt(&mut self) -> PResult<Stmt> {
        self.not_in_constraint("replace")?;
        let span = self.bump().span;
        let root = self.root()?;
        if !self.at_ident("with") {
            return Err(self.err("expected `with` after root operation"));
        }
        self.bump();
        let listed = self.at_punct("(");
        let with = self.in_ctx(Ctx::Rewrite, |p| p.replacements(span))?;
        Ok(Stmt::Replace {
            root,
            with,
            listed,
            span,
        })
    }

    /// The replacement values after `with`: one, or `(v, ...)`; operations, values or
    /// value ranges.
    fn replacements(&mut self, replace: Span) -> PResult<Vec<Expr>> {
        let mut with = Vec::new();
        if self.eat_punct("(") {
            if self.at_punct(")") {
                return Err(Diagnostic::error(
                    replace,
                    "expected at least one replacement value, consider using `erase` if no \
                     replacement values are desired",
                ));
            }
            loop {
                with.push(self.paren_as_tuple()?);
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect(")", "expected `)` after replacement values")?;
        } else {
            with.push(self.expr()?);
        }
        for (e, ty) in &with {
            if !matches!(ty, Ty::Op(_) | Ty::Value | Ty::ValueRange | Ty::Unknown) {
                return Err(Diagnostic::error(
                    e.span(),
                    format!("expected `Op`, `Value` or `ValueRange` expression, but got `{ty}`"),
                ));
            }
        }
        Ok(with.into_iter().map(|(e, _)| e).collect())
    }

    /// An expression, typed as MLIR types it where `(x)` is a tuple of one element (this
    /// parser reads a single unnamed element in parentheses as a grouped expression, for
    /// the arithmetic operators).
    fn paren_as_tuple(&mut self) -> PResult<(Expr, Ty)> {
        let start = self.pos;
        let (e, ty) = self.expr()?;
        let grouped = self.toks[start].is_punct("(")
            && self.pos > start
            && self.toks[self.pos - 1].is_punct(")")
            && !matches!(ty, Ty::Tuple(_));
        Ok(if grouped {
            let open = self.toks[start].span;
            (
                Expr::Tuple(vec![(None, e)], open),
                Ty::Tuple(vec![(String::new(), ty)]),
            )
        } else {
            (e, ty)
        })
    }

    fn rewrite_stmt(&mut self) -> PResult<Stmt> {
        self.not_in_constraint("rewrite")?;
        let span = self.bump().span;
        let root = self.root()?;
        if !self.at_ident("with") {
            return Err(self.err("expected `with` before rewrite body"));
        }
        self.bump();
        if !self.at_punct("{") {
            return Err(self.err("expected `{` to start rewrite body"));
        }
        let (body, _) = self.in_ctx(Ctx::Rewrite, Self::block)?;
        if let Some(r) = body.iter().find(|s| matches!(s, Stmt::Return(..))) {
            return Err(Diagnostic::error(
                stmt_span(r),
                "`return` statements are only permitted within a `Constraint` or `Rewrite` body",
            ));
        }
        Ok(Stmt::Rewrite { root, body, span })
    }

    fn let_stmt(&mut self) -> PResult<Stmt> {
        let span = self.bump().span;
        let name_span = self.tok().span;
        let name = match self.name_ident() {
            Some(n) if n != "_" => n,
            Some(_) => {
                return Err(self.err("`_` may only be used to define \"inline\" variables"));
            }
            None => return Err(self.err("expected identifier after `let` to name a new variable")),
        };
        self.bump();
        let list = if self.eat_punct(":") {
            Some(self.constraint_list()?)
        } else {
            None
        };
        let init = if self.eat_punct("=") {
            let (e, ity) = self.expr()?;
            for (c, _, _) in list.iter().flatten() {
                if let ConstraintRef::Core {
                    type_expr: Some(_),
                    span,
                    ..
                } = c
                {
                    return Err(Diagnostic::error(
                        *span,
                        "type constraints are not permitted on variables with initializers",
                    ));
                }
            }
            Some((e, ity))
        } else {
            None
        };
        let (constraints, cty) = match list {
            Some(l) => {
                let (c, t) = self.validate_constraints(l)?;
                (c, Some(t))
            }
            None => (Vec::new(), None),
        };
        let ty = match (&cty, &init) {
            (None, None) => {
                return Err(Diagnostic::error(
                    name_span,
                    format!("unable to infer type for variable `{name}`"),
                )
                .with_note(
                    Some(name_span),
                    "the type of a variable must be inferable from the constraint list or the \
                     initializer",
                ))
            }
            (Some(c), None) => c.clone(),
            (None, Some((_, i))) => i.clone(),
            (Some(c), Some((e, i))) => match c.refine(i) {
                Some(t) => t,
                None => {
                    self.convert(i, e.span(), c)?;
                    c.clone()
                }
            },
        };
        if matches!(ty, Ty::Constraint | Ty::Rewrite) {
            return Err(Diagnostic::error(
                name_span,
                format!("unable to define variable of `{ty}` type"),
            ));
        }
        self.define(&name, Entry::Var(ty), name_span)?;
        let var = VarDecl {
            name,
            constraints,
            span: name_span,
        };
        Ok(Stmt::Let {
            var,
            init: init.map(|(e, _)| e),
            span,
        })
    }
}
