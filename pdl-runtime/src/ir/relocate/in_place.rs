//! Rewritten bodies written back over the records their old bodies held.
//!
//! A body read from text, or built in order, holds one run of consecutive records in each
//! arena: its operations, its values (block arguments and results), its blocks and its
//! nested regions ([`Ir::body_slots`]). When the rewritten copy needs no more records of
//! each kind than the old body had, the copy is translated to those places while it is
//! still in the cache of the thread that rewrote it ([`Staging`]), and the payload's runs
//! are overwritten, every body on a thread of its own ([`Ir::put_staged_in_parallel`]):
//! the arenas do not grow, no fresh page is touched and nothing is read back cold from the
//! copies. Records of a run that the new body does not need are left erased.
//!
//! Everything else (a body spread over the arenas, or grown by its rewrites) goes back by
//! the general relocation of the parent module.

use rayon::prelude::*;

use super::super::block::{BlockData, RegionData};
use super::super::fork::Remap;
use super::super::handles::{Attribute, BlockId, OpId, RegionId, Symbol, Value};
use super::super::operation::{OpData, OpLinks, UseRef, ValueData};
use super::super::{Ir, NONE};
use super::{Bases, Plan};

/// A run of consecutive records in one arena: where it starts and how many it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Run {
    start: u32,
    len: u32,
}

/// Tracks the lowest and highest index met and how many were met.
#[derive(Clone, Copy)]
struct Span {
    min: u32,
    max: u32,
    count: u32,
}

impl Span {
    const EMPTY: Span = Span {
        min: u32::MAX,
        max: 0,
        count: 0,
    };

    fn add(&mut self, i: u32) {
        self.min = self.min.min(i);
        self.max = self.max.max(i);
        self.count += 1;
    }

    /// The run, when the indices met are consecutive (each index is met once: a record
    /// belongs to one body).
    fn run(self) -> Option<Run> {
        if self.count == 0 {
            return Some(Run { start: 0, len: 0 });
        }
        (self.max - self.min + 1 == self.count).then_some(Run {
            start: self.min,
            len: self.count,
        })
    }
}

/// The records an operation's body holds, when they are one run in each arena (see the
/// module's documentation).
#[derive(Clone, Copy, Debug)]
pub(crate) struct BodySlots {
    ops: Run,
    values: Run,
    blocks: Run,
    regions: Run,
}

/// Rewritten bodies translated to the records of the bodies they replace, one after the
/// other (the bodies of one chunk of parts, in order), context handles still those of the
/// copies' context (they are translated when written). One staging serves many bodies:
/// its lists and its numbering tables keep their room from body to body.
#[derive(Default)]
pub(crate) struct Staging {
    /// Each body's runs, with how many records of each kind it brings.
    bodies: Vec<(BodySlots, Counts)>,
    ops: Vec<(OpData, OpLinks)>,
    values: Vec<ValueData>,
    blocks: Vec<BlockData>,
    regions: Vec<RegionData>,
    /// Each body's operation's own regions, each with its new blocks.
    tops: Vec<(RegionId, Vec<BlockId>)>,
    plan: Plan,
}

/// How many records of each kind one staged body brings.
#[derive(Clone, Copy, Default)]
struct Counts {
    ops: usize,
    values: usize,
    blocks: usize,
    regions: usize,
}

impl BodySlots {
    /// How many operations the body holds.
    pub(crate) fn num_ops(&self) -> usize {
        self.ops.len as usize
    }
}

impl Ir {
    /// The records of `op`'s body (what its regions hold, not its regions themselves), when
    /// they are one run of consecutive records in each arena.
    pub(crate) fn body_slots(&self, op: OpId) -> Option<BodySlots> {
        let (mut ops, mut values, mut blocks, mut regions) =
            (Span::EMPTY, Span::EMPTY, Span::EMPTY, Span::EMPTY);
        let mut todo: Vec<RegionId> = self.regions(op).collect();
        while let Some(r) = todo.pop() {
            for &b in self.region_blocks(r) {
                blocks.add(b.0);
                for &a in self.block_args(b) {
                    values.add(a.0);
                }
                for o in self.block_ops(b) {
                    ops.add(o.0);
                    for v in self.results(o) {
                        values.add(v.0);
                    }
                    for nested in self.regions(o) {
                        regions.add(nested.0);
                        todo.push(nested);
                    }
                }
            }
        }
        Some(BodySlots {
            ops: ops.run()?,
            values: values.run()?,
            blocks: blocks.run()?,
            regions: regions.run()?,
        })
    }
}

