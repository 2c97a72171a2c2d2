//! The control-flow facts the Rust back end lays a region out by: reverse post-order,
//! predecessor counts and the dominator tree of each region of the matcher program.
//!
//! Only facts, no tokens: [`layout`](super::layout) decides from them where each block's
//! code goes.

use std::collections::{BTreeSet, HashMap};

use crate::lower::program::{BlockId, Program, RegionId};

/// Control flow of one region: reverse post-order, predecessors, dominator tree.
pub(super) struct RegionFlow {
    /// Position of each reachable block in reverse post-order.
    pub(super) rpo: HashMap<BlockId, usize>,
    /// Number of predecessor edges of each block.
    pub(super) preds: HashMap<BlockId, usize>,
    /// Children of each block in the dominator tree, in reverse post-order.
    pub(super) children: HashMap<BlockId, Vec<BlockId>>,
    /// Pre- and post-order numbers in the dominator tree (dominance in O(1)).
    interval: HashMap<BlockId, (usize, usize)>,
}

impl RegionFlow {
    /// Whether `a` dominates `b` (both in this region).
    pub(super) fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        match (self.interval.get(&a), self.interval.get(&b)) {
            (Some(&(a0, a1)), Some(&(b0, b1))) => a0 <= b0 && b1 <= a1,
            _ => false,
        }
    }

    /// Whether `b` is reached from several places (its code then follows a labelled block).
    pub(super) fn is_merge(&self, b: BlockId) -> bool {
        self.preds.get(&b).copied().unwrap_or(0) >= 2
    }
}

/// The control-flow facts of region `r` of `prog`.
pub(super) fn region_flow(prog: &Program, r: RegionId) -> RegionFlow {
    let blocks = &prog.region(r).blocks;
    let succs = |b: BlockId| -> Vec<BlockId> {
        prog.block(b)
            .ops
            .last()
            .map(|op| op.successors())
            .unwrap_or_default()
    };
    let mut preds: HashMap<BlockId, usize> = HashMap::new();
    for &b in blocks {
        for s in succs(b) {
            *preds.entry(s).or_default() += 1;
        }
    }
    let post = reverse_post_order(blocks.first().copied(), &succs);
    let rpo: HashMap<BlockId, usize> = post.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let mut pred_lists: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
    for &b in &post {
        for s in succs(b) {
            pred_lists.entry(s).or_default().push(b);
        }
    }
    let idom = immediate_dominators(&post, &pred_lists);
    let mut children: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
    for &b in post.iter().skip(1) {
        if let Some(&d) = idom.get(&b) {
            children.entry(d).or_default().push(b);
        }
    }
    for c in children.values_mut() {
        c.sort_by_key(|b| rpo[b]);
    }
    let interval = tree_intervals(post.first().copied(), &children);
    RegionFlow {
        rpo,
        preds,
        children,
        interval,
    }
}

/// The blocks reachable from `entry`, in reverse post-order (iterative DFS).
fn reverse_post_order(
    entry: Option<BlockId>,
    succs: &dyn Fn(BlockId) -> Vec<BlockId>,
) -> Vec<BlockId> {
    let mut post = Vec::new();
    let mut seen = BTreeSet::new();
    if let Some(entry) = entry {
        let mut stack = vec![(entry, 0usize)];
        seen.insert(entry);
        while let Some((b, i)) = stack.pop() {
            let ss = succs(b);
            if i < ss.len() {
                stack.push((b, i + 1));
                let s = ss[i];
                if seen.insert(s) {
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
            }
        }
    }
    post.reverse();
    post
}

/// The immediate dominator of each block of an acyclic region, given its blocks in reverse
/// post-order (entry first; the entry is its own) and the predecessors of each.
///
/// The region is acyclic, so one pass in RPO: the immediate dominator of a block is the
/// nearest common ancestor, in the dominator tree built so far, of its predecessors (Cooper,
/// Harvey, Kennedy). The ancestor is found by binary lifting (O(log depth) per
/// predecessor), not by walking up the tree: a failure block that ends a chain of n checks
/// has n predecessors at depths 1..n.
fn immediate_dominators(
    post: &[BlockId],
    pred_lists: &HashMap<BlockId, Vec<BlockId>>,
) -> HashMap<BlockId, BlockId> {
    let mut idom: HashMap<BlockId, BlockId> = HashMap::new();
    // Depth in the dominator tree, and the ancestors 2^k levels up (k = 0, 1, ...).
    let mut depth: HashMap<BlockId, usize> = HashMap::new();
    let mut up: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
    let Some(&entry) = post.first() else {
        return idom;
    };
    idom.insert(entry, entry);
    depth.insert(entry, 0);
    up.insert(entry, Vec::new());
    for &b in post.iter().skip(1) {
        let mut new: Option<BlockId> = None;
        for &p in pred_lists.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
            if !idom.contains_key(&p) {
                continue;
            }
            new = Some(match new {
                None => p,
                Some(a) => nearest_common_ancestor(a, p, &depth, &up),
            });
        }
        if let Some(n) = new {
            idom.insert(b, n);
            let d = depth[&n] + 1;
            let mut ups = vec![n];
            while (1usize << ups.len()) <= d {
                let last = ups[ups.len() - 1];
                ups.push(up[&last][ups.len() - 1]);
            }
            depth.insert(b, d);
            up.insert(b, ups);
        }
    }
    idom
}

/// The nearest common ancestor of `a` and `c` in a tree given by the depth of each node and
/// its ancestors 2^k levels up (`up[x][k]`), by binary lifting.
fn nearest_common_ancestor(
    mut a: BlockId,
    mut c: BlockId,
    depth: &HashMap<BlockId, usize>,
    up: &HashMap<BlockId, Vec<BlockId>>,
) -> BlockId {
    if depth[&a] < depth[&c] {
        std::mem::swap(&mut a, &mut c);
    }
    let mut diff = depth[&a] - depth[&c];
    let mut k = 0;
    while diff > 0 {
        if diff & 1 == 1 {
            a = up[&a][k];
        }
        diff >>= 1;
        k += 1;
    }
    if a == c {
        return a;
    }
    // Same depth, so the same number of ancestors.
    for k in (0..up[&a].len()).rev() {
        let (ua, uc) = (&up[&a], &up[&c]);
        if k < ua.len() && ua[k] != uc[k] {
            (a, c) = (ua[k], uc[k]);
        }
    }
    up[&a][0]
}

/// Pre- and post-order numbers of each block of the tree of `children` rooted at `entry`.
fn tree_intervals(
    entry: Option<BlockId>,
    children: &HashMap<BlockId, Vec<BlockId>>,
) -> HashMap<BlockId, (usize, usize)> {
    let mut interval = HashMap::new();
    if let Some(entry) = entry {
        let mut counter = 0usize;
        let mut stack = vec![(entry, false)];
        let mut start = HashMap::new();
        while let Some((b, done)) = stack.pop() {
            if done {
                interval.insert(b, (start[&b], counter));
                counter += 1;
                continue;
            }
            start.insert(b, counter);
            counter += 1;
            stack.push((b, true));
            for &c in children.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                stack.push((c, false));
            }
        }
    }
    interval
}
