//! Region simplification at MLIR's `Aggressive` level (`RegionUtils.cpp`), on top of
//! [`region_simplify`](super::region_simplify): block arguments every predecessor passes
//! the same value for are dropped (`dropRedundantArguments`), and identical blocks are
//! merged (`mergeIdenticalBlocks`), their differing operands becoming new arguments.

use super::region_simplify::OnChange;
use super::{AttrKind, BlockId, DenseData, Ir, OpId, RegionId, Value, ValueDef};

/// A cluster of equivalent blocks: the leader, the blocks merged into it, the operands
/// (operation index, operand index) that differ between them.
type Cluster = (BlockId, Vec<BlockId>, Vec<(usize, usize)>);

impl Ir {
    /// The branches to `block`: (terminator, successor index) for each edge from a block of
    /// its region.
    fn predecessor_edges(&self, block: BlockId) -> Vec<(OpId, usize)> {
        let mut edges = Vec::new();
        let Some(region) = self.block_parent(block) else {
            return edges;
        };
        for &b in self.region_blocks(region) {
            if let Some(t) = self.last_op(b) {
                for (i, &s) in self.successors(t).iter().enumerate() {
                    if s == block {
                        edges.push((t, i));
                    }
                }
            }
        }
        edges
    }

    /// Drops the arguments of `block` that every predecessor (all of them branches) passes
    /// the same value, which replaces them (MLIR's `dropRedundantArguments` on one block).
    fn drop_redundant_block_args(&mut self, block: BlockId, on: &mut OnChange<'_>) -> bool {
        let edges = self.predecessor_edges(block);
        if edges.is_empty() {
            return false;
        }
        let mut hooks = Vec::with_capacity(edges.len());
        for &(t, _) in &edges {
            match self.op_def(t).and_then(|d| d.successor_operands) {
                Some(f) => hooks.push(f),
                None => return false,
            }
        }
        let mut dropped = Vec::new();
        for (index, &arg) in self.block_args(block).to_vec().iter().enumerate() {
            let mut common = None;
            let mut same = true;
            for (&(t, i), f) in edges.iter().zip(&hooks) {
                let range = self.forwarded(*f, t, i).range;
                if index >= range.len() {
                    same = false;
                    break;
                }
                let v = self.operand(t, range.start + index);
                match common {
                    None => common = Some(v),
                    Some(c) if c != v => {
                        same = false;
                        break;
                    }
                    Some(_) => {}
                }
            }
            match common {
                Some(c) if same && c != arg => {
                    self.replace_all_uses_announced(arg, c, on);
                    dropped.push(index);
                }
                _ => {}
            }
        }
        for &index in dropped.iter().rev() {
            let arg = self.block_args(block)[index];
            self.erase_block_args(block, |_, v| v == arg);
            for (&(t, i), f) in edges.iter().zip(&hooks) {
                let forwarded = self.forwarded(*f, t, i);
                if index < forwarded.range.len() {
                    let at = forwarded.range.start + index;
                    self.erase_operand_at(t, at, &forwarded.segments);
                }
            }
        }
        !dropped.is_empty()
    }

    /// MLIR's `dropRedundantArguments` on the regions nested in `op` (part of the
    /// `Aggressive` region simplification): a block argument that all predecessors pass the
    /// same value is replaced by that value and dropped from the block and the branches.
    pub fn drop_redundant_arguments(&mut self, op: OpId) -> bool {
        self.drop_redundant_arguments_with(op, &mut |_, _| {})
    }

    /// [`Ir::drop_redundant_arguments`], telling `on` of each user of a dropped argument.
    pub(crate) fn drop_redundant_arguments_with(
        &mut self,
        op: OpId,
        on: &mut OnChange<'_>,
    ) -> bool {
        // Only the non-entry blocks of regions of several blocks have predecessors.
        if !self.has_multi_block_region() {
            return false;
        }
        let mut changed = false;
        let mut worklist: Vec<RegionId> = self.regions(op).collect();
        while let Some(region) = worklist.pop() {
            for i in 0..self.region_blocks(region).len() {
                let b = self.region_blocks(region)[i];
                // The entry block has no predecessor.
                if i > 0 {
                    changed |= self.drop_redundant_block_args(b, on);
                }
                self.push_nested_regions(b, &mut worklist);
            }
        }
        changed
    }

    /// The block holding the definition of `v`.
    fn value_block(&self, v: Value) -> Option<BlockId> {
        match self.value_def(v) {
            ValueDef::Result(op, _) => self.parent_block(op),
            ValueDef::BlockArg(b, _) => Some(b),
        }
    }