impl Staging {
    /// Takes room for `bodies` more bodies that replace bodies of the size of `slots` (a
    /// body staged fits in the runs it replaces).
    pub(crate) fn reserve(&mut self, slots: &BodySlots, bodies: usize) {
        let each = |r: Run| r.len as usize * bodies;
        self.bodies.reserve(bodies);
        self.ops.reserve(each(slots.ops));
        self.values.reserve(each(slots.values));
        self.blocks.reserve(each(slots.blocks));
        self.regions.reserve(each(slots.regions));
        self.tops.reserve(bodies);
    }

    /// Stages `from`'s body in `src`, translated to take `slots` in the IR where `op` is,
    /// whose regions are `dest_regions`; `false` (nothing staged) when it needs more records
    /// of some kind than `slots` holds.
    pub(crate) fn stage(
        &mut self,
        src: &Ir,
        from: OpId,
        op: OpId,
        dest_regions: &[RegionId],
        slots: BodySlots,
    ) -> bool {
        let plan = &mut self.plan;
        plan.number(src, from, op, dest_regions);
        let n = Counts {
            ops: plan.ops.len(),
            values: plan.values.len(),
            blocks: plan.blocks.len(),
            regions: plan.regions.len(),
        };
        let fits = n.ops <= slots.ops.len as usize
            && n.values <= slots.values.len as usize
            && n.blocks <= slots.blocks.len as usize
            && n.regions <= slots.regions.len as usize;
        if !fits {
            return false;
        }
        let b = Bases {
            ops: slots.ops.start,
            values: slots.values.start,
            blocks: slots.blocks.start,
            regions: slots.regions.start,
        };
        let same = Remap::identity();
        self.ops.extend((0..n.ops).map(|i| {
            (
                plan.op_record(src, &same, &b, i),
                plan.op_links(src, &same, &b, i),
            )
        }));
        self.values
            .extend((0..n.values).map(|i| plan.value_record(src, &same, &b, i)));
        self.blocks
            .extend((0..n.blocks).map(|i| plan.block_record(src, &b, i)));
        self.regions
            .extend((0..n.regions).map(|i| plan.region_record(src, &b, i)));
        self.tops.extend(plan.top.iter().map(|&(from, into)| {
            let blocks = src
                .region_blocks(from)
                .iter()
                .map(|x| BlockId(plan.block(&b, x.0)))
                .collect();
            (into, blocks)
        }));
        self.bodies.push((slots, n));
        true
    }
}

/// One body's share of the arenas, and what goes there.
struct Job<'a> {
    ops: &'a mut [OpData],
    links: &'a mut [OpLinks],
    values: &'a mut [ValueData],
    blocks: &'a mut [BlockData],
    regions: &'a mut [RegionData],
    /// The body's staged records (the old ones take their places in the staging).
    new: Share<'a>,
    remap: &'a Remap,
}

/// One body's records in a [`Staging`].
struct Share<'a> {
    ops: &'a mut [(OpData, OpLinks)],
    values: &'a mut [ValueData],
    blocks: &'a mut [BlockData],
    regions: &'a mut [RegionData],
}

/// Cuts the first `n` items off `rest`.
fn cut<'a, T>(rest: &mut &'a mut [T], n: usize) -> &'a mut [T] {
    let (head, tail) = std::mem::take(rest).split_at_mut(n);
    *rest = tail;
    head
}

/// The runs of `arena` at `runs` (in any order), as slices in the same order; `None` when
/// two overlap or one reaches past the end.
fn carve<'a, T>(arena: &'a mut [T], runs: &[Run]) -> Option<Vec<&'a mut [T]>> {
    let mut order: Vec<usize> = (0..runs.len()).collect();
    order.sort_unstable_by_key(|&k| runs[k].start);
    let mut out: Vec<Option<&'a mut [T]>> = (0..runs.len()).map(|_| None).collect();
    let (mut rest, mut at) = (arena, 0usize);
    for k in order {
        let Run { start, len } = runs[k];
        let (start, len) = (start as usize, len as usize);
        if len == 0 {
            out[k] = Some(&mut []);
            continue;
        }
        let skip = start.checked_sub(at)?;
        if skip + len > rest.len() {
            return None;
        }
        let (_, tail) = std::mem::take(&mut rest).split_at_mut(skip);
        let (mine, tail) = tail.split_at_mut(len);
        out[k] = Some(mine);
        rest = tail;
        at = start + len;
    }
    out.into_iter().collect()
}

