//! Root ordering for multi-root patterns (seed 000; MLIR's `RootOrdering.cpp` and the cost
//! graph of `PredicateTree.cpp`).
//!
//! Candidate roots are the operations no other matched operation consumes (or the roots the
//! rewrite names). Between two candidates, the cost graph has an edge `source -> target`
//! whose cost is the number of upward traversals (users of a value) needed to reach the
//! target from a value shared with the source: the connector's depth below the target. The
//! optimal root and traversal are a minimum spanning arborescence (Edmonds' algorithm, with
//! cycle contraction), computed for each candidate; ties go to the first candidate. Edge
//! costs are pairs (cost, creation order), so that equal costs are broken the way MLIR
//! breaks them.

use std::collections::VecDeque;

use rustc_hash::FxHashMap;

use crate::diag::Diagnostic;
use crate::model::{Pattern, StmtKind, ValueId};

/// An edge cost: (upward traversals, creation order for tie-breaking).
pub type Cost = (u32, u32);

/// A weighted directed edge of a graph over nodes `0..n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    /// Source node.
    pub from: usize,
    /// Target node.
    pub to: usize,
    /// Cost.
    pub cost: Cost,
}

type Wide = (i64, i64);

fn sub(a: Wide, b: Wide) -> Wide {
    (a.0 - b.0, a.1 - b.1)
}

/// A minimum spanning arborescence of nodes `0..n` rooted at `root` (Edmonds' algorithm):
/// for each node its chosen incoming edge (`None` for the root), or `None` if some node is
/// unreachable from the root.
pub fn min_arborescence(n: usize, edges: &[Edge], root: usize) -> Option<Vec<Option<Edge>>> {
    let wide: Vec<(usize, usize, Wide, usize)> = edges
        .iter()
        .enumerate()
        .filter(|(_, e)| e.from != e.to && e.to != root && e.from < n && e.to < n)
        .map(|(i, e)| (e.from, e.to, (i64::from(e.cost.0), i64::from(e.cost.1)), i))
        .collect();
    let chosen = edmonds(n, &wide, root)?;
    Some(chosen.into_iter().map(|c| c.map(|i| edges[i])).collect())
}

/// Edmonds' algorithm on (from, to, cost, original index) edges; returns, per node, the
/// original index of its incoming edge in the arborescence.
fn edmonds(
    n: usize,
    edges: &[(usize, usize, Wide, usize)],
    root: usize,
) -> Option<Vec<Option<usize>>> {
    // Cheapest incoming edge of each node (position in `edges`).
    let mut best: Vec<Option<usize>> = vec![None; n];
    for (k, &(_, to, cost, _)) in edges.iter().enumerate() {
        if to == root {
            continue;
        }
        if best[to].is_none_or(|b| cost < edges[b].2) {
            best[to] = Some(k);
        }
    }
    if (0..n).any(|v| v != root && best[v].is_none()) {
        return None;
    }
    // Find a cycle among the chosen edges.
    let mut color = vec![0u8; n]; // 0 unvisited, 1 on the current path, 2 done
    let mut cycle: Option<Vec<usize>> = None;
    for start in 0..n {
        if color[start] != 0 || cycle.is_some() {
            continue;
        }
        let mut path = Vec::new();
        let mut v = start;
        loop {
            if v == root || color[v] == 2 {
                break;
            }
            if color[v] == 1 {
                let pos = path.iter().position(|&x| x == v).unwrap_or(0);
                cycle = Some(path[pos..].to_vec());
                break;
            }
            color[v] = 1;
            path.push(v);
            v = edges[best[v]?].0;
        }
        for &p in &path {
            color[p] = 2;
        }
    }
    let Some(cycle) = cycle else {
        return Some(best.iter().map(|b| b.map(|k| edges[k].3)).collect());
    };
    // Contract the cycle into a new node `c` (numbered n, then renumber compactly).
    let mut on_cycle = vec![false; n];
    for &v in &cycle {
        on_cycle[v] = true;
    }
    let in_cycle = |v: usize| on_cycle[v];
    let mut id = vec![usize::MAX; n];
    let mut m = 0;
    for (v, slot) in id.iter_mut().enumerate() {
        if !in_cycle(v) {
            *slot = m;
            m += 1;
        }
    }
    let c = m;
    let mut contracted: Vec<(usize, usize, Wide, usize)> = Vec::new();
    // Map from contracted edge index to the edge position in `edges`.
    let mut origin: Vec<usize> = Vec::new();
    for (k, &(from, to, cost, _)) in edges.iter().enumerate() {
        let (fi, ti) = (in_cycle(from), in_cycle(to));
        if fi && ti {
            continue;
        }
        let nf = if fi { c } else { id[from] };
        let (nt, ncost) = if ti {
            (c, sub(cost, edges[best[to]?].2))
        } else {
            (id[to], cost)
        };
        origin.push(k);
        contracted.push((nf, nt, ncost, origin.len() - 1));
    }
    let sub_result = edmonds(m + 1, &contracted, id[root])?;
    // Expand.
    let mut result: Vec<Option<usize>> = vec![None; n];
    for v in 0..n {
        if in_cycle(v) {
            result[v] = best[v].map(|k| edges[k].3);
        } else if v != root {
            let ck = sub_result[id[v]]?;
            result[v] = Some(edges[origin[ck]].3);
        }
    }
    // The edge entering the cycle replaces the cycle edge of its target.
    let enter = origin[sub_result[c]?];
    result[edges[enter].1] = Some(edges[enter].3);
    Some(result)
}

