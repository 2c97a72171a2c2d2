//! From the PDLL syntax tree to the pattern model, statement for statement in the order
//! MLIR's `mlir-pdll` emits PDL, so that `pdl-opt --pdll-to-pdl` prints what `mlir-pdll -x=mlir`
//! prints.
//!
//! Rules (MLIR 22's): an omitted operand list matches any operands (`pdl.operands`), an
//! omitted result list any results (`pdl.types`); in a rewrite both mean none. An operation
//! used where values are expected stands for its results (`pdl.results of`); `op.N` is
//! `pdl.result N of`. Native constraints and rewrites (declared without a PDLL body) become
//! `pdl.apply_native_*`; those with a PDLL body are inlined. The first `erase`, `replace` or
//! `rewrite` statement of a pattern ends its match section.
//!
//! Seed 001's operators are calls of builtin natives named by
//! [`BinOp::builtin_name`](super::ast::BinOp::builtin_name) (`__builtin_neg` and
//! `__builtin_not` for the unary ones): with one `!pdl.attribute` result where their value is
//! used, and, as a statement of the match section (comparisons and logic only), as a
//! constraint without result that holds when the value is true.

use std::collections::HashMap;

use pdl_runtime::ir::Context;
use pdl_runtime::text::{parse_attribute, parse_type, print_attribute, print_type};

use super::ast::{
    CallableDecl, ConstraintRef, Decl, Expr, Module, PatternDecl, Stmt as AstStmt, VarDecl,
};
use crate::diag::Diagnostic;
use crate::model::{
    Kind, Pattern, PatternSet, Rewrite, RewriteAction, Span, Spans, Stmt, StmtKind, ValueId,
};

type GResult<T> = Result<T, Diagnostic>;

/// Converts a parsed PDLL module into the pattern model.
pub fn to_model(m: &Module) -> Result<PatternSet, Vec<Diagnostic>> {
    to_model_with_warnings(m).0
}

/// Like [`to_model`], also returning warnings (unused `let` variables).
pub fn to_model_with_warnings(
    m: &Module,
) -> (Result<PatternSet, Vec<Diagnostic>>, Vec<Diagnostic>) {
    let mut warnings = Vec::new();
    let r = to_model_inner(m, &mut warnings);
    (r, warnings)
}

fn to_model_inner(
    m: &Module,
    warnings: &mut Vec<Diagnostic>,
) -> Result<PatternSet, Vec<Diagnostic>> {
    let mut callables: HashMap<&str, (&CallableDecl, bool)> = HashMap::new();
    let mut errors = Vec::new();
    for d in &m.decls {
        if let Decl::Constraint(c) | Decl::Rewrite(c) = d {
            let is_rewrite = matches!(d, Decl::Rewrite(_));
            if callables.insert(c.name.as_str(), (c, is_rewrite)).is_some() {
                errors.push(Diagnostic::error(
                    c.span,
                    format!("redefinition of symbol `{}`", c.name),
                ));
            }
        }
    }
    for d in &m.decls {
        if let Decl::Include { span, .. } = d {
            errors.push(Diagnostic::error(
                *span,
                "`#include` needs a file loader (`load_pdll_file`)",
            ));
        }
    }
    let mut set = PatternSet::default();
    for d in &m.decls {
        if let Decl::Pattern(p) = d {
            match Gen::new(&callables).pattern(p, warnings) {
                Ok(pat) => set.patterns.push(pat),
                Err(e) => errors.push(e),
            }
        }
    }
    if errors.is_empty() {
        Ok(set)
    } else {
        Err(errors)
    }
}

/// What an expression evaluates to.
#[derive(Clone, Debug)]
enum Val {
    One(ValueId, Kind, Option<String>),
    Tuple(Vec<(Option<String>, Val)>),
    Nothing,
}

struct Gen<'c> {
    callables: &'c HashMap<&'c str, (&'c CallableDecl, bool)>,
    kinds: Vec<Kind>,
    value_spans: Vec<Span>,
    matcher: Vec<Stmt>,
    mspans: Vec<Span>,
    body: Vec<Stmt>,
    rspans: Vec<Span>,
    in_rewrite: bool,
    scopes: Vec<HashMap<String, Val>>,
    ctx: Context,
    depth: usize,
    /// Names referenced, and the `let`s of the pattern (for unused-value warnings).
    used: std::collections::HashSet<String>,
    lets: Vec<(String, Span)>,
}