    /// The position of `v` among the values `block` defines: arguments first, then the
    /// results of its operations in order (MLIR's `BlockEquivalenceData::getOrderOf`).
    fn order_in_block(&self, block: BlockId, v: Value) -> usize {
        match self.value_def(v) {
            ValueDef::BlockArg(_, i) => i as usize,
            ValueDef::Result(op, r) => {
                let mut n = self.block_args(block).len();
                for o in self.block_ops(block) {
                    if o == op {
                        break;
                    }
                    n += self.num_results(o);
                }
                n + r as usize
            }
        }
    }

    /// Whether `v` is used by an operation outside `block` (MLIR's `isUsedOutsideOfBlock`).
    fn used_outside(&self, v: Value, block: BlockId) -> bool {
        self.users(v)
            .any(|u| self.parent_block(u.op) != Some(block))
    }

    /// MLIR's `OperationEquivalence::isEquivalentTo` ignoring locations and what operands
    /// refer to (only their types are compared).
    fn ops_equivalent(&self, a: OpId, b: OpId) -> bool {
        if a == b {
            return true;
        }
        if self.op_name(a) != self.op_name(b)
            || self.attributes(a) != self.attributes(b)
            || self.properties(a) != self.properties(b)
            || self.num_regions(a) != self.num_regions(b)
            || self.successors(a).len() != self.successors(b).len()
            || self.num_operands(a) != self.num_operands(b)
            || self.num_results(a) != self.num_results(b)
        {
            return false;
        }
        let operands = (0..self.num_operands(a)).all(|i| {
            let (x, y) = (self.operand(a, i), self.operand(b, i));
            x == y || self.value_type(x) == self.value_type(y)
        });
        operands
            && (0..self.num_results(a))
                .all(|i| self.value_type(self.result(a, i)) == self.value_type(self.result(b, i)))
    }

    /// Whether `operand` (defined outside `block`) may become a successor operand of the
    /// branches to `block`: not a result of the terminator of one of its predecessors.
    fn valid_successor_arg(&self, block: BlockId, operand: Value) -> bool {
        let Some(def_block) = self.value_block(operand) else {
            return true;
        };
        if self.defining_op(operand).is_none()
            || self.defining_op(operand) != self.last_op(def_block)
        {
            return true;
        }
        !self
            .predecessor_edges(block)
            .iter()
            .any(|&(t, _)| self.parent_block(t) == Some(def_block))
    }

    /// Whether `block` matches the cluster led by `leader` (MLIR's
    /// `BlockMergeCluster::addToCluster`); the operands that differ, as (operation index,
    /// operand index), if it does.
    fn match_block(&self, leader: BlockId, block: BlockId) -> Option<Vec<(usize, usize)>> {
        let types = |b: BlockId| -> Vec<_> {
            self.block_args(b)
                .iter()
                .map(|&a| self.value_type(a))
                .collect()
        };
        if types(leader) != types(block) {
            return None;
        }
        let lhs: Vec<OpId> = self.block_ops(leader).collect();
        let rhs: Vec<OpId> = self.block_ops(block).collect();
        let mut mismatched = Vec::new();
        for (i, (&l, &r)) in lhs.iter().zip(&rhs).enumerate() {
            if !self.ops_equivalent(l, r) {
                return None;
            }
            for j in 0..self.num_operands(l) {
                let (x, y) = (self.operand(l, j), self.operand(r, j));
                if x == y {
                    continue;
                }
                if self.value_type(x) != self.value_type(y) {
                    return None;
                }
                let x_in = self.value_block(x) == Some(leader);
                let y_in = self.value_block(y) == Some(block);
                if x_in != y_in {
                    return None;
                }
                if !x_in {
                    if !self.valid_successor_arg(leader, x) || !self.valid_successor_arg(block, y) {
                        return None;
                    }
                    mismatched.push((i, j));
                    continue;
                }
                if self.order_in_block(leader, x) != self.order_in_block(block, y) {
                    return None;
                }
            }
            let outside = |o: OpId, b: BlockId| self.results(o).any(|v| self.used_outside(v, b));
            if outside(r, block) || outside(l, leader) {
                return None;
            }
        }
        (lhs.len() == rhs.len()).then_some(mismatched)
    }

    /// Whether every branch to `block` forwards known operands (`BranchOpInterface`).
    fn preds_are_branches(&self, block: BlockId) -> bool {
        self.predecessor_edges(block).iter().all(|&(t, _)| {
            self.op_def(t)
                .is_some_and(|d| d.successor_operands.is_some())
        })
    }

    /// Inserts `v` as operand `index` of `op`, growing the attribute segments `segments`
    /// that count the group it joins.
    fn insert_operand(&mut self, op: OpId, index: usize, v: Value, segments: &[(&str, usize)]) {
        let mut operands: Vec<Value> = self.operands(op).collect();
        operands.insert(index.min(operands.len()), v);
        self.set_operands(op, &operands);
        for &(name, k) in segments {
            self.adjust_segment(op, name, k, 1);
        }
    }