/// The candidate whose minimum arborescence costs least (the sum of the first components of
/// its edges' costs), the first one on a tie; `None` when no candidate reaches every node.
///
/// One run of Edmonds' algorithm instead of one per candidate: a virtual root gets an edge
/// to each candidate whose cost is larger than any arborescence's (so exactly one is used)
/// and whose second component, larger than any sum of creation orders, grows with the
/// candidate's position (so the first of the cheapest wins).
pub fn best_root(n: usize, edges: &[Edge], candidates: &[usize]) -> Option<usize> {
    if candidates.len() <= 1 {
        return candidates
            .first()
            .copied()
            .filter(|&c| min_arborescence(n, edges, c).is_some());
    }
    let big = 1 + edges.iter().map(|e| i64::from(e.cost.0)).sum::<i64>();
    let spread = 1 + edges.iter().map(|e| i64::from(e.cost.1)).sum::<i64>();
    let virtual_root = n;
    let mut wide: Vec<(usize, usize, Wide, usize)> = edges
        .iter()
        .enumerate()
        .filter(|(_, e)| e.from != e.to && e.from < n && e.to < n)
        .map(|(i, e)| (e.from, e.to, (i64::from(e.cost.0), i64::from(e.cost.1)), i))
        .collect();
    for (k, &c) in candidates.iter().enumerate() {
        if c < n {
            wide.push((virtual_root, c, (big, spread * k as i64), edges.len() + k));
        }
    }
    let chosen = edmonds(n + 1, &wide, virtual_root)?;
    let mut used = chosen
        .iter()
        .flatten()
        .filter_map(|&i| i.checked_sub(edges.len()).map(|k| candidates[k]));
    // Two edges from the virtual root: no candidate reaches every node.
    match (used.next(), used.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// Nodes in breadth-first order from the root with their parents, children in node order
/// (MLIR's `preOrderTraversal`, which is breadth-first despite the name).
pub fn traversal(parents: &[Option<usize>], root: usize) -> Vec<(usize, Option<usize>)> {
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); parents.len()];
    for (v, p) in parents.iter().enumerate() {
        if let Some(p) = p {
            children[*p].push(v);
        }
    }
    let mut out = vec![(root, None)];
    let mut i = 0;
    while i < out.len() {
        let node = out[i].0;
        for &ch in &children[node] {
            out.push((ch, Some(node)));
        }
        i += 1;
    }
    out
}

