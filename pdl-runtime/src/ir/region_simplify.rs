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

/// A step of the iterative liveness propagation.
#[derive(Clone, Copy)]
enum Propagate {
    /// The blocks of a region.
    Region(RegionId),
    /// The regions of an operation, then the operation.
    Enter(OpId),
    /// The operation itself.
    Leave(OpId),
    /// The arguments of a non-entry block.
    Args(BlockId),
}

/// A step of the iterative deletion of what is dead.
#[derive(Clone, Copy)]
enum Delete {
    /// The blocks of a region, then the dead arguments of its non-entry blocks.
    Region(RegionId),
    /// The dead successor operands of a block's terminator, then its operations.
    Block(BlockId),
    /// The operations of a block from this one up.
    Ops(Option<OpId>),
    /// The dead arguments of a region's non-entry blocks.
    Args(RegionId),
}

/// Liveness of one operation or value: not known live and not yet asked about.
const UNSEEN: u8 = 0;
/// Asked about while not known live (a later proof of liveness makes the pass stale).
const SEEN_DEAD: u8 = 1;
/// Proven live.
const LIVE: u8 = 2;

/// The facts proven live, indexed by handle.
///
/// MLIR repeats the propagation until a pass proves nothing new. A pass only needs a
/// successor if a fact it read as "not live" was proven later in the same pass (`stale`):
/// otherwise the next pass would read the same answers, make the same decisions and prove
/// nothing new. Skipping that pass leaves the same fixpoint. The checks "already live,
/// nothing to do" of an operation or value being propagated are not reads in this sense
/// (`op_final`, `value_final`): a "no" there only leads to the work whose own reads are
/// recorded, and a "yes" in the next pass skips work that would prove nothing new.
struct LiveMap {
    /// Whether each operation would be trivially dead (`Ir::trivially_dead_table`), built
    /// on the first operation whose answer depends on what it nests.
    removable: Option<Vec<bool>>,
    /// The operation whose regions are simplified (the table's root).
    root: OpId,
    ops: Vec<u8>,
    values: Vec<u8>,
    /// A fact read as not live during this pass was proven live after the read.
    stale: bool,
    /// Operations proven live.
    live_ops: usize,
    /// Operations visited by the current pass.
    visited: usize,
}

impl LiveMap {
    /// Whether `op` is live, during propagation (records the read).
    fn op(&mut self, op: OpId) -> bool {
        let slot = &mut self.ops[op.0 as usize];
        if *slot == LIVE {
            return true;
        }
        *slot = SEEN_DEAD;
        false
    }
    /// Whether `op` is live, once propagation is done.
    fn op_final(&self, op: OpId) -> bool {
        self.ops[op.0 as usize] == LIVE
    }
    /// A result is live when its operation is (MLIR tracks results through their owner).
    fn value(&mut self, ir: &Ir, v: Value) -> bool {
        if let Some(op) = ir.defining_op(v) {
            return self.op(op);
        }
        let slot = &mut self.values[v.0 as usize];
        if *slot == LIVE {
            return true;
        }
        *slot = SEEN_DEAD;
        false
    }
    /// [`LiveMap::value`] once propagation is done.
    fn value_final(&self, ir: &Ir, v: Value) -> bool {
        match ir.defining_op(v) {
            Some(op) => self.op_final(op),
            None => self.values[v.0 as usize] == LIVE,
        }
    }
    fn set_op(&mut self, op: OpId) {
        let slot = &mut self.ops[op.0 as usize];
        self.stale |= *slot == SEEN_DEAD;
        self.live_ops += usize::from(*slot != LIVE);
        *slot = LIVE;
    }
    fn set_value(&mut self, ir: &Ir, v: Value) {
        if let Some(op) = ir.defining_op(v) {
            return self.set_op(op);
        }
        let slot = &mut self.values[v.0 as usize];
        self.stale |= *slot == SEEN_DEAD;
        *slot = LIVE;
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

    /// Propagates liveness through `region`, as MLIR's `propagateLiveness`: the blocks in
    /// post-order, the operations of each last first, each after the operations nested in
    /// it, then the arguments of non-entry blocks. Iterative (an explicit stack of the steps
    /// left, in the same order), so that deep region nesting cannot exhaust the call stack.
    fn propagate_region(&self, region: RegionId, live: &mut LiveMap) {
        let mut steps = vec![Propagate::Region(region)];
        while let Some(step) = steps.pop() {
            match step {
                Propagate::Region(r) => {
                    let entry = self.first_block(r);
                    let blocks = match *self.region_blocks(r) {
                        [b] => vec![b],
                        _ => self.post_order_blocks(r),
                    };
                    let at = steps.len();
                    for b in blocks {
                        let mut cur = self.last_op(b);
                        while let Some(op) = cur {
                            cur = self.prev_op(op);
                            // Entering an operation without regions is leaving it.
                            steps.push(if self.num_regions(op) == 0 {
                                Propagate::Leave(op)
                            } else {
                                Propagate::Enter(op)
                            });
                        }
                        if Some(b) != entry {
                            steps.push(Propagate::Args(b));
                        }
                    }
                    steps[at..].reverse();
                }
                Propagate::Enter(op) => {
                    steps.push(Propagate::Leave(op));
                    let at = steps.len();
                    steps.extend(self.regions(op).map(Propagate::Region));
                    steps[at..].reverse();
                }
                Propagate::Leave(op) => {
                    live.visited += 1;
                    self.propagate_op(op, live)
                }
                Propagate::Args(b) => {
                    for &a in self.block_args(b) {
                        self.propagate_value(a, live);
                    }
                }
            }
        }
    }

    /// Whether `op` would be trivially dead: from its own definition, as
    /// `Ir::trivially_dead_table` decides it, unless its effects are those of what it nests;
    /// then from the table (built once, on first need).
    fn removable(&self, op: OpId, live: &mut LiveMap) -> bool {
        if let Some(kept) = self.own_effects_kept(op) {
            return !kept
                && !self.might_have_trait(op, Traits::TERMINATOR)
                && !self.has_trait(op, Traits::SYMBOL);
        }
        live.removable
            .get_or_insert_with(|| self.trivially_dead_table(live.root))[op.0 as usize]
    }

    /// `op` itself, once the operations nested in it were propagated.
    fn propagate_op(&self, op: OpId, live: &mut LiveMap) {
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
        // Whether it is live already only saves work (an unread answer: see `LiveMap`).
        if live.op_final(op) {
            return;
        }
        if !self.removable(op, live) {
            live.set_op(op);
            return;
        }
        for r in self.results(op) {
            self.propagate_value(r, live);
        }
    }

    fn propagate_value(&self, v: Value, live: &mut LiveMap) {
        if live.value_final(self, v) {
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
                if !live.value_final(self, arg) {
                    self.erase_operand_at(term, forwarded.range.start + a, &forwarded.segments);
                }
            }
        }
    }

