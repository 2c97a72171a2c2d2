//! The PDLL parser: tokens (from text or from a proc macro) into the syntax tree.
//!
//! It reads patterns, constraint and rewrite declarations (PDLL bodies and native
//! declarations), `let` with type constraints, `op<...>` expressions, `attr<"...">`,
//! `type<"...">`, calls, `not`, member access, tuples, `replace`/`erase`/`rewrite`, and seed
//! 001's arithmetic, comparison and logical operators with C/Rust precedence. After an
//! error it skips to the end of the statement and goes on, so several errors are reported
//! at once.

use super::ast::{
    BinOp, CallableDecl, ConstraintRef, Decl, Expr, Module, PatternDecl, Stmt, VarDecl,
};
use super::diag::Diagnostic;
use super::token::{TokKind, Token};
use crate::model::Span;

type PResult<T> = Result<T, Diagnostic>;

/// How deeply expressions, blocks and inline constraints may nest (each prefix or binary
/// operator and each member access counts as a level too). The parser and the passes after
/// it recurse once per level; at this depth a debug build still fits in a 2 MB thread stack.
const MAX_DEPTH: usize = 100;

/// Parses a token list (ending with [`TokKind::Eof`]) into a module; all errors found.
pub fn parse_tokens(tokens: &[Token]) -> Result<Module, Vec<Diagnostic>> {
    let mut p = Parser {
        toks: tokens,
        pos: 0,
        errors: Vec::new(),
        depth: 0,
        fatal: false,
    };
    let m = p.module();
    if p.errors.is_empty() {
        Ok(m)
    } else {
        Err(p.errors)
    }
}

/// Parses PDLL text.
///
/// ```
/// use pdl_codegen::syntax::pdll::parse_pdll;
/// let m = parse_pdll("Pattern P with benefit(2) { let root = op<test.op>; erase root; }").unwrap();
/// assert_eq!(m.decls.len(), 1);
/// ```
pub fn parse_pdll(src: &str) -> Result<Module, Vec<Diagnostic>> {
    let tokens = super::lexer::lex(src);
    if let Some(e) = super::lexer::first_error(&tokens) {
        return Err(vec![e]);
    }
    parse_tokens(&tokens)
}

struct Parser<'t> {
    toks: &'t [Token],
    pos: usize,
    errors: Vec<Diagnostic>,
    depth: usize,
    /// Set by an error after which parsing stops (nesting too deep, too many errors):
    /// recovering would report one error per enclosing level.
    fatal: bool,
}