/// The chosen root of a pattern and how the other roots are reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootOrdering {
    /// The root the matcher starts from.
    pub root: ValueId,
    /// The other roots in traversal order, each with the root it is reached from and the
    /// connector value shared with it.
    pub edges: Vec<RootEdge>,
    /// Total number of upward traversals.
    pub cost: u32,
}

/// One step of the traversal between roots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootEdge {
    /// The root reached.
    pub target: ValueId,
    /// The root it is reached from.
    pub source: ValueId,
    /// The value shared by both, from which the matcher goes up to `target`.
    pub connector: ValueId,
}

/// The candidate roots of a pattern: the operations of the match section that no other
/// operation consumes through `pdl.result(s)` (the rewrite's named root is always one), in
/// body order. With several named roots (seed 000's form), those.
pub fn detect_roots(p: &Pattern) -> Vec<ValueId> {
    if p.rewrite.roots.len() > 1 {
        return p.rewrite.roots.clone();
    }
    let parent_of: FxHashMap<ValueId, ValueId> = p
        .matcher
        .iter()
        .filter_map(|s| match &s.op {
            StmtKind::Result { parent, .. } | StmtKind::Results { parent, .. } => {
                s.results.first().map(|&r| (r, *parent))
            }
            _ => None,
        })
        .collect();
    let mut used: Vec<ValueId> = Vec::new();
    for s in &p.matcher {
        if let StmtKind::Operation { operands, .. } = &s.op {
            for o in operands {
                if let Some(parent) = parent_of.get(o) {
                    used.push(*parent);
                }
            }
        }
    }
    if let Some(r) = p.rewrite.roots.first() {
        used.retain(|u| u != r);
    }
    p.matcher
        .iter()
        .filter(|s| matches!(s.op, StmtKind::Operation { .. }))
        .filter_map(|s| s.results.first().copied())
        .filter(|v| !used.contains(v))
        .collect()
}

/// The cost graph between `roots` (indices into `roots` as nodes): for every value reachable
/// downwards from two roots, an edge each way whose cost is the value's depth below the
/// target; the cheapest connector (then the first created) wins. Edge order numbers edges
/// as MLIR creates them.
pub fn cost_graph(p: &Pattern, roots: &[ValueId]) -> Vec<(Edge, ValueId)> {
    // Defining statement of each value.
    let mut def: FxHashMap<ValueId, &StmtKind> = FxHashMap::default();
    for s in &p.matcher {
        for &r in &s.results {
            def.insert(r, &s.op);
        }
    }
    // Breadth-first from each root: value -> (root index, depth), in discovery order.
    let mut order: Vec<ValueId> = Vec::new();
    let mut at: FxHashMap<ValueId, Vec<(usize, u32)>> = FxHashMap::default();
    for (ri, &root) in roots.iter().enumerate() {
        let mut seen: FxHashMap<ValueId, ()> = FxHashMap::default();
        let mut queue = VecDeque::from([(root, 0u32)]);
        while let Some((v, depth)) = queue.pop_front() {
            if seen.insert(v, ()).is_some() {
                continue;
            }
            let slot = at.entry(v).or_default();
            if slot.is_empty() {
                order.push(v);
            }
            slot.push((ri, depth));
            match def.get(&v) {
                Some(StmtKind::Operation { operands, .. }) => {
                    for &o in operands {
                        queue.push_back((o, depth + 1));
                    }
                }
                Some(StmtKind::Result { parent, .. }) | Some(StmtKind::Results { parent, .. }) => {
                    queue.push_back((*parent, depth));
                }
                _ => {}
            }
        }
    }
    // Edges: (target, source) -> (cost, connector), numbered on creation.
    let mut graph: Vec<((usize, usize), Cost, ValueId)> = Vec::new();
    let mut index: FxHashMap<(usize, usize), usize> = FxHashMap::default();
    let mut next_id = 0u32;
    for v in order {
        let rd = &at[&v];
        if rd.len() < 2 {
            continue;
        }
        for (pi, &(p_root, _)) in rd.iter().enumerate() {
            for (qi, &(q_root, q_depth)) in rd.iter().enumerate() {
                if pi == qi {
                    continue;
                }
                let key = (q_root, p_root);
                match index.get(&key) {
                    None => {
                        index.insert(key, graph.len());
                        graph.push((key, (q_depth, next_id), v));
                        next_id += 1;
                    }
                    Some(&k) => {
                        let entry = &mut graph[k];
                        if entry.1 .0 > q_depth {
                            entry.1 .0 = q_depth;
                            entry.2 = v;
                        }
                    }
                }
            }
        }
    }
    graph
        .into_iter()
        .map(|((to, from), cost, conn)| (Edge { from, to, cost }, conn))
        .collect()
}