/// An operation record no operation holds.
fn dead_op() -> (OpData, OpLinks) {
    let mut links = OpLinks::new(Symbol(0));
    links.erased = true;
    (OpData::new(0, 0, Attribute(0)), links)
}

impl Job<'_> {
    /// Swaps the staged records into the body's places (the old records go to the
    /// staging, freed with it); places the new body does not need are left erased.
    fn write(self) {
        let Job {
            ops,
            links,
            values,
            blocks,
            regions,
            new,
            remap,
        } = self;
        let mut new_ops = new.ops.iter_mut();
        for (d, l) in ops.iter_mut().zip(links.iter_mut()) {
            match new_ops.next() {
                Some((nd, nl)) => {
                    if !nl.erased {
                        nl.name = remap.symbol(nl.name);
                        nd.attrs = remap.attr(nd.attrs);
                        nd.set_props(nd.props().map(|p| remap.attr(p)));
                    }
                    std::mem::swap(d, nd);
                    std::mem::swap(l, nl);
                }
                None => (*d, *l) = dead_op(),
            }
        }
        let mut new_values = new.values.iter_mut();
        for v in values.iter_mut() {
            match new_values.next() {
                Some(nv) => {
                    nv.ty = remap.ty(nv.ty);
                    std::mem::swap(v, nv);
                }
                None => {
                    *v = ValueData {
                        ty: v.ty,
                        owner: NONE,
                        index: 0,
                        first_use: UseRef::NIL,
                    }
                }
            }
        }
        let mut new_blocks = new.blocks.iter_mut();
        for b in blocks.iter_mut() {
            match new_blocks.next() {
                Some(nb) => std::mem::swap(b, nb),
                None => {
                    *b = BlockData {
                        parent: NONE,
                        args: Vec::new(),
                        first: NONE,
                        last: NONE,
                    }
                }
            }
        }
        let mut new_regions = new.regions.iter_mut();
        for r in regions.iter_mut() {
            match new_regions.next() {
                Some(nr) => std::mem::swap(r, nr),
                None => {
                    *r = RegionData {
                        parent: NONE,
                        blocks: Vec::new(),
                    }
                }
            }
        }
    }
}

impl Ir {
    /// Writes the bodies of each staging over the records of the bodies they replace,
    /// every body on a thread of the current rayon pool, context handles through the
    /// staging's remap; each body's operation gets its new blocks. The stagings keep the
    /// old records (drop them where it suits). Writes nothing and gives `Err` when the
    /// bodies' runs overlap or reach past the arenas (never for runs [`Ir::body_slots`]
    /// gave on this IR).
    pub(crate) fn put_staged_in_parallel(
        &mut self,
        stagings: &mut [(Staging, &Remap)],
    ) -> Result<(), ()> {
        let runs = |f: fn(&BodySlots) -> Run| -> Vec<Run> {
            stagings
                .iter()
                .flat_map(|(s, _)| s.bodies.iter().map(move |(slots, _)| f(slots)))
                .collect()
        };
        let (op_runs, value_runs) = (runs(|s| s.ops), runs(|s| s.values));
        let (block_runs, region_runs) = (runs(|s| s.blocks), runs(|s| s.regions));
        let (Some(ops), Some(links), Some(values), Some(blocks), Some(regions)) = (
            carve(&mut self.ops, &op_runs),
            carve(&mut self.links, &op_runs),
            carve(&mut self.values, &value_runs),
            carve(&mut self.blocks, &block_runs),
            carve(&mut self.regions, &region_runs),
        ) else {
            return Err(());
        };
        let mut shares = ops
            .into_iter()
            .zip(links)
            .zip(values)
            .zip(blocks)
            .zip(regions);
        let mut jobs = Vec::with_capacity(op_runs.len());
        let mut tops: Vec<(RegionId, Vec<BlockId>)> = Vec::new();
        for (staging, remap) in stagings.iter_mut() {
            let Staging {
                bodies,
                ops: new_ops,
                values: new_values,
                blocks: new_blocks,
                regions: new_regions,
                tops: new_tops,
                ..
            } = staging;
            tops.append(new_tops);
            let (mut o, mut v) = (&mut new_ops[..], &mut new_values[..]);
            let (mut b, mut r) = (&mut new_blocks[..], &mut new_regions[..]);
            for (_, n) in bodies.iter() {
                let Some(((((ops, links), values), blocks), regions)) = shares.next() else {
                    break;
                };
                let new = Share {
                    ops: cut(&mut o, n.ops),
                    values: cut(&mut v, n.values),
                    blocks: cut(&mut b, n.blocks),
                    regions: cut(&mut r, n.regions),
                };
                jobs.push(Job {
                    ops,
                    links,
                    values,
                    blocks,
                    regions,
                    new,
                    remap,
                });
            }
        }
        jobs.into_par_iter().for_each(Job::write);
        for (region, blocks) in tops {
            self.regions[region.0 as usize].blocks = blocks;
        }
        Ok(())
    }
}