impl<'c> Gen<'c> {
    fn new(callables: &'c HashMap<&'c str, (&'c CallableDecl, bool)>) -> Self {
        Gen {
            callables,
            kinds: Vec::new(),
            value_spans: Vec::new(),
            matcher: Vec::new(),
            mspans: Vec::new(),
            body: Vec::new(),
            rspans: Vec::new(),
            in_rewrite: false,
            scopes: vec![HashMap::new()],
            ctx: Context::new(),
            depth: 0,
            used: std::collections::HashSet::new(),
            lets: Vec::new(),
        }
    }

    fn emit(&mut self, op: StmtKind, results: &[Kind], span: Span) -> Vec<ValueId> {
        let ids: Vec<ValueId> = results
            .iter()
            .map(|&k| {
                self.kinds.push(k);
                self.value_spans.push(span);
                ValueId(self.kinds.len() as u32 - 1)
            })
            .collect();
        let stmt = Stmt {
            op,
            results: ids.clone(),
        };
        if self.in_rewrite {
            self.body.push(stmt);
            self.rspans.push(span);
        } else {
            self.matcher.push(stmt);
            self.mspans.push(span);
        }
        ids
    }

    fn emit1(&mut self, op: StmtKind, kind: Kind, span: Span) -> ValueId {
        self.emit(op, &[kind], span)[0]
    }

    fn bind(&mut self, name: &str, v: Val) {
        if name != "_" {
            if let Some(s) = self.scopes.last_mut() {
                s.insert(name.to_string(), v);
            }
        }
    }

    fn lookup(&mut self, name: &str, span: Span) -> GResult<Val> {
        self.used.insert(name.to_string());
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.get(name).cloned())
            .ok_or_else(|| Diagnostic::error(span, format!("undefined reference to `{name}`")))
    }

    fn pattern(mut self, p: &PatternDecl, warnings: &mut Vec<Diagnostic>) -> GResult<Pattern> {
        let mut roots = Vec::new();
        let mut ended = false;
        for (i, s) in p.body.iter().enumerate() {
            let is_rewrite = matches!(
                s,
                AstStmt::Erase { .. } | AstStmt::Replace { .. } | AstStmt::Rewrite { .. }
            );
            if is_rewrite {
                if i + 1 != p.body.len() {
                    return Err(Diagnostic::error(
                        span_of(&p.body[i + 1]),
                        "Pattern body was terminated by an operation rewrite statement, but found trailing statements",
                    ));
                }
                roots.push(self.top_rewrite(s)?);
                ended = true;
            } else {
                self.stmt(s)?;
            }
        }
        if !ended {
            return Err(Diagnostic::error(
                p.span,
                "expected Pattern body to terminate with an operation rewrite statement, such as `erase`",
            ));
        }
        for (name, span) in &self.lets {
            if !self.used.contains(name) {
                warnings.push(Diagnostic::warning(
                    *span,
                    format!("unused variable `{name}`; prefix it with `_` if it only constrains the match"),
                ));
            }
        }
        let benefit = p.benefit.map_or(0, |b| b.0 as u16);
        Ok(Pattern {
            name: p.name.as_ref().map(|n| n.0.clone()),
            benefit,
            values: self.kinds,
            matcher: self.matcher,
            rewrite: Rewrite {
                roots,
                action: RewriteAction::Body(self.body),
            },
            spans: Spans {
                pattern: p.span,
                values: self.value_spans,
                matcher: self.mspans,
                rewrite: self.rspans,
            },
        })
    }

    /// The statement that ends the match section: its root is matched, the rest rewritten.
    fn top_rewrite(&mut self, s: &AstStmt) -> GResult<ValueId> {
        let (root_expr, span) = match s {
            AstStmt::Erase { root, span }
            | AstStmt::Replace { root, span, .. }
            | AstStmt::Rewrite { root, span, .. } => (root, *span),
            _ => unreachable_stmt(span_of(s))?,
        };
        let root = self.expect_op(root_expr)?;
        self.in_rewrite = true;
        match s {
            AstStmt::Erase { .. } => {
                self.emit(StmtKind::Erase { op: root }, &[], span);
            }
            AstStmt::Replace { with, .. } => self.replace(root, with, span)?,
            AstStmt::Rewrite { body, .. } => {
                self.scopes.push(HashMap::new());
                for st in body {
                    self.stmt(st)?;
                }
                self.scopes.pop();
            }
            _ => {}
        }
        Ok(root)
    }

