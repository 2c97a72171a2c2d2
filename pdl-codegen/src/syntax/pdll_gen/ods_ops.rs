//! Operations with an ODS definition (from an included `.td` file, see `pdll::ods`), typed
//! as `mlir-pdll` types them: `op<dialect.name>` is an `Op<dialect.name>` that knows its
//! operands and results by name, count and variadicity.
//!
//! MLIR 22's rules (`Parser::validateMemberAccess`, `validateOperationOperandsOrResults`,
//! `convertOpExpressionTo`, and MLIRGen's member access):
//! - `root.name` and `root.N` name a result group: `pdl.results N of %root -> !pdl.value`
//!   for a single or optional result, `-> !pdl.range<value>` for a variadic one; any other
//!   member is an error.
//! - An operand or result list of one element is a range and is not checked. Otherwise it
//!   has one element per ODS group; an empty list is allowed when every group is optional or
//!   variadic (in a rewrite, with two or more groups, each gets an empty `pdl.range`); each
//!   element converts to a `Value` (`Type`) for a single or optional group and to a
//!   `ValueRange` (`TypeRange`) for a variadic one, an `Op` to a `Value` being its result
//!   `pdl.result 0 of` (refused for an ODS operation with no result or several single ones).
//! - Result types left out in a rewrite are inferred at run time (`InferTypeOpInterface`,
//!   or from the replaced operation of `replace ... with op<...>`): as MLIR, a warning (not an
//!   error: the interface may be attached at run time) where the operation has a result of
//!   fixed count and ODS gives it no `InferTypeOpInterface`. MLIR also warns for operations
//!   without a definition; that warning is left out here (it would fire on most rewrites of
//!   unregistered test operations). A `replace ... with (op<...>)` in parentheses counts as a
//!   replacement too (the syntax tree does not keep the parentheses).

use super::{Diagnostic, Expr, GResult, Gen, Val};
use crate::diag::Span;
use crate::model::{Kind, StmtKind, ValueId};
use crate::syntax::ast::{Expr as AstExpr, PatternDecl, Stmt as AstStmt};
use crate::syntax::pdll::ods::{OdsArity, OdsOpDef, OdsValueDef};

/// An operation's operand or result groups.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Group {
    /// Operands: `Value`/`ValueRange`.
    Operand,
    /// Result types: `Type`/`TypeRange`.
    Result,
}

impl Group {
    fn name(self) -> &'static str {
        match self {
            Group::Operand => "operand",
            Group::Result => "result",
        }
    }

    fn kinds(self) -> (Kind, Kind) {
        match self {
            Group::Operand => (Kind::Value, Kind::ValueRange),
            Group::Result => (Kind::Type, Kind::TypeRange),
        }
    }
}

/// The PDLL type of a kind, as MLIR's messages write it.
fn kind_type(kind: Kind, op_name: Option<&str>) -> String {
    match kind {
        Kind::Value => "Value".into(),
        Kind::ValueRange => "ValueRange".into(),
        Kind::Type => "Type".into(),
        Kind::TypeRange => "TypeRange".into(),
        Kind::Attribute => "Attr".into(),
        _ => op_name.map_or("Op".into(), |n| format!("Op<{n}>")),
    }
}

/// The PDLL type of a value, as MLIR's messages write it.
fn val_type(v: &Val) -> String {
    match v {
        Val::One(_, kind, name) => kind_type(*kind, name.as_deref()),
        Val::Tuple(elems) => {
            let items: Vec<String> = elems
                .iter()
                .map(|(n, e)| match n {
                    Some(n) => format!("{n}: {}", val_type(e)),
                    None => val_type(e),
                })
                .collect();
            format!("Tuple<{}>", items.join(", "))
        }
        Val::Nothing => "Tuple<>".into(),
    }
}