/// Translations of one body's handles by a shift: a handle in the body's run of an arena
/// moves to `base` plus its place in the run; anything else is refused.
struct Shift {
    from: Run,
    base: u32,
}

impl Shift {
    fn at(&self, h: u32) -> Option<u32> {
        let i = h.checked_sub(self.from.start)?;
        (i < self.from.len).then_some(self.base + i)
    }

    /// As [`at`](Self::at), with [`NONE`] kept.
    fn or_none(&self, h: u32) -> Option<u32> {
        if h == NONE {
            Some(NONE)
        } else {
            self.at(h)
        }
    }
}

impl Ir {
    /// [`copy_op_from`](Ir::copy_op_from) for an operation `op` of `src` whose body holds
    /// the runs `slots` ([`Ir::body_slots`]), with this IR's context a fork of `src`'s: the
    /// runs copied as they are, every handle shifted (no table, no walk). `None` when
    /// something cannot be copied so (`op` has operands or successors, or a handle of the
    /// body names a record outside it); this IR is then left with records no operation
    /// holds and should be dropped.
    pub(crate) fn copy_body_from(
        &mut self,
        src: &Ir,
        op: OpId,
        slots: BodySlots,
        block: BlockId,
    ) -> Option<OpId> {
        let head = src.ops.get(op.0 as usize)?;
        if !head.operands.is_empty() || !head.successors().is_empty() {
            return None;
        }
        let id = OpId(self.ops.len() as u32);
        let first_result = self.values.len() as u32;
        for (i, v) in src.results(op).enumerate() {
            self.new_value(src.value_type(v), id.0, i as u32);
        }
        let src_top = head.regions();
        let mut data = OpData::new(first_result, head.num_results, head.attrs);
        data.set_props(head.props());
        data.loc = head.loc;
        let top: Box<[RegionId]> = src_top.iter().map(|_| self.create_region(id)).collect();
        data.set_regions(top.clone());
        self.put_op_record(id, src.links.get(op.0 as usize)?.name, data);
        let ops = Shift {
            from: slots.ops,
            base: self.ops.len() as u32,
        };
        let values = Shift {
            from: slots.values,
            base: self.values.len() as u32,
        };
        let blocks = Shift {
            from: slots.blocks,
            base: self.blocks.len() as u32,
        };
        let regions = Shift {
            from: slots.regions,
            base: self.regions.len() as u32,
        };
        let region = |h: u32| match src_top.iter().position(|r| r.0 == h) {
            Some(k) => Some(top[k].0),
            None => regions.at(h),
        };
        let use_ref = |u: UseRef| {
            Some(UseRef {
                op: ops.or_none(u.op)?,
                index: u.index,
            })
        };
        let range = |r: Run| r.start as usize..(r.start + r.len) as usize;
        let op_run = range(slots.ops);
        let (src_ops, src_links) = (src.ops.get(op_run.clone())?, src.links.get(op_run)?);
        self.ops.reserve(src_ops.len());
        self.links.reserve(src_ops.len());
        for (d, l) in src_ops.iter().zip(src_links) {
            if l.erased || d.free {
                return None;
            }
            let mut d = d.clone();
            if d.num_results > 0 {
                d.first_result = values.at(d.first_result)?;
            } else {
                d.first_result = values.base;
            }
            for o in d.operands.iter_mut() {
                o.value = Value(values.at(o.value.0)?);
                o.next = use_ref(o.next)?;
                o.prev = use_ref(o.prev)?;
            }
            let (rs, ss) = d.nested_mut();
            for r in rs {
                *r = RegionId(regions.at(r.0)?);
            }
            for s in ss {
                *s = BlockId(blocks.at(s.0)?);
            }
            self.ops.push(d);
            self.links.push(OpLinks {
                name: l.name,
                parent: blocks.at(l.parent)?,
                prev: ops.or_none(l.prev)?,
                next: ops.or_none(l.next)?,
                nested: l.nested,
                erased: false,
            });
        }
        self.values.reserve(slots.values.len as usize);
        for v in src.values.get(range(slots.values))? {
            let owner = if v.index & super::super::operation::ARG_BIT != 0 {
                blocks.at(v.owner)?
            } else {
                ops.at(v.owner)?
            };
            self.values.push(ValueData {
                ty: v.ty,
                owner,
                index: v.index,
                first_use: use_ref(v.first_use)?,
            });
        }
        for b in src.blocks.get(range(slots.blocks))? {
            let args = b
                .args
                .iter()
                .map(|a| values.at(a.0).map(Value))
                .collect::<Option<Vec<_>>>()?;
            self.blocks.push(BlockData {
                parent: region(b.parent)?,
                args,
                first: ops.or_none(b.first)?,
                last: ops.or_none(b.last)?,
            });
        }
        for r in src.regions.get(range(slots.regions))? {
            let blocks = r
                .blocks
                .iter()
                .map(|b| blocks.at(b.0).map(BlockId))
                .collect::<Option<Vec<_>>>()?;
            self.regions.push(RegionData {
                parent: ops.at(r.parent)?,
                blocks,
            });
        }
        for (k, from) in src_top.iter().enumerate() {
            let list = src
                .regions
                .get(from.0 as usize)?
                .blocks
                .iter()
                .map(|b| blocks.at(b.0).map(BlockId))
                .collect::<Option<Vec<_>>>()?;
            self.regions[top[k].0 as usize].blocks = list;
        }
        self.append_op(block, id);
        Some(id)
    }
}