    fn replace(&mut self, root: ValueId, with: &[Expr], span: Span) -> GResult<()> {
        if with.len() == 1 {
            let v = self.expr(&with[0])?;
            if let Val::One(id, Kind::Operation, _) = v {
                self.emit(
                    StmtKind::Replace {
                        op: root,
                        with_op: Some(id),
                        with_values: Vec::new(),
                    },
                    &[],
                    span,
                );
                return Ok(());
            }
            let vals = self.as_values(v, with[0].span())?;
            self.emit(
                StmtKind::Replace {
                    op: root,
                    with_op: None,
                    with_values: vals,
                },
                &[],
                span,
            );
            return Ok(());
        }
        let mut vals = Vec::new();
        for w in with {
            let v = self.expr(w)?;
            vals.extend(self.as_values(v, w.span())?);
        }
        self.emit(
            StmtKind::Replace {
                op: root,
                with_op: None,
                with_values: vals,
            },
            &[],
            span,
        );
        Ok(())
    }

    /// Values for an operand or replacement position: an operation stands for its results.
    fn as_values(&mut self, v: Val, span: Span) -> GResult<Vec<ValueId>> {
        match v {
            Val::One(id, Kind::Value | Kind::ValueRange, _) => Ok(vec![id]),
            Val::One(id, Kind::Operation, _) => Ok(vec![self.emit1(
                StmtKind::Results {
                    parent: id,
                    index: None,
                },
                Kind::ValueRange,
                span,
            )]),
            Val::Tuple(elems) => {
                let mut out = Vec::new();
                for (_, e) in elems {
                    out.extend(self.as_values(e, span)?);
                }
                Ok(out)
            }
            _ => Err(Diagnostic::error(
                span,
                "expected `Value`, `ValueRange` or `Op` here",
            )),
        }
    }

    fn expect_op(&mut self, e: &Expr) -> GResult<ValueId> {
        match self.expr(e)? {
            Val::One(id, Kind::Operation, _) => Ok(id),
            _ => Err(Diagnostic::error(
                e.span(),
                "expected an operation (`Op`) here",
            )),
        }
    }

    fn stmt(&mut self, s: &AstStmt) -> GResult<()> {
        match s {
            AstStmt::Let { var, init, .. } => {
                let v = match init {
                    Some(e) => {
                        let v = self.expr(e)?;
                        self.check_constraints(var, &v).map_err(|d| Diagnostic {
                            span: e.span(),
                            ..d
                        })?;
                        v
                    }
                    None => self.declare(var)?,
                };
                if !var.name.starts_with('_')
                    && self.scopes.len() == 1 + usize::from(self.in_rewrite)
                {
                    self.lets.push((var.name.clone(), var.span));
                }
                self.bind(&var.name, v);
                Ok(())
            }
            AstStmt::Expr(e) => {
                if let (Expr::Binary(op, l, r, sp), false) = (e, self.in_rewrite) {
                    // A comparison or logical statement: a constraint that must hold.
                    let a = self.attr_operand(l)?;
                    let b = self.attr_operand(r)?;
                    self.emit(
                        StmtKind::ApplyConstraint {
                            name: op.builtin_name().into(),
                            args: vec![a, b],
                            negated: false,
                        },
                        &[],
                        *sp,
                    );
                    return Ok(());
                }
                if let (Expr::Not(inner, sp), false) = (e, self.in_rewrite) {
                    let a = self.attr_operand(inner)?;
                    self.emit(
                        StmtKind::ApplyConstraint {
                            name: "__builtin_not".into(),
                            args: vec![a],
                            negated: false,
                        },
                        &[],
                        *sp,
                    );
                    return Ok(());
                }
                self.expr(e).map(|_| ())
            }
            AstStmt::Erase { root, span } if self.in_rewrite => {
                let r = self.expect_op(root)?;
                self.emit(StmtKind::Erase { op: r }, &[], *span);
                Ok(())
            }
            AstStmt::Replace { root, with, span } if self.in_rewrite => {
                let r = self.expect_op(root)?;
                self.replace(r, with, *span)
            }
            AstStmt::Rewrite { span, .. } if self.in_rewrite => Err(Diagnostic::error(
                *span,
                "`rewrite` statements may not be nested in a rewrite",
            )),
            AstStmt::Return(_, span) => Err(Diagnostic::error(
                *span,
                "`return` is only allowed in a `Constraint` or `Rewrite` body",
            )),
            other => Err(Diagnostic::error(
                span_of(other),
                "operation rewrite statements end a `Pattern`'s match section",
            )),
        }
    }