impl Gen<'_> {
    /// The ODS definition of the operation named `name`, if an included `.td` file has one.
    pub(super) fn ods_op(&self, name: Option<&str>) -> Option<&OdsOpDef> {
        name.and_then(|n| self.ods.get(n))
    }

    /// `base.member` on an operation with an ODS definition (`None` without one): the result
    /// group named, by name or index.
    pub(super) fn ods_member(
        &mut self,
        parent: ValueId,
        op_name: Option<&str>,
        member: &str,
        base_span: Span,
        span: Span,
    ) -> Option<GResult<Val>> {
        let def = self.ods_op(op_name)?;
        let results = &def.results;
        let index = if member.starts_with(|c: char| c.is_ascii_digit()) {
            member.parse::<usize>().ok().filter(|&i| i < results.len())
        } else {
            results.iter().position(|r| r.name == member)
        };
        let Some(index) = index else {
            return Some(Err(Diagnostic::error(
                base_span,
                format!(
                    "invalid member access `{member}` on expression of type `Op<{}>`",
                    def.name
                ),
            )));
        };
        let kind = if results[index].arity == OdsArity::Variadic {
            Kind::ValueRange
        } else {
            Kind::Value
        };
        let id = self.emit1(
            StmtKind::Results {
                parent,
                index: Some(index as u32),
            },
            kind,
            span,
        );
        Some(Ok(Val::One(id, kind, None)))
    }

    /// The operand or result list of `op<name>(...) -> (...)` checked against the ODS
    /// definition of `name`; `None` where ODS has no say (no definition, a list of one
    /// element, or a list left out where it means "any" or "inferred").
    pub(super) fn ods_group(
        &mut self,
        name: Option<&str>,
        group: Group,
        list: Option<&[Expr]>,
        span: Span,
    ) -> GResult<Option<Vec<ValueId>>> {
        let Some(def) = self.ods_op(name).cloned() else {
            return Ok(None);
        };
        let list = match list {
            Some(l) if l.len() == 1 => return Ok(None),
            Some(l) => l,
            None if !self.in_rewrite => return Ok(None),
            None if group == Group::Result => {
                self.inferred.push((span, def.name.clone()));
                return Ok(None);
            }
            None => &[],
        };
        let groups = match group {
            Group::Operand => &def.operands,
            Group::Result => &def.results,
        };
        if list.len() != groups.len() && (!list.is_empty() || groups.iter().any(is_single)) {
            return Err(Diagnostic::error(
                span,
                format!(
                    "invalid number of {} groups for `{}`; expected {}, but got {}",
                    group.name(),
                    def.name,
                    groups.len(),
                    list.len()
                ),
            )
            .with_note(
                Some(def.span),
                format!("see the definition of `{}` here", def.name),
            ));
        }
        if list.is_empty() {
            if !self.in_rewrite || groups.len() <= 1 {
                return Ok(Some(Vec::new()));
            }
            let range = group.kinds().1;
            let empty = groups
                .iter()
                .map(|_| self.emit1(StmtKind::Range { args: Vec::new() }, range, span))
                .collect();
            return Ok(Some(empty));
        }
        let mut ids = Vec::new();
        for (x, g) in list.iter().zip(groups) {
            let v = self.expr(x)?;
            ids.push(self.ods_convert(v, x, g, group, &def)?);
        }
        Ok(Some(ids))
    }

    /// One element of a checked list (`v`, the value of `x`) converted to its group's type.
    fn ods_convert(
        &mut self,
        v: Val,
        x: &Expr,
        g: &OdsValueDef,
        group: Group,
        def: &OdsOpDef,
    ) -> GResult<ValueId> {
        let span = x.span();
        let (single, range) = group.kinds();
        let variadic = g.arity == OdsArity::Variadic;
        let expected = kind_type(if variadic { range } else { single }, None);
        let error = |v: &Val| {
            Diagnostic::error(
                span,
                format!(
                    "unable to convert expression of type `{}` to the expected type of `{expected}`",
                    val_type(v)
                ),
            )
            .with_note(
                Some(def.span),
                format!("see the definition of `{}` here", def.name),
            )
        };
        match &v {
            Val::One(id, k, _) if *k == single || *k == range => Ok(*id),
            Val::One(id, Kind::Operation, _) if group == Group::Operand && variadic => Ok(self
                .emit1(
                    StmtKind::Results {
                        parent: *id,
                        index: None,
                    },
                    Kind::ValueRange,
                    span,
                )),
            Val::One(id, Kind::Operation, name) if group == Group::Operand => {
                if let Some(inner) = self.ods_op(name.as_deref()) {
                    let singles = inner.results.iter().filter(|r| is_single(r)).count();
                    let note = if inner.results.is_empty() {
                        Some("zero results".to_string())
                    } else if singles > 1 {
                        Some(format!("at least {singles} results"))
                    } else {
                        None
                    };
                    if let Some(note) = note {
                        return Err(error(&v).with_note(
                            Some(inner.span),
                            format!(
                                "see the definition of `{}`, which was defined with {note}",
                                inner.name
                            ),
                        ));
                    }
                }
                Ok(self.emit1(
                    StmtKind::Result {
                        parent: *id,
                        index: 0,
                    },
                    Kind::Value,
                    span,
                ))
            }
            Val::Tuple(elems) if variadic && self.in_rewrite => {
                if !elems
                    .iter()
                    .all(|(_, e)| matches!(e, Val::One(_, k, _) if *k == single || *k == range))
                {
                    return Err(error(&v));
                }
                // MLIR makes the range of the tuple's members `x.0`, `x.1`, ..., and each
                // member access generates the tuple again: element `i` is taken from the
                // `i`-th generation of `x`.
                let mut args = Vec::new();
                for i in 0..elems.len() {
                    let again = if i == 0 { v.clone() } else { self.expr(x)? };
                    if let Val::Tuple(es) = again {
                        if let Some((_, Val::One(id, _, _))) = es.get(i) {
                            args.push(*id);
                        }
                    }
                }
                Ok(self.emit1(StmtKind::Range { args }, range, span))
            }
            _ => Err(error(&v)),
        }
    }
}

