//! The layout of a function's code: its blocks in order (the entry first, blocks that only
//! finalize or continue last), each `foreach` body right after the block of its `foreach`,
//! one instruction per operation.

use rustc_hash::FxHashMap;

use pdl_runtime::vm::Addr;

use crate::program::{BlockId, Function, Op, Program, RegionId};

/// One function's layout: blocks in emission order with their instruction ranges.
pub(super) struct Layout {
    /// Blocks in order.
    pub order: Vec<BlockId>,
    /// Start address of each block (by block index).
    pub start: FxHashMap<BlockId, Addr>,
    /// For each foreach body entry block, the block holding its `foreach`.
    pub loop_header: FxHashMap<BlockId, BlockId>,
    /// Loop nesting depth of each block.
    pub depth: FxHashMap<BlockId, u32>,
    /// For each body block, the header of its innermost loop.
    pub innermost: FxHashMap<BlockId, BlockId>,
}

impl Layout {
    /// The layout of `f`, its code starting at address `base`.
    pub(super) fn of(prog: &Program, f: &Function, base: Addr) -> Layout {
        let mut l = Layout {
            order: Vec::new(),
            start: FxHashMap::default(),
            loop_header: FxHashMap::default(),
            depth: FxHashMap::default(),
            innermost: FxHashMap::default(),
        };
        l.region(prog, f.body, 0, None);
        // Addresses: one instruction per op.
        let mut addr = base;
        for &b in &l.order {
            l.start.insert(b, addr);
            addr += prog.block(b).ops.len() as Addr;
        }
        l
    }

    /// Lays out a region: its blocks in order, each foreach body right after its block,
    /// and the blocks that only end the function or the loop iteration (`finalize`,
    /// `continue`) last, so that a check's `then` block usually follows it (the VM fuses a
    /// query with the null check after it when it does).
    fn region(&mut self, prog: &Program, r: RegionId, depth: u32, header: Option<BlockId>) {
        let blocks = &prog.region(r).blocks;
        let exit = |b: BlockId| matches!(prog.block(b).ops[..], [Op::Finalize] | [Op::Continue]);
        let (first, rest) = match blocks.split_first() {
            Some((f, rest)) => (Some(*f), rest),
            None => (None, &[][..]),
        };
        let ordered = first
            .into_iter()
            .chain(rest.iter().copied().filter(|&b| !exit(b)))
            .chain(rest.iter().copied().filter(|&b| exit(b)));
        for b in ordered {
            self.order.push(b);
            self.depth.insert(b, depth);
            if let Some(h) = header {
                self.innermost.insert(b, h);
                if Some(b) == first {
                    self.loop_header.insert(b, h);
                }
            }
            if let Some(Op::Foreach { body, .. }) = prog.block(b).ops.last() {
                self.region(prog, *body, depth + 1, Some(b));
            }
        }
    }
}