    fn attr_operand(&mut self, e: &Expr) -> GResult<ValueId> {
        match self.expr(e)? {
            Val::One(id, Kind::Attribute, _) => Ok(id),
            _ => Err(Diagnostic::error(
                e.span(),
                "expected an `Attr` operand for this operator",
            )),
        }
    }

    /// A variable declared by constraint only: the value it constrains.
    fn declare(&mut self, var: &VarDecl) -> GResult<Val> {
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
    fn apply_user_constraints(&mut self, var: &VarDecl, v: Val) -> GResult<Val> {
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

    fn check_constraints(&self, var: &VarDecl, v: &Val) -> GResult<()> {
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

    fn expr(&mut self, e: &Expr) -> GResult<Val> {
        self.depth += 1;
        if self.depth > 200 {
            self.depth -= 1;
            return Err(Diagnostic::error(e.span(), "expression nested too deeply"));
        }
        let r = self.expr_inner(e);
        self.depth -= 1;
        r
    }

    fn expr_inner(&mut self, e: &Expr) -> GResult<Val> {
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

    fn builtin(&mut self, name: &str, args: Vec<ValueId>, span: Span) -> GResult<Val> {
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

    fn op(
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
        match operands {
            Some(list) => {
                for x in list {
                    let v = self.expr(x)?;
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
        match results {
            Some(list) => {
                for x in list {
                    match self.expr(x)? {
                        Val::One(id, Kind::Type | Kind::TypeRange, _) => types.push(id),
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

    fn call(&mut self, callee: &str, args: &[Expr], negated: bool, span: Span) -> GResult<Val> {
        let Some(&(decl, is_rewrite)) = self.callables.get(callee) else {
            return Err(Diagnostic::error(
                span,
                format!("undefined reference to `{callee}`"),
            ));
        };
        self.call_decl(decl, is_rewrite, args, negated, span)
    }

    /// Calls a constraint or rewrite: a native one becomes `pdl.apply_native_*`, one with a
    /// PDLL body (named or inline) is inlined.
    fn call_decl(
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
            self.check_constraints(param, &v).map_err(|_| {
                Diagnostic::error(
                    a.span(),
                    format!("argument `{}` of `{callee}` has the wrong kind", param.name),
                )
            })?;
            vals.push(v);
        }
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

fn kind_of(v: &VarDecl) -> Option<Kind> {
    match v.constraints.first()? {
        ConstraintRef::Core { kind, .. } => Some(match kind.as_str() {
            "Value" => Kind::Value,
            "ValueRange" => Kind::ValueRange,
            "Type" => Kind::Type,
            "TypeRange" => Kind::TypeRange,
            "Attr" => Kind::Attribute,
            _ => Kind::Operation,
        }),
        ConstraintRef::User(..) | ConstraintRef::Inline(..) => None,
    }
}

fn span_of(s: &AstStmt) -> Span {
    match s {
        AstStmt::Let { span, .. }
        | AstStmt::Replace { span, .. }
        | AstStmt::Erase { span, .. }
        | AstStmt::Rewrite { span, .. }
        | AstStmt::Return(_, span) => *span,
        AstStmt::Expr(e) => e.span(),
    }
}

fn unreachable_stmt<T>(span: Span) -> GResult<T> {
    Err(Diagnostic::error(
        span,
        "expected an operation rewrite statement",
    ))
}

/// Reads PDLL text into the model: parse, convert, and check with MLIR's PDL rules.
pub fn pdll_to_model(src: &str) -> Result<PatternSet, Vec<Diagnostic>> {
    let m = super::pdll::parse_pdll(src)?;
    let set = to_model(&m)?;
    let errors = crate::sema::check(&set);
    if errors.is_empty() {
        Ok(set)
    } else {
        Err(errors)
    }
}