    /// Erases what is dead in `regions` (MLIR's `deleteDeadness`): in each region, the blocks
    /// in post-order, for each the dead successor operands of its terminator, then its dead
    /// operations last first (the regions of a live one before the operations above it),
    /// then the dead arguments of non-entry blocks. Iterative, as `propagate_region`.
    fn delete_dead(&mut self, regions: &[RegionId], live: &LiveMap, on: &mut OnChange<'_>) -> bool {
        let mut erased = false;
        let mut steps: Vec<Delete> = regions.iter().rev().map(|&r| Delete::Region(r)).collect();
        while let Some(step) = steps.pop() {
            match step {
                Delete::Region(r) => {
                    steps.push(Delete::Args(r));
                    match *self.region_blocks(r) {
                        [] => {}
                        // A single block: no traversal, no successor operands.
                        [b] => steps.push(Delete::Ops(self.last_op(b))),
                        _ => {
                            let blocks = self.post_order_blocks(r);
                            steps.extend(blocks.into_iter().rev().map(Delete::Block));
                        }
                    }
                }
                Delete::Block(b) => {
                    if let Some(t) = self.last_op(b) {
                        self.erase_dead_successor_operands(t, live);
                    }
                    steps.push(Delete::Ops(self.last_op(b)));
                }
                Delete::Ops(None) => {}
                Delete::Ops(Some(op)) => {
                    steps.push(Delete::Ops(self.prev_op(op)));
                    if !live.op_final(op) {
                        erased = true;
                        self.announce_erasure(&[op], on);
                        self.erase_op(op);
                    } else {
                        let at = steps.len();
                        steps.extend(self.regions(op).map(Delete::Region));
                        steps[at..].reverse();
                    }
                }
                Delete::Args(r) => {
                    for i in 1..self.region_blocks(r).len() {
                        let b = self.region_blocks(r)[i];
                        let before = self.block_args(b).len();
                        self.erase_block_args(b, |ir, v| !live.value_final(ir, v));
                        erased |= self.block_args(b).len() != before;
                    }
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
        // With no operation that could be removed, every operation is live; with no region
        // of several blocks, no block argument can be dropped: nothing to delete, and no
        // need to walk the IR to find that out (what the passes below would conclude).
        if !self.ctx.has_removable_op_name() && !self.has_multi_block_region() {
            return false;
        }
        let regions: Vec<RegionId> = self.regions(op).collect();
        let mut live = LiveMap {
            removable: None,
            root: op,
            ops: vec![UNSEEN; self.ops.len()],
            values: vec![UNSEEN; self.values.len()],
            stale: false,
            live_ops: 0,
            visited: 0,
        };
        loop {
            live.stale = false;
            live.visited = 0;
            for &r in &regions {
                self.propagate_region(r, &mut live);
            }
            if !live.stale {
                break;
            }
        }
        // Only operations in the regions are proven live, each visited once per pass. When
        // all are live and no region has several blocks (no block argument or successor
        // operand to drop), there is nothing to delete.
        if live.live_ops == live.visited && !self.has_multi_block_region() {
            return false;
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
        let set: crate::access::ErasedSet<OpId> = all.iter().copied().collect();
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
