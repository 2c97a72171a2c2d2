//! The walk over the syntax tree that builds the [`Index`]: declarations in scope order,
//! references resolved as the conversion resolves them (variables by the innermost scope,
//! constraints and rewrites by their global name), and the types of variables inferred
//! from their constraints or initializers. Operations that includes define (ODS) go to
//! [`Index::ops`](super::Index::ops) as [`OpDecl`](super::OpDecl)s.

use std::collections::HashMap;
use std::fmt;

use super::{Index, Reference, Symbol, SymbolKind, Target, VarRole};
use crate::diag::{SourceFiles, Span};
use crate::syntax::ast::{CallableDecl, ConstraintRef, Decl, Expr, Module, PatternDecl, Stmt};
use crate::syntax::token::{TokKind, Token};

/// A PDLL type, as the index shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Ty {
    /// `Value`, `Op<arith.addi>`, ...
    Named(String),
    /// `Tuple<a: Value, Type>`.
    Tuple(Vec<(Option<String>, Ty)>),
    /// Not known (an undefined name).
    Unknown,
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::Named(n) => f.write_str(n),
            Ty::Unknown => f.write_str("<unknown>"),
            Ty::Tuple(elems) => {
                f.write_str("Tuple<")?;
                for (i, (name, ty)) in elems.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    if let Some(n) = name {
                        write!(f, "{n}: ")?;
                    }
                    write!(f, "{ty}")?;
                }
                f.write_str(">")
            }
        }
    }
}

/// Builds the index of `module`, read from `sources`.
pub(super) fn index_module(module: &Module, sources: &SourceFiles) -> Index {
    let mut w = Walker {
        sources,
        index: Index::default(),
        types: Vec::new(),
        globals: HashMap::new(),
        callables: HashMap::new(),
        scopes: Vec::new(),
        parent: None,
        tokens: HashMap::new(),
    };
    for d in &module.decls {
        if let Decl::Constraint(c) | Decl::Rewrite(c) = d {
            w.callables.entry(c.name.clone()).or_insert(c);
        }
    }
    for d in &module.decls {
        w.decl(d);
    }
    w.index
}

struct Walker<'a> {
    sources: &'a SourceFiles,
    index: Index,
    /// The type of each symbol.
    types: Vec<Ty>,
    /// Top-level constraints and rewrites by name: their symbols.
    globals: HashMap<String, usize>,
    /// Top-level constraints and rewrites by name: their declarations (for types of calls
    /// before the declaration is walked).
    callables: HashMap<String, &'a CallableDecl>,
    scopes: Vec<HashMap<String, usize>>,
    /// The top-level declaration being walked.
    parent: Option<usize>,
    /// The tokens of each file, lexed when an extent is needed.
    tokens: HashMap<u32, Vec<Token>>,
}

impl<'a> Walker<'a> {
    fn push(&mut self, symbol: Symbol, ty: Ty) -> usize {
        self.index.symbols.push(symbol);
        self.types.push(ty);
        self.index.symbols.len() - 1
    }

    fn refer(&mut self, span: Span, target: Target) {
        self.index.references.push(Reference { span, target });
    }

    fn decl(&mut self, d: &'a Decl) {
        match d {
            Decl::Pattern(p) => self.pattern(p),
            Decl::Constraint(c) => self.top_callable(c, false),
            Decl::Rewrite(c) => self.top_callable(c, true),
            Decl::Include { .. } => {}
            Decl::Ods(ops) => {
                for op in ops {
                    self.index.ops.push(ods_op(op));
                }
            }
        }
    }

    fn pattern(&mut self, p: &'a PatternDecl) {
        let (name, span) = p.name.clone().unwrap_or((String::new(), p.span));
        let mut detail = "Pattern".to_string();
        if !name.is_empty() {
            detail = format!("Pattern {name}");
        }
        let mut with = Vec::new();
        if let Some((b, _)) = p.benefit {
            with.push(format!("benefit({b})"));
        }
        if p.recursion {
            with.push("recursion".into());
        }
        if !with.is_empty() {
            detail = format!("{detail} with {}", with.join(", "));
        }
        let symbol = Symbol {
            name,
            kind: SymbolKind::Pattern {
                benefit: p.benefit.map(|(b, _)| b),
                recursion: p.recursion,
            },
            span,
            extent: self.extent(p.span, 0),
            detail,
            parent: None,
        };
        let i = self.push(symbol, Ty::Unknown);
        self.parent = Some(i);
        self.scopes.push(HashMap::new());
        self.stmts(&p.body);
        self.scopes.pop();
        self.parent = None;
    }

