//! Overlap and shadowing warnings: patterns that can never apply, as Cranelift ISLE reports
//! its overlapping rules.
//!
//! # What is checked
//!
//! Each pattern is lowered to its predicates ([`predicate`](super::predicate)): questions
//! asked at positions relative to the root, with the answer the pattern needs. Positions,
//! questions and answers are interned across the set, so two patterns asking the same thing
//! ask it through the same predicate. Pattern `a` *covers* pattern `b` when every predicate
//! of `a` is one of `b`'s: every operation `b` matches, `a` matches too (native constraints
//! are predicates like the others: `a` may call one only if `b` calls it on the same values).
//!
//! The applicator takes the match with the highest benefit, and among equal benefits the
//! one the matcher records first; the matcher records matches in the order of its tree
//! ([`tree`](super::tree)), a depth-first walk that visits a node's subtrees before its
//! failure edge. So `b` is *shadowed* by `a` when `a` covers `b` and `a` wins: a higher
//! benefit, or the same benefit and a success node earlier in that walk. A rewrite in
//! pdl-rs never falls back to the next match (a failed rewrite is an error), so a shadowed
//! pattern never applies. Two patterns with identical predicates are reported as such.
//!
//! # What is not proven
//!
//! - Shadowing by several patterns together (each covering part of `b`'s matches).
//! - Facts the predicates do not state: a constraint implied by others (two types equal
//!   because both are `i32`), a native constraint that always holds, an operation that
//!   cannot exist.
//! - A pattern that applies but whose rewrite changes nothing is still counted as applying.
//!
//! Every warning it gives is true under these rules: the shadowed pattern cannot apply.

use rustc_hash::{FxHashMap, FxHashSet};

use super::position::PredicateStore;
use super::predicate::{build_predicates, PatternPredicates, Predicate};
use super::tree::{build_tree, MatcherTree, Node};
use crate::diag::Diagnostic;
use crate::model::PatternSet;

/// The shadowing warnings of `set`, one per shadowed pattern, at the pattern, with a note at
/// the pattern that shadows it. Patterns that cannot be lowered are left out (lowering
/// reports them).
pub fn shadowing_warnings(set: &PatternSet, check_shared_types: bool) -> Vec<Diagnostic> {
    let mut store = PredicateStore::default();
    let mut ctx = pdl_runtime::ir::Context::new();
    let mut lowered: Vec<(usize, PatternPredicates)> = Vec::new();
    for (i, p) in set.patterns.iter().enumerate() {
        if let Ok(pp) = build_predicates(p, &mut store, &mut ctx, check_shared_types) {
            lowered.push((i, pp));
        }
    }
    if lowered.len() < 2 {
        return Vec::new();
    }
    let preds: Vec<PatternPredicates> = lowered.iter().map(|(_, p)| p.clone()).collect();
    let tree = build_tree(&store, &preds);
    let order = record_order(&tree, preds.len());
    let sets: Vec<FxHashSet<Predicate>> = preds
        .iter()
        .map(|p| p.predicates.iter().copied().collect())
        .collect();

    // A pattern covers `b` only if `b` asks its rarest predicate: the patterns filed under
    // their rarest predicate (those without predicates under none, candidates everywhere),
    // so that each pattern is compared with the few that may cover it, not with all.
    let mut holders: FxHashMap<Predicate, usize> = FxHashMap::default();
    for set in &sets {
        for &p in set {
            *holders.entry(p).or_default() += 1;
        }
    }
    let mut by_rarest: FxHashMap<Predicate, Vec<usize>> = FxHashMap::default();
    let mut everywhere: Vec<usize> = Vec::new();
    for (a, set) in sets.iter().enumerate() {
        // The rarest, ties broken by the predicate's order in the pattern (deterministic).
        match preds[a]
            .predicates
            .iter()
            .min_by_key(|p| holders.get(*p).copied().unwrap_or(0))
        {
            Some(p) if set.contains(p) => by_rarest.entry(*p).or_default().push(a),
            _ => everywhere.push(a),
        }
    }
    let mut candidates: Vec<usize> = Vec::new();
    let mut warnings = Vec::new();
    for b in 0..preds.len() {
        let pb = &set.patterns[lowered[b].0];
        candidates.clear();
        candidates.extend(everywhere.iter().copied());
        for p in &sets[b] {
            if let Some(filed) = by_rarest.get(p) {
                candidates.extend(filed.iter().copied());
            }
        }
        // In pattern order, as if every pattern were asked.
        candidates.sort_unstable();
        candidates.dedup();
        // The winner among the patterns covering `b`: highest benefit, then recorded first.
        let shadow = candidates
            .iter()
            .copied()
            .filter(|&a| a != b)
            .filter(|&a| {
                let pa = &set.patterns[lowered[a].0];
                pa.benefit > pb.benefit || (pa.benefit == pb.benefit && order[a] < order[b])
            })
            .filter(|&a| sets[a].len() <= sets[b].len() && sets[a].is_subset(&sets[b]))
            .min_by_key(|&a| {
                let pa = &set.patterns[lowered[a].0];
                (std::cmp::Reverse(pa.benefit), order[a])
            });
        let Some(a) = shadow else {
            continue;
        };
        let pa = &set.patterns[lowered[a].0];
        let (name_a, name_b) = (
            display_name(pa, lowered[a].0),
            display_name(pb, lowered[b].0),
        );
        let message = if sets[a].len() == sets[b].len() {
            format!(
                "pattern {name_b} never applies: {name_a} has the same matcher and is tried first"
            )
        } else {
            format!(
                "pattern {name_b} never applies: {name_a} matches every operation it matches \
                 and is tried first"
            )
        };
        let why = if pa.benefit > pb.benefit {
            format!(
                "{name_a} is here, with benefit {} (higher than {})",
                pa.benefit, pb.benefit
            )
        } else {
            format!(
                "{name_a} is here, with the same benefit ({}), and the matcher records it first",
                pa.benefit
            )
        };
        warnings.push(
            Diagnostic::warning(pb.spans.pattern, message).with_note(Some(pa.spans.pattern), why),
        );
    }
    warnings
}

/// `@name`, or `#index` for an unnamed pattern.
fn display_name(p: &crate::model::Pattern, index: usize) -> String {
    match &p.name {
        Some(n) => format!("`@{n}`"),
        None => format!("#{index} (unnamed)"),
    }
}

/// The rank of each pattern's success node in the matcher's walk: subtrees (a check's
/// success, a switch's children in order) before the failure edge. Patterns without a
/// success node (none today) rank last.
fn record_order(tree: &MatcherTree, patterns: usize) -> Vec<usize> {
    let mut order = vec![usize::MAX; patterns];
    let mut next = 0;
    let mut stack = Vec::new();
    stack.extend(tree.root);
    while let Some(id) = stack.pop() {
        match tree.node(id) {
            Node::Bool {
                success, failure, ..
            } => {
                stack.extend(*failure);
                stack.extend(*success);
            }
            Node::Switch {
                children, failure, ..
            } => {
                stack.extend(*failure);
                stack.extend(children.iter().rev().filter_map(|(_, c)| *c));
            }
            Node::Success { pattern, failure } => {
                if let Some(slot) = order.get_mut(*pattern) {
                    if *slot == usize::MAX {
                        *slot = next;
                        next += 1;
                    }
                }
                stack.extend(*failure);
            }
            Node::Exit => {}
        }
    }
    order
}
