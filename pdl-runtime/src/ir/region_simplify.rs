//! Region simplification as MLIR's greedy driver runs it between iterations
//! (`RegionUtils.cpp`): unreachable blocks erased (in `block.rs`), then region dead-code
//! elimination (`runRegionDCE`): a liveness fixpoint over the operations and block
//! arguments, after which dead operations, dead successor operands of branches and dead
//! arguments of non-entry blocks are erased.
//!
//! Liveness follows MLIR: an operation is live if it would not be trivially dead (an
//! unregistered operation always is live), a registered terminator is live and makes the
//! arguments of its successors live unless it is a branch (`BranchOpInterface`, an
//! [`OpDef::successor_operands`](super::OpDef::successor_operands) hook), a value is live
//! if one of its uses is in a live operation, except a branch operand forwarded to a dead
//! block argument.

use super::{AttrKind, Attribute, BlockId, Ir, OpId, RegionId, Traits, Value};
use crate::access::RegionChange;

/// Hears the changes region simplification makes (see
/// [`PayloadWrite::simplify_regions_notifying`](crate::access::PayloadWrite::simplify_regions_notifying)).
pub(crate) type OnChange<'a> = dyn FnMut(&Ir, RegionChange<'_, OpId>) + 'a;

/// The facts proven live, indexed by handle.
struct LiveMap {
    ops: Vec<bool>,
    values: Vec<bool>,
    changed: bool,
}

impl LiveMap {
    fn op(&self, op: OpId) -> bool {
        self.ops[op.0 as usize]
    }
    /// A result is live when its operation is (MLIR tracks results through their owner).
    fn value(&self, ir: &Ir, v: Value) -> bool {
        match ir.defining_op(v) {
            Some(op) => self.op(op),
            None => self.values[v.0 as usize],
        }
    }
    fn set_op(&mut self, op: OpId) {
        let slot = &mut self.ops[op.0 as usize];
        self.changed |= !*slot;
        *slot = true;
    }
    fn set_value(&mut self, ir: &Ir, v: Value) {
        if let Some(op) = ir.defining_op(v) {
            return self.set_op(op);
        }
        let slot = &mut self.values[v.0 as usize];
        self.changed |= !*slot;
        *slot = true;
    }
}

