//! The PDLL parser's expressions: lists, precedence climbing over seed 001's operators,
//! prefix operators, member access, primaries (`op<...>`, `attr<"...">`, `type<"...">`,
//! calls, tuples) and the nesting limit they all count against.

use super::{PResult, Parser, MAX_DEPTH};
use crate::diag::{Diagnostic, Span};
use crate::syntax::ast::{BinOp, Expr};
use crate::syntax::token::{TokKind, Token};

impl Parser<'_> {
    /// Comma-separated expressions up to (and including) `close`.
    pub(super) fn expr_list(&mut self, close: &str) -> PResult<Vec<Expr>> {
        let mut v = Vec::new();
        if !self.at_punct(close) {
            loop {
                v.push(self.expr()?);
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect_punct(close)?;
        Ok(v)
    }

    pub(super) fn expr(&mut self) -> PResult<Expr> {
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

    /// Precedence climbing over seed 001's operators (C/Rust precedence).
    ///
    /// Each operator of a left-associated chain (`a + b + c ...`) nests the tree one level
    /// deeper, so it counts as a nesting level until the chain ends.
    fn binary(&mut self, min_prec: u8) -> PResult<Expr> {
        let outer = self.depth;
        let r = self.binary_chain(min_prec);
        self.depth = outer;
        r
    }

    fn binary_chain(&mut self, min_prec: u8) -> PResult<Expr> {
        let mut lhs = self.unary()?;
        while let Some((op, prec)) = self.binop().filter(|&(_, p)| p >= min_prec) {
            self.enter()?;
            let sp = self.bump().span;
            let rhs = self.binary(prec + 1)?;
            let span = Span {
                start: lhs.span().start,
                end: rhs.span().end.max(sp.end),
                file: sp.file,
            };
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs), span);
        }
        Ok(lhs)
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
    pub(super) fn unary(&mut self) -> PResult<Expr> {
        let outer = self.depth;
        let r = self.unary_ops();
        self.depth = outer;
        r
    }

    fn unary_ops(&mut self) -> PResult<Expr> {
        let mut prefix = Vec::new();
        while self.at_punct("-") || self.at_punct("!") {
            self.enter()?;
            let neg = self.at_punct("-");
            prefix.push((neg, self.bump().span));
        }
        let mut e = self.postfix()?;
        for (neg, sp) in prefix.into_iter().rev() {
            e = if neg {
                Expr::Neg(Box::new(e), sp)
            } else {
                Expr::Not(Box::new(e), sp)
            };
        }
        Ok(e)
    }

    /// Member access; each `.` nests the tree one level deeper.
    fn postfix(&mut self) -> PResult<Expr> {
        let outer = self.depth;
        let r = self.members();
        self.depth = outer;
        r
    }

    fn members(&mut self) -> PResult<Expr> {
        let mut e = self.primary()?;
        while self.at_punct(".") {
            self.enter()?;
            let sp = self.bump().span;
            let member = match self.bump() {
                Token {
                    kind: TokKind::Ident(w),
                    ..
                } => w,
                Token {
                    kind: TokKind::Int(v),
                    ..
                } => v.to_string(),
                t => {
                    return Err(Diagnostic::error(
                        t.span,
                        "expected a member name or index after '.'",
                    ))
                }
            };
            e = Expr::Member(Box::new(e), member, sp);
        }
        Ok(e)
    }

    fn primary(&mut self) -> PResult<Expr> {
        let t = self.tok().clone();
        match &t.kind {
            TokKind::Ident(w) => match w.as_str() {
                // `op` starts an operation expression only before `<`; otherwise it is a
                // name (PDLL code often calls an `Op` argument `op`).
                "op" if self.peek(1).is_punct("<") => self.op_expr(),
                "attr" | "type" => {
                    self.bump();
                    self.expect_punct("<")?;
                    let s = match self.bump() {
                        Token {
                            kind: TokKind::Str(s),
                            ..
                        } => s,
                        other => {
                            return Err(Diagnostic::error(
                                other.span,
                                format!("expected string literal containing MLIR {w}"),
                            ))
                        }
                    };
                    self.expect_punct(">")?;
                    Ok(if w == "attr" {
                        Expr::Attr(s, t.span)
                    } else {
                        Expr::Type(s, t.span)
                    })
                }
                "Constraint" | "Rewrite" if self.peek(1).is_punct("(") => {
                    let is_rewrite = w == "Rewrite";
                    let decl = self.inline_callable()?;
                    self.expect_punct("(")?;
                    let args = self.expr_list(")")?;
                    Ok(Expr::Lambda {
                        decl: Box::new(decl),
                        is_rewrite,
                        args,
                        span: t.span,
                    })
                }
                "not" => {
                    self.bump();
                    match self.nested("expression", Self::primary)? {
                        Expr::Call {
                            callee, args, span, ..
                        } => Ok(Expr::Call {
                            callee,
                            args,
                            negated: true,
                            span,
                        }),
                        other => Err(Diagnostic::error(
                            other.span(),
                            "expected a constraint call after `not`",
                        )),
                    }
                }
                _ => {
                    self.bump();
                    if self.at_punct(":") {
                        // Inline declaration `name: Constraint`.
                        self.pos -= 1;
                        return Ok(Expr::Decl(self.var_decl(true)?));
                    }
                    if self.at_punct("(") {
                        self.bump();
                        let args = self.expr_list(")")?;
                        return Ok(Expr::Call {
                            callee: w.clone(),
                            args,
                            negated: false,
                            span: t.span,
                        });
                    }
                    Ok(Expr::Ref(w.clone(), t.span))
                }
            },
            TokKind::Punct("(") => {
                self.bump();
                let mut elems = Vec::new();
                if !self.at_punct(")") {
                    loop {
                        let named = matches!(self.tok().kind, TokKind::Ident(_))
                            && self.peek(1).is_punct("=");
                        let name = if named {
                            let (n, _) = self.ident("element name")?;
                            self.bump();
                            Some(n)
                        } else {
                            None
                        };
                        elems.push((name, self.expr()?));
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                }
                self.expect_punct(")")?;
                // A parenthesised single unnamed expression is just that expression.
                if elems.len() == 1 && elems[0].0.is_none() {
                    return Ok(elems
                        .pop()
                        .map(|e| e.1)
                        .unwrap_or(Expr::Tuple(Vec::new(), t.span)));
                }
                Ok(Expr::Tuple(elems, t.span))
            }
            _ => Err(self.err("an expression")),
        }
    }

    fn op_expr(&mut self) -> PResult<Expr> {
        let span = self.bump().span;
        let mut name = None;
        if self.eat_punct("<") {
            if !self.at_punct(">") {
                name = Some(self.op_name()?);
            }
            self.expect_punct(">")?;
        }
        let mut operands = None;
        if self.eat_punct("(") {
            let v = self.expr_list(")")?;
            operands = Some(v);
        }
        let mut attributes = Vec::new();
        if self.eat_punct("{") {
            if !self.at_punct("}") {
                loop {
                    let key = match self.bump() {
                        Token {
                            kind: TokKind::Ident(w),
                            ..
                        } => w,
                        Token {
                            kind: TokKind::Str(s),
                            ..
                        } => s,
                        t => return Err(Diagnostic::error(t.span, "expected attribute name")),
                    };
                    let value = if self.eat_punct("=") {
                        self.expr()?
                    } else {
                        // `{unit_attr}`: a unit attribute.
                        Expr::Attr("unit".into(), span)
                    };
                    attributes.push((key, value));
                    if !self.eat_punct(",") {
                        break;
                    }
                }
            }
            self.expect_punct("}")?;
        }
        let mut results = None;
        if self.eat_punct("->") {
            self.expect_punct("(")?;
            let v = self.expr_list(")")?;
            results = Some(v);
        }
        Ok(Expr::Op {
            name,
            operands,
            attributes,
            results,
            span,
        })
    }
}
