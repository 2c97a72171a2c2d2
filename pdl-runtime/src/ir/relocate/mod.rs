//! Rewritten copies brought back into the IR they were copied from, on every thread of the
//! current rayon pool: the parallel drivers' way back.
//!
//! [`Ir::replace_regions_from`] rebuilds a copy operation by operation, which is serial:
//! every record is pushed onto the payload's arenas in turn. Here the records are
//! *relocated* instead. Each copy's live records (what its regions hold now, not what the
//! rewrites erased on the way) are numbered in a plan made on the copy alone; the
//! payload's arenas then grow by the sum of the plans, and every new record is written in
//! parallel, at the place its plan and the copies before it give: a handle of the copy
//! becomes that place, a context handle goes through the copy's [`Remap`].
//!
//! The serial part left is what cannot be split: the old bodies marked erased (their
//! records stay, as every erased operation's do) and each operation's regions given their
//! new blocks.

use rayon::prelude::*;

mod in_place;

pub(crate) use in_place::{BodySlots, Staging};

use super::block::{BlockData, RegionData};
use super::fork::Remap;
use super::handles::{BlockId, OpId, RegionId, Value};
use super::operation::{OpData, OpLinks, UseRef, ValueData, ARG_BIT};
use super::{Ir, NONE};

/// One operation of an IR whose regions are to be replaced by those of an operation of
/// another IR (its copy, rewritten there): see [`Ir::replace_regions_in_parallel`].
#[derive(Clone, Copy)]
pub struct RegionsFrom<'a> {
    /// The operation whose regions' contents are replaced.
    pub op: OpId,
    /// The IR holding the replacement.
    pub src: &'a Ir,
    /// The operation of `src` whose regions' contents replace `op`'s.
    pub from: OpId,
    /// `src`'s context handles translated to this IR's (the remap of
    /// [`Context::absorb`](super::Context::absorb)).
    pub remap: &'a Remap,
}

/// A plan's mark on a translation that names a record of the destination IR itself
/// (the operation replaced, its regions) rather than a new one.
const ABSOLUTE: u32 = 1 << 31;

/// Which records of one copy go back, in which order: a new record's place is its index
/// here plus where the copy's records start.
#[derive(Default)]
struct Plan {
    ops: Vec<OpId>,
    values: Vec<Value>,
    blocks: Vec<BlockId>,
    regions: Vec<RegionId>,
    /// Index in the lists above of each handle of the copy's IR (or [`ABSOLUTE`] with the
    /// destination's handle, or [`NONE`]).
    op_at: Vec<u32>,
    value_at: Vec<u32>,
    block_at: Vec<u32>,
    region_at: Vec<u32>,
    /// The copy's regions, each with the destination region it fills.
    top: Vec<(RegionId, RegionId)>,
    /// The regions still to number (kept for its room).
    todo: Vec<RegionId>,
}

/// Where one copy's new records start in each of the destination's arenas.
#[derive(Clone, Copy, Default)]
struct Bases {
    ops: u32,
    values: u32,
    blocks: u32,
    regions: u32,
}

/// A handle of the copy's IR translated through a plan's table.
fn place(at: &[u32], base: u32, h: u32) -> u32 {
    match at.get(h as usize).copied() {
        None | Some(NONE) => NONE,
        Some(a) if a & ABSOLUTE != 0 => a & !ABSOLUTE,
        Some(a) => base + a,
    }
}

impl Plan {
    /// Numbers the live records of `from`'s regions in `src`, region by region (an
    /// operation's results consecutive, as the arenas keep them), without recursion.
    fn new(src: &Ir, from: OpId, op: OpId, dest_regions: &[RegionId]) -> Plan {
        let mut p = Plan::default();
        p.number(src, from, op, dest_regions);
        p
    }

