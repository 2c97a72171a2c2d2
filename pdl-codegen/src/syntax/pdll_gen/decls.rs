//! Variables declared by constraint (`x: Value`, `x: Op<name>`, `x: UserConstraint`) and
//! the checks of declared constraints.

use std::collections::HashMap;

use super::{ConstraintRef, Diagnostic, Expr, GResult, Gen, Val, VarDecl};
use crate::model::{Kind, StmtKind};

impl Gen<'_> {
    /// A variable declared by constraint only: the value it constrains.
    pub(super) fn declare(&mut self, var: &VarDecl) -> GResult<Val> {
        if self.in_rewrite {
            return Err(Diagnostic::error(
                var.span,
                "variables in a rewrite must be initialized",
            ));
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
                    _ => self.op(op_name.clone(), None, &[], None, span)?,
                }
            }
            ConstraintRef::Inline(decl, sp) => {
                let base = decl.args.first().cloned().ok_or_else(|| {
                    Diagnostic::error(
                        *sp,
                        "an inline constraint used as a type needs an argument to constrain",
                    )
                })?;
                let v = self.declare(&VarDecl {
                    name: var.name.clone(),
                    constraints: base.constraints,
                    span,
                })?;
                return self.apply_user_constraints(var, v);
            }
            ConstraintRef::User(name, sp) => {
                let Some((decl, false)) = self.callables.get(name.as_str()).copied() else {
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
                let v = self.declare(&VarDecl {
                    name: var.name.clone(),
                    constraints: base.constraints,
                    span,
                })?;
                return self.apply_user_constraints(var, v);
            }
        };
        self.apply_user_constraints(var, v)
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
