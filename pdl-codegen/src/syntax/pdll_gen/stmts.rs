//! Statements: a pattern's match section, the statement that ends it (`erase`, `replace`,
//! `rewrite`), and the statements of a rewrite or an inlined body.

use std::collections::HashMap;

use super::{span_of, unreachable_stmt, AstStmt, Diagnostic, Expr, GResult, Gen, PatternDecl, Val};
use crate::diag::Span;
use crate::model::{Kind, Pattern, Rewrite, RewriteAction, Spans, StmtKind, ValueId};

impl Gen<'_> {
    /// One `Pattern`: its match section, then the statement that ends it.
    pub(super) fn pattern(
        mut self,
        p: &PatternDecl,
        warnings: &mut Vec<Diagnostic>,
    ) -> GResult<Pattern> {
        let mut roots = Vec::new();
        let mut ended = false;
        for (i, s) in p.body.iter().enumerate() {
            let is_rewrite = matches!(
                s,
                AstStmt::Erase { .. } | AstStmt::Replace { .. } | AstStmt::Rewrite { .. }
            );
            if is_rewrite {
                if i + 1 != p.body.len() {
                    return Err(Diagnostic::error(
                        span_of(&p.body[i + 1]),
                        "Pattern body was terminated by an operation rewrite statement, but found trailing statements",
                    ));
                }
                roots.push(self.top_rewrite(s)?);
                ended = true;
            } else {
                self.stmt(s)?;
            }
        }
        if !ended {
            return Err(Diagnostic::error(
                p.span,
                "expected Pattern body to terminate with an operation rewrite statement, such as `erase`",
            ));
        }
        self.ods_inference_warnings(p, warnings);
        for (name, span) in &self.lets {
            if !self.used.contains(name) {
                warnings.push(Diagnostic::warning(
                    *span,
                    format!("unused variable `{name}`; prefix it with `_` if it only constrains the match"),
                ));
            }
        }
        let benefit = p.benefit.map_or(0, |b| b.0 as u16);
        Ok(Pattern {
            name: p.name.as_ref().map(|n| n.0.clone()),
            benefit,
            values: self.kinds,
            matcher: self.matcher,
            rewrite: Rewrite {
                roots,
                action: RewriteAction::Body(self.body),
                attrs: Vec::new(),
            },
            attrs: Vec::new(),
            spans: Spans {
                pattern: p.span,
                values: self.value_spans,
                matcher: self.mspans,
                rewrite: self.rspans,
            },
        })
    }

    /// The statement that ends the match section: its root is matched, the rest rewritten.
    pub(super) fn top_rewrite(&mut self, s: &AstStmt) -> GResult<ValueId> {
        let (root_expr, span) = match s {
            AstStmt::Erase { root, span }
            | AstStmt::Replace { root, span, .. }
            | AstStmt::Rewrite { root, span, .. } => (root, *span),
            _ => unreachable_stmt(span_of(s))?,
        };
        let root = self.expect_op(root_expr)?;
        self.in_rewrite = true;
        match s {
            AstStmt::Erase { .. } => {
                self.emit(StmtKind::Erase { op: root }, &[], span);
            }
            AstStmt::Replace { with, .. } => self.replace(root, with, span)?,
            AstStmt::Rewrite { body, .. } => {
                self.scopes.push(HashMap::new());
                for st in body {
                    self.stmt(st)?;
                }
                self.scopes.pop();
            }
            _ => {}
        }
        Ok(root)
    }

    /// `replace root with ...`: by an operation, or by values.
    pub(super) fn replace(&mut self, root: ValueId, with: &[Expr], span: Span) -> GResult<()> {
        if with.len() == 1 {
            let v = self.expr(&with[0])?;
            if let Val::One(id, Kind::Operation, _) = v {
                self.emit(
                    StmtKind::Replace {
                        op: root,
                        with_op: Some(id),
                        with_values: Vec::new(),
                    },
                    &[],
                    span,
                );
                return Ok(());
            }
            let vals = self.as_values(v, with[0].span())?;
            self.emit(
                StmtKind::Replace {
                    op: root,
                    with_op: None,
                    with_values: vals,
                },
                &[],
                span,
            );
            return Ok(());
        }
        let mut vals = Vec::new();
        for w in with {
            let v = self.expr(w)?;
            vals.extend(self.as_values(v, w.span())?);
        }
        self.emit(
            StmtKind::Replace {
                op: root,
                with_op: None,
                with_values: vals,
            },
            &[],
            span,
        );
        Ok(())
    }

    /// Values for an operand or replacement position: an operation stands for its results.
    pub(super) fn as_values(&mut self, v: Val, span: Span) -> GResult<Vec<ValueId>> {
        match v {
            Val::One(id, Kind::Value | Kind::ValueRange, _) => Ok(vec![id]),
            Val::One(id, Kind::Operation, _) => Ok(vec![self.emit1(
                StmtKind::Results {
                    parent: id,
                    index: None,
                },
                Kind::ValueRange,
                span,
            )]),
            Val::Tuple(elems) => {
                let mut out = Vec::new();
                for (_, e) in elems {
                    out.extend(self.as_values(e, span)?);
                }
                Ok(out)
            }
            _ => Err(Diagnostic::error(
                span,
                "expected `Value`, `ValueRange` or `Op` here",
            )),
        }
    }

    /// An expression that must be an operation.
    pub(super) fn expect_op(&mut self, e: &Expr) -> GResult<ValueId> {
        match self.expr(e)? {
            Val::One(id, Kind::Operation, _) => Ok(id),
            _ => Err(Diagnostic::error(
                e.span(),
                "expected an operation (`Op`) here",
            )),
        }
    }

    /// One statement of a match section, a rewrite or an inlined body.
    pub(super) fn stmt(&mut self, s: &AstStmt) -> GResult<()> {
        match s {
            AstStmt::Let { var, init, .. } => {
                let v = match init {
                    Some(e) => {
                        let v = self.expr(e)?;
                        let v = self.coerce(v, super::kind_of(var), e.span());
                        self.check_constraints(var, &v).map_err(|d| Diagnostic {
                            span: e.span(),
                            ..d
                        })?;
                        // `let x: UserConstraint = init;` applies it to the value, as
                        // mlir-pdll does (after the initializer's operations).
                        self.apply_user_constraints(var, v)?
                    }
                    None => self.declare(var)?,
                };
                if !var.name.starts_with('_')
                    && self.scopes.len() == 1 + usize::from(self.in_rewrite)
                {
                    self.lets.push((var.name.clone(), var.span));
                }
                self.bind(&var.name, v);
                Ok(())
            }
            AstStmt::Expr(e) => {
                if let (Expr::Binary(op, l, r, sp), false) = (e, self.in_rewrite) {
                    // A comparison or logical statement: a constraint that must hold.
                    let a = self.attr_operand(l)?;
                    let b = self.attr_operand(r)?;
                    self.emit(
                        StmtKind::ApplyConstraint {
                            name: op.builtin_name().into(),
                            args: vec![a, b],
                            negated: false,
                        },
                        &[],
                        *sp,
                    );
                    return Ok(());
                }
                if let (Expr::Not(inner, sp), false) = (e, self.in_rewrite) {
                    let a = self.attr_operand(inner)?;
                    self.emit(
                        StmtKind::ApplyConstraint {
                            name: "__builtin_not".into(),
                            args: vec![a],
                            negated: false,
                        },
                        &[],
                        *sp,
                    );
                    return Ok(());
                }
                self.expr(e).map(|_| ())
            }
            AstStmt::Erase { root, span } if self.in_rewrite => {
                let r = self.expect_op(root)?;
                self.emit(StmtKind::Erase { op: r }, &[], *span);
                Ok(())
            }
            AstStmt::Replace {
                root, with, span, ..
            } if self.in_rewrite => {
                let r = self.expect_op(root)?;
                self.replace(r, with, *span)
            }
            AstStmt::Rewrite { body, .. } if self.in_rewrite => {
                // Nested in a rewrite, its body is part of the rewrite (as in MLIR).
                self.scopes.push(HashMap::new());
                for st in body {
                    self.stmt(st)?;
                }
                self.scopes.pop();
                Ok(())
            }
            // A declaration inside a body: nothing to emit where it stands; calls find it.
            AstStmt::Decl {
                decl, is_rewrite, ..
            } => {
                self.locals.push((decl.clone(), *is_rewrite));
                Ok(())
            }
            AstStmt::Return(_, span) => Err(Diagnostic::error(
                *span,
                "`return` is only allowed in a `Constraint` or `Rewrite` body",
            )),
            other => Err(Diagnostic::error(
                span_of(other),
                "operation rewrite statements end a `Pattern`'s match section",
            )),
        }
    }

    /// An operand of an operator: it must be an `Attr`.
    pub(super) fn attr_operand(&mut self, e: &Expr) -> GResult<ValueId> {
        match self.expr(e)? {
            Val::One(id, Kind::Attribute, _) => Ok(id),
            _ => Err(Diagnostic::error(
                e.span(),
                "expected an `Attr` operand for this operator",
            )),
        }
    }
}