    /// [`new`](Self::new) over this plan's tables (emptied first, their room kept).
    fn number(&mut self, src: &Ir, from: OpId, op: OpId, dest_regions: &[RegionId]) {
        fn reset<T: Clone>(v: &mut Vec<T>, len: usize, fill: T) {
            v.clear();
            v.resize(len, fill);
        }
        let p = self;
        p.ops.clear();
        p.values.clear();
        p.blocks.clear();
        p.regions.clear();
        p.top.clear();
        reset(&mut p.op_at, src.ops.len(), NONE);
        reset(&mut p.value_at, src.values.len(), NONE);
        reset(&mut p.block_at, src.blocks.len(), NONE);
        reset(&mut p.region_at, src.regions.len(), NONE);
        p.op_at[from.0 as usize] = op.0 | ABSOLUTE;
        let mut todo = std::mem::take(&mut p.todo);
        todo.clear();
        for (r, &d) in src.regions(from).zip(dest_regions) {
            p.region_at[r.0 as usize] = d.0 | ABSOLUTE;
            p.top.push((r, d));
            todo.push(r);
        }
        // Regions are taken from the end; the order only decides where records go.
        todo.reverse();
        while let Some(r) = todo.pop() {
            let blocks = src.region_blocks(r);
            for &b in blocks {
                p.block_at[b.0 as usize] = p.blocks.len() as u32;
                p.blocks.push(b);
                for &a in src.block_args(b) {
                    p.value_at[a.0 as usize] = p.values.len() as u32;
                    p.values.push(a);
                }
            }
            let first_nested = todo.len();
            for &b in blocks {
                for o in src.block_ops(b) {
                    p.op_at[o.0 as usize] = p.ops.len() as u32;
                    p.ops.push(o);
                    for v in src.results(o) {
                        p.value_at[v.0 as usize] = p.values.len() as u32;
                        p.values.push(v);
                    }
                    for nested in src.regions(o) {
                        p.region_at[nested.0 as usize] = p.regions.len() as u32;
                        p.regions.push(nested);
                        todo.push(nested);
                    }
                }
            }
            todo[first_nested..].reverse();
        }
        p.todo = todo;
    }

    fn op(&self, b: &Bases, h: u32) -> u32 {
        place(&self.op_at, b.ops, h)
    }
    fn value(&self, b: &Bases, h: u32) -> u32 {
        place(&self.value_at, b.values, h)
    }
    fn block(&self, b: &Bases, h: u32) -> u32 {
        place(&self.block_at, b.blocks, h)
    }
    fn region(&self, b: &Bases, h: u32) -> u32 {
        place(&self.region_at, b.regions, h)
    }
    fn use_ref(&self, b: &Bases, u: UseRef) -> UseRef {
        UseRef {
            op: self.op(b, u.op),
            index: u.index,
        }
    }

    /// The destination's links of the `i`th operation of the plan.
    fn op_links(&self, src: &Ir, remap: &Remap, b: &Bases, i: usize) -> OpLinks {
        let l = &src.links[self.ops[i].0 as usize];
        OpLinks {
            name: remap.symbol(l.name),
            parent: self.block(b, l.parent),
            prev: self.op(b, l.prev),
            next: self.op(b, l.next),
            nested: l.nested,
            erased: l.erased,
        }
    }

    /// The destination's record of the `i`th operation of the plan.
    fn op_record(&self, src: &Ir, remap: &Remap, b: &Bases, i: usize) -> OpData {
        // The source's record copied (its operands inline, its regions and successors in
        // one box), then its handles translated in place.
        let mut data = src.ops[self.ops[i].0 as usize].clone();
        data.first_result = if data.num_results > 0 {
            self.value(b, data.first_result)
        } else {
            b.values
        };
        data.attrs = remap.attr(data.attrs);
        for o in data.operands.iter_mut() {
            o.value = Value(self.value(b, o.value.0));
            o.next = self.use_ref(b, o.next);
            o.prev = self.use_ref(b, o.prev);
        }
        let props = data.props().map(|p| remap.attr(p));
        data.set_props(props);
        let (regions, successors) = data.nested_mut();
        for r in regions {
            *r = RegionId(self.region(b, r.0));
        }
        for s in successors {
            *s = BlockId(self.block(b, s.0));
        }
        data
    }

    fn value_record(&self, src: &Ir, remap: &Remap, b: &Bases, i: usize) -> ValueData {
        let d = &src.values[self.values[i].0 as usize];
        let owner = if d.index & ARG_BIT != 0 {
            self.block(b, d.owner)
        } else {
            self.op(b, d.owner)
        };
        ValueData {
            ty: remap.ty(d.ty),
            owner,
            index: d.index,
            first_use: self.use_ref(b, d.first_use),
        }
    }

    fn block_record(&self, src: &Ir, b: &Bases, i: usize) -> BlockData {
        let d = &src.blocks[self.blocks[i].0 as usize];
        BlockData {
            parent: self.region(b, d.parent),
            args: d.args.iter().map(|a| Value(self.value(b, a.0))).collect(),
            first: self.op(b, d.first),
            last: self.op(b, d.last),
        }
    }

