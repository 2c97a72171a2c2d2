//! Semantic checks of the pattern model: MLIR's verifier rules for `pdl` patterns, with
//! MLIR's wording, so that a pattern MLIR rejects is rejected here with the same message.

use crate::diag::Diagnostic;
use crate::diag::Span;
use crate::model::{Pattern, PatternSet, RewriteAction, Stmt, StmtKind, ValueId};
use pdl_runtime::ir::{OpDef, Registry, Traits};
use rustc_hash::FxHashMap;

/// Checks every pattern; returns all errors found (each pattern stops at its first error, as
/// MLIR's verifier does).
pub fn check(set: &PatternSet) -> Vec<Diagnostic> {
    let mut errors: Vec<Diagnostic> = set
        .patterns
        .iter()
        .filter_map(|p| check_pattern(p).err())
        .collect();
    // The module's symbol table, verified after the operations it holds (as MLIR's
    // `SymbolTable` trait): a pattern name used twice.
    let mut seen = std::collections::HashSet::new();
    for p in &set.patterns {
        if let Some(name) = &p.name {
            if !seen.insert(name.as_str()) {
                errors.push(Diagnostic::error(
                    p.spans.pattern,
                    format!("redefinition of symbol named '{name}'"),
                ));
            }
        }
    }
    errors
}

/// Where a statement sits.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Match,
    Rewrite,
}

/// A statement with its section and span, for use-list style queries.
struct Site<'p> {
    stmt: &'p Stmt,
    section: Section,
    span: Span,
}

fn op_error(stmt: &Stmt, span: Span, msg: impl AsRef<str>) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("'{}' op {}", stmt.op.mlir_name(), msg.as_ref()),
    )
}

/// Checks one pattern against MLIR's verifier rules: its statements (as MLIR verifies nested
/// operations first), then the pattern as a whole.
pub fn check_pattern(p: &Pattern) -> Result<(), Diagnostic> {
    let sites = sites_of(p);
    statements(p, &sites)?;
    check_whole(p, &sites)
}

/// The statements of a pattern as sites, with the sites reading each value (so that use
/// queries cost the number of uses, not the size of the pattern).
struct Sites<'p> {
    list: Vec<Site<'p>>,
    users: Users,
}

/// The sites reading each value, flat: those of value `v` are
/// `sites[start[v]..start[v + 1]]`, in order, each once.
struct Users {
    start: Vec<u32>,
    sites: Vec<u32>,
}

impl Users {
    /// The sites reading `v`, if any.
    fn get(&self, v: &ValueId) -> Option<&[u32]> {
        let k = v.0 as usize;
        let (&a, &b) = (self.start.get(k)?, self.start.get(k + 1)?);
        (a < b).then(|| &self.sites[a as usize..b as usize])
    }
}

impl<'p> std::ops::Deref for Sites<'p> {
    type Target = [Site<'p>];
    fn deref(&self) -> &[Site<'p>] {
        &self.list
    }
}

fn sites_of(p: &Pattern) -> Sites<'_> {
    let list = site_list(p);
    // (value, site) for each read, each site once per value.
    let mut reads: Vec<(u32, u32)> = Vec::new();
    for (i, site) in list.iter().enumerate() {
        let first = reads.len();
        for v in site.stmt.op.operands() {
            if !reads[first..].iter().any(|r| r.0 == v.0) {
                reads.push((v.0, i as u32));
            }
        }
    }
    let n = reads.iter().map(|r| r.0 as usize + 1).max().unwrap_or(0);
    let mut start = vec![0u32; n + 2];
    for &(v, _) in &reads {
        start[v as usize + 2] += 1;
    }
    for k in 2..n + 2 {
        start[k] += start[k - 1];
    }
    let mut sites = vec![0u32; reads.len()];
    for &(v, i) in &reads {
        let at = &mut start[v as usize + 1];
        sites[*at as usize] = i;
        *at += 1;
    }
    start.pop();
    Sites {
        list,
        users: Users { start, sites },
    }
}

