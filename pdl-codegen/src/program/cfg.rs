//! The control flow of one region of the program: its blocks' successors and predecessors,
//! the reverse post-order from the entry, and the dominator tree, with dominance answered
//! in O(1). The reader's verifier checks SSA dominance with it; the Rust emitter lays blocks
//! out along the dominator tree.
//!
//! Blocks are named by their position in the region (`0` is the entry). Successors outside
//! the region are left out (the verifier rejects them separately).

use rustc_hash::FxHashMap;

use super::{BlockId, Program, RegionId};

/// Marks "none" in the per-position tables (an unreachable block has no dominator).
const NONE: usize = usize::MAX;

/// The control flow of one region.
#[derive(Clone, Debug)]
pub struct RegionCfg {
    /// The region's blocks, in order: position `p` is `blocks[p]`.
    pub blocks: Vec<BlockId>,
    position: FxHashMap<BlockId, usize>,
    succs: Vec<Vec<usize>>,
    preds: Vec<Vec<usize>>,
    rpo: Vec<usize>,
    rpo_num: Vec<usize>,
    idom: Vec<usize>,
    children: Vec<Vec<usize>>,
    /// Entry and exit numbers in a walk of the dominator tree: `a` dominates `b` when `b`'s
    /// interval lies within `a`'s.
    interval: Vec<(usize, usize)>,
}

impl RegionCfg {
    /// The control flow of region `r` of `prog`.
    pub fn of(prog: &Program, r: RegionId) -> Self {
        RegionCfg::new(&prog.region(r).blocks, |b| {
            prog.block(b)
                .ops
                .last()
                .map(|t| t.successors().into_vec())
                .unwrap_or_default()
        })
    }

    /// The control flow of the region holding `blocks` (in order, the entry first), where
    /// `succs` gives the successors of a block (its terminator's, in MLIR's order).
    pub fn new(blocks: &[BlockId], succs: impl Fn(BlockId) -> Vec<BlockId>) -> Self {
        let position: FxHashMap<BlockId, usize> =
            blocks.iter().enumerate().map(|(p, &b)| (b, p)).collect();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| {
                succs(b)
                    .into_iter()
                    .filter_map(|s| position.get(&s).copied())
                    .collect()
            })
            .collect();
        let n = blocks.len();
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (from, ss) in succs.iter().enumerate() {
            for &s in ss {
                preds[s].push(from);
            }
        }
        let rpo = reverse_post_order(&succs);
        let mut rpo_num = vec![NONE; n];
        for (i, &p) in rpo.iter().enumerate() {
            rpo_num[p] = i;
        }
        let acyclic = succs
            .iter()
            .enumerate()
            .all(|(p, ss)| rpo_num[p] == NONE || ss.iter().all(|&s| rpo_num[s] > rpo_num[p]));
        let idom = if acyclic {
            idoms_acyclic(&rpo, &preds, n)
        } else {
            idoms_iterative(&rpo, &rpo_num, &preds, n)
        };
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &p in rpo.iter().skip(1) {
            if idom[p] != NONE {
                children[idom[p]].push(p);
            }
        }
        let interval = intervals(&children, n);
        RegionCfg {
            blocks: blocks.to_vec(),
            position,
            succs,
            preds,
            rpo,
            rpo_num,
            idom,
            children,
            interval,
        }
    }

    /// The position of block `b` in the region, if it is one of its blocks.
    pub fn position(&self, b: BlockId) -> Option<usize> {
        self.position.get(&b).copied()
    }

    /// The successors of the block at `p` within the region (positions, in order).
    pub fn succs(&self, p: usize) -> &[usize] {
        &self.succs[p]
    }

    /// The predecessors of the block at `p` (positions; one per edge, so a block branching
    /// twice to `p` counts twice), unreachable ones included.
    pub fn preds(&self, p: usize) -> &[usize] {
        &self.preds[p]
    }

    /// The reachable blocks (positions) in reverse post-order from the entry.
    #[allow(dead_code)] // part of the analysis; no caller yet
    pub fn rpo(&self) -> &[usize] {
        &self.rpo
    }

    /// The index of the block at `p` in [`RegionCfg::rpo`] (`None` when unreachable).
    pub fn rpo_number(&self, p: usize) -> Option<usize> {
        (self.rpo_num[p] != NONE).then_some(self.rpo_num[p])
    }

    /// Whether the block at `p` is reachable from the entry.
    pub fn reachable(&self, p: usize) -> bool {
        self.idom[p] != NONE
    }

    /// The immediate dominator of the block at `p` (the entry is its own; `None` when
    /// unreachable).
    #[allow(dead_code)] // part of the analysis; no caller yet
    pub fn idom(&self, p: usize) -> Option<usize> {
        (self.idom[p] != NONE).then_some(self.idom[p])
    }

    /// The blocks the block at `p` immediately dominates, in reverse post-order.
    pub fn children(&self, p: usize) -> &[usize] {
        &self.children[p]
    }

    /// Whether the block at `a` dominates the block at `b` (both reachable; a block
    /// dominates itself).
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        if !self.reachable(a) || !self.reachable(b) {
            return false;
        }
        let (ia, ib) = (self.interval[a], self.interval[b]);
        ia.0 <= ib.0 && ib.1 <= ia.1
    }
}