    /// Erases operand `index` of `op`, shrinking the attribute segments `segments` that
    /// count the group it leaves.
    pub(super) fn erase_operand_at(&mut self, op: OpId, index: usize, segments: &[(&str, usize)]) {
        let mut operands: Vec<Value> = self.operands(op).collect();
        if index >= operands.len() {
            return;
        }
        operands.remove(index);
        self.set_operands(op, &operands);
        for &(name, k) in segments {
            self.adjust_segment(op, name, k, -1);
        }
    }

    /// Adds `delta` to entry `k` of the dense array attribute `name` of `op`, if it has one.
    fn adjust_segment(&mut self, op: OpId, name: &str, k: usize, delta: i8) {
        let key = self.ctx.symbol(name);
        let Some(seg) = self.attr(op, key) else {
            return;
        };
        let AttrKind::DenseArray {
            element,
            data: DenseData::Ints(sizes),
        } = self.ctx.attr_kind(seg).clone()
        else {
            return;
        };
        let mut sizes = sizes.into_vec();
        let Some(s) = sizes.get_mut(k) else {
            return;
        };
        *s = if delta < 0 {
            s.saturating_sub(1)
        } else {
            s.saturating_add(1)
        };
        let new = self.ctx.intern_attr(AttrKind::DenseArray {
            element,
            data: DenseData::Ints(sizes.into()),
        });
        self.replace_attr_in_place(op, key, new);
    }

    /// Appends `values` to the operands `term` forwards to successor `s`.
    fn append_successor_operands(&mut self, term: OpId, s: usize, values: &[Value]) {
        let Some(f) = self.op_def(term).and_then(|d| d.successor_operands) else {
            return;
        };
        for &v in values {
            let forwarded = self.forwarded(f, term, s);
            self.insert_operand(term, forwarded.range.end, v, &forwarded.segments);
        }
    }

    /// Merges the blocks of one cluster into its leader (MLIR's
    /// `BlockMergeCluster::merge`): operands that differ become new arguments of the leader
    /// (redundant ones pruned), passed by every predecessor; the merged blocks' predecessors
    /// branch to the leader; the merged blocks are erased.
    fn merge_cluster(
        &mut self,
        leader: BlockId,
        blocks: &[BlockId],
        operands: &[(usize, usize)],
        on: &mut OnChange<'_>,
    ) -> bool {
        if blocks.is_empty() {
            return false;
        }
        if !operands.is_empty() {
            if !self.preds_are_branches(leader)
                || !blocks.iter().all(|&b| self.preds_are_branches(b))
            {
                return false;
            }
            let all: Vec<BlockId> = std::iter::once(leader)
                .chain(blocks.iter().copied())
                .collect();
            let ops: Vec<Vec<OpId>> = all.iter().map(|&b| self.block_ops(b).collect()).collect();
            let mut lists = vec![Vec::with_capacity(operands.len()); all.len()];
            let old = self.block_args(leader).len();
            for &(i, j) in operands {
                for (k, block_ops) in ops.iter().enumerate() {
                    let op = block_ops[i];
                    let v = self.operand(op, j);
                    lists[k].push(v);
                    if k == 0 {
                        let ty = self.value_type(v);
                        let arg = self.add_block_arg(leader, ty);
                        self.set_operand(op, j, arg);
                    }
                }
            }
            let lists = self.prune_new_arguments(lists, old, leader, on);
            for (k, &b) in all.iter().enumerate() {
                for (t, s) in self.predecessor_edges(b) {
                    self.append_successor_operands(t, s, &lists[k]);
                }
            }
        }
        for &b in blocks {
            if let Some(region) = self.block_parent(b) {
                for rb in self.region_blocks(region).to_vec() {
                    if let Some(t) = self.last_op(rb) {
                        if self.successors(t).contains(&b) {
                            let succs: Vec<BlockId> = self
                                .successors(t)
                                .iter()
                                .map(|&s| if s == b { leader } else { s })
                                .collect();
                            self.set_successors(t, &succs);
                        }
                    }
                }
            }
            let tops: Vec<OpId> = self.block_ops(b).collect();
            self.announce_erasure(&tops, on);
            self.erase_block(b);
        }
        true
    }