fn site_list(p: &Pattern) -> Vec<Site<'_>> {
    let mut sites: Vec<Site<'_>> = Vec::new();
    for (i, s) in p.matcher.iter().enumerate() {
        sites.push(Site {
            stmt: s,
            section: Section::Match,
            span: span_at(&p.spans.matcher, i),
        });
    }
    for (i, s) in p.rewrite_body().iter().enumerate() {
        sites.push(Site {
            stmt: s,
            section: Section::Rewrite,
            span: span_at(&p.spans.rewrite, i),
        });
    }
    sites
}

/// The rules about single statements (placement, operands, binding uses). The rule about
/// the result types of created operations needs the registered operations:
/// [`check_created_ops`].
pub fn check_statements(p: &Pattern) -> Result<(), Diagnostic> {
    statements(p, &sites_of(p))
}

/// [`check_statements`] with the pattern's sites.
fn statements(p: &Pattern, sites: &Sites<'_>) -> Result<(), Diagnostic> {
    // Statements in the wrong section.
    for site in sites.iter() {
        let s = site.stmt;
        match (site.section, &s.op) {
            (
                Section::Rewrite,
                StmtKind::Operand { .. }
                | StmtKind::Operands { .. }
                | StmtKind::ApplyConstraint { .. },
            ) => {
                return Err(op_error(s, site.span, "expects parent op 'pdl.pattern'"));
            }
            (
                Section::Match,
                StmtKind::Replace { .. }
                | StmtKind::Erase { .. }
                | StmtKind::ApplyRewrite { .. }
                | StmtKind::Range { .. },
            ) => {
                return Err(op_error(s, site.span, "expects parent op 'pdl.rewrite'"));
            }
            _ => {}
        }
    }

    // Per-statement rules, in order.
    for site in sites.iter() {
        let s = site.stmt;
        let in_rewrite = site.section == Section::Rewrite;
        match &s.op {
            StmtKind::Attribute { ty, value } => {
                if value.is_none() && in_rewrite {
                    return Err(op_error(
                        s,
                        site.span,
                        "expected constant value when specified within a `pdl.rewrite`",
                    ));
                }
                if value.is_some() && ty.is_some() {
                    return Err(op_error(
                        s,
                        site.span,
                        "expected only one of [`type`, `value`] to be set",
                    ));
                }
                if value.is_none() {
                    binding_use(p, sites, s, site)?;
                }
            }
            StmtKind::Operand { .. } | StmtKind::Operands { .. } => binding_use(p, sites, s, site)?,
            StmtKind::Type { constant: None } | StmtKind::Types { constant: None } => {
                binding_use(p, sites, s, site)?
            }
            StmtKind::Operation { name, .. } => {
                if in_rewrite {
                    if name.is_none() {
                        return Err(op_error(
                            s,
                            site.span,
                            "must have an operation name when nested within a `pdl.rewrite`",
                        ));
                    }
                } else {
                    binding_use(p, sites, s, site)?;
                }
            }
            StmtKind::ApplyConstraint { args, .. } if args.is_empty() => {
                return Err(op_error(s, site.span, "expected at least one argument"));
            }
            StmtKind::ApplyRewrite { args, .. } if args.is_empty() && s.results.is_empty() => {
                return Err(op_error(
                    s,
                    site.span,
                    "expected at least one argument or result",
                ));
            }
            StmtKind::Replace {
                with_op: Some(_),
                with_values,
                ..
            } if !with_values.is_empty() => {
                return Err(op_error(
                    s,
                    site.span,
                    "expected no replacement values to be provided when the replacement operation is present",
                ));
            }
            _ => {}
        }
    }

    Ok(())
}

/// The rules about the pattern as a whole (an operation, connectivity, roots).
fn check_whole(p: &Pattern, sites: &Sites<'_>) -> Result<(), Diagnostic> {
    let rewrite_span = p.spans.rewrite.last().copied().unwrap_or(p.spans.pattern);
    let pattern_err =
        |msg: &str| Diagnostic::error(p.spans.pattern, format!("'pdl.pattern' op {msg}"));
    if !p
        .matcher
        .iter()
        .any(|s| matches!(s.op, StmtKind::Operation { .. }))
    {
        return Err(pattern_err(
            "the pattern must contain at least one `pdl.operation`",
        ));
    }
    if let RewriteAction::Body(_) = &p.rewrite.action {
        if p.rewrite.roots.len() > 1 {
            return Err(Diagnostic::error(
                rewrite_span,
                "'pdl.rewrite' op a rewrite with several roots must name an external rewriter",
            ));
        }
    }
    connected(p, sites).map_err(|span| {
        pattern_err("the operations must form a connected component")
            .with_note(Some(span), "see a disconnected value / operation here")
    })?;
    Ok(())
}