    fn region_record(&self, src: &Ir, b: &Bases, i: usize) -> RegionData {
        let d = &src.regions[self.regions[i].0 as usize];
        RegionData {
            parent: self.op(b, d.parent),
            blocks: d
                .blocks
                .iter()
                .map(|x| BlockId(self.block(b, x.0)))
                .collect(),
        }
    }
}

/// The plan holding the `i`th new record, given where each plan's records start (first
/// start 0, ascending): the last plan starting at or before `i` (empty plans share their
/// start with the next one).
fn owner_of(starts: &[usize], i: usize) -> usize {
    starts.partition_point(|&s| s <= i) - 1
}

/// Start offsets of consecutive runs of the given lengths, and their total.
fn starts(lengths: impl Iterator<Item = usize>) -> (Vec<usize>, usize) {
    let mut at = 0;
    let starts = lengths
        .map(|n| {
            let s = at;
            at += n;
            s
        })
        .collect();
    (starts, at)
}

impl Ir {
    /// [`replace_regions_from`](Self::replace_regions_from) for many operations at once,
    /// on the threads of the current rayon pool (see the module's documentation): each
    /// `op`'s regions get the contents of `from`'s in `src`, exactly (the records as they
    /// are there, context handles through `remap`); the old contents are erased. Each `op`
    /// must be isolated from above (nothing outside its regions uses what they define) and
    /// have as many regions as its `from`; no `op` may hold another.
    pub fn replace_regions_in_parallel(&mut self, returns: &[RegionsFrom<'_>]) {
        let dest: Vec<Vec<RegionId>> = returns
            .iter()
            .map(|r| self.regions(r.op).collect())
            .collect();
        let plans: Vec<Plan> = returns
            .par_iter()
            .zip(&dest)
            .map(|(r, d)| Plan::new(r.src, r.from, r.op, d))
            .collect();
        for d in dest.iter().flatten() {
            self.discard_blocks(*d);
        }
        let (op_starts, num_ops) = starts(plans.iter().map(|p| p.ops.len()));
        let (value_starts, num_values) = starts(plans.iter().map(|p| p.values.len()));
        let (block_starts, num_blocks) = starts(plans.iter().map(|p| p.blocks.len()));
        let (region_starts, num_regions) = starts(plans.iter().map(|p| p.regions.len()));
        let bases: Vec<Bases> = (0..plans.len())
            .map(|k| Bases {
                ops: (self.ops.len() + op_starts[k]) as u32,
                values: (self.values.len() + value_starts[k]) as u32,
                blocks: (self.blocks.len() + block_starts[k]) as u32,
                regions: (self.regions.len() + region_starts[k]) as u32,
            })
            .collect();
        let (plans, bases) = (&plans, &bases);
        // Records written in parallel (an indexed iterator fills the arena's reserved room
        // directly); an operation's record and its links in one pass (one look-up of its
        // plan).
        let mut arenas = (
            std::mem::take(&mut self.ops),
            std::mem::take(&mut self.links),
        );
        arenas.par_extend((0..num_ops).into_par_iter().map(|i| {
            let k = owner_of(&op_starts, i);
            let (r, at) = (&returns[k], i - op_starts[k]);
            (
                plans[k].op_record(r.src, r.remap, &bases[k], at),
                plans[k].op_links(r.src, r.remap, &bases[k], at),
            )
        }));
        (self.ops, self.links) = arenas;
        self.values
            .par_extend((0..num_values).into_par_iter().map(|i| {
                let k = owner_of(&value_starts, i);
                let r = &returns[k];
                plans[k].value_record(r.src, r.remap, &bases[k], i - value_starts[k])
            }));
        self.blocks
            .par_extend((0..num_blocks).into_par_iter().map(|i| {
                let k = owner_of(&block_starts, i);
                plans[k].block_record(returns[k].src, &bases[k], i - block_starts[k])
            }));
        self.regions
            .par_extend((0..num_regions).into_par_iter().map(|i| {
                let k = owner_of(&region_starts, i);
                plans[k].region_record(returns[k].src, &bases[k], i - region_starts[k])
            }));
        // Each operation's own regions take the blocks of its copy's.
        for (k, (plan, r)) in plans.iter().zip(returns).enumerate() {
            for &(from, into) in &plan.top {
                let blocks = r
                    .src
                    .region_blocks(from)
                    .iter()
                    .map(|b| BlockId(plan.block(&bases[k], b.0)))
                    .collect();
                self.regions[into.0 as usize].blocks = blocks;
            }
        }
    }
}