    fn top_callable(&mut self, c: &'a CallableDecl, is_rewrite: bool) {
        let i = self.callable_symbol(c, is_rewrite, None);
        self.globals.entry(c.name.clone()).or_insert(i);
        self.parent = Some(i);
        self.callable_body(c);
        self.parent = None;
    }

    /// Adds the symbol of a constraint or rewrite declared under `parent` (none: at the top).
    fn callable_symbol(
        &mut self,
        c: &CallableDecl,
        is_rewrite: bool,
        parent: Option<usize>,
    ) -> usize {
        let native = c.body.is_none();
        let kind = if is_rewrite {
            SymbolKind::Rewrite { native }
        } else {
            SymbolKind::Constraint { native }
        };
        let symbol = Symbol {
            name: c.name.clone(),
            kind,
            span: c.span,
            extent: self.extent(c.span, 1),
            detail: self.signature(c, is_rewrite),
            parent,
        };
        let ty = self.results_ty(c);
        self.push(symbol, ty)
    }

    /// The arguments, results and body of a constraint or rewrite, in a scope of their own.
    fn callable_body(&mut self, c: &'a CallableDecl) {
        self.scopes.push(HashMap::new());
        for a in &c.args {
            self.var(a, VarRole::Argument, None);
        }
        for r in &c.results {
            if r.name == "_" {
                for k in &r.constraints {
                    self.constraint_refs(k);
                }
            } else {
                self.var(r, VarRole::Result, None);
            }
        }
        if let Some(body) = &c.body {
            self.stmts(body);
        }
        self.scopes.pop();
    }

    /// `Constraint Name(a: Value, b: Attr) -> Type`.
    fn signature(&self, c: &CallableDecl, is_rewrite: bool) -> String {
        let keyword = if is_rewrite { "Rewrite" } else { "Constraint" };
        let args: Vec<String> = c
            .args
            .iter()
            .map(|a| format!("{}: {}", a.name, self.var_ty(a, None)))
            .collect();
        let mut s = format!("{keyword} {}({})", c.name, args.join(", "));
        match c.results.as_slice() {
            [] => {}
            [r] if r.name == "_" => s = format!("{s} -> {}", self.var_ty(r, None)),
            rs => {
                let rs: Vec<String> = rs
                    .iter()
                    .map(|r| match r.name.as_str() {
                        "_" => self.var_ty(r, None).to_string(),
                        n => format!("{n}: {}", self.var_ty(r, None)),
                    })
                    .collect();
                s = format!("{s} -> ({})", rs.join(", "));
            }
        }
        s
    }

    /// The type a call of `c` has: its one result, or a tuple of them.
    fn results_ty(&self, c: &CallableDecl) -> Ty {
        match c.results.as_slice() {
            [r] => self.var_ty(r, None),
            rs => Ty::Tuple(
                rs.iter()
                    .map(|r| {
                        let name = (r.name != "_").then(|| r.name.clone());
                        (name, self.var_ty(r, None))
                    })
                    .collect(),
            ),
        }
    }

    /// The type of a variable: its first core constraint, else its first constraint (a user
    /// constraint constrains its first argument's type), else its initializer's.
    fn var_ty(&self, v: &crate::syntax::ast::VarDecl, init: Option<&Expr>) -> Ty {
        let core = v
            .constraints
            .iter()
            .find(|c| matches!(c, ConstraintRef::Core { .. }));
        if let Some(c) = core.or(v.constraints.first()) {
            return self.constraint_ty(c);
        }
        init.map_or(Ty::Unknown, |e| self.expr_ty(e))
    }

    fn constraint_ty(&self, c: &ConstraintRef) -> Ty {
        match c {
            ConstraintRef::Core {
                kind,
                op_name,
                type_expr,
                ..
            } => match (op_name, type_expr.as_deref()) {
                (Some(op), _) => Ty::Named(format!("{kind}<{op}>")),
                (None, Some(Expr::Ref(t, _))) => Ty::Named(format!("{kind}<{t}>")),
                (None, Some(Expr::Type(t, _))) => Ty::Named(format!("{kind}<type<\"{t}\">>")),
                _ => Ty::Named(kind.clone()),
            },
            ConstraintRef::User(name, _) => match self.callables.get(name) {
                Some(c) => c.args.first().map_or(Ty::Unknown, |a| self.var_ty(a, None)),
                None => Ty::Unknown,
            },
            ConstraintRef::Inline(c, _) => {
                c.args.first().map_or(Ty::Unknown, |a| self.var_ty(a, None))
            }
        }
    }

