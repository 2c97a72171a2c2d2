//! Variables declared by constraint (`x: Value`, `x: Op<name>`, `x: UserConstraint`) and
//! the checks of declared constraints.

use std::collections::HashMap;

use super::{ConstraintRef, Diagnostic, Expr, GResult, Gen, Val, VarDecl};
use crate::diag::Span;
use crate::model::{Kind, StmtKind};

impl Gen<'_> {
    /// A variable declared by constraint only: the value it constrains, with its user
    /// constraints applied.
    pub(super) fn declare(&mut self, var: &VarDecl) -> GResult<Val> {
        let v = self.declare_value(var)?;
        self.apply_user_constraints(var, v)
    }

    /// The value a variable declared by constraint stands for (its user constraints not
    /// applied: a user constraint's own argument constraints are applied by its call).
    fn declare_value(&mut self, var: &VarDecl) -> GResult<Val> {
        if self.in_rewrite {
            // MLIR builds the value, which its verifier then rejects there.
            let op = match super::kind_of(var) {
                Some(Kind::Value) => "pdl.operand",
                Some(Kind::ValueRange) => "pdl.operands",
                _ => "",
            };
            let msg = if op.is_empty() {
                "variables in a rewrite must be initialized".to_string()
            } else {
                format!("'{op}' op expects parent op 'pdl.pattern'")
            };
            return Err(Diagnostic::error(var.span, msg));
        }
        let Some(first) = var.constraints.first() else {
            return Err(Diagnostic::error(
                var.span,
                "expected a type constraint for this variable",
            ));
        };
        let span = var.span;
        let v = match first {
            ConstraintRef::Core {
                kind,
                op_name,
                type_expr,
                ..
            } => {
                let ty = match type_expr {
                    Some(t) => match self.expr(t)? {
                        Val::One(id, Kind::Type | Kind::TypeRange, _) => Some(id),
                        _ => {
                            return Err(Diagnostic::error(
                                t.span(),
                                "expected a `Type` or `TypeRange` constraint argument",
                            ))
                        }
                    },
                    None => None,
                };
                match kind.as_str() {
                    "Value" => Val::One(
                        self.emit1(StmtKind::Operand { ty }, Kind::Value, span),
                        Kind::Value,
                        None,
                    ),
                    "ValueRange" => Val::One(
                        self.emit1(StmtKind::Operands { ty }, Kind::ValueRange, span),
                        Kind::ValueRange,
                        None,
                    ),
                    "Type" => Val::One(
                        self.emit1(StmtKind::Type { constant: None }, Kind::Type, span),
                        Kind::Type,
                        None,
                    ),
                    "TypeRange" => Val::One(
                        self.emit1(StmtKind::Types { constant: None }, Kind::TypeRange, span),
                        Kind::TypeRange,
                        None,
                    ),
                    "Attr" => Val::One(
                        self.emit1(
                            StmtKind::Attribute { ty, value: None },
                            Kind::Attribute,
                            span,
                        ),
                        Kind::Attribute,
                        None,
                    ),
                    _ => {
                        // `[Op, Op<dialect.op>]`: the name of any `Op<...>` of the list.
                        let name = op_name.clone().or_else(|| {
                            var.constraints.iter().find_map(|c| match c {
                                ConstraintRef::Core {
                                    kind,
                                    op_name: Some(n),
                                    ..
                                } if kind == "Op" => Some(n.clone()),
                                _ => None,
                            })
                        });
                        self.op(name, None, &[], None, span)?
                    }
                }
            }
            ConstraintRef::Inline(decl, sp) => {
                let base = decl.args.first().cloned().ok_or_else(|| {
                    Diagnostic::error(
                        *sp,
                        "an inline constraint used as a type needs an argument to constrain",
                    )
                })?;
                return self.declare_value(&VarDecl {
                    name: var.name.clone(),
                    constraints: base.constraints,
                    span,
                });
            }
            ConstraintRef::User(name, sp) => {
                let Some((decl, false)) = self.find_callable(name) else {
                    return Err(Diagnostic::error(
                        *sp,
                        format!("expected a `Constraint`, but `{name}` is not one"),
                    ));
                };
                let base = decl.args.first().cloned().ok_or_else(|| {
                    Diagnostic::error(
                        *sp,
                        format!("constraint `{name}` takes no argument to constrain"),
                    )
                })?;
                return self.declare_value(&VarDecl {
                    name: var.name.clone(),
                    constraints: base.constraints,
                    span,
                });
            }
        };
        Ok(v)
    }

    /// A value converted to `want` as MLIR converts implicitly: an operation stands for its
    /// first result (`Value`) or all its results (`ValueRange`).
    pub(super) fn coerce(&mut self, v: Val, want: Option<Kind>, span: Span) -> Val {
        match (&v, want) {
            (Val::One(id, Kind::Operation, _), Some(Kind::Value)) => {
                let r = StmtKind::Result {
                    parent: *id,
                    index: 0,
                };
                Val::One(self.emit1(r, Kind::Value, span), Kind::Value, None)
            }
            (Val::One(id, Kind::Operation, _), Some(Kind::ValueRange)) => {
                let r = StmtKind::Results {
                    parent: *id,
                    index: None,
                };
                Val::One(
                    self.emit1(r, Kind::ValueRange, span),
                    Kind::ValueRange,
                    None,
                )
            }
            _ => v,
        }
    }

    /// Applies the user constraints of a declaration (`x: [Value, IsFoo]`) to its value.
    pub(super) fn apply_user_constraints(&mut self, var: &VarDecl, v: Val) -> GResult<Val> {
        for c in &var.constraints {
            let sp = match c {
                ConstraintRef::User(_, sp) | ConstraintRef::Inline(_, sp) => *sp,
                ConstraintRef::Core { .. } => continue,
            };
            // The constrained value is passed under a name no user can write.
            let arg = Expr::Ref(String::new(), sp);
            self.scopes
                .push(HashMap::from([(String::new(), v.clone())]));
            let r = match c {
                ConstraintRef::User(name, _) => self.call(name, &[arg], false, sp),
                ConstraintRef::Inline(decl, _) => self.call_decl(decl, false, &[arg], false, sp),
                ConstraintRef::Core { .. } => Ok(Val::Nothing),
            };
            self.scopes.pop();
            r?;
        }
        Ok(v)
    }

    /// Checks a value against the core constraints of a declaration (`x: Op<name>`).
    pub(super) fn check_constraints(&self, var: &VarDecl, v: &Val) -> GResult<()> {
        for c in &var.constraints {
            if let ConstraintRef::Core {
                kind,
                op_name,
                span,
                ..
            } = c
            {
                let want = match kind.as_str() {
                    "Value" => Kind::Value,
                    "ValueRange" => Kind::ValueRange,
                    "Type" => Kind::Type,
                    "TypeRange" => Kind::TypeRange,
                    "Attr" => Kind::Attribute,
                    _ => Kind::Operation,
                };
                match v {
                    Val::One(_, k, name) if *k == want => {
                        if let (Some(w), Some(n)) = (op_name, name) {
                            if w != n {
                                return Err(Diagnostic::error(*span, format!("unable to convert expression of type `Op<{n}>` to the expected type of `Op<{w}>`")));
                            }
                        }
                    }
                    _ => {
                        return Err(Diagnostic::error(
                            *span,
                            format!(
                                "unable to convert the initializer to the expected type `{kind}`"
                            ),
                        ));
                    }
                }
            }
        }
        Ok(())
    }
}