/// The blocks reachable from position 0, in reverse post-order (depth first, successors in
/// order).
fn reverse_post_order(succs: &[Vec<usize>]) -> Vec<usize> {
    let n = succs.len();
    let mut post = Vec::with_capacity(n);
    if n == 0 {
        return post;
    }
    let mut visited = vec![false; n];
    let mut stack = vec![(0usize, 0usize)];
    visited[0] = true;
    while let Some(top) = stack.last_mut() {
        let (node, next) = *top;
        if next < succs[node].len() {
            top.1 += 1;
            let s = succs[node][next];
            if !visited[s] {
                visited[s] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(node);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Immediate dominators of an acyclic region, in one pass over the reverse post-order: the
/// immediate dominator of a block is the nearest common ancestor, in the tree built so far,
/// of its predecessors (Cooper, Harvey and Kennedy). The ancestor is found by binary lifting
/// (O(log depth) per predecessor), not by walking up the tree: a failure block that ends a
/// chain of n checks has n predecessors at depths 1..n.
fn idoms_acyclic(rpo: &[usize], preds: &[Vec<usize>], n: usize) -> Vec<usize> {
    let mut idom = vec![NONE; n];
    let Some(&entry) = rpo.first() else {
        return idom;
    };
    // Depth in the dominator tree, and the ancestors 2^k levels up (k = 0, 1, ...).
    let mut depth = vec![0usize; n];
    let mut up: Vec<Vec<usize>> = vec![Vec::new(); n];
    let common = |mut a: usize, mut c: usize, depth: &[usize], up: &[Vec<usize>]| {
        if depth[a] < depth[c] {
            std::mem::swap(&mut a, &mut c);
        }
        let mut diff = depth[a] - depth[c];
        let mut k = 0;
        while diff > 0 {
            if diff & 1 == 1 {
                a = up[a][k];
            }
            diff >>= 1;
            k += 1;
        }
        if a == c {
            return a;
        }
        // Same depth, so the same number of ancestors.
        for k in (0..up[a].len()).rev() {
            if k < up[a].len() && up[a][k] != up[c][k] {
                (a, c) = (up[a][k], up[c][k]);
            }
        }
        up[a][0]
    };
    idom[entry] = entry;
    for &b in rpo.iter().skip(1) {
        let mut new = NONE;
        for &p in &preds[b] {
            if idom[p] == NONE {
                continue;
            }
            new = if new == NONE {
                p
            } else {
                common(new, p, &depth, &up)
            };
        }
        if new != NONE {
            idom[b] = new;
            let d = depth[new] + 1;
            let mut ups = vec![new];
            while (1usize << ups.len()) <= d {
                let last = ups[ups.len() - 1];
                ups.push(up[last][ups.len() - 1]);
            }
            depth[b] = d;
            up[b] = ups;
        }
    }
    idom
}

/// Immediate dominators of a region with cycles: Cooper, Harvey and Kennedy's iteration
/// over the reverse post-order until nothing changes.
fn idoms_iterative(rpo: &[usize], rpo_num: &[usize], preds: &[Vec<usize>], n: usize) -> Vec<usize> {
    let mut idom = vec![NONE; n];
    let Some(&entry) = rpo.first() else {
        return idom;
    };
    idom[entry] = entry;
    let mut changed = true;
    while changed {
        changed = false;
        for &node in rpo.iter().skip(1) {
            let mut new = NONE;
            for &p in &preds[node] {
                if idom[p] == NONE {
                    continue;
                }
                new = if new == NONE {
                    p
                } else {
                    let (mut x, mut y) = (p, new);
                    while x != y {
                        while rpo_num[x] > rpo_num[y] {
                            x = idom[x];
                        }
                        while rpo_num[y] > rpo_num[x] {
                            y = idom[y];
                        }
                    }
                    x
                };
            }
            if idom[node] != new {
                idom[node] = new;
                changed = true;
            }
        }
    }
    idom
}

/// Entry and exit numbers of each block in a depth-first walk of the dominator tree from
/// position 0 (`(NONE, NONE)` for unreachable blocks).
fn intervals(children: &[Vec<usize>], n: usize) -> Vec<(usize, usize)> {
    let mut interval = vec![(NONE, NONE); n];
    if n == 0 {
        return interval;
    }
    let mut clock = 0;
    let mut stack = vec![(0usize, 0usize)];
    interval[0].0 = clock;
    while let Some(top) = stack.last_mut() {
        let (node, next) = *top;
        if next < children[node].len() {
            top.1 += 1;
            let c = children[node][next];
            clock += 1;
            interval[c].0 = clock;
            stack.push((c, 0));
        } else {
            clock += 1;
            interval[node].1 = clock;
            stack.pop();
        }
    }
    interval
}
