//! One constraint of a constraint list (`Attr<T>`, `Op<dialect.name>`, `Value<T>`,
//! `ValueRange<T>`, `Type`, `TypeRange`, a user constraint by name, an inline
//! `Constraint(...)`), operation names, and the implicit conversions of expressions, with
//! `mlir-pdll`'s messages.

use super::types::{Entry, Ty};
use super::{Ctx, PResult, Parser};
use crate::diag::{Diagnostic, Span};
use crate::syntax::ast::ConstraintRef;
use crate::syntax::token::TokKind;

/// A constraint read: the reference, the type it gives, and the type of its type
/// expression (`Value<T>`), checked with the list ([`Parser::validate_constraints`]).
pub(super) type Constrained = (ConstraintRef, Ty, Option<Ty>);

impl Parser<'_> {
    /// One constraint, with the type it gives. `allow_type`: `Attr<T>`-like type
    /// constraints are allowed (not on arguments and results); `allow_user`: user
    /// constraints are; `type_constraint`: where a type constraint of the same list is.
    pub(super) fn constraint(
        &mut self,
        allow_type: bool,
        allow_user: bool,
        type_constraint: &mut Option<Span>,
    ) -> PResult<Constrained> {
        let span = self.tok().span;
        let TokKind::Ident(kind) = self.tok().kind.clone() else {
            return Err(self.err("expected identifier constraint"));
        };
        match kind.as_str() {
            "Attr" | "Value" | "ValueRange" | "Op" | "Type" | "TypeRange" => {
                self.bump();
                let mut op_name = None;
                let mut type_expr = None;
                let mut type_expr_ty = None;
                if kind == "Op" {
                    if self.eat_punct("<") {
                        op_name = self.op_name(true)?;
                        self.expect(">", "expected `>` after operation name")?;
                    }
                } else if self.at_punct("<") && kind != "Type" && kind != "TypeRange" {
                    if !allow_type {
                        return Err(self.err(
                            "inline `Attr`, `Value`, and `ValueRange` type constraints are not \
                             permitted on arguments or results",
                        ));
                    }
                    if let Some(prev) = type_constraint {
                        return Err(self
                            .err("the type of this variable has already been constrained")
                            .with_note(Some(*prev), "see previous constraint location here"));
                    }
                    self.bump();
                    // No binary operator here: `>` closes the constraint.
                    let (e, ty) = self.nested("expression", Self::unary)?;
                    self.expect(">", "expected `>` after variable type constraint")?;
                    type_expr_ty = Some(ty);
                    *type_constraint = Some(e.span());
                    type_expr = Some(Box::new(e));
                }
                let ty = match kind.as_str() {
                    "Attr" => Ty::Attr,
                    "Value" => Ty::Value,
                    "ValueRange" => Ty::ValueRange,
                    "Type" => Ty::Type,
                    "TypeRange" => Ty::TypeRange,
                    _ => Ty::Op(op_name.clone()),
                };
                let c = ConstraintRef::Core {
                    kind,
                    op_name,
                    type_expr,
                    span,
                };
                Ok((c, ty, type_expr_ty))
            }
            "Constraint" => {
                let (decl, sig) = self.nested("inline constraint", |p| p.callable(false, true))?;
                self.define(&decl.name, Entry::Constraint(sig.clone()), decl.span)?;
                let ty = single_input(&sig.inputs, span)?;
                Ok((ConstraintRef::Inline(Box::new(decl), span), ty, None))
            }
            _ if super::KEYWORDS.contains(&kind.as_str()) => {
                Err(self.err("expected identifier constraint"))
            }
            _ => {
                self.bump();
                let ty =
                    match self.scopes.lookup(&kind) {
                        None if self.open_names => Ty::Unknown,
                        None => {
                            return Err(Diagnostic::error(
                                span,
                                format!("unknown reference to constraint `{kind}`"),
                            ))
                        }
                        Some((Entry::Constraint(sig), _)) => {
                            if !allow_user {
                                return Err(Diagnostic::error(
                                    span,
                                    "`Rewrite` arguments and results are only permitted to use \
                                 core constraints, such as `Attr`, `Op`, `Type`, `TypeRange`, \
                                 `Value`, `ValueRange`",
                                ));
                            }
                            single_input(&sig.inputs, span)?
                        }
                        Some((_, at)) => {
                            return Err(Diagnostic::error(
                                span,
                                "invalid reference to non-constraint",
                            )
                            .with_note(Some(*at), format!("see the definition of `{kind}` here")))
                        }
                    };
                Ok((ConstraintRef::User(kind, span), ty, None))
            }
        }
    }

    /// `dialect.name` after `<`; `None` for an empty name when `allow_empty`.
    pub(super) fn op_name(&mut self, allow_empty: bool) -> PResult<Option<String>> {
        let TokKind::Ident(dialect) = self.tok().kind.clone() else {
            if allow_empty {
                return Ok(None);
            }
            return Err(self.err("expected dialect namespace"));
        };
        self.bump();
        self.expect(".", "expected `.` after dialect namespace")?;
        let TokKind::Ident(first) = self.tok().kind.clone() else {
            return Err(self.err("expected operation name after dialect namespace"));
        };
        self.bump();
        let mut name = format!("{dialect}.{first}");
        loop {
            match &self.tok().kind {
                TokKind::Ident(w) => name.push_str(w),
                TokKind::Punct(".") => name.push('.'),
                _ => return Ok(Some(name)),
            }
            self.bump();
        }
    }

    /// Checks that an expression of type `ty` (at `span`) converts to `to`.
    pub(super) fn convert(&self, ty: &Ty, span: Span, to: &Ty) -> PResult<()> {
        if ty.converts_to(to, self.ctx == Ctx::Rewrite) {
            return Ok(());
        }
        let d = Diagnostic::error(
            span,
            format!("unable to convert expression of type `{ty}` to the expected type of `{to}`"),
        );
        let tuple_to_range = matches!(ty, Ty::Tuple(_))
            && matches!(to, Ty::ValueRange | Ty::TypeRange)
            && self.ctx != Ctx::Rewrite;
        Err(if tuple_to_range {
            d.with_note(
                None,
                "Tuple to Range conversion is currently only allowed within a rewrite context",
            )
        } else {
            d
        })
    }
}

/// The type a constraint applied to a variable gives it: that of its single input.
fn single_input(inputs: &[Ty], span: Span) -> PResult<Ty> {
    match inputs {
        [t] => Ok(t.clone()),
        _ => Err(Diagnostic::error(
            span,
            format!(
                "`Constraint`s applied via a variable constraint list must take a single \
                 input, but got {}",
                inputs.len()
            ),
        )),
    }
}