    /// Drops the new arguments of `leader` that repeat an earlier one in every list (MLIR's
    /// `pruneRedundantArguments`, which compares with the first occurrence in the leader's
    /// list only); returns the lists without them.
    fn prune_new_arguments(
        &mut self,
        lists: Vec<Vec<Value>>,
        old: usize,
        leader: BlockId,
        on: &mut OnChange<'_>,
    ) -> Vec<Vec<Value>> {
        let Some(first) = lists.first() else {
            return lists;
        };
        let n = first.len();
        let mut replacement: Vec<Option<usize>> = vec![None; n];
        for j in 0..n {
            let k = first.iter().position(|&v| v == first[j]).unwrap_or(j);
            if k == j {
                continue;
            }
            if lists[1..].iter().all(|l| l[k] == l[j]) {
                replacement[j] = Some(k);
            }
        }
        let pruned = lists
            .iter()
            .map(|l| {
                l.iter()
                    .enumerate()
                    .filter(|(j, _)| replacement[*j].is_none())
                    .map(|(_, &v)| v)
                    .collect()
            })
            .collect();
        let args = self.block_args(leader).to_vec();
        let mut erase = Vec::new();
        for (j, r) in replacement.iter().enumerate() {
            if let Some(k) = *r {
                self.replace_all_uses_announced(args[old + j], args[old + k], on);
                erase.push(args[old + j]);
            }
        }
        if !erase.is_empty() {
            self.erase_block_args(leader, |_, v| erase.contains(&v));
        }
        pruned
    }

    /// Merges the identical blocks of `region` (MLIR's `mergeIdenticalBlocks` on one region):
    /// the blocks after the entry are grouped by successors, each group split into clusters
    /// of equivalent blocks, each cluster merged into its first block.
    fn merge_identical_blocks_in(&mut self, region: RegionId, on: &mut OnChange<'_>) -> bool {
        if self.region_blocks(region).len() <= 1 {
            return false;
        }
        let blocks = self.region_blocks(region).to_vec();
        let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
        for &b in &blocks[1..] {
            let succs = self
                .last_op(b)
                .map_or(Vec::new(), |t| self.successors(t).to_vec());
            match groups.iter_mut().find(|(s, _)| *s == succs) {
                Some((_, g)) => g.push(b),
                None => groups.push((succs, vec![b])),
            }
        }
        let mut merged = false;
        for (_, group) in groups {
            if group.len() == 1 {
                continue;
            }
            let mut clusters: Vec<Cluster> = Vec::new();
            for b in group {
                let has_region = self
                    .block_ops(b)
                    .any(|o| self.regions(o).any(|r| !self.region_blocks(r).is_empty()));
                if has_region {
                    continue;
                }
                if self.block_args(b).iter().any(|&a| self.used_outside(a, b)) {
                    continue;
                }
                let mut added = false;
                for (leader, members, operands) in clusters.iter_mut() {
                    if let Some(m) = self.match_block(*leader, b) {
                        for o in m {
                            if !operands.contains(&o) {
                                operands.push(o);
                            }
                        }
                        members.push(b);
                        added = true;
                        break;
                    }
                }
                if !added {
                    clusters.push((b, Vec::new(), Vec::new()));
                }
            }
            for (leader, members, mut operands) in clusters {
                operands.sort_unstable();
                merged |= self.merge_cluster(leader, &members, &operands, on);
            }
        }
        merged
    }

    /// MLIR's `mergeIdenticalBlocks` on the regions nested in `op` (part of the `Aggressive`
    /// region simplification): a region where blocks merged is visited again.
    pub fn merge_identical_blocks(&mut self, op: OpId) -> bool {
        self.merge_identical_blocks_with(op, &mut |_, _| {})
    }

    /// [`Ir::merge_identical_blocks`], telling `on` of the operations of merged blocks and of
    /// the users of pruned arguments.
    pub(crate) fn merge_identical_blocks_with(&mut self, op: OpId, on: &mut OnChange<'_>) -> bool {
        // Only regions of several blocks can merge.
        if !self.has_multi_block_region() {
            return false;
        }
        let mut changed = false;
        let mut worklist: Vec<RegionId> = self.regions(op).collect();
        while let Some(region) = worklist.pop() {
            if self.merge_identical_blocks_in(region, on) {
                worklist.push(region);
                changed = true;
            }
            for i in 0..self.region_blocks(region).len() {
                let b = self.region_blocks(region)[i];
                self.push_nested_regions(b, &mut worklist);
            }
        }
        changed
    }

    /// Pushes the regions of the operations of `block`, in order. (A region is pushed by
    /// its parent's region only, and popped before that one is visited again, so MLIR's
    /// set-vector never holds a region twice here.)
    fn push_nested_regions(&self, block: BlockId, worklist: &mut Vec<RegionId>) {
        let mut cur = self.first_op(block);
        while let Some(o) = cur {
            cur = self.next_op(o);
            worklist.extend(self.regions(o));
        }
    }
}
