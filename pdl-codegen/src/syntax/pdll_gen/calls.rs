//! Calls of constraints and rewrites: a native one becomes `pdl.apply_native_*`, one with a
//! PDLL body is inlined.

use std::collections::HashMap;

use super::{kind_of, AstStmt, CallableDecl, Diagnostic, Expr, GResult, Gen, Val};
use crate::diag::Span;
use crate::model::{Kind, StmtKind};

impl Gen<'_> {
    /// A call of a constraint or rewrite by name.
    pub(super) fn call(
        &mut self,
        callee: &str,
        args: &[Expr],
        negated: bool,
        span: Span,
    ) -> GResult<Val> {
        let Some((decl, is_rewrite)) = self.find_callable(callee) else {
            return Err(Diagnostic::error(
                span,
                format!("undefined reference to `{callee}`"),
            ));
        };
        self.call_decl(&decl, is_rewrite, args, negated, span)
    }

    /// The constraint or rewrite named `name`: declared in a body met so far, else at the
    /// top level. Whether it is a rewrite.
    pub(super) fn find_callable(&self, name: &str) -> Option<(CallableDecl, bool)> {
        if let Some((d, r)) = self.locals.iter().rev().find(|(d, _)| d.name == name) {
            return Some((d.clone(), *r));
        }
        self.callables.get(name).map(|&(d, r)| (d.clone(), r))
    }

    /// Calls a constraint or rewrite: a native one becomes `pdl.apply_native_*`, one with a
    /// PDLL body (named or inline) is inlined.
    pub(super) fn call_decl(
        &mut self,
        decl: &CallableDecl,
        is_rewrite: bool,
        args: &[Expr],
        negated: bool,
        span: Span,
    ) -> GResult<Val> {
        let callee = decl.name.as_str();
        if callee.is_empty() && decl.body.is_none() {
            return Err(Diagnostic::error(
                span,
                "inline constraints and rewrites need a PDLL body",
            ));
        }
        if is_rewrite && !self.in_rewrite {
            return Err(Diagnostic::error(
                span,
                "unable to invoke `Rewrite` within a match section",
            ));
        }
        if !is_rewrite && self.in_rewrite {
            return Err(Diagnostic::error(
                span,
                "unable to invoke `Constraint` within a rewrite section",
            ));
        }
        if negated && is_rewrite {
            return Err(Diagnostic::error(
                span,
                "`not` can only be applied to a `Constraint`",
            ));
        }
        if args.len() != decl.args.len() {
            return Err(Diagnostic::error(
                span,
                format!(
                    "invalid number of arguments for {} call; expected {}, but got {}",
                    if is_rewrite { "rewrite" } else { "constraint" },
                    decl.args.len(),
                    args.len()
                ),
            ));
        }
        let mut vals = Vec::new();
        for (a, param) in args.iter().zip(&decl.args) {
            let v = self.expr(a)?;
            let v = self.coerce(v, kind_of(param), a.span());
            self.check_constraints(param, &v).map_err(|_| {
                Diagnostic::error(
                    a.span(),
                    format!("argument `{}` of `{callee}` has the wrong kind", param.name),
                )
            })?;
            vals.push(v);
        }
        // The constraints on a constraint's arguments hold for what it is given (MLIR).
        if !is_rewrite {
            for (param, v) in decl.args.iter().zip(&vals) {
                self.apply_user_constraints(param, v.clone())?;
            }
        }
        let r = self.call_body(decl, is_rewrite, vals, negated, span)?;
        // So do those on its result.
        if let ([res], false) = (decl.results.as_slice(), is_rewrite) {
            self.apply_user_constraints(res, r.clone())?;
        }
        let want = match decl.results.as_slice() {
            [res] => kind_of(res),
            _ => None,
        };
        Ok(self.coerce(r, want, span))
    }

    /// The call proper: `pdl.apply_native_*` for a native callee, else its body inlined.
    fn call_body(
        &mut self,
        decl: &CallableDecl,
        is_rewrite: bool,
        vals: Vec<Val>,
        negated: bool,
        span: Span,
    ) -> GResult<Val> {
        let callee = decl.name.as_str();
        match &decl.body {
            None => {
                let mut ids = Vec::new();
                for v in &vals {
                    match v {
                        Val::One(id, _, _) => ids.push(*id),
                        _ => {
                            return Err(Diagnostic::error(
                                span,
                                "tuple arguments to native calls are not supported",
                            ))
                        }
                    }
                }
                let kinds: Vec<Kind> = decl
                    .results
                    .iter()
                    .map(|r| kind_of(r).unwrap_or(Kind::Value))
                    .collect();
                let op = if is_rewrite {
                    StmtKind::ApplyRewrite {
                        name: callee.into(),
                        args: ids,
                    }
                } else {
                    StmtKind::ApplyConstraint {
                        name: callee.into(),
                        args: ids,
                        negated,
                    }
                };
                let res = self.emit(op, &kinds, span);
                Ok(match res.len() {
                    0 => Val::Nothing,
                    1 => Val::One(res[0], kinds[0], None),
                    _ => Val::Tuple(
                        res.iter()
                            .zip(&decl.results)
                            .zip(&kinds)
                            .map(|((&id, r), &k)| {
                                (
                                    (r.name != "_").then(|| r.name.clone()),
                                    Val::One(id, k, None),
                                )
                            })
                            .collect(),
                    ),
                })
            }
            Some(body) => {
                if negated {
                    return Err(Diagnostic::error(
                        span,
                        "unable to negate non native constraints",
                    ));
                }
                // Inline the body with the arguments bound.
                let mut scope = HashMap::new();
                for (param, v) in decl.args.iter().zip(vals) {
                    scope.insert(param.name.clone(), v);
                }
                self.scopes.push(scope);
                let mut result = Val::Nothing;
                for st in body {
                    if let AstStmt::Return(e, _) = st {
                        result = self.expr(e)?;
                        break;
                    }
                    if let Err(e) = self.stmt(st) {
                        self.scopes.pop();
                        return Err(e);
                    }
                }
                self.scopes.pop();
                Ok(result)
            }
        }
    }
}