fn span_at(spans: &[Span], i: usize) -> Span {
    spans.get(i).copied().unwrap_or_default()
}

/// The statements that read `v`, in order.
fn users<'a, 'p>(sites: &'a Sites<'p>, v: ValueId) -> impl Iterator<Item = &'a Site<'p>> {
    sites
        .users
        .get(&v)
        .into_iter()
        .flatten()
        .map(move |&i| &sites.list[i as usize])
}

/// MLIR: a match value must have a "binding" user (anything but a `pdl.result(s)` that is not
/// itself bound); the rewrite counts as a user.
fn binding_use(
    p: &Pattern,
    sites: &Sites<'_>,
    s: &Stmt,
    site: &Site<'_>,
) -> Result<(), Diagnostic> {
    fn has_binding_use(p: &Pattern, sites: &Sites<'_>, v: ValueId, depth: usize) -> bool {
        if p.rewrite.roots.contains(&v) {
            return true;
        }
        if let RewriteAction::External { args, .. } = &p.rewrite.action {
            if args.contains(&v) {
                return true;
            }
        }
        users(sites, v).any(|u| match u.stmt.op {
            StmtKind::Result { .. } | StmtKind::Results { .. } => {
                depth < 64
                    && u.stmt
                        .results
                        .iter()
                        .any(|&r| has_binding_use(p, sites, r, depth + 1))
            }
            _ => true,
        })
    }
    if site.section == Section::Rewrite {
        return Ok(());
    }
    let Some(&v) = s.results.first() else {
        return Ok(());
    };
    if has_binding_use(p, sites, v, 0) {
        Ok(())
    } else {
        Err(op_error(
            s,
            site.span,
            "expected a bindable user when defined in the matcher body of a `pdl.pattern`",
        ))
    }
}

/// MLIR's rule on the operations a rewrite creates, for registered operations only (MLIR
/// checks only operations it knows lack type inference: an unregistered one might infer its
/// types): an operation of `registry` without `InferTypeOpInterface` must have result types
/// the rewrite can give. Returns the first error of each pattern.
pub fn check_created_ops(set: &PatternSet, registry: &Registry) -> Vec<Diagnostic> {
    set.patterns
        .iter()
        .filter_map(|p| created_ops(p, registry).err())
        .collect()
}

fn created_ops(p: &Pattern, registry: &Registry) -> Result<(), Diagnostic> {
    let sites = sites_of(p);
    for (idx, site) in sites.iter().enumerate() {
        let StmtKind::Operation {
            name: Some(name),
            types,
            ..
        } = &site.stmt.op
        else {
            continue;
        };
        if site.section != Section::Rewrite {
            continue;
        }
        let Some(def) = registry.ops().find(|d| &*d.name == name.as_str()) else {
            continue;
        };
        if !def.has(Traits::INFER_TYPE) {
            inferable_result_types(&sites, idx, def, types)?;
        }
    }
    Ok(())
}

