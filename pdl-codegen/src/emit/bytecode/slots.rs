//! Slot allocation: every value of a function gets a slot, values whose live ranges do not
//! overlap sharing one.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use pdl_runtime::vm::Addr;

use super::layout::{BlockIndex, Layout};
use crate::program::{Function, Op, Program, Val};

/// Buffers the allocation of one function reuses from the last (emitting a program
/// allocates a function's tables once, not once per function and per block), and the
/// result: the slot of each value.
#[derive(Default)]
pub(super) struct Slots {
    /// The slot of each value of the program (by `Val`), [`NONE`] for values not (yet)
    /// given one; only the values of the function last allocated are set.
    slot: Vec<u32>,
    /// The number of each value of the current function (by `Val`), [`NONE`] for others.
    vid: Vec<u32>,
    /// The values of the current function, by number.
    vals: Vec<Val>,
    /// The first address of each value's interval.
    lo: Vec<Addr>,
    /// The last address of each value's interval.
    hi: Vec<Addr>,
    /// Per value: 1 + the last block that defines it (so far, in the walk of the blocks).
    def_mark: Vec<usize>,
    /// The values each block uses before defining them.
    use_sets: Csr,
    /// The values each block defines.
    def_sets: Csr,
    /// Successors of each block (by layout index).
    succ: Csr,
    /// Predecessors of each block.
    preds: Csr,
    /// The blocks using each value before defining it.
    uses_of: Csr,
    /// The blocks defining each value.
    defs_in: Csr,
    /// The `continue` blocks resuming each loop's `foreach` block.
    resumers: Csr,
    /// The `continue` blocks of the loops over each value (a `foreach`'s range).
    range_out: Csr,
    /// Pairs (key, item) waiting to become one of the tables above.
    pairs: Vec<(u32, u32)>,
    /// The first and last address of each block.
    spans: Vec<(Addr, Addr)>,
    /// Stamps (value index + 1) of the blocks where the current value is live in.
    live_in: Vec<usize>,
    /// ... live out.
    live_out: Vec<usize>,
    /// ... defined.
    defines: Vec<usize>,
    /// Worklists of the liveness walk.
    work: Vec<usize>,
    outs: Vec<usize>,
    /// Whether each value has its slot (the colouring).
    done: Vec<bool>,
    /// Values in order of their interval's start.
    order: Vec<usize>,
    /// Free slots, least first.
    free: BinaryHeap<Reverse<u32>>,
    /// Intervals holding a slot, by their end.
    active: BinaryHeap<Reverse<(Addr, u32)>>,
}

/// "No entry" in the tables indexed by `Val`.
const NONE: u32 = u32::MAX;

/// Lists by key, flat: the items of key `k` are `items[start[k]..start[k + 1]]`, in the
/// order they were pushed.
#[derive(Default)]
struct Csr {
    start: Vec<u32>,
    items: Vec<u32>,
}

impl Csr {
    /// The items of key `k`.
    fn get(&self, k: usize) -> &[u32] {
        &self.items[self.start[k] as usize..self.start[k + 1] as usize]
    }

    /// Fills the table with `n` keys from `pairs` (key, item), keeping their order within
    /// a key.
    fn fill(&mut self, n: usize, pairs: &[(u32, u32)]) {
        self.start.clear();
        self.start.resize(n + 2, 0);
        for &(k, _) in pairs {
            self.start[k as usize + 2] += 1;
        }
        for k in 2..n + 2 {
            self.start[k] += self.start[k - 1];
        }
        self.items.clear();
        self.items.resize(pairs.len(), 0);
        for &(k, item) in pairs {
            let at = &mut self.start[k as usize + 1];
            self.items[*at as usize] = item;
            *at += 1;
        }
        self.start.pop();
    }

    /// Starts a table filled key after key ([`push`](Self::push), then
    /// [`next_key`](Self::next_key) at the end of each key).
    fn begin(&mut self) {
        self.start.clear();
        self.items.clear();
        self.start.push(0);
    }

    fn push(&mut self, item: u32) {
        self.items.push(item);
    }

    fn next_key(&mut self) {
        self.start.push(self.items.len() as u32);
    }
}

impl Slots {
    /// The slot of value `v` of the function last allocated.
    pub(super) fn of(&self, v: Val) -> u32 {
        let s = self.slot[v.0 as usize];
        debug_assert!(s != NONE, "a value of another function");
        s
    }

