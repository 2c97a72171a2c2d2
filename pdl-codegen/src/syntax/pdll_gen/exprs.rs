//! Expressions: references, operations, constants, member accesses, tuples, operators.

use pdl_runtime::text::{parse_attribute, parse_type, print_attribute, print_type};

use super::ods_ops::Group;
use super::{Diagnostic, Expr, GResult, Gen, Val};
use crate::diag::Span;
use crate::model::{Kind, StmtKind, ValueId};

impl Gen<'_> {
    /// The value of an expression (nesting depth bounded).
    pub(super) fn expr(&mut self, e: &Expr) -> GResult<Val> {
        self.depth += 1;
        if self.depth > 200 {
            self.depth -= 1;
            return Err(Diagnostic::error(e.span(), "expression nested too deeply"));
        }
        let r = self.expr_inner(e);
        self.depth -= 1;
        r
    }

    /// [`Self::expr`], without the depth bound.
    pub(super) fn expr_inner(&mut self, e: &Expr) -> GResult<Val> {
        match e {
            Expr::Ref(name, span) => {
                if name == "_" {
                    return Err(Diagnostic::error(
                        *span,
                        "`_` may only be used as the name of a declaration",
                    ));
                }
                self.lookup(name, *span)
            }
            Expr::Decl(var) => {
                let v = self.declare(var)?;
                self.bind(&var.name, v.clone());
                Ok(v)
            }
            Expr::Op {
                name,
                operands,
                attributes,
                results,
                span,
            } => self.op(
                name.clone(),
                operands.as_deref(),
                attributes,
                results.as_deref(),
                *span,
            ),
            Expr::Attr(text, span) => {
                let canon = parse_attribute(&mut self.ctx, text)
                    .map(|a| print_attribute(&self.ctx, a))
                    .map_err(|err| {
                        Diagnostic::error(*span, format!("invalid attribute: {}", err.message))
                    })?;
                let id = self.emit1(
                    StmtKind::Attribute {
                        ty: None,
                        value: Some(canon),
                    },
                    Kind::Attribute,
                    *span,
                );
                Ok(Val::One(id, Kind::Attribute, None))
            }
            Expr::Type(text, span) => {
                let canon = parse_type(&mut self.ctx, text)
                    .map(|t| print_type(&self.ctx, t))
                    .map_err(|err| {
                        Diagnostic::error(*span, format!("invalid type: {}", err.message))
                    })?;
                let id = self.emit1(
                    StmtKind::Type {
                        constant: Some(canon),
                    },
                    Kind::Type,
                    *span,
                );
                Ok(Val::One(id, Kind::Type, None))
            }
            Expr::Call {
                callee,
                args,
                negated,
                span,
            } => self.call(callee, args, *negated, *span),
            Expr::Member(base, member, span) => {
                let b = self.expr(base)?;
                match b {
                    Val::One(id, Kind::Operation, ref op_name) => {
                        if let Some(v) =
                            self.ods_member(id, op_name.as_deref(), member, base.span(), *span)
                        {
                            return v;
                        }
                        // Result names need the operation's definition (ODS), which
                        // unregistered operations do not have: only indices are allowed.
                        let index: u32 = member.parse().map_err(|_| {
                            let ty = op_name
                                .as_ref()
                                .map_or("Op".to_string(), |n| format!("Op<{n}>"));
                            Diagnostic::error(
                                base.span(),
                                format!(
                                    "invalid member access `{member}` on expression of type `{ty}`"
                                ),
                            )
                        })?;
                        Ok(Val::One(
                            self.emit1(StmtKind::Result { parent: id, index }, Kind::Value, *span),
                            Kind::Value,
                            None,
                        ))
                    }
                    Val::Tuple(elems) => {
                        let found = match member.parse::<usize>() {
                            Ok(i) => elems.get(i).map(|e| e.1.clone()),
                            Err(_) => elems
                                .iter()
                                .find(|(n, _)| n.as_deref() == Some(member.as_str()))
                                .map(|e| e.1.clone()),
                        };
                        found.ok_or_else(|| {
                            Diagnostic::error(*span, format!("tuple has no element `{member}`"))
                        })
                    }
                    _ => Err(Diagnostic::error(
                        *span,
                        format!("cannot access member `{member}` of this expression"),
                    )),
                }
            }
            Expr::Tuple(elems, _) => {
                let mut out = Vec::new();
                for (n, x) in elems {
                    out.push((n.clone(), self.expr(x)?));
                }
                Ok(Val::Tuple(out))
            }
            Expr::Binary(op, l, r, span) => {
                let a = self.attr_operand(l)?;
                let b = self.attr_operand(r)?;
                self.builtin(op.builtin_name(), vec![a, b], *span)
            }
            Expr::Neg(x, span) => {
                let a = self.attr_operand(x)?;
                self.builtin("__builtin_neg", vec![a], *span)
            }
            Expr::Not(x, span) => {
                let a = self.attr_operand(x)?;
                self.builtin("__builtin_not", vec![a], *span)
            }
            Expr::Lambda {
                decl,
                is_rewrite,
                args,
                span,
            } => self.call_decl(decl, *is_rewrite, args, false, *span),
        }
    }

    /// A call of a builtin native (an operator): one `Attr` result.
    pub(super) fn builtin(&mut self, name: &str, args: Vec<ValueId>, span: Span) -> GResult<Val> {
        let op = if self.in_rewrite {
            StmtKind::ApplyRewrite {
                name: name.into(),
                args,
            }
        } else {
            StmtKind::ApplyConstraint {
                name: name.into(),
                args,
                negated: false,
            }
        };
        Ok(Val::One(
            self.emit1(op, Kind::Attribute, span),
            Kind::Attribute,
            None,
        ))
    }

    /// `op<name>(operands) {attributes} -> (results)`: in a match section, omitted operands
    /// and results match any; in a rewrite, they are none.
    pub(super) fn op(
        &mut self,
        name: Option<String>,
        operands: Option<&[Expr]>,
        attributes: &[(String, Expr)],
        results: Option<&[Expr]>,
        span: Span,
    ) -> GResult<Val> {
        if self.in_rewrite && name.is_none() {
            return Err(Diagnostic::error(
                span,
                "operations created in a rewrite must have a name",
            ));
        }
        let mut ops = Vec::new();
        let ods_operands = self.ods_group(name.as_deref(), Group::Operand, operands, span)?;
        match operands {
            _ if ods_operands.is_some() => ops = ods_operands.unwrap_or_default(),
            Some(list) => {
                for x in list {
                    let v = self.expr(x)?;
                    if let (Val::Tuple(_), true) = (&v, self.in_rewrite) {
                        // A tuple in a rewrite is a range of its values (`pdl.range`).
                        let args = self.as_values(v, x.span())?;
                        let r = StmtKind::Range { args };
                        ops.push(self.emit1(r, Kind::ValueRange, x.span()));
                        continue;
                    }
                    ops.extend(self.as_values(v, x.span())?);
                }
            }
            None if !self.in_rewrite => {
                ops.push(self.emit1(StmtKind::Operands { ty: None }, Kind::ValueRange, span))
            }
            None => {}
        }
        let mut attrs = Vec::new();
        for (k, x) in attributes {
            match self.expr(x)? {
                Val::One(id, Kind::Attribute, _) => attrs.push((k.clone(), id)),
                _ => {
                    return Err(Diagnostic::error(
                        x.span(),
                        format!("expected an `Attr` value for attribute `{k}`"),
                    ))
                }
            }
        }
        let mut types = Vec::new();
        let ods_results = self.ods_group(name.as_deref(), Group::Result, results, span)?;
        match results {
            _ if ods_results.is_some() => types = ods_results.unwrap_or_default(),
            Some(list) => {
                for x in list {
                    match self.expr(x)? {
                        Val::One(id, Kind::Type | Kind::TypeRange, _) => types.push(id),
                        Val::Tuple(elems) if self.in_rewrite => {
                            let mut args = Vec::new();
                            for (_, e) in elems {
                                match e {
                                    Val::One(id, Kind::Type | Kind::TypeRange, _) => args.push(id),
                                    _ => {
                                        return Err(Diagnostic::error(
                                            x.span(),
                                            "expected a `Type` or `TypeRange` result type",
                                        ))
                                    }
                                }
                            }
                            let r = StmtKind::Range { args };
                            types.push(self.emit1(r, Kind::TypeRange, x.span()));
                        }
                        _ => {
                            return Err(Diagnostic::error(
                                x.span(),
                                "expected a `Type` or `TypeRange` result type",
                            ))
                        }
                    }
                }
            }
            None if !self.in_rewrite => {
                types.push(self.emit1(StmtKind::Types { constant: None }, Kind::TypeRange, span))
            }
            None => {}
        }
        let id = self.emit1(
            StmtKind::Operation {
                name: name.clone(),
                operands: ops,
                attributes: attrs,
                types,
            },
            Kind::Operation,
            span,
        );
        Ok(Val::One(id, Kind::Operation, name))
    }
}