#[cfg(test)]
mod tests {
    use super::{carve, Run};
    use crate::dialects::parse_loaded;
    use crate::ir::{Ir, Remap};
    use crate::text::print_generic;

    const SRC: &str = "func.func @f(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1(%0 : i32), ^bb2
^bb1(%x: i32):
  %1 = scf.if %c -> (i32) {
    %2 = arith.muli %x, %x : i32
    scf.yield %2 : i32
  } else {
    scf.yield %x : i32
  }
  return %1 : i32
^bb2:
  return %a : i32
}
func.func @g() {
  return
}
";

    #[test]
    fn a_body_copied_by_shifting_its_runs_is_the_copy_made_record_by_record() {
        let ir = parse_loaded(SRC, "s.mlir").unwrap();
        let top = ir.region_blocks(ir.region(ir.root(), 0))[0];
        for f in ir.block_ops(top) {
            let slots = ir.body_slots(f).expect("a body read from text is one run");
            let (fork, _) = ir.ctx.fork();
            let mut shifted = Ir::with_context(fork);
            let block = shifted.root_block();
            let copy = shifted.copy_body_from(&ir, f, slots, block).unwrap();
            let (fork, _) = ir.ctx.fork();
            let mut copied = Ir::with_context(fork);
            let block = copied.root_block();
            copied.copy_op_from(&ir, f, &Remap::identity(), block);
            assert_eq!(print_generic(&shifted), print_generic(&copied));
            assert!(shifted.verify().is_ok());
            // The copy's body is one run again, and staged over the original's records.
            let back = shifted.body_slots(copy).unwrap();
            assert_eq!(back.ops.len, slots.ops.len);
            let dest: Vec<_> = ir.regions(f).collect();
            let mut staging = super::Staging::default();
            assert!(staging.stage(&shifted, copy, f, &dest, slots));
        }
    }

    #[test]
    fn a_body_spread_over_the_arenas_has_no_runs() {
        let mut ir = parse_loaded(SRC, "s.mlir").unwrap();
        let top = ir.root_block();
        let f = ir.block_ops(top).next().unwrap();
        let entry = ir.region_blocks(ir.region(f, 0))[0];
        let first = ir.first_op(entry).unwrap();
        let state = crate::ir::OperationState::new(&mut ir.ctx, "test.late");
        let late = ir.create_op(state);
        ir.insert_op_before(first, late);
        assert!(ir.body_slots(f).is_none());
    }

    #[test]
    fn runs_are_carved_in_any_order_and_overlaps_refused() {
        let run = |start, len| Run { start, len };
        let mut arena: Vec<u32> = (0..10).collect();
        let parts = carve(&mut arena, &[run(6, 2), run(0, 3), run(3, 0)]).unwrap();
        assert_eq!(parts[0], &[6, 7][..]);
        assert_eq!(parts[1], &[0, 1, 2][..]);
        assert!(parts[2].is_empty());
        assert!(carve(&mut arena, &[run(0, 3), run(2, 2)]).is_none());
        assert!(carve(&mut arena, &[run(8, 3)]).is_none());
    }
}