    /// Assigns a slot to every value of function `f`: liveness over the blocks (loop back
    /// edges included), one interval per value over the layout, greedy interval colouring.
    /// The function's arguments get slots 0, 1, ... Returns the number of slots used.
    pub(super) fn allocate(&mut self, prog: &Program, f: &Function, l: &Layout, base: Addr) -> u32 {
        // Forget the last function's values.
        for &v in &self.vals {
            self.vid[v.0 as usize] = NONE;
            self.slot[v.0 as usize] = NONE;
        }
        let nvals = prog.types.len();
        if self.vid.len() < nvals {
            self.vid.resize(nvals, NONE);
            self.slot.resize(nvals, NONE);
        }
        self.number_values(prog, l);
        match l.order[..] {
            // One block without successors (a rewriter): a value is live from where it is
            // defined to where it is last used, and what the block reads before defining it
            // from the block's start.
            [b] if prog
                .block(b)
                .ops
                .last()
                .is_none_or(|op| op.successors().is_empty()) =>
            {
                let start = l.start[0];
                for &i in self.use_sets.get(0) {
                    touch(i as usize, start, &mut self.lo, &mut self.hi);
                }
            }
            _ => {
                self.successors(prog, l, &l.index);
                self.live_ranges(prog, l, &l.index);
            }
        }
        self.colour(prog, f, base)
    }
}

impl Slots {
    /// Successors of each block (by layout index) within the function: branches, the loop
    /// body of a foreach, and `continue` back to the loop's foreach.
    fn successors(&mut self, prog: &Program, l: &Layout, index: &BlockIndex) {
        let succ = &mut self.succ;
        succ.begin();
        for &b in &l.order {
            if let Some(last) = prog.block(b).ops.last() {
                for s in last.successors() {
                    if let Some(j) = index.get(s) {
                        succ.push(j as u32);
                    }
                }
                match last {
                    Op::Foreach { body, .. } => {
                        if let Some(j) = index.get(prog.region(*body).blocks[0]) {
                            succ.push(j as u32);
                        }
                    }
                    // `continue` goes back to the `foreach` instruction itself, not to the
                    // start of its block: see `resume` below.
                    Op::Continue => {}
                    _ => {}
                }
            }
            succ.next_key();
        }
    }

    /// Numbers the values of the blocks of `l`, and finds their uses, definitions and the
    /// addresses they are used or defined at.
    fn number_values(&mut self, prog: &Program, l: &Layout) {
        let Slots {
            vid,
            vals,
            lo,
            hi,
            def_mark,
            use_sets,
            def_sets,
            ..
        } = self;
        vals.clear();
        lo.clear();
        hi.clear();
        def_mark.clear();
        use_sets.begin();
        def_sets.begin();
        // Dense value numbering.
        let mut number = |v: Val| -> usize {
            let n = &mut vid[v.0 as usize];
            if *n == NONE {
                *n = vals.len() as u32;
                vals.push(v);
            }
            *n as usize
        };
        let mark = |m: &mut Vec<usize>, i: usize, bi: usize| {
            if m.len() <= i {
                m.resize(i + 1, 0);
            }
            m[i] = bi + 1;
        };
        for (bi, &b) in l.order.iter().enumerate() {
            let start = l.start[bi];
            let block = prog.block(b);
            for &a in &block.args {
                let i = number(a);
                def_sets.push(i as u32);
                mark(def_mark, i, bi);
                touch(i, start, lo, hi);
            }
            for (k, op) in block.ops.iter().enumerate() {
                let at = start + k as Addr;
                for v in op.operands() {
                    let i = number(v);
                    touch(i, at, lo, hi);
                    if def_mark.get(i) != Some(&(bi + 1)) {
                        use_sets.push(i as u32);
                    }
                }
                let mut def = |v: Val| {
                    let i = number(v);
                    touch(i, at, lo, hi);
                    def_sets.push(i as u32);
                    mark(def_mark, i, bi);
                };
                match op {
                    // What an instruction writes: a `foreach`'s loop variable, or the
                    // operation's results.
                    Op::Foreach { var, .. } => def(*var),
                    _ => op.results().into_iter().for_each(def),
                }
            }
            use_sets.next_key();
            def_sets.next_key();
        }
    }