impl Parser<'_> {
    fn tok(&self) -> &Token {
        &self.toks[self.pos.min(self.toks.len() - 1)]
    }

    fn peek(&self, n: usize) -> &Token {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)]
    }

    fn bump(&mut self) -> Token {
        let t = self.tok().clone();
        if !matches!(t.kind, TokKind::Eof) {
            self.pos += 1;
        }
        t
    }

    fn at_punct(&self, p: &str) -> bool {
        self.tok().is_punct(p)
    }

    fn at_ident(&self, w: &str) -> bool {
        self.tok().is_ident(w)
    }

    fn eat_punct(&mut self, p: &str) -> bool {
        if self.at_punct(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn describe(t: &Token) -> String {
        match &t.kind {
            TokKind::Ident(w) => format!("'{w}'"),
            TokKind::Int(v) => format!("'{v}'"),
            TokKind::Str(_) => "string".into(),
            TokKind::Code(_) => "code block".into(),
            TokKind::Punct(p) => format!("'{p}'"),
            TokKind::Include => "'#include'".into(),
            TokKind::Eof => "end of file".into(),
            TokKind::Error(e) => e.clone(),
        }
    }

    fn err(&self, what: &str) -> Diagnostic {
        let t = self.tok();
        if let TokKind::Error(e) = &t.kind {
            return Diagnostic::error(t.span, e.clone());
        }
        Diagnostic::error(
            t.span,
            format!("expected {what}, but got {}", Self::describe(t)),
        )
    }

    fn expect_punct(&mut self, p: &str) -> PResult<Span> {
        if self.at_punct(p) {
            Ok(self.bump().span)
        } else {
            Err(self.err(&format!("'{p}'")))
        }
    }

    fn ident(&mut self, what: &str) -> PResult<(String, Span)> {
        match &self.tok().kind {
            TokKind::Ident(w) => {
                let w = w.clone();
                Ok((w, self.bump().span))
            }
            _ => Err(self.err(what)),
        }
    }

    /// Skips to just after the next `;` at this nesting level (or before a closing `}`).
    fn recover(&mut self) {
        let mut depth = 0i32;
        loop {
            let t = self.tok().clone();
            match &t.kind {
                TokKind::Eof => return,
                TokKind::Punct("{") | TokKind::Punct("(") | TokKind::Punct("[") => depth += 1,
                TokKind::Punct("}") | TokKind::Punct(")") | TokKind::Punct("]") => {
                    if depth == 0 {
                        return;
                    }
                    depth -= 1;
                }
                TokKind::Punct(";") if depth == 0 => {
                    self.bump();
                    return;
                }
                _ => {}
            }
            self.bump();
        }
    }

    // ----- declarations -----

    fn module(&mut self) -> Module {
        let mut decls = Vec::new();
        while !matches!(self.tok().kind, TokKind::Eof) {
            let r = if self.at_ident("Pattern") {
                self.pattern().map(Decl::Pattern)
            } else if self.at_ident("Constraint") {
                self.callable().map(Decl::Constraint)
            } else if self.at_ident("Rewrite") {
                self.callable().map(Decl::Rewrite)
            } else if matches!(self.tok().kind, TokKind::Include) {
                self.bump();
                match self.bump() {
                    Token {
                        kind: TokKind::Str(path),
                        span,
                    } => Ok(Decl::Include { path, span }),
                    t => Err(Diagnostic::error(
                        t.span,
                        "expected a string file name after `#include`",
                    )),
                }
            } else {
                Err(Diagnostic::error(
                    self.tok().span,
                    "expected top-level declaration, such as a `Pattern`",
                ))
            };
            match r {
                Ok(d) => decls.push(d),
                Err(e) => {
                    self.errors.push(e);
                    if self.fatal {
                        break;
                    }
                    if self.errors.len() > 100 {
                        let e = Diagnostic::error(self.tok().span, "too many errors; giving up");
                        self.errors.push(e);
                        break;
                    }
                    // Skip to the next top-level declaration.
                    while !matches!(self.tok().kind, TokKind::Eof)
                        && !self.at_ident("Pattern")
                        && !self.at_ident("Constraint")
                        && !self.at_ident("Rewrite")
                    {
                        self.bump();
                    }
                }
            }
        }
        Module { decls }
    }

    fn pattern(&mut self) -> PResult<PatternDecl> {
        let span = self.bump().span;
        let name = if matches!(self.tok().kind, TokKind::Ident(_)) && !self.at_ident("with") {
            Some(self.ident("pattern name")?)
        } else {
            None
        };
        let mut benefit = None;
        let mut recursion = false;
        if self.at_ident("with") {
            self.bump();
            loop {
                if self.at_ident("benefit") {
                    self.bump();
                    self.expect_punct("(")?;
                    let t = self.bump();
                    let TokKind::Int(v) = t.kind else {
                        return Err(Diagnostic::error(
                            t.span,
                            "expected integral pattern benefit",
                        ));
                    };
                    if v > u64::from(u16::MAX) {
                        return Err(Diagnostic::error(
                            t.span,
                            "benefit must fit in a 16-bit unsigned integer",
                        ));
                    }
                    benefit = Some((v, t.span));
                    self.expect_punct(")")?;
                } else if self.at_ident("recursion") {
                    self.bump();
                    recursion = true;
                } else {
                    return Err(self.err("pattern metadata (`benefit(N)` or `recursion`)"));
                }
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        let body = if self.eat_punct("=>") {
            vec![self.stmt()?]
        } else {
            self.block()?
        };
        Ok(PatternDecl {
            name,
            benefit,
            recursion,
            body,
            span,
        })
    }

    /// `{ stmt* }` with statement-level recovery; a nesting level.
    fn block(&mut self) -> PResult<Vec<Stmt>> {
        self.nested("block", Self::block_body)
    }

    fn block_body(&mut self) -> PResult<Vec<Stmt>> {
        self.expect_punct("{")?;
        let mut stmts = Vec::new();
        while !self.at_punct("}") {
            if matches!(self.tok().kind, TokKind::Eof) {
                return Err(Diagnostic::error(self.tok().span, "expected expression"));
            }
            let before = self.pos;
            match self.stmt() {
                Ok(s) => stmts.push(s),
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
                return Err(Diagnostic::error(
                    self.tok().span,
                    "too many errors; giving up",
                ));
            }
        }
        self.bump();
        Ok(stmts)
    }

    fn callable(&mut self) -> PResult<CallableDecl> {
        self.bump();
        let (name, span) = self.ident("a name")?;
        self.callable_rest(name, span)
    }

    /// An inline `Constraint(...) { ... }` / `Rewrite(...) -> R { ... }`, without the `;`
    /// a top-level declaration may end with.
    fn inline_callable(&mut self) -> PResult<CallableDecl> {
        let span = self.bump().span;
        self.callable_rest(String::new(), span)
    }

    fn callable_rest(&mut self, name: String, span: Span) -> PResult<CallableDecl> {
        let inline = name.is_empty();
        self.expect_punct("(")?;
        let mut args = Vec::new();
        if !self.at_punct(")") {
            loop {
                args.push(self.var_decl(true)?);
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect_punct(")")?;
        let mut results = Vec::new();
        if self.eat_punct("->") {
            if self.eat_punct("(") {
                loop {
                    // `(name: C, ...)` or `(C, ...)`.
                    if matches!(self.peek(1).kind, TokKind::Punct(":")) {
                        results.push(self.var_decl(true)?);
                    } else {
                        let c = self.constraint_ref()?;
                        results.push(VarDecl {
                            name: "_".into(),
                            span: constraint_span(&c),
                            constraints: vec![c],
                        });
                    }
                    if !self.eat_punct(",") {
                        break;
                    }
                }
                self.expect_punct(")")?;
            } else {
                let c = self.constraint_ref()?;
                results.push(VarDecl {
                    name: "_".into(),
                    span: constraint_span(&c),
                    constraints: vec![c],
                });
            }
        }
        let (body, code) = if self.at_punct("{") {
            (Some(self.block()?), None)
        } else if self.eat_punct("=>") {
            let e = self.expr()?;
            if !inline {
                self.expect_punct(";")?;
            }
            let sp = e.span();
            (Some(vec![Stmt::Return(e, sp)]), None)
        } else if let TokKind::Code(c) = &self.tok().kind {
            let c = c.clone();
            self.bump();
            self.eat_punct(";");
            (None, Some(c))
        } else if inline {
            return Err(self.err("'{' to begin the body of an inline constraint or rewrite"));
        } else {
            self.expect_punct(";")?;
            (None, None)
        };
        Ok(CallableDecl {
            name,
            args,
            results,
            body,
            code,
            span,
        })
    }

    /// `name: Constraint` or `name: [C1, C2]`; with `require_type`, the `:` part is required.
    fn var_decl(&mut self, require_type: bool) -> PResult<VarDecl> {
        let (name, span) = self.ident("a variable name")?;
        let mut constraints = Vec::new();
        if self.eat_punct(":") {
            if self.eat_punct("[") {
                loop {
                    constraints.push(self.constraint_ref()?);
                    if !self.eat_punct(",") {
                        break;
                    }
                }
                self.expect_punct("]")?;
            } else {
                constraints.push(self.constraint_ref()?);
            }
        } else if require_type {
            return Err(self.err("':' and a type constraint"));
        }
        Ok(VarDecl {
            name,
            constraints,
            span,
        })
    }

    fn constraint_ref(&mut self) -> PResult<ConstraintRef> {
        if self.at_ident("Constraint") && self.peek(1).is_punct("(") {
            let span = self.tok().span;
            return Ok(ConstraintRef::Inline(
                Box::new(self.nested("inline constraint", Self::inline_callable)?),
                span,
            ));
        }
        let (kind, span) = self.ident("a type constraint")?;
        match kind.as_str() {
            "Attr" | "Op" | "Type" | "TypeRange" | "Value" | "ValueRange" => {
                let mut op_name = None;
                let mut type_expr = None;
                if self.at_punct("<") {
                    self.bump();
                    if kind == "Op" {
                        op_name = Some(self.op_name()?);
                    } else if matches!(kind.as_str(), "Value" | "ValueRange" | "Attr") {
                        type_expr = Some(Box::new(self.unary()?));
                    } else {
                        return Err(Diagnostic::error(
                            span,
                            format!("`{kind}` takes no `<...>` argument"),
                        ));
                    }
                    self.expect_punct(">")?;
                }
                Ok(ConstraintRef::Core {
                    kind,
                    op_name,
                    type_expr,
                    span,
                })
            }
            _ => Ok(ConstraintRef::User(kind, span)),
        }
    }

    /// `dialect.name` (identifiers joined by dots; keywords allowed).
    fn op_name(&mut self) -> PResult<String> {
        let (mut n, _) = self.ident("an operation name")?;
        while self.at_punct(".") {
            self.bump();
            let (part, _) = self.ident("the rest of the operation name")?;
            n.push('.');
            n.push_str(&part);
        }
        Ok(n)
    }

    // ----- statements -----

    fn stmt(&mut self) -> PResult<Stmt> {
        let span = self.tok().span;
        let s = if self.at_ident("let") {
            self.bump();
            let var = self.var_decl(false)?;
            let init = if self.eat_punct("=") {
                Some(self.expr()?)
            } else {
                None
            };
            if init.is_none() && var.constraints.is_empty() {
                return Err(Diagnostic::error(
                    var.span,
                    format!("unable to infer type for variable `{}`", var.name),
                ));
            }
            Stmt::Let { var, init, span }
        } else if self.at_ident("replace") {
            self.bump();
            let root = self.expr()?;
            if !self.at_ident("with") {
                return Err(Diagnostic::error(
                    self.tok().span,
                    "expected `with` after root operation",
                ));
            }
            self.bump();
            let with = if self.at_punct("(") {
                self.bump();
                self.expr_list(")")?
            } else {
                vec![self.expr()?]
            };
            Stmt::Replace { root, with, span }
        } else if self.at_ident("erase") {
            self.bump();
            Stmt::Erase {
                root: self.expr()?,
                span,
            }
        } else if self.at_ident("rewrite") {
            self.bump();
            let root = self.expr()?;
            if !self.at_ident("with") {
                return Err(Diagnostic::error(
                    self.tok().span,
                    "expected `with` before rewrite body",
                ));
            }
            self.bump();
            let body = self.block()?;
            Stmt::Rewrite { root, body, span }
        } else if self.at_ident("return") {
            self.bump();
            let e = self.expr()?;
            Stmt::Return(e, span)
        } else {
            let e = self.expr()?;
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
            Stmt::Expr(e)
        };
        if !self.eat_punct(";") {
            return Err(Diagnostic::error(
                self.tok().span,
                "expected `;` after statement",
            ));
        }
        Ok(s)
    }

    // ----- expressions -----

    /// Comma-separated expressions up to (and including) `close`.
    fn expr_list(&mut self, close: &str) -> PResult<Vec<Expr>> {
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

    fn expr(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.binary(0);
        self.depth -= 1;
        r
    }

    /// One more level of nesting (an expression, an operator, a block, an inline
    /// constraint): an error at the current token past [`MAX_DEPTH`], so that neither the
    /// parser nor the passes after it recurse as deeply as the input asks. On success the
    /// caller gives the level back (`self.depth -= 1`).
    fn enter(&mut self) -> PResult<()> {
        self.enter_what("expression")
    }

    /// [`Parser::enter`], naming what nests in the error.
    fn enter_what(&mut self, what: &str) -> PResult<()> {
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
    fn nested<T>(&mut self, what: &str, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
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
    fn unary(&mut self) -> PResult<Expr> {
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

fn constraint_span(c: &ConstraintRef) -> Span {
    match c {
        ConstraintRef::Core { span, .. }
        | ConstraintRef::User(_, span)
        | ConstraintRef::Inline(_, span) => *span,
    }
}

/// The files of a PDLL source and its `#include`s: names and texts, indexed by
/// [`Span::file`].
#[derive(Clone, Debug, Default)]
pub struct SourceFiles {
    /// (file name, text), the main file first.
    pub files: Vec<(String, String)>,
}

impl SourceFiles {
    /// Renders diagnostics against the file each one points into.
    pub fn render(&self, diags: &[Diagnostic]) -> String {
        diags
            .iter()
            .map(|d| {
                let (name, src) = self
                    .files
                    .get(d.span.file as usize)
                    .map_or(("<unknown>", ""), |(n, s)| (n.as_str(), s.as_str()));
                d.render(name, src)
            })
            .collect()
    }
}

/// Reads a PDLL file and the files it `#include`s (relative to the including file, then to
/// `include_dirs`), each once, splicing their declarations in place. Returns the module and
/// every file read (for diagnostics and build scripts' `rerun-if-changed`).
pub fn load_pdll_file(
    path: &std::path::Path,
    include_dirs: &[std::path::PathBuf],
) -> (Result<Module, Vec<Diagnostic>>, SourceFiles) {
    let mut files = SourceFiles::default();
    let mut seen = Vec::new();
    let r = load_into(path, include_dirs, &mut files, &mut seen, None, 0);
    (r, files)
}

fn load_into(
    path: &std::path::Path,
    include_dirs: &[std::path::PathBuf],
    files: &mut SourceFiles,
    seen: &mut Vec<std::path::PathBuf>,
    from: Option<Span>,
    depth: usize,
) -> Result<Module, Vec<Diagnostic>> {
    let canon = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    if seen.contains(&canon) {
        return Ok(Module { decls: Vec::new() });
    }
    let src = std::fs::read_to_string(path).map_err(|e| {
        vec![Diagnostic::error(
            from.unwrap_or_default(),
            format!("cannot read `{}`: {e}", path.display()),
        )]
    })?;
    if depth > 64 {
        return Err(vec![Diagnostic::error(
            from.unwrap_or_default(),
            "`#include`s nested too deeply",
        )]);
    }
    seen.push(canon);
    let file = files.files.len() as u32;
    files.files.push((path.display().to_string(), src.clone()));
    let mut tokens = super::lexer::lex(&src);
    for t in &mut tokens {
        t.span = t.span.in_file(file);
    }
    if let Some(e) = super::lexer::first_error(&tokens) {
        return Err(vec![e]);
    }
    let module = parse_tokens(&tokens)?;
    let mut decls = Vec::new();
    for d in module.decls {
        match d {
            Decl::Include { path: inc, span } => {
                let base = path.parent().map(|p| p.join(&inc));
                let found = base
                    .into_iter()
                    .chain(include_dirs.iter().map(|d| d.join(&inc)))
                    .find(|p| p.exists());
                let Some(found) = found else {
                    return Err(vec![Diagnostic::error(
                        span,
                        format!("unable to open include file `{inc}`"),
                    )]);
                };
                if found.extension().is_some_and(|e| e != "pdll") {
                    return Err(vec![Diagnostic::error(
                        span,
                        "expected include filename to end with `.pdll`",
                    )]);
                }
                let m = load_into(&found, include_dirs, files, seen, Some(span), depth + 1)?;
                decls.extend(m.decls);
            }
            other => decls.push(other),
        }
    }
    Ok(Module { decls })
}
