//! The PDLL parser: tokens (from text or from a proc macro) into the syntax tree.
//!
//! It reads patterns, constraint and rewrite declarations (PDLL bodies and native
//! declarations), `let` with type constraints, `op<...>` expressions, `attr<"...">`,
//! `type<"...">`, calls, `not`, member access, tuples, `replace`/`erase`/`rewrite`, and seed
//! 001's arithmetic, comparison and logical operators with C/Rust precedence. After an
//! error it skips to the end of the statement and goes on, so several errors are reported
//! at once.

use super::ast::{CallableDecl, ConstraintRef, Decl, Expr, Module, PatternDecl, Stmt, VarDecl};
use super::token::{TokKind, Token};
use crate::diag::Diagnostic;
use crate::diag::Span;

mod expr;
mod include;
pub mod ods;

pub use include::{load_pdll_file, resolve_includes};

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
}

fn constraint_span(c: &ConstraintRef) -> Span {
    match c {
        ConstraintRef::Core { span, .. }
        | ConstraintRef::User(_, span)
        | ConstraintRef::Inline(_, span) => *span,
    }
}

#[cfg(test)]
mod tests;