    /// Widens each value's interval to the blocks it is live through.
    fn live_ranges(&mut self, prog: &Program, l: &Layout, index: &BlockIndex) {
        let n = l.order.len();
        let nv = self.vals.len();
        // `continue` resumes at the loop's `foreach`: what is live there (its range, and
        // what the body and the code after the loop read) is live at the end of the block.
        // Pairs (foreach block, continue block) and (range, continue block).
        let mut resume_pairs: Vec<(u32, u32)> = Vec::new();
        let mut range_pairs: Vec<(u32, u32)> = Vec::new();
        for (i, &b) in l.order.iter().enumerate() {
            if let (Some(Op::Continue), Some(h)) = (prog.block(b).ops.last(), l.innermost[i]) {
                if let Some(Op::Foreach { range, .. }) = prog.block(h).ops.last() {
                    if let Some(hi) = index.get(h) {
                        resume_pairs.push((hi as u32, i as u32));
                        range_pairs.push((self.vid[range.0 as usize], i as u32));
                    }
                }
            }
        }
        self.resumers.fill(n, &resume_pairs);
        self.range_out.fill(nv, &range_pairs);
        // Liveness one value at a time, backwards from its uses (sparse: the cost is the
        // number of blocks where values are live, not blocks times values). It is the least
        // solution of: live-in = uses ∪ (live-out − defs); live-out = ∪ live-in of the
        // successors, and for a `continue` also the live-out of its loop's `foreach` block
        // and the loop's range.
        self.pairs.clear();
        for bi in 0..n {
            for &t in self.succ.get(bi) {
                self.pairs.push((t, bi as u32));
            }
        }
        self.preds.fill(n, &self.pairs);
        self.pairs.clear();
        for bi in 0..n {
            for &i in self.use_sets.get(bi) {
                self.pairs.push((i, bi as u32));
            }
        }
        self.uses_of.fill(nv, &self.pairs);
        self.pairs.clear();
        for bi in 0..n {
            for &i in self.def_sets.get(bi) {
                self.pairs.push((i, bi as u32));
            }
        }
        self.defs_in.fill(nv, &self.pairs);
        // The first and last address of each block, by layout index.
        self.spans.clear();
        self.spans.extend(
            l.order
                .iter()
                .zip(&l.start)
                .map(|(b, &start)| (start, start + prog.block(*b).ops.len().max(1) as Addr - 1)),
        );
        let Slots {
            lo,
            hi,
            preds,
            uses_of,
            defs_in,
            resumers,
            range_out,
            spans,
            live_in,
            live_out,
            defines,
            work,
            outs,
            ..
        } = self;
        for stamps in [&mut *live_in, &mut *live_out, &mut *defines] {
            stamps.clear();
            stamps.resize(n, 0);
        }
        work.clear();
        outs.clear();
        for i in 0..nv {
            let stamp = i + 1;
            for &bi in defs_in.get(i) {
                defines[bi as usize] = stamp;
            }
            for &bi in uses_of.get(i) {
                let bi = bi as usize;
                if live_in[bi] != stamp {
                    live_in[bi] = stamp;
                    touch(i, spans[bi].0, lo, hi);
                    work.push(bi);
                }
            }
            outs.extend(range_out.get(i).iter().map(|&b| b as usize));
            loop {
                // A block where the value is live out: so is every block resuming its loop,
                // and, unless the block defines it, it is live in.
                while let Some(p) = outs.pop() {
                    if live_out[p] == stamp {
                        continue;
                    }
                    live_out[p] = stamp;
                    touch(i, spans[p].1, lo, hi);
                    outs.extend(resumers.get(p).iter().map(|&b| b as usize));
                    if defines[p] != stamp && live_in[p] != stamp {
                        live_in[p] = stamp;
                        touch(i, spans[p].0, lo, hi);
                        work.push(p);
                    }
                }
                let Some(bi) = work.pop() else { break };
                outs.extend(preds.get(bi).iter().map(|&b| b as usize));
            }
        }
    }

    /// Greedy interval colouring: the function's arguments get slots 0, 1, ..., then each
    /// value in order of its interval's start the least slot free there. Returns the number
    /// of slots used.
    fn colour(&mut self, prog: &Program, f: &Function, base: Addr) -> u32 {
        let Slots {
            slot,
            vid,
            vals,
            lo,
            hi,
            done,
            order,
            free,
            active,
            ..
        } = self;
        let nv = vals.len();
        done.clear();
        done.resize(nv, false);
        free.clear();
        active.clear();
        // Arguments first, in order, live from the function's start.
        let entry = prog.entry(f);
        let args = &prog.block(entry).args;
        let mut next_slot = 0u32;
        for &a in args {
            let i = vid[a.0 as usize] as usize;
            lo[i] = base.min(lo[i]);
            slot[a.0 as usize] = next_slot;
            done[i] = true;
            active.push(Reverse((hi[i], next_slot)));
            next_slot += 1;
        }
        order.clear();
        order.extend((0..nv).filter(|&i| !done[i]));
        order.sort_unstable_by_key(|&i| (lo[i], i));
        for &i in order.iter() {
            // Expire intervals that ended before this one starts.
            while let Some(&Reverse((end, s))) = active.peek() {
                if end < lo[i] {
                    active.pop();
                    free.push(Reverse(s));
                } else {
                    break;
                }
            }
            let s = match free.pop() {
                Some(Reverse(s)) => s,
                None => {
                    next_slot += 1;
                    next_slot - 1
                }
            };
            slot[vals[i].0 as usize] = s;
            active.push(Reverse((hi[i], s)));
        }
        next_slot
    }
}

/// Widens the interval of value `i` to address `at`.
fn touch(i: usize, at: Addr, lo: &mut Vec<Addr>, hi: &mut Vec<Addr>) {
    if lo.len() <= i {
        lo.resize(i + 1, Addr::MAX);
        hi.resize(i + 1, 0);
    }
    lo[i] = lo[i].min(at);
    hi[i] = hi[i].max(at);
}