impl Ir {
    /// The blocks of `region` reachable from its entry, in depth-first post-order over the
    /// successors (LLVM's `post_order` on the entry block).
    fn post_order_blocks(&self, region: RegionId) -> Vec<BlockId> {
        let Some(entry) = self.first_block(region) else {
            return Vec::new();
        };
        let mut order = Vec::new();
        let mut seen = rustc_hash::FxHashSet::default();
        seen.insert(entry);
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let succs = self.last_op(b).map_or(&[][..], |t| self.successors(t));
            if let Some(&s) = succs.get(*next) {
                *next += 1;
                if seen.insert(s) {
                    stack.push((s, 0));
                }
                continue;
            }
            order.push(b);
            stack.pop();
        }
        order
    }

    /// The operands `op` forwards to successor `s` through its hook, if the range lies
    /// within its operands (a malformed hook result is treated as no forwarding).
    pub(super) fn forwarded(
        &self,
        f: super::SuccessorOperandsFn,
        op: OpId,
        s: usize,
    ) -> super::SuccessorOperands {
        if s >= self.successors(op).len() {
            return super::SuccessorOperands::default();
        }
        let r = f(self, op, s);
        if r.range.start <= r.range.end && r.range.end <= self.num_operands(op) {
            r
        } else {
            super::SuccessorOperands::default()
        }
    }

    /// The successor and argument an operand of a branch forwards to (MLIR's
    /// `getSuccessorBlockArgument`), if `op` is a registered branch.
    fn forwarded_arg(&self, op: OpId, operand: usize) -> Option<Value> {
        let f = self.op_def(op)?.successor_operands?;
        for (i, &succ) in self.successors(op).iter().enumerate() {
            let range = self.forwarded(f, op, i).range;
            if range.contains(&operand) {
                return self.block_args(succ).get(operand - range.start).copied();
            }
        }
        None
    }

    fn propagate_region(&self, region: RegionId, live: &mut LiveMap) {
        let entry = self.first_block(region);
        // A single block needs no traversal (and no allocation).
        if let [b] = *self.region_blocks(region) {
            let mut cur = self.last_op(b);
            while let Some(op) = cur {
                cur = self.prev_op(op);
                self.propagate_op(op, live);
            }
            return;
        }
        for b in self.post_order_blocks(region) {
            let mut cur = self.last_op(b);
            while let Some(op) = cur {
                cur = self.prev_op(op);
                self.propagate_op(op, live);
            }
            if Some(b) == entry {
                continue;
            }
            for &a in self.block_args(b) {
                self.propagate_value(a, live);
            }
        }
    }

    fn propagate_op(&self, op: OpId, live: &mut LiveMap) {
        for r in self.regions(op) {
            self.propagate_region(r, live);
        }
        if self.has_trait(op, Traits::TERMINATOR) {
            live.set_op(op);
            let branch = self.op_def(op).and_then(|d| d.successor_operands);
            if branch.is_none() {
                for &s in self.successors(op) {
                    for &a in self.block_args(s) {
                        live.set_value(self, a);
                    }
                }
            }
            // A branch produces no successor operand of its own: nothing more is live.
            return;
        }
        if live.op(op) {
            return;
        }
        if !self.would_be_trivially_dead(op) {
            live.set_op(op);
            return;
        }
        for r in self.results(op) {
            self.propagate_value(r, live);
        }
    }

    fn propagate_value(&self, v: Value, live: &mut LiveMap) {
        if live.value(self, v) {
            return;
        }
        for u in self.users(v) {
            let user = u.op;
            if self.has_trait(user, Traits::TERMINATOR) {
                if let Some(arg) = self.forwarded_arg(user, u.index as usize) {
                    if !live.value(self, arg) {
                        continue;
                    }
                }
            }
            if live.op(user) {
                live.set_value(self, v);
                return;
            }
        }
    }

    /// Replaces the value of the existing attribute `name` keeping its place in its
    /// dictionary (properties first, then discardable attributes).
    pub(super) fn replace_attr_in_place(
        &mut self,
        op: OpId,
        name: super::Symbol,
        value: Attribute,
    ) {
        let replace = |ir: &mut Ir, dict: Attribute| -> Option<Attribute> {
            let AttrKind::Dictionary(entries) = ir.ctx.attr_kind(dict) else {
                return None;
            };
            if !entries.iter().any(|(k, _)| *k == name) {
                return None;
            }
            let entries: Vec<_> = entries
                .iter()
                .map(|&(k, v)| (k, if k == name { value } else { v }))
                .collect();
            Some(ir.ctx.intern_attr(AttrKind::Dictionary(entries.into())))
        };
        if let Some(p) = self.properties(op) {
            if let Some(new) = replace(self, p) {
                self.set_properties(op, Some(new));
                return;
            }
        }
        let attrs = self.attributes(op);
        if let Some(new) = replace(self, attrs) {
            self.set_attributes(op, new);
        }
    }

    /// The successor operands of a branch that feed dead block arguments are erased (MLIR's
    /// `eraseTerminatorSuccessorOperands`): successors last first, operands last first.
    fn erase_dead_successor_operands(&mut self, term: OpId, live: &LiveMap) {
        let Some(f) = self.op_def(term).and_then(|d| d.successor_operands) else {
            return;
        };
        let n = self.successors(term).len();
        for s in (0..n).rev() {
            let forwarded = self.forwarded(f, term, s);
            let succ = self.successors(term)[s];
            for a in (0..forwarded.range.len()).rev() {
                let Some(&arg) = self.block_args(succ).get(a) else {
                    continue;
                };
                if !live.value(self, arg) {
                    self.erase_operand_at(term, forwarded.range.start + a, &forwarded.segments);
                }
            }
        }
    }

    fn delete_dead(&mut self, regions: &[RegionId], live: &LiveMap, on: &mut OnChange<'_>) -> bool {
        let mut erased = false;
        for &region in regions {
            match *self.region_blocks(region) {
                [] => continue,
                // A single block: no traversal (and no allocation), no successor operands.
                [b] => erased |= self.delete_dead_ops(b, live, on),
                _ => {
                    for b in self.post_order_blocks(region) {
                        if let Some(t) = self.last_op(b) {
                            self.erase_dead_successor_operands(t, live);
                        }
                        erased |= self.delete_dead_ops(b, live, on);
                    }
                }
            }
            for i in 1..self.region_blocks(region).len() {
                let b = self.region_blocks(region)[i];
                let before = self.block_args(b).len();
                self.erase_block_args(b, |ir, v| !live.value(ir, v));
                erased |= self.block_args(b).len() != before;
            }
        }
        erased
    }

    /// Erases the dead operations of `block`, last first, and recurses into the regions of
    /// the live ones.
    fn delete_dead_ops(&mut self, block: BlockId, live: &LiveMap, on: &mut OnChange<'_>) -> bool {
        let mut erased = false;
        let mut cur = self.last_op(block);
        while let Some(op) = cur {
            cur = self.prev_op(op);
            if !live.op(op) {
                erased = true;
                self.announce_erasure(&[op], on);
                self.erase_op(op);
            } else {
                for i in 0..self.num_regions(op) {
                    let r = self.region(op, i);
                    erased |= self.delete_dead(&[r], live, on);
                }
            }
        }
        erased
    }

    /// MLIR's `runRegionDCE` on the regions of `op`: computes liveness to a fixpoint, then
    /// erases dead operations, dead successor operands of branches and dead arguments of
    /// non-entry blocks. Returns whether anything was erased.
    pub fn run_region_dce(&mut self, op: OpId) -> bool {
        self.run_region_dce_with(op, &mut |_, _| {})
    }

    /// [`Ir::run_region_dce`], telling `on` of each operation about to be erased.
    pub(crate) fn run_region_dce_with(&mut self, op: OpId, on: &mut OnChange<'_>) -> bool {
        let regions: Vec<RegionId> = self.regions(op).collect();
        let mut live = LiveMap {
            ops: vec![false; self.ops.len()],
            values: vec![false; self.values.len()],
            changed: false,
        };
        loop {
            live.changed = false;
            for &r in &regions {
                self.propagate_region(r, &mut live);
            }
            if !live.changed {
                break;
            }
        }
        self.delete_dead(&regions, &live, on)
    }

    /// Tells `on` of the erasure of the operations `tops` (one block's, or one operation)
    /// and everything they nest: the last first, nested operations before their parent, each
    /// with the set of all of them.
    pub(super) fn announce_erasure(&self, tops: &[OpId], on: &mut OnChange<'_>) {
        let mut all: Vec<OpId> = Vec::new();
        for &o in tops.iter().rev() {
            all.extend(self.collect_ops(o, false).into_iter().rev());
        }
        let set: rustc_hash::FxHashSet<OpId> = all.iter().copied().collect();
        for o in all {
            on(self, RegionChange::Erased(o, &set));
        }
    }

    /// Replaces every use of `from` with `to`, then tells `on` of each user, once per use
    /// (MLIR's `RewriterBase::replaceAllUsesWith` modifies each user in place).
    pub(super) fn replace_all_uses_announced(
        &mut self,
        from: Value,
        to: Value,
        on: &mut OnChange<'_>,
    ) {
        let users: Vec<OpId> = self.users(from).map(|u| u.op).collect();
        self.replace_all_uses_with(from, to);
        for u in users {
            on(self, RegionChange::Modified(u));
        }
    }
}
