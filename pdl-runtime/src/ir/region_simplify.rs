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

use super::{AttrKind, Attribute, BlockId, DenseData, Ir, OpId, RegionId, Traits, Value};

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
        let mut seen = vec![entry];
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let succs = self.last_op(b).map_or(&[][..], |t| self.successors(t));
            if let Some(&s) = succs.get(*next) {
                *next += 1;
                if !seen.contains(&s) {
                    seen.push(s);
                    stack.push((s, 0));
                }
                continue;
            }
            order.push(b);
            stack.pop();
        }
        order
    }

    /// The successor and argument an operand of a branch forwards to (MLIR's
    /// `getSuccessorBlockArgument`), if `op` is a registered branch.
    fn forwarded_arg(&self, op: OpId, operand: usize) -> Option<Value> {
        let f = self.op_def(op)?.successor_operands?;
        for (i, &succ) in self.successors(op).iter().enumerate() {
            let range = f(self, op, i);
            if range.contains(&operand) {
                return self.block_args(succ).get(operand - range.start).copied();
            }
        }
        None
    }

    fn propagate_region(&self, region: RegionId, live: &mut LiveMap) {
        let entry = self.first_block(region);
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

    /// Erases operand `index` of `op`, shrinking the `operandSegmentSizes` group it belongs
    /// to when the operation has `AttrSizedOperandSegments`.
    pub fn erase_operand(&mut self, op: OpId, index: usize) {
        let mut operands: Vec<Value> = self.operands(op).collect();
        if index >= operands.len() {
            return;
        }
        operands.remove(index);
        self.set_operands(op, &operands);
        if !self.has_trait(op, Traits::ATTR_SIZED_OPERAND_SEGMENTS) {
            return;
        }
        let key = self.ctx.symbol("operandSegmentSizes");
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
        let mut start = 0u128;
        for s in sizes.iter_mut() {
            if (index as u128) < start + *s {
                *s -= 1;
                break;
            }
            start += *s;
        }
        let new = self.ctx.intern_attr(AttrKind::DenseArray {
            element,
            data: DenseData::Ints(sizes.into()),
        });
        self.replace_attr_in_place(op, key, new);
    }

    /// Replaces the value of the existing attribute `name` keeping its place in its
    /// dictionary (properties first, then discardable attributes).
    fn replace_attr_in_place(&mut self, op: OpId, name: super::Symbol, value: Attribute) {
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
            let range = f(self, term, s);
            let succ = self.successors(term)[s];
            for a in (0..range.len()).rev() {
                let Some(&arg) = self.block_args(succ).get(a) else {
                    continue;
                };
                if !live.value(self, arg) {
                    self.erase_operand(term, range.start + a);
                }
            }
        }
    }

    fn delete_dead(&mut self, regions: &[RegionId], live: &LiveMap) -> bool {
        let mut erased = false;
        for &region in regions {
            let blocks = self.region_blocks(region);
            if blocks.is_empty() {
                continue;
            }
            let single = blocks.len() == 1;
            for b in self.post_order_blocks(region) {
                if !single {
                    if let Some(t) = self.last_op(b) {
                        self.erase_dead_successor_operands(t, live);
                    }
                }
                let mut cur = self.last_op(b);
                while let Some(op) = cur {
                    cur = self.prev_op(op);
                    if !live.op(op) {
                        erased = true;
                        self.erase_op(op);
                    } else {
                        let inner: Vec<RegionId> = self.regions(op).collect();
                        erased |= self.delete_dead(&inner, live);
                    }
                }
            }
            let blocks = self.region_blocks(region).to_vec();
            for &b in blocks.iter().skip(1) {
                let before = self.block_args(b).len();
                self.erase_block_args(b, |ir, v| !live.value(ir, v));
                erased |= self.block_args(b).len() != before;
            }
        }
        erased
    }

    /// MLIR's `runRegionDCE` on the regions of `op`: computes liveness to a fixpoint, then
    /// erases dead operations, dead successor operands of branches and dead arguments of
    /// non-entry blocks. Returns whether anything was erased.
    pub fn run_region_dce(&mut self, op: OpId) -> bool {
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
        self.delete_dead(&regions, &live)
    }

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
    fn drop_redundant_block_args(&mut self, block: BlockId) -> bool {
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
                let range = f(self, t, i);
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
                    self.replace_all_uses_with(arg, c);
                    dropped.push(index);
                }
                _ => {}
            }
        }
        for &index in dropped.iter().rev() {
            let arg = self.block_args(block)[index];
            self.erase_block_args(block, |_, v| v == arg);
            for (&(t, i), f) in edges.iter().zip(&hooks) {
                let range = f(self, t, i);
                self.erase_operand(t, range.start + index);
            }
        }
        !dropped.is_empty()
    }

    /// MLIR's `dropRedundantArguments` on the regions nested in `op` (part of the
    /// `Aggressive` region simplification): a block argument that all predecessors pass the
    /// same value is replaced by that value and dropped from the block and the branches.
    pub fn drop_redundant_arguments(&mut self, op: OpId) -> bool {
        let mut changed = false;
        let mut worklist: Vec<RegionId> = self.regions(op).collect();
        while let Some(region) = worklist.pop() {
            for b in self.region_blocks(region).to_vec() {
                changed |= self.drop_redundant_block_args(b);
                let ops: Vec<OpId> = self.block_ops(b).collect();
                for o in ops {
                    for r in self.regions(o) {
                        if !worklist.contains(&r) {
                            worklist.push(r);
                        }
                    }
                }
            }
        }
        changed
    }
}