    fn lookup_var(&self, name: &str) -> Option<usize> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    fn expr_ty(&self, e: &Expr) -> Ty {
        match e {
            Expr::Ref(name, _) => self
                .lookup_var(name)
                .map_or(Ty::Unknown, |i| self.types[i].clone()),
            Expr::Decl(v) => self.var_ty(v, None),
            Expr::Op { name, .. } => Ty::Named(match name {
                Some(n) => format!("Op<{n}>"),
                None => "Op".into(),
            }),
            Expr::Attr(..) | Expr::Binary(..) | Expr::Neg(..) | Expr::Not(..) => {
                Ty::Named("Attr".into())
            }
            Expr::Type(..) => Ty::Named("Type".into()),
            Expr::Call { callee, .. } => self
                .callables
                .get(callee)
                .map_or(Ty::Unknown, |c| self.results_ty(c)),
            Expr::Lambda { decl, .. } => self.results_ty(decl),
            Expr::Tuple(elems, _) => Ty::Tuple(
                elems
                    .iter()
                    .map(|(n, e)| (n.clone(), self.expr_ty(e)))
                    .collect(),
            ),
            Expr::Member(base, member, _) => match self.expr_ty(base) {
                Ty::Named(n) if n.starts_with("Op") => Ty::Named("Value".into()),
                Ty::Tuple(elems) => {
                    let by_index = member.parse::<usize>().ok().and_then(|i| elems.get(i));
                    let by_name = elems.iter().find(|(n, _)| n.as_deref() == Some(member));
                    by_name.or(by_index).map_or(Ty::Unknown, |(_, t)| t.clone())
                }
                _ => Ty::Unknown,
            },
        }
    }

