//! The layout of a function's code: its blocks in order (the entry first, blocks that only
//! finalize or continue last), each `foreach` body right after the block of its `foreach`,
//! one instruction per operation.

use pdl_runtime::vm::Addr;

use rustc_hash::FxHashMap;

use crate::program::{BlockId, Function, Op, Program, RegionId};

/// One function's layout: blocks in emission order with their instruction ranges. Tables
/// are by position in the order; [`Layout::index`] finds a block's position.
pub(super) struct Layout {
    /// Blocks in order.
    pub order: Vec<BlockId>,
    /// The position of each block of the function in `order`.
    pub index: BlockIndex,
    /// Start address of each block (by position).
    pub start: Vec<Addr>,
    /// Loop nesting depth of each block (by position).
    pub depth: Vec<u32>,
    /// For each block in a loop body (by position), the header of its innermost loop.
    pub innermost: Vec<Option<BlockId>>,
}

impl Layout {
    /// The layout of `f`, its code starting at address `base`.
    pub(super) fn of(prog: &Program, f: &Function, base: Addr) -> Layout {
        let mut l = Layout {
            order: Vec::new(),
            index: BlockIndex::new(&[]),
            start: Vec::new(),
            depth: Vec::new(),
            innermost: Vec::new(),
        };
        l.region(prog, f.body, 0, None);
        // Addresses: one instruction per op.
        let mut addr = base;
        l.start.reserve(l.order.len());
        for &b in &l.order {
            l.start.push(addr);
            addr += prog.block(b).ops.len() as Addr;
        }
        l.index = BlockIndex::new(&l.order);
        l
    }

    /// The start address of block `b` of the function.
    pub(super) fn start_of(&self, b: BlockId) -> Addr {
        match self.index.get(b) {
            Some(i) => self.start[i],
            None => panic!("block {} is not in the function", b.0),
        }
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
            self.depth.push(depth);
            self.innermost.push(header);
            if let Some(Op::Foreach { body, .. }) = prog.block(b).ops.last() {
                self.region(prog, *body, depth + 1, Some(b));
            }
        }
    }
}

/// The layout index of each block of a function: a table over the span of its block ids
/// when they are dense (as the lowering numbers them, one function after another), else a
/// map, so that the cost stays proportional to the function.
pub(super) enum BlockIndex {
    /// `table[id - first]` is the index plus one, 0 for a block of another function.
    Dense { first: u32, table: Vec<u32> },
    /// Sparse ids.
    Map(FxHashMap<BlockId, usize>),
}

impl BlockIndex {
    pub(super) fn new(order: &[BlockId]) -> Self {
        let first = order.iter().map(|b| b.0).min().unwrap_or(0);
        let last = order.iter().map(|b| b.0).max().unwrap_or(0);
        let span = (last - first) as usize + 1;
        if span <= 4 * order.len() + 16 {
            let mut table = vec![0u32; span];
            for (i, b) in order.iter().enumerate() {
                table[(b.0 - first) as usize] = i as u32 + 1;
            }
            BlockIndex::Dense { first, table }
        } else {
            BlockIndex::Map(order.iter().enumerate().map(|(i, &b)| (b, i)).collect())
        }
    }

    /// The layout index of `b`, if it is a block of the function.
    pub(super) fn get(&self, b: BlockId) -> Option<usize> {
        match self {
            BlockIndex::Dense { first, table } => {
                let k = b.0.checked_sub(*first)? as usize;
                match table.get(k) {
                    Some(&i) if i > 0 => Some(i as usize - 1),
                    _ => None,
                }
            }
            BlockIndex::Map(m) => m.get(&b).copied(),
        }
    }
}
