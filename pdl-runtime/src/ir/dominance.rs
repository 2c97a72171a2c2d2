//! What the verifier's dominance check needs: the order of operations within their blocks,
//! the immediate dominators of a region's blocks, and the region facts kept between operands.

use rustc_hash::FxHashMap;

use super::{BlockId, Ir, OpId, RegionId};

/// The order of operations within their blocks (for same-block dominance), numbered from 1
/// in the walk's order (0: not numbered): a table over the span of their handles, or a map
/// when that span is much larger than the operations numbered.
pub(super) enum Order {
    Dense { base: u32, at: Vec<u32> },
    Sparse(FxHashMap<u32, u32>),
}

impl Order {
    /// The order of `ops`, a list in the walk's order, numbered at once.
    pub(super) fn of(ir: &Ir, ops: &[OpId]) -> Order {
        let lo = ops.iter().map(|o| o.0).min().unwrap_or(0);
        let hi = ops.iter().map(|o| o.0).max().unwrap_or(0);
        let span = (hi - lo) as usize + 1;
        let mut order = if span <= 4 * ops.len() + 64 {
            Order::Dense {
                base: lo,
                at: vec![0; span],
            }
        } else {
            Order::Sparse(FxHashMap::default())
        };
        for &op in ops {
            order.number(ir, op);
        }
        order
    }

    /// An empty table over every operation record of `ir`, to be numbered as a walk reaches
    /// the operations ([`Order::number`]).
    pub(super) fn for_all(ir: &Ir) -> Order {
        Order::Dense {
            base: 0,
            at: vec![0; ir.ops.len()],
        }
    }

    /// Numbers `op`, reached by the walk after the operations before it in its block: one
    /// more than its predecessor's number, 1 for the first of a block (and the root).
    pub(super) fn number(&mut self, ir: &Ir, op: OpId) {
        let n = match ir.prev_op(op) {
            Some(prev) if op != ir.root => self.get(prev) + 1,
            _ => 1,
        };
        match self {
            Order::Dense { base, at } => {
                if let Some(slot) = op.0.checked_sub(*base).and_then(|i| at.get_mut(i as usize)) {
                    *slot = n;
                }
            }
            Order::Sparse(m) => {
                m.insert(op.0, n);
            }
        }
    }

    pub(super) fn get(&self, op: OpId) -> u32 {
        match self {
            Order::Dense { base, at } => {
                op.0.checked_sub(*base)
                    .and_then(|i| at.get(i as usize))
                    .copied()
                    .unwrap_or(0)
            }
            Order::Sparse(m) => m.get(&op.0).copied().unwrap_or(0),
        }
    }
}

/// What the checks of operands learn about regions, kept for the next operands: the
/// dominators of a region's blocks, and whether the region last asked about is a graph
/// region (the operands of an operation are mostly defined in its own region).
#[derive(Default)]
pub(super) struct RegionFacts {
    pub(super) doms: FxHashMap<RegionId, Dominators>,
    last_kind: Option<(RegionId, bool)>,
}

impl RegionFacts {
    /// [`Ir::is_graph_region`], remembered for the last region asked about.
    pub(super) fn is_graph(&mut self, ir: &Ir, region: RegionId) -> bool {
        match self.last_kind {
            Some((r, graph)) if r == region => graph,
            _ => {
                let graph = ir.is_graph_region(region);
                self.last_kind = Some((region, graph));
                graph
            }
        }
    }
}

/// Immediate dominators of the blocks of one region (Cooper, Harvey and Kennedy's iterative
/// algorithm over reverse post-order).
pub(super) struct Dominators {
    index: FxHashMap<BlockId, usize>,
    idom: Vec<usize>,
}

const UNREACHABLE: usize = usize::MAX;

impl Dominators {
    pub(super) fn compute(ir: &Ir, region: RegionId) -> Self {
        let blocks = ir.region_blocks(region);
        let index: FxHashMap<BlockId, usize> =
            blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| {
                ir.last_op(b)
                    .map(|t| {
                        ir.successors(t)
                            .iter()
                            .filter_map(|s| index.get(s).copied())
                            .collect()
                    })
                    .unwrap_or_default()
            })
            .collect();
        let n = blocks.len();
        // Reverse post-order from the entry block (iterative DFS).
        let mut rpo = Vec::with_capacity(n);
        let mut seen = vec![false; n];
        if n > 0 {
            let mut stack = vec![(0usize, 0usize)];
            seen[0] = true;
            while let Some(&mut (b, ref mut k)) = stack.last_mut() {
                if *k < succs[b].len() {
                    let s = succs[b][*k];
                    *k += 1;
                    if !seen[s] {
                        seen[s] = true;
                        stack.push((s, 0));
                    }
                } else {
                    rpo.push(b);
                    stack.pop();
                }
            }
            rpo.reverse();
        }
        let mut po_num = vec![UNREACHABLE; n];
        for (i, &b) in rpo.iter().enumerate() {
            po_num[b] = i;
        }
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            for &s in ss {
                preds[s].push(b);
            }
        }
        let mut idom = vec![UNREACHABLE; n];
        if n > 0 {
            idom[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new = UNREACHABLE;
                for &p in &preds[b] {
                    if idom[p] == UNREACHABLE {
                        continue;
                    }
                    new = if new == UNREACHABLE {
                        p
                    } else {
                        let (mut x, mut y) = (p, new);
                        while x != y {
                            while po_num[x] > po_num[y] {
                                x = idom[x];
                            }
                            while po_num[y] > po_num[x] {
                                y = idom[y];
                            }
                        }
                        x
                    };
                }
                if new != idom[b] {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        Dominators { index, idom }
    }

    /// Whether `a` dominates `b`; uses in unreachable blocks are dominated by anything, as in
    /// MLIR.
    pub(super) fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (Some(&a), Some(&b)) = (self.index.get(&a), self.index.get(&b)) else {
            return false;
        };
        if self.idom[b] == UNREACHABLE {
            return true;
        }
        let mut cur = b;
        loop {
            if cur == a {
                return true;
            }
            if cur == 0 || self.idom[cur] == UNREACHABLE {
                return false;
            }
            cur = self.idom[cur];
        }
    }
}