/// The most roots one pattern may have: the cost graph is complete and Edmonds' algorithm
/// keeps every contraction level's edges, so ordering R roots takes about R^3 time and
/// memory (128 roots: tens of MB; 1,000 roots took 24 GB).
pub const MAX_ROOTS: usize = 128;

/// Orders the roots of a pattern: the rewrite's single named root if it has one (MLIR 22),
/// else the candidate with the cheapest arborescence. A candidate root that no other root
/// connects to is a diagnostic at the pattern (MLIR asserts here).
pub fn order_roots(p: &Pattern) -> Result<RootOrdering, Diagnostic> {
    let roots = detect_roots(p);
    let Some(&first) = roots.first() else {
        return Err(Diagnostic::error(
            p.spans.pattern,
            "the pattern has no operation to start matching from",
        ));
    };
    if roots.len() > MAX_ROOTS {
        return Err(Diagnostic::error(
            p.spans.pattern,
            format!(
                "the pattern has {} roots; at most {MAX_ROOTS} are supported (ordering them costs \
                 time and memory cubic in their number)",
                roots.len()
            ),
        ));
    }
    let named = (p.rewrite.roots.len() == 1).then(|| p.rewrite.roots[0]);
    if roots.len() == 1 {
        return Ok(RootOrdering {
            root: named.unwrap_or(first),
            edges: Vec::new(),
            cost: 0,
        });
    }
    let graph = cost_graph(p, &roots);
    let edges: Vec<Edge> = graph.iter().map(|g| g.0).collect();
    let candidates: Vec<usize> = match named {
        Some(r) => roots.iter().position(|&x| x == r).into_iter().collect(),
        None => (0..roots.len()).collect(),
    };
    let best = best_root(roots.len(), &edges, &candidates).and_then(|c| {
        let arb = min_arborescence(roots.len(), &edges, c)?;
        let cost: u32 = arb.iter().flatten().map(|e| e.cost.0).sum();
        Some((cost, c, arb))
    });
    let Some((cost, root, arb)) = best else {
        let span = p.spans.pattern;
        return Err(Diagnostic::error(
            span,
            "the pattern's roots are not connected: some root shares no value with the others",
        ));
    };
    let parents: Vec<Option<usize>> = arb.iter().map(|e| e.map(|e| e.from)).collect();
    let connector = |from: usize, to: usize| {
        graph
            .iter()
            .find(|(e, _)| e.from == from && e.to == to)
            .map(|g| g.1)
    };
    let mut out = Vec::new();
    for (node, parent) in traversal(&parents, root).into_iter().skip(1) {
        let Some(parent) = parent else { continue };
        let Some(conn) = connector(parent, node) else {
            continue;
        };
        out.push(RootEdge {
            target: roots[node],
            source: roots[parent],
            connector: conn,
        });
    }
    Ok(RootOrdering {
        root: roots[root],
        edges: out,
        cost,
    })
}

#[cfg(test)]
mod tests;
