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
//!
//! The conversion is in parts: this module holds the entry points and the state of one
//! pattern's conversion (`Gen`: the statements emitted so far, the scopes of names);
//! `stmts` converts statements, `decls` variables declared by constraint, `exprs`
//! expressions, and `calls` calls of constraints and rewrites.

mod calls;
mod decls;
mod exprs;
mod ods_ops;
mod stmts;

use std::collections::HashMap;

use pdl_runtime::ir::Context;

use super::ast::{
    CallableDecl, ConstraintRef, Decl, Expr, Module, PatternDecl, Stmt as AstStmt, VarDecl,
};
use crate::diag::Diagnostic;
use crate::diag::Span;
use crate::model::{Kind, PatternSet, Stmt, StmtKind, ValueId};

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
    // The ODS operations by name (the first definition of a name wins, as MLIR ignores an
    // operation defined again).
    let mut ods = HashMap::new();
    for d in &m.decls {
        if let Decl::Ods(defs) = d {
            for def in defs {
                ods.entry(def.name.clone()).or_insert_with(|| def.clone());
            }
        }
    }
    for d in &m.decls {
        if let Decl::Pattern(p) = d {
            match Gen::new(&callables, &ods).pattern(p, warnings) {
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

/// The conversion of one pattern: its values and statements so far, and the names in scope.
struct Gen<'c> {
    callables: &'c HashMap<&'c str, (&'c CallableDecl, bool)>,
    /// Constraints and rewrites declared inside bodies so far (whether a rewrite).
    locals: Vec<(CallableDecl, bool)>,
    /// The operations defined in included `.td` files, by name.
    ods: &'c HashMap<String, super::pdll::ods::OdsOpDef>,
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
    /// Operations with an ODS definition created in a rewrite with their result types left
    /// out (for MLIR's inference warning, `ods_ops`).
    inferred: Vec<(Span, String)>,
}

impl<'c> Gen<'c> {
    fn new(
        callables: &'c HashMap<&'c str, (&'c CallableDecl, bool)>,
        ods: &'c HashMap<String, super::pdll::ods::OdsOpDef>,
    ) -> Self {
        Gen {
            callables,
            locals: Vec::new(),
            ods,
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
            inferred: Vec::new(),
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
            attrs: Vec::new(),
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
}

/// The kind of value a declaration's first (core) constraint names.
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

/// The span of a statement.
fn span_of(s: &AstStmt) -> Span {
    match s {
        AstStmt::Let { span, .. }
        | AstStmt::Replace { span, .. }
        | AstStmt::Erase { span, .. }
        | AstStmt::Rewrite { span, .. }
        | AstStmt::Return(_, span)
        | AstStmt::Decl { span, .. } => *span,
        AstStmt::Expr(e) => e.span(),
    }
}

/// The error for a statement that cannot end a match section.
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