/// The spans of the operations a `replace ... with op<...>` of `body` (or of a nested
/// rewrite) replaces with: their result types come from the replaced operation (not in
/// parentheses, `with (op<...>)`, as in MLIR).
fn replacement_ops(body: &[AstStmt], out: &mut Vec<Span>) {
    for s in body {
        match s {
            AstStmt::Replace {
                with,
                listed: false,
                ..
            } => {
                if let [AstExpr::Op { span, .. }] = with.as_slice() {
                    out.push(*span);
                }
            }
            AstStmt::Rewrite { body, .. } => replacement_ops(body, out),
            _ => {}
        }
    }
}

impl Gen<'_> {
    /// MLIR's warning for an operation with an ODS definition created in a rewrite without
    /// result types, outside `replace ... with op<...>`, when it has a result of fixed count
    /// and does not implement `InferTypeOpInterface` (once per expression).
    pub(super) fn ods_inference_warnings(&self, p: &PatternDecl, warnings: &mut Vec<Diagnostic>) {
        let mut replacements = Vec::new();
        replacement_ops(&p.body, &mut replacements);
        let mut seen = Vec::new();
        for (span, name) in &self.inferred {
            if replacements.contains(span) || seen.contains(span) {
                continue;
            }
            seen.push(*span);
            let Some(def) = self.ods.get(name) else {
                continue;
            };
            if def.infers_result_types || !def.results.iter().any(is_single) {
                continue;
            }
            warnings.push(
                Diagnostic::warning(
                    *span,
                    format!(
                        "operation result types are marked to be inferred, but `{name}` does not \
                         provide an implementation of `InferTypeOpInterface`. Ensure that `{name}` \
                         attaches `InferTypeOpInterface` at runtime, or add support to the ODS \
                         definition to remove this warning."
                    ),
                )
                .with_note(
                    Some(def.span),
                    format!("see the definition of `{name}` here"),
                ),
            );
        }
    }
}

fn is_single(v: &OdsValueDef) -> bool {
    !v.arity.is_variable()
}
