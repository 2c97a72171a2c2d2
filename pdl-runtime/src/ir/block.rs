//! Blocks and regions, and the placement of operations in blocks.

use super::operation::ARG_BIT;
use super::{BlockId, Ir, OpId, RegionId, Type, Value, NONE};

/// Storage of a block.
#[derive(Clone, Debug)]
pub(crate) struct BlockData {
    pub(crate) parent: u32,
    pub(crate) args: Vec<Value>,
    pub(crate) first: u32,
    pub(crate) last: u32,
}

/// Storage of a region.
#[derive(Clone, Debug)]
pub(crate) struct RegionData {
    pub(crate) parent: u32,
    pub(crate) blocks: Vec<BlockId>,
}

impl Ir {
    /// Creates a detached block with arguments of the given types.
    pub fn create_block(&mut self, arg_types: &[Type]) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        let args = arg_types
            .iter()
            .enumerate()
            .map(|(i, &t)| self.new_value(t, id.0, i as u32 | ARG_BIT))
            .collect();
        self.blocks.push(BlockData {
            parent: NONE,
            args,
            first: NONE,
            last: NONE,
        });
        id
    }

    pub(crate) fn create_region(&mut self, parent: OpId) -> RegionId {
        let id = RegionId(self.regions.len() as u32);
        self.regions.push(RegionData {
            parent: parent.0,
            blocks: Vec::new(),
        });
        id
    }

    /// Appends an argument of type `ty` to a block.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type) -> Value {
        let i = self.blocks[block.0 as usize].args.len() as u32;
        let v = self.new_value(ty, block.0, i | ARG_BIT);
        self.blocks[block.0 as usize].args.push(v);
        v
    }

    /// Removes the arguments of `block` for which `dead` holds (they must be unused); the
    /// remaining ones are renumbered.
    pub fn erase_block_args(&mut self, block: BlockId, mut dead: impl FnMut(&Ir, Value) -> bool) {
        let args = self.blocks[block.0 as usize].args.clone();
        let keep: Vec<Value> = args.into_iter().filter(|&v| !dead(self, v)).collect();
        for (i, &v) in keep.iter().enumerate() {
            self.values[v.0 as usize].index = i as u32 | ARG_BIT;
        }
        self.blocks[block.0 as usize].args = keep;
    }

    /// The block's arguments.
    pub fn block_args(&self, block: BlockId) -> &[Value] {
        &self.blocks[block.0 as usize].args
    }

    /// The region holding the block, if any.
    pub fn block_parent(&self, block: BlockId) -> Option<RegionId> {
        let p = self.blocks[block.0 as usize].parent;
        (p != NONE).then_some(RegionId(p))
    }

    /// The operation holding the region.
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        let p = self.regions[region.0 as usize].parent;
        (p != NONE).then_some(OpId(p))
    }

    /// The blocks of a region, in order.
    pub fn region_blocks(&self, region: RegionId) -> &[BlockId] {
        &self.regions[region.0 as usize].blocks
    }

    /// The entry block of a region.
    pub fn first_block(&self, region: RegionId) -> Option<BlockId> {
        self.regions[region.0 as usize].blocks.first().copied()
    }

    /// Appends a detached block to a region.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        self.blocks[block.0 as usize].parent = region.0;
        self.regions[region.0 as usize].blocks.push(block);
    }

    /// Removes a block (and its operations) from its region; its operations are erased.
    pub fn erase_block(&mut self, block: BlockId) {
        let ops: Vec<OpId> = self.block_ops(block).collect();
        for op in ops.into_iter().rev() {
            self.drop_all_uses_in(op);
        }
        let ops: Vec<OpId> = self.block_ops(block).collect();
        for op in ops {
            self.erase_op(op);
        }
        if let Some(r) = self.block_parent(block) {
            self.regions[r.0 as usize].blocks.retain(|&b| b != block);
        }
        self.blocks[block.0 as usize].parent = NONE;
    }

    /// Whether some region of the IR (live or not) holds more than one block: without one,
    /// no block is unreachable, none can merge with another and no block argument has a
    /// predecessor, so the region simplifications have nothing to do. One pass over the
    /// region arena (far smaller than the operations).
    pub(crate) fn has_multi_block_region(&self) -> bool {
        self.regions.iter().any(|r| r.blocks.len() > 1)
    }

    /// The first operation of a block.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        let f = self.blocks[block.0 as usize].first;
        (f != NONE).then_some(OpId(f))
    }

    /// The last operation of a block (its terminator, in blocks that have one).
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        let f = self.blocks[block.0 as usize].last;
        (f != NONE).then_some(OpId(f))
    }

    /// The operations of a block, in order.
    pub fn block_ops(&self, block: BlockId) -> impl Iterator<Item = OpId> + '_ {
        let mut cur = self.first_op(block);
        std::iter::from_fn(move || {
            let c = cur?;
            cur = self.next_op(c);
            Some(c)
        })
    }

    /// Appends a detached operation at the end of a block.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.blocks[block.0 as usize].last;
        self.link_op(block.0, last, NONE, op);
    }

    /// Inserts a detached operation before `anchor`.
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) {
        let d = self.op_links(anchor);
        let (block, prev) = (d.parent, d.prev);
        self.link_op(block, prev, anchor.0, op);
    }

    /// Inserts a detached operation after `anchor`.
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) {
        let d = self.op_links(anchor);
        let (block, next) = (d.parent, d.next);
        self.link_op(block, anchor.0, next, op);
    }

    /// Moves `op` (attached or not) to just before `anchor`.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        self.detach_op(op);
        self.insert_op_before(anchor, op);
    }

    /// Moves `op` (attached or not) to just after `anchor`.
    pub fn move_op_after(&mut self, op: OpId, anchor: OpId) {
        self.detach_op(op);
        self.insert_op_after(anchor, op);
    }

    fn link_op(&mut self, block: u32, prev: u32, next: u32, op: OpId) {
        {
            let d = &mut self.links[op.0 as usize];
            d.parent = block;
            d.prev = prev;
            d.next = next;
        }
        if block == NONE {
            return;
        }
        if prev == NONE {
            self.blocks[block as usize].first = op.0;
        } else {
            self.links[prev as usize].next = op.0;
        }
        if next == NONE {
            self.blocks[block as usize].last = op.0;
        } else {
            self.links[next as usize].prev = op.0;
        }
    }

    /// Removes `op` from its block without erasing it.
    pub fn detach_op(&mut self, op: OpId) {
        let (block, prev, next) = {
            let d = self.op_links(op);
            (d.parent, d.prev, d.next)
        };
        if block == NONE {
            return;
        }
        if prev == NONE {
            self.blocks[block as usize].first = next;
        } else {
            self.links[prev as usize].next = next;
        }
        if next == NONE {
            self.blocks[block as usize].last = prev;
        } else {
            self.links[next as usize].prev = prev;
        }
        let d = &mut self.links[op.0 as usize];
        d.parent = NONE;
        d.prev = NONE;
        d.next = NONE;
    }

    /// Erases the unused arguments of every block but the entry one, in every region nested
    /// in `op`, as MLIR's region dead-code elimination does when it can prove nothing reads
    /// them (payload terminators are unknown to it, so their successor operands stay).
    /// Returns whether an argument was erased.
    pub fn erase_dead_block_args(&mut self, op: OpId) -> bool {
        // Only non-entry blocks (in regions of several blocks) lose arguments.
        if !self.has_multi_block_region() {
            return false;
        }
        let mut erased = false;
        for o in self.collect_ops(op, false) {
            let regions: Vec<RegionId> = self.regions(o).collect();
            for r in regions {
                let blocks = self.region_blocks(r).to_vec();
                for &b in blocks.iter().skip(1) {
                    let before = self.block_args(b).len();
                    self.erase_block_args(b, |ir, v| ir.use_empty(v));
                    erased |= self.block_args(b).len() != before;
                }
            }
        }
        erased
    }

    /// Erases the blocks of every region nested in `op` that cannot be reached from their
    /// region's entry block through successors, as MLIR's `eraseUnreachableBlocks` does
    /// (regions of unreachable blocks are not visited). Returns whether a block was erased.
    pub fn erase_unreachable_blocks(&mut self, op: OpId) -> bool {
        self.erase_unreachable_blocks_with(op, &mut |_, _, _| {})
    }

    /// [`Ir::erase_unreachable_blocks`], telling `on_erase` of each operation of an erased
    /// block just before it goes, in MLIR's order (the last operation of the block first,
    /// nested operations before their parent), with the set of all operations of that block.
    pub fn erase_unreachable_blocks_with(
        &mut self,
        op: OpId,
        on_erase: &mut dyn FnMut(&Ir, OpId, &crate::access::ErasedSet<OpId>),
    ) -> bool {
        // A region of one block has nothing unreachable: without a region of several
        // blocks anywhere in the IR there is nothing to do (and no walk is needed).
        if !self.has_multi_block_region() {
            return false;
        }
        let mut erased = false;
        let mut worklist: Vec<RegionId> = self.regions(op).collect();
        // Marks of the blocks found reachable (indexed by block id), cleared after each region.
        let mut marks: Vec<bool> = Vec::new();
        while let Some(region) = worklist.pop() {
            let blocks = self.region_blocks(region);
            let Some(&entry) = blocks.first() else {
                continue;
            };
            if blocks.len() == 1 {
                let mut cur = self.first_op(entry);
                while let Some(o) = cur {
                    cur = self.next_op(o);
                    worklist.extend(self.regions(o));
                }
                continue;
            }
            let blocks = blocks.to_vec();
            if marks.len() < self.blocks.len() {
                marks.resize(self.blocks.len(), false);
            }
            // Every block marked, in the order found (the entry first).
            let mut found = vec![entry];
            marks[entry.0 as usize] = true;
            let mut stack = vec![entry];
            while let Some(b) = stack.pop() {
                if let Some(term) = self.last_op(b) {
                    for &s in self.successors(term) {
                        if !marks[s.0 as usize] {
                            marks[s.0 as usize] = true;
                            found.push(s);
                            stack.push(s);
                        }
                    }
                }
            }
            let reachable: Vec<bool> = blocks.iter().map(|b| marks[b.0 as usize]).collect();
            for b in found {
                marks[b.0 as usize] = false;
            }
            for (b, live) in blocks.into_iter().zip(reachable) {
                if !live {
                    let tops: Vec<OpId> = self.block_ops(b).collect();
                    let mut dead = crate::access::ErasedSet::default();
                    for &o in &tops {
                        self.walk_pre(o, &mut |n| {
                            dead.insert(n);
                        });
                    }
                    for &o in tops.iter().rev() {
                        for inner in self.collect_ops(o, false).into_iter().rev() {
                            on_erase(self, inner, &dead);
                        }
                    }
                    self.erase_block(b);
                    erased = true;
                    continue;
                }
                let mut cur = self.first_op(b);
                while let Some(o) = cur {
                    cur = self.next_op(o);
                    worklist.extend(self.regions(o));
                }
            }
        }
        erased
    }
}
