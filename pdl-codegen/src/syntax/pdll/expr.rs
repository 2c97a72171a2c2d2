//! The PDLL parser's expressions, typed as they are read: precedence climbing over seed
//! 001's operators, prefix operators, member access, primaries (`op<...>`, `attr<"...">`,
//! `type<"...">`, names, inline variables, calls, `not`, tuples, inline constraints and
//! rewrites called at once) and the nesting limit they all count against.

use super::types::{Entry, Sig, Ty};
use super::{Ctx, PResult, Parser, KEYWORDS, MAX_DEPTH};
use crate::diag::{Diagnostic, Span};
use crate::syntax::ast::{BinOp, Expr, VarDecl};
use crate::syntax::token::TokKind;

/// An expression and its type.
pub(super) type TExpr = (Expr, Ty);

impl Parser<'_> {
    pub(super) fn expr(&mut self) -> PResult<TExpr> {
        self.enter()?;
        let r = self.binary(0);
        self.depth -= 1;
        r
    }

    /// One more level of nesting (an expression, an operator, a block, an inline
    /// constraint): an error at the current token past [`MAX_DEPTH`], so that neither the
    /// parser nor the passes after it recurse as deeply as the input asks. On success the
    /// caller gives the level back (`self.depth -= 1`).
    pub(super) fn enter(&mut self) -> PResult<()> {
        self.enter_what("expression")
    }

    /// [`Parser::enter`], naming what nests in the error.
    pub(super) fn enter_what(&mut self, what: &str) -> PResult<()> {
        if self.depth >= MAX_DEPTH {
            self.fatal = true;
            return Err(Diagnostic::error(
                self.tok().span,
                format!("{what} nested too deeply"),
            ));
        }
        self.depth += 1;
        Ok(())
    }

    /// Runs `f` one nesting level deeper (see [`Parser::enter`]); `what` names it.
    pub(super) fn nested<T>(
        &mut self,
        what: &str,
        f: impl FnOnce(&mut Self) -> PResult<T>,
    ) -> PResult<T> {
        self.enter_what(what)?;
        let r = f(self);
        self.depth -= 1;
        r
    }

    /// Precedence climbing over seed 001's operators (C/Rust precedence); their values are
    /// attributes.
    ///
    /// Each operator of a left-associated chain (`a + b + c ...`) nests the tree one level
    /// deeper, so it counts as a nesting level until the chain ends.
    fn binary(&mut self, min_prec: u8) -> PResult<TExpr> {
        let outer = self.depth;
        let r = self.binary_chain(min_prec);
        self.depth = outer;
        r
    }

    fn binary_chain(&mut self, min_prec: u8) -> PResult<TExpr> {
        let (mut lhs, mut ty) = self.unary()?;
        while let Some((op, prec)) = self.binop().filter(|&(_, p)| p >= min_prec) {
            self.enter()?;
            let sp = self.bump().span;
            let (rhs, _) = self.binary(prec + 1)?;
            let span = Span {
                start: lhs.span().start,
                end: rhs.span().end.max(sp.end),
                file: sp.file,
            };
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs), span);
            ty = Ty::Attr;
        }
        Ok((lhs, ty))
    }

    fn binop(&self) -> Option<(BinOp, u8)> {
        let TokKind::Punct(p) = self.tok().kind else {
            return None;
        };
        Some(match p {
            "||" => (BinOp::Or, 1),
            "&&" => (BinOp::And, 2),
            "==" => (BinOp::Eq, 3),
            "!=" => (BinOp::Ne, 3),
            "<" => (BinOp::Lt, 4),
            "<=" => (BinOp::Le, 4),
            ">" => (BinOp::Gt, 4),
            ">=" => (BinOp::Ge, 4),
            "+" => (BinOp::Add, 5),
            "-" => (BinOp::Sub, 5),
            "*" => (BinOp::Mul, 6),
            "/" => (BinOp::Div, 6),
            "%" => (BinOp::Rem, 6),
            _ => return None,
        })
    }

    /// Prefix `-` and `!`, read iteratively; each one is a nesting level.
    pub(super) fn unary(&mut self) -> PResult<TExpr> {
        let outer = self.depth;
        let r = self.unary_ops();
        self.depth = outer;
        r
    }

    fn unary_ops(&mut self) -> PResult<TExpr> {
        let mut prefix = Vec::new();
        while self.at_punct("-") || self.at_punct("!") {
            self.enter()?;
            let neg = self.at_punct("-");
            prefix.push((neg, self.bump().span));
        }
        let (mut e, mut ty) = self.postfix()?;
        for (neg, sp) in prefix.into_iter().rev() {
            e = if neg {
                Expr::Neg(Box::new(e), sp)
            } else {
                Expr::Not(Box::new(e), sp)
            };
            ty = Ty::Attr;
        }
        Ok((e, ty))
    }

    /// Member access; each `.` nests the tree one level deeper.
    fn postfix(&mut self) -> PResult<TExpr> {
        let outer = self.depth;
        let r = self.members();
        self.depth = outer;
        r
    }

    fn members(&mut self) -> PResult<TExpr> {
        let (mut e, mut ty) = self.primary()?;
        while self.at_punct(".") {
            self.enter()?;
            let dot = self.bump().span;
            let member = match &self.tok().kind {
                TokKind::Ident(w) => w.clone(),
                TokKind::Int(v) => v.to_string(),
                _ => {
                    return Err(Diagnostic::error(
                        dot,
                        "expected identifier or numeric member name",
                    ))
                }
            };
            self.bump();
            ty = self.member_type(&ty, &member, e.span())?;
            e = Expr::Member(Box::new(e), member, dot);
        }
        Ok((e, ty))
    }

    /// The type of `member` of an expression of type `base` (at `at`).
    fn member_type(&self, base: &Ty, member: &str, at: Span) -> PResult<Ty> {
        let index = member.parse::<usize>().ok();
        let found = match base {
            Ty::Unknown => Some(Ty::Unknown),
            Ty::Op(_) if member == "$results" => Some(Ty::ValueRange),
            Ty::Op(_) if index.is_some() => Some(Ty::Value),
            Ty::Op(Some(op)) if self.ods_results.contains_key(op) => self.ods_results[op]
                .iter()
                .find(|(n, _)| n == member)
                .map(|(_, variadic)| if *variadic { Ty::ValueRange } else { Ty::Value }),
            Ty::Op(_) if self.open_names => Some(Ty::Unknown),
            Ty::Tuple(elems) => index
                .and_then(|i| elems.get(i))
                .or_else(|| elems.iter().find(|(n, _)| n == member))
                .map(|(_, t)| t.clone()),
            _ => None,
        };
        found.ok_or_else(|| {
            Diagnostic::error(
                at,
                format!("invalid member access `{member}` on expression of type `{base}`"),
            )
        })
    }

    fn primary(&mut self) -> PResult<TExpr> {
        let t = self.tok().clone();
        match &t.kind {
            TokKind::Ident(w) => match w.as_str() {
                "op" if self.peek(1).is_punct("<") => self.op_expr(),
                "attr" | "type" if self.peek(1).is_punct("<") => self.literal(w == "attr"),
                "Constraint" | "Rewrite" => self.lambda(w == "Rewrite"),
                "not" => self.not_call(),
                "_" => {
                    if !self.peek(1).is_punct(":") {
                        self.bump();
                        return Err(self.err("expected `:` after `_` variable"));
                    }
                    self.inline_var()
                }
                _ if KEYWORDS.contains(&w.as_str())
                    && !super::DEPENDENT_KEYWORDS.contains(&w.as_str()) =>
                {
                    Err(self.err("expected expression"))
                }
                _ if self.peek(1).is_punct(":") => self.inline_var(),
                _ => {
                    let name = w.clone();
                    self.bump();
                    let entry = self.resolve(&name, t.span)?;
                    if self.at_punct("(") {
                        return self.call(name, t.span, entry);
                    }
                    let ty = match entry {
                        None => Ty::Unknown,
                        Some(Entry::Var(ty)) => ty,
                        Some(Entry::Constraint(_)) => Ty::Constraint,
                        Some(Entry::Rewrite(_)) => Ty::Rewrite,
                        Some(Entry::Pattern) => Ty::Unknown,
                    };
                    Ok((Expr::Ref(name, t.span), ty))
                }
            },
            TokKind::Punct("(") => self.tuple(),
            _ => Err(self.err("expected expression")),
        }
    }

    /// What `name` (at `span`) refers to: `None` if it may come from an included file.
    fn resolve(&self, name: &str, span: Span) -> PResult<Option<Entry>> {
        match self.scopes.lookup(name) {
            Some((Entry::Pattern, _)) => Err(Diagnostic::error(
                span,
                format!("invalid reference to `{name}`"),
            )),
            Some((e, _)) => Ok(Some(e.clone())),
            None if self.open_names => Ok(None),
            None => Err(Diagnostic::error(
                span,
                format!("undefined reference to `{name}`"),
            )),
        }
    }

    /// `name: Constraint` (or `_: Constraint`) in an expression, defined on the spot.
    fn inline_var(&mut self) -> PResult<TExpr> {
        let t = self.bump();
        let TokKind::Ident(name) = t.kind else {
            return Err(Diagnostic::error(t.span, "expected expression"));
        };
        self.bump();
        let list = self.constraint_list()?;
        let (constraints, ty) = self.validate_constraints(list)?;
        self.define(&name, Entry::Var(ty.clone()), t.span)?;
        let v = VarDecl {
            name,
            constraints,
            span: t.span,
        };
        Ok((Expr::Decl(v), ty))
    }

    /// `(args)` after a callee.
    fn call_args(&mut self) -> PResult<Vec<TExpr>> {
        self.bump();
        let mut args = Vec::new();
        if !self.at_punct(")") {
            loop {
                args.push(self.expr()?);
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect(")", "expected `)` after argument list")?;
        Ok(args)
    }

    /// A call of `callee` (at `span`, resolved to `entry`), its arguments next.
    fn call(&mut self, callee: String, span: Span, entry: Option<Entry>) -> PResult<TExpr> {
        let args = self.call_args()?;
        let ty = match &entry {
            None => Ty::Unknown,
            Some(Entry::Constraint(sig)) => self.check_call(&callee, span, sig, false, &args)?,
            Some(Entry::Rewrite(sig)) => self.check_call(&callee, span, sig, true, &args)?,
            Some(Entry::Var(t)) => {
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "expected a reference to a callable `Constraint` or `Rewrite`, but \
                         got: `{t}`"
                    ),
                ))
            }
            Some(Entry::Pattern) => Ty::Unknown,
        };
        let e = Expr::Call {
            callee,
            args: args.into_iter().map(|(e, _)| e).collect(),
            negated: false,
            span,
        };
        Ok((e, ty))
    }

    /// The checks of a call: where it may be, how many arguments, their types. The call's
    /// type.
    fn check_call(
        &self,
        callee: &str,
        span: Span,
        sig: &Sig,
        is_rewrite: bool,
        args: &[TExpr],
    ) -> PResult<Ty> {
        if self.ctx == Ctx::Rewrite && !is_rewrite {
            return Err(Diagnostic::error(
                span,
                "unable to invoke `Constraint` within a rewrite section",
            ));
        }
        if self.ctx != Ctx::Rewrite && is_rewrite {
            return Err(Diagnostic::error(
                span,
                "unable to invoke `Rewrite` within a match section",
            ));
        }
        if sig.inputs.len() != args.len() {
            let kind = if is_rewrite { "rewrite" } else { "constraint" };
            return Err(Diagnostic::error(
                span,
                format!(
                    "invalid number of arguments for {kind} call; expected {}, but got {}",
                    sig.inputs.len(),
                    args.len()
                ),
            )
            .with_note(
                Some(sig.span),
                format!("see the definition of {callee} here"),
            ));
        }
        for ((e, ty), want) in args.iter().zip(&sig.inputs) {
            self.convert(ty, e.span(), want).map_err(|d| {
                d.with_note(
                    Some(sig.span),
                    format!("see the definition of `{callee}` here"),
                )
            })?;
        }
        Ok(sig.result.clone())
    }

    /// `not Callee(args)`: a negated native constraint call.
    fn not_call(&mut self) -> PResult<TExpr> {
        self.bump();
        let name_span = self.tok().span;
        let name = match self.plain_ident() {
            Some(n) if self.peek(1).is_punct("(") => n,
            _ => {
                let (e, _) = self.nested("expression", Self::primary)?;
                return Err(Diagnostic::error(
                    e.span(),
                    "expected a constraint call after `not`",
                ));
            }
        };
        self.bump();
        let entry = self.resolve(&name, name_span)?;
        let (e, ty) = self.call(name, name_span, entry.clone())?;
        match entry {
            Some(Entry::Rewrite(_)) => {
                return Err(Diagnostic::error(name_span, "unable to negate a Rewrite"))
            }
            Some(Entry::Constraint(sig)) if !sig.native => {
                return Err(Diagnostic::error(
                    name_span,
                    "unable to negate non native constraints",
                ))
            }
            _ => {}
        }
        let Expr::Call {
            callee, args, span, ..
        } = e
        else {
            return Err(Diagnostic::error(name_span, "expected a constraint call"));
        };
        let e = Expr::Call {
            callee,
            args,
            negated: true,
            span,
        };
        Ok((e, ty))
    }

    /// An inline `Constraint(...) { ... }` / `Rewrite(...) { ... }` called at once.
    fn lambda(&mut self, is_rewrite: bool) -> PResult<TExpr> {
        let span = self.tok().span;
        let (decl, sig) = self.nested("inline constraint", |p| p.callable(is_rewrite, true))?;
        let entry = if is_rewrite {
            Entry::Rewrite(sig.clone())
        } else {
            Entry::Constraint(sig.clone())
        };
        self.define(&decl.name, entry, decl.span)?;
        if !self.at_punct("(") {
            let what = if is_rewrite { "Rewrite" } else { "Constraint" };
            return Err(self.err(&format!("expected `(` to call the inline `{what}`")));
        }
        let args = self.call_args()?;
        let ty = self.check_call(&decl.name, span, &sig, is_rewrite, &args)?;
        let e = Expr::Lambda {
            decl: Box::new(decl),
            is_rewrite,
            args: args.into_iter().map(|(e, _)| e).collect(),
            span,
        };
        Ok((e, ty))
    }

    /// `(a, name = b, ...)`; a single unnamed element in parentheses is that element (seed
    /// 001's grouping of arithmetic).
    fn tuple(&mut self) -> PResult<TExpr> {
        let open = self.bump().span;
        let mut elems: Vec<(Option<String>, TExpr)> = Vec::new();
        let mut labels: Vec<(String, Span)> = Vec::new();
        if !self.at_punct(")") {
            loop {
                let mut name = None;
                if let Some(n) = self.name_ident() {
                    if self.peek(1).is_punct("=") {
                        let at = self.bump().span;
                        self.bump();
                        if let Some((_, prev)) = labels.iter().find(|(l, _)| *l == n) {
                            return Err(Diagnostic::error(
                                at,
                                format!("duplicate tuple element label `{n}`"),
                            )
                            .with_note(Some(*prev), "see previous label use here"));
                        }
                        labels.push((n.clone(), at));
                        name = Some(n);
                    }
                }
                elems.push((name, self.expr()?));
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect(")", "expected `)` after tuple element list")?;
        for (_, (e, ty)) in &elems {
            if matches!(ty, Ty::Constraint | Ty::Rewrite | Ty::Tuple(_)) {
                return Err(Diagnostic::error(
                    e.span(),
                    format!("unable to build a tuple with `{ty}` element"),
                ));
            }
        }
        if elems.len() == 1 && elems[0].0.is_none() {
            if let Some((_, e)) = elems.pop() {
                return Ok(e);
            }
        }
        let ty = Ty::Tuple(
            elems
                .iter()
                .map(|(n, (_, t))| (n.clone().unwrap_or_default(), t.clone()))
                .collect(),
        );
        let elems = elems.into_iter().map(|(n, (e, _))| (n, e)).collect();
        Ok((Expr::Tuple(elems, open), ty))
    }

    /// `attr<"...">` or `type<"...">`.
    fn literal(&mut self, is_attr: bool) -> PResult<TExpr> {
        let span = self.bump().span;
        self.bump();
        let what = if is_attr { "attribute" } else { "type" };
        let TokKind::Str(s) = self.tok().kind.clone() else {
            return Err(self.err(&format!("expected string literal containing MLIR {what}")));
        };
        self.bump();
        self.expect(">", &format!("expected `>` after {what} literal"))?;
        Ok(if is_attr {
            (Expr::Attr(s, span), Ty::Attr)
        } else {
            (Expr::Type(s, span), Ty::Type)
        })
    }

    fn op_expr(&mut self) -> PResult<TExpr> {
        let span = self.bump().span;
        self.bump();
        let name = self.op_name(self.ctx != Ctx::Rewrite)?;
        self.expect(">", "expected `>` after operation name")?;
        let mut operands = None;
        if self.eat_punct("(") {
            let v = self.value_list("expected `)` after operation operand list")?;
            if !self.ods_checks(name.as_deref(), v.len()) {
                self.check_values(&v, &Ty::Value, &Ty::ValueRange)?;
            }
            operands = Some(v.into_iter().map(|(e, _)| e).collect());
        }
        let mut attributes = Vec::new();
        if self.eat_punct("{") {
            loop {
                let (key, key_span) = match &self.tok().kind {
                    TokKind::Ident(w) | TokKind::Str(w) => (w.clone(), self.tok().span),
                    _ => return Err(self.err("expected identifier or string attribute name")),
                };
                self.bump();
                let value = if self.eat_punct("=") {
                    let (e, ty) = self.expr()?;
                    if !matches!(ty, Ty::Attr | Ty::Unknown) {
                        return Err(Diagnostic::error(
                            e.span(),
                            format!("expected `Attr` expression, but got `{ty}`"),
                        ));
                    }
                    e
                } else {
                    // `{unit_attr}`: a unit attribute.
                    Expr::Attr("unit".into(), key_span)
                };
                attributes.push((key, value));
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect("}", "expected `}` after operation attribute list")?;
        }
        let mut results = None;
        if self.eat_punct("->") {
            self.expect("(", "expected `(` before operation result type list")?;
            let v = self.value_list("expected `)` after operation result type list")?;
            if !self.ods_checks(name.as_deref(), v.len()) {
                self.check_values(&v, &Ty::Type, &Ty::TypeRange)?;
            }
            results = Some(v.into_iter().map(|(e, _)| e).collect());
        }
        let e = Expr::Op {
            name: name.clone(),
            operands,
            attributes,
            results,
            span,
        };
        Ok((e, Ty::Op(name)))
    }

    /// Whether a list of `len` operands or result types of `op<name>` is checked against
    /// the ODS definition of `name` (group by group, after the number of groups, as MLIR
    /// checks it; in `pdll_gen::ods_ops`) rather than here: an ODS operation, more or less
    /// than one element.
    fn ods_checks(&self, name: Option<&str>, len: usize) -> bool {
        len != 1 && name.is_some_and(|n| self.ods_results.contains_key(n))
    }

    /// Expressions up to `)` (after the `(`), `msg` when it is missing.
    fn value_list(&mut self, msg: &str) -> PResult<Vec<TExpr>> {
        let mut v = Vec::new();
        if self.eat_punct(")") {
            return Ok(v);
        }
        // Operands and result types are values and types: seed 001's operators (whose
        // values are attributes) have no place here, and `<` or `>` is an error at once.
        loop {
            v.push(self.nested("expression", Self::unary)?);
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect(")", msg)?;
        Ok(v)
    }

    /// Operand (or result type) groups: one converts to the range type; several are each of
    /// the single or range type (operations stand for their results).
    fn check_values(&self, values: &[TExpr], single: &Ty, range: &Ty) -> PResult<()> {
        if let [(e, ty)] = values {
            return self.convert(ty, e.span(), range);
        }
        for (e, ty) in values {
            if ty != single {
                self.convert(ty, e.span(), range)?;
            }
        }
        Ok(())
    }
}