/// MLIR: an operation created in a rewrite must have result types it can infer: it replaces
/// an earlier operation, or each result type is constant, constrains a matched value, or
/// comes from a native rewrite.
fn inferable_result_types(
    sites: &Sites<'_>,
    idx: usize,
    def: &OpDef,
    types: &[ValueId],
) -> Result<(), Diagnostic> {
    let name = &*def.name;
    let site = &sites[idx];
    let Some(&me) = site.stmt.results.first() else {
        return Ok(());
    };
    let defined_before =
        |v: ValueId| -> bool { sites[..idx].iter().any(|s| s.stmt.results.contains(&v)) };
    // Used as the replacement of an operation defined before it.
    let replaces = sites.iter().any(|u| match &u.stmt.op {
        StmtKind::Replace {
            op,
            with_op: Some(w),
            ..
        } => *w == me && (defined_before(*op)),
        StmtKind::Replace {
            op, with_values, ..
        } => with_values.contains(&me) && defined_before(*op),
        _ => false,
    });
    if replaces {
        return Ok(());
    }
    if types.is_empty() {
        // Variadic or result-less operations need no types; one that has results does.
        if !def.has(Traits::ZERO_RESULTS) && !def.has(Traits::VARIADIC_RESULTS) {
            return Err(op_error(
                site.stmt,
                site.span,
                "must have inferable or constrained result types when nested within `pdl.rewrite`",
            )
            .with_note(
                None,
                format!("operation is created in a non-inferrable context, but '{name}' does not implement InferTypeOpInterface"),
            ));
        }
        return Ok(());
    }
    for (i, &t) in types.iter().enumerate() {
        let def = sites.iter().find(|s| s.stmt.results.contains(&t));
        let ok = match def.map(|d| &d.stmt.op) {
            Some(StmtKind::ApplyRewrite { .. }) => true,
            Some(StmtKind::Type { constant: Some(_) })
            | Some(StmtKind::Types { constant: Some(_) }) => true,
            Some(StmtKind::Type { .. }) | Some(StmtKind::Types { .. }) => {
                users(sites, t).any(|u| {
                    u.section == Section::Match
                        && matches!(
                            u.stmt.op,
                            StmtKind::Operand { .. }
                                | StmtKind::Operands { .. }
                                | StmtKind::Operation { .. }
                        )
                })
            }
            _ => false,
        };
        if !ok {
            return Err(op_error(
                site.stmt,
                site.span,
                "must have inferable or constrained result types when nested within `pdl.rewrite`",
            )
            .with_note(None, format!("result type #{i} was not constrained")));
        }
    }
    Ok(())
}

/// MLIR's connectivity rule: among operands, results and operations used by the rewrite,
/// all must be reachable from the first one through operands, parents and users within the
/// match section. Returns the span of the first disconnected one.
fn connected(p: &Pattern, sites: &Sites<'_>) -> Result<(), Span> {
    let n = p.matcher.len();
    let is_node = |s: &Stmt| {
        matches!(
            s.op,
            StmtKind::Operand { .. }
                | StmtKind::Operands { .. }
                | StmtKind::Result { .. }
                | StmtKind::Results { .. }
                | StmtKind::Operation { .. }
        )
    };
    let used_by_rewrite = |s: &Stmt| -> bool {
        s.results.iter().any(|r| {
            p.rewrite.roots.contains(r)
                || matches!(&p.rewrite.action, RewriteAction::External { args, .. } if args.contains(r))
                || sites.users.get(r).is_some_and(|us| us.iter().any(|&u| u as usize >= n))
        })
    };
    let mut defs: FxHashMap<ValueId, usize> = FxHashMap::default();
    for (i, s) in p.matcher.iter().enumerate() {
        for &r in &s.results {
            defs.entry(r).or_insert(i);
        }
    }
    let def_of = |v: ValueId| defs.get(&v).copied();
    let mut visited = vec![false; n];
    let mut first = true;
    for i in 0..n {
        let s = &p.matcher[i];
        if !is_node(s) || !used_by_rewrite(s) {
            continue;
        }
        if first {
            first = false;
            let mut stack = vec![i];
            while let Some(j) = stack.pop() {
                if visited[j] {
                    continue;
                }
                visited[j] = true;
                let sj = &p.matcher[j];
                // Operands of an operation; parent of a result.
                let down: Vec<ValueId> = match &sj.op {
                    StmtKind::Operation { operands, .. } => operands.clone(),
                    StmtKind::Result { parent, .. } | StmtKind::Results { parent, .. } => {
                        vec![*parent]
                    }
                    _ => Vec::new(),
                };
                stack.extend(down.into_iter().filter_map(def_of));
                // Users in the match section.
                for &r in &sj.results {
                    if let Some(us) = sites.users.get(&r) {
                        stack.extend(us.iter().map(|&k| k as usize).filter(|&k| k < n));
                    }
                }
            }
        } else if !visited[i] {
            return Err(span_at(&p.spans.matcher, i));
        }
    }
    Ok(())
}