    /// Declares variable `v` in the innermost scope (its constraints walked first).
    fn var(&mut self, v: &'a crate::syntax::ast::VarDecl, role: VarRole, init: Option<&Expr>) {
        for c in &v.constraints {
            self.constraint_refs(c);
        }
        if v.name == "_" {
            return;
        }
        let ty = self.var_ty(v, init);
        let symbol = Symbol {
            name: v.name.clone(),
            kind: SymbolKind::Variable(role),
            span: v.span,
            extent: v.span,
            detail: ty.to_string(),
            parent: self.parent,
        };
        let i = self.push(symbol, ty);
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(v.name.clone(), i);
        }
    }

    fn constraint_refs(&mut self, c: &'a ConstraintRef) {
        match c {
            ConstraintRef::Core {
                op_name,
                type_expr,
                span,
                ..
            } => {
                if let Some(op) = op_name {
                    self.op_ref(*span, op);
                }
                if let Some(e) = type_expr {
                    self.expr(e);
                }
            }
            ConstraintRef::User(name, span) => {
                if let Some(&i) = self.globals.get(name) {
                    self.refer(*span, Target::Symbol(i));
                }
            }
            ConstraintRef::Inline(c, _) => self.callable_body(c),
        }
    }

    /// A reference to the operation `name` written as `<name>` after the keyword at `kw`.
    fn op_ref(&mut self, kw: Span, name: &str) {
        let (_, text) = self.sources.file(kw.file);
        let mut i = kw.end as usize;
        let skip_ws = |i: &mut usize| {
            while text.as_bytes().get(*i).is_some_and(u8::is_ascii_whitespace) {
                *i += 1;
            }
        };
        skip_ws(&mut i);
        if text.as_bytes().get(i) != Some(&b'<') {
            return;
        }
        i += 1;
        skip_ws(&mut i);
        if text.get(i..).is_some_and(|t| t.starts_with(name)) {
            let span = Span::new(i, i + name.len()).in_file(kw.file);
            self.refer(span, Target::Op(name.to_string()));
        }
    }

    fn stmts(&mut self, stmts: &'a [Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &'a Stmt) {
        match s {
            Stmt::Let { var, init, .. } => {
                if let Some(e) = init {
                    self.expr(e);
                }
                self.var(var, VarRole::Let, init.as_ref());
            }
            Stmt::Replace { root, with, .. } => {
                self.expr(root);
                for e in with {
                    self.expr(e);
                }
            }
            Stmt::Erase { root, .. } => self.expr(root),
            Stmt::Rewrite { root, body, .. } => {
                self.expr(root);
                self.scopes.push(HashMap::new());
                self.stmts(body);
                self.scopes.pop();
            }
            Stmt::Return(e, _) | Stmt::Expr(e) => self.expr(e),
            Stmt::Decl {
                decl, is_rewrite, ..
            } => self.nested_callable(decl, *is_rewrite),
        }
    }

    /// A constraint or rewrite declared inside a body: a symbol under the enclosing one,
    /// visible in the enclosing scope (an anonymous one only has its body walked).
    fn nested_callable(&mut self, c: &'a CallableDecl, is_rewrite: bool) {
        if c.name.is_empty() {
            self.callable_body(c);
            return;
        }
        let i = self.callable_symbol(c, is_rewrite, self.parent);
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(c.name.clone(), i);
        }
        let outer = self.parent.replace(i);
        self.callable_body(c);
        self.parent = outer;
    }

    fn expr(&mut self, e: &'a Expr) {
        match e {
            Expr::Ref(name, span) => {
                let target = self
                    .lookup_var(name)
                    .or_else(|| self.globals.get(name).copied());
                if let Some(i) = target {
                    self.refer(*span, Target::Symbol(i));
                }
            }
            Expr::Decl(v) => self.var(v, VarRole::Inline, None),
            Expr::Op {
                name,
                operands,
                attributes,
                results,
                span,
            } => {
                if let Some(n) = name {
                    self.op_ref(*span, n);
                }
                for e in operands.iter().flatten() {
                    self.expr(e);
                }
                for (_, e) in attributes {
                    self.expr(e);
                }
                for e in results.iter().flatten() {
                    self.expr(e);
                }
            }
            Expr::Attr(..) | Expr::Type(..) => {}
            Expr::Call {
                callee, args, span, ..
            } => {
                if let Some(&i) = self.globals.get(callee) {
                    self.refer(*span, Target::Symbol(i));
                }
                for a in args {
                    self.expr(a);
                }
            }
            Expr::Member(base, _, _) | Expr::Neg(base, _) | Expr::Not(base, _) => self.expr(base),
            Expr::Tuple(elems, _) => {
                for (_, e) in elems {
                    self.expr(e);
                }
            }
            Expr::Binary(_, a, b, _) => {
                self.expr(a);
                self.expr(b);
            }
            Expr::Lambda { decl, args, .. } => {
                for a in args {
                    self.expr(a);
                }
                self.callable_body(decl);
            }
        }
    }

    /// The whole top-level declaration whose token `back` tokens before the one at `at`
    /// begins it: up to the last token before the next top-level declaration or `#include`.
    fn extent(&mut self, at: Span, back: usize) -> Span {
        let sources = self.sources;
        let tokens = self
            .tokens
            .entry(at.file)
            .or_insert_with(|| crate::syntax::lexer::lex(sources.file(at.file).1));
        let Some(i) = tokens.iter().position(|t| t.span.start == at.start) else {
            return at;
        };
        let first = i.saturating_sub(back);
        let starts_decl = |t: &Token| {
            matches!(t.kind, TokKind::Include)
                || ["Pattern", "Constraint", "Rewrite"]
                    .iter()
                    .any(|k| t.is_ident(k))
        };
        // A top-level keyword is one at nesting depth 0.
        let mut depth = 0i32;
        let mut last = first;
        for (j, t) in tokens.iter().enumerate().skip(first + 1) {
            match &t.kind {
                TokKind::Eof => break,
                TokKind::Punct("{" | "(" | "[") => depth += 1,
                TokKind::Punct("}" | ")" | "]") => depth -= 1,
                _ if depth <= 0 && starts_decl(t) && j > i => break,
                _ => {}
            }
            last = j;
        }
        Span::new(
            tokens[first].span.start as usize,
            tokens[last].span.end as usize,
        )
        .in_file(at.file)
    }
}

/// An operation of an included `.td` file as the index shows it: constraints written as in
/// ODS (`Variadic<...>`, `Optional<...>`, `OptionalAttr<...>`).
fn ods_op(op: &crate::syntax::pdll::ods::OdsOpDef) -> super::OpDecl {
    use crate::syntax::pdll::ods::OdsArity;
    let value = |v: &crate::syntax::pdll::ods::OdsValueDef| {
        let c = match v.arity {
            OdsArity::Single => v.constraint.clone(),
            OdsArity::Optional => format!("Optional<{}>", v.constraint),
            OdsArity::Variadic => format!("Variadic<{}>", v.constraint),
        };
        (v.name.clone(), c)
    };
    super::OpDecl {
        name: op.name.clone(),
        summary: op.summary.clone(),
        description: op.description.clone(),
        operands: op.operands.iter().map(value).collect(),
        results: op.results.iter().map(value).collect(),
        attributes: op
            .attributes
            .iter()
            .map(|a| {
                let c = if a.optional {
                    format!("OptionalAttr<{}>", a.constraint)
                } else {
                    a.constraint.clone()
                };
                (a.name.clone(), c)
            })
            .collect(),
        span: Some(op.span),
    }
}
