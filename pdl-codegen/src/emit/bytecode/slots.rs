//! Slot allocation: every value of a function gets a slot, values whose live ranges do not
//! overlap sharing one.

use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap};

use rustc_hash::FxHashMap;

use pdl_runtime::vm::Addr;

use super::layout::Layout;
use crate::program::{BlockId, Function, Op, Program, Val};

/// Values an instruction writes: the operation's results, and a `foreach`'s loop variable.
fn defs(op: &Op) -> Vec<Val> {
    match op {
        Op::Foreach { var, .. } => vec![*var],
        _ => op.results(),
    }
}

/// Assigns a slot to every value of function `f`: liveness over the blocks (loop back edges
/// included), one interval per value over the layout, greedy interval colouring. The
/// function's arguments get slots 0, 1, ...
pub(super) fn allocate(
    prog: &Program,
    f: &Function,
    l: &Layout,
    base: Addr,
) -> FxHashMap<Val, u32> {
    let mut v = number_values(prog, l);
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
            let start = l.start[&b];
            for &i in &v.use_sets[0] {
                touch(i, start, &mut v.lo, &mut v.hi);
            }
        }
        _ => {
            let index = BlockIndex::new(&l.order);
            let succ = successors(prog, l, &index);
            live_ranges(prog, l, &index, &succ, &mut v);
        }
    }
    colour(prog, f, base, v)
}

/// The layout index of each block of a function: a table over the span of its block ids
/// when they are dense (as the lowering numbers them, one function after another), else a
/// map, so that the cost stays proportional to the function.
enum BlockIndex {
    /// `table[id - first]` is the index plus one, 0 for a block of another function.
    Dense { first: u32, table: Vec<u32> },
    /// Sparse ids.
    Map(FxHashMap<BlockId, usize>),
}

impl BlockIndex {
    fn new(order: &[BlockId]) -> Self {
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
    fn get(&self, b: BlockId) -> Option<usize> {
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

/// Successors of each block (by layout index) within the function: branches, the loop body
/// of a foreach, and `continue` back to the loop's foreach.
fn successors(prog: &Program, l: &Layout, index: &BlockIndex) -> Vec<Vec<usize>> {
    let n = l.order.len();
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, &b) in l.order.iter().enumerate() {
        if let Some(last) = prog.block(b).ops.last() {
            for s in last.successors() {
                if let Some(j) = index.get(s) {
                    succ[i].push(j);
                }
            }
            match last {
                Op::Foreach { body, .. } => {
                    if let Some(j) = index.get(prog.region(*body).blocks[0]) {
                        succ[i].push(j);
                    }
                }
                // `continue` goes back to the `foreach` instruction itself, not to the
                // start of its block: see `resume` below.
                Op::Continue => {}
                _ => {}
            }
        }
    }
    succ
}

/// The values of a function, densely numbered, with what each block uses and defines and
/// the interval of addresses each value is live in (so far).
struct Values {
    /// The values, by number.
    vals: Vec<Val>,
    /// The number of each value.
    vid: FxHashMap<Val, usize>,
    /// The first address of each value's interval.
    lo: Vec<Addr>,
    /// The last address of each value's interval.
    hi: Vec<Addr>,
    /// The values each block uses before defining them.
    use_sets: Vec<Vec<usize>>,
    /// The values each block defines.
    def_sets: Vec<Vec<usize>>,
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

/// Numbers the values of the blocks of `l`, and finds their uses, definitions and the
/// addresses they are used or defined at.
fn number_values(prog: &Program, l: &Layout) -> Values {
    let n = l.order.len();
    // Dense value numbering for the bitsets.
    let mut vals: Vec<Val> = Vec::new();
    let mut vid: FxHashMap<Val, usize> = FxHashMap::default();
    let mut number = |v: Val, vals: &mut Vec<Val>| -> usize {
        *vid.entry(v).or_insert_with(|| {
            vals.push(v);
            vals.len() - 1
        })
    };
    let mut use_sets: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut def_sets: Vec<Vec<usize>> = vec![Vec::new(); n];
    // Interval endpoints per value.
    let mut lo: Vec<Addr> = Vec::new();
    let mut hi: Vec<Addr> = Vec::new();
    // Per value: 1 + the last block that defines it (so far, in the walk below).
    let mut def_mark: Vec<usize> = Vec::new();
    let mark = |m: &mut Vec<usize>, i: usize, bi: usize| {
        if m.len() <= i {
            m.resize(i + 1, 0);
        }
        m[i] = bi + 1;
    };
    for (bi, &b) in l.order.iter().enumerate() {
        let start = l.start[&b];
        let block = prog.block(b);
        let mut defined: Vec<usize> = Vec::new();
        for &a in &block.args {
            let i = number(a, &mut vals);
            defined.push(i);
            mark(&mut def_mark, i, bi);
            touch(i, start, &mut lo, &mut hi);
        }
        for (k, op) in block.ops.iter().enumerate() {
            let at = start + k as Addr;
            for v in op.operands() {
                let i = number(v, &mut vals);
                touch(i, at, &mut lo, &mut hi);
                if def_mark.get(i) != Some(&(bi + 1)) {
                    use_sets[bi].push(i);
                }
            }
            for v in defs(op) {
                let i = number(v, &mut vals);
                touch(i, at, &mut lo, &mut hi);
                defined.push(i);
                mark(&mut def_mark, i, bi);
            }
        }
        def_sets[bi] = defined;
    }
    Values {
        vals,
        vid,
        lo,
        hi,
        use_sets,
        def_sets,
    }
}

/// Widens each value's interval to the blocks it is live through.
fn live_ranges(
    prog: &Program,
    l: &Layout,
    index: &BlockIndex,
    succ: &[Vec<usize>],
    v: &mut Values,
) {
    let n = l.order.len();
    let Values {
        vals,
        vid,
        lo,
        hi,
        use_sets,
        def_sets,
    } = v;
    // `continue` resumes at the loop's `foreach`: what is live there (its range, and what
    // the body and the code after the loop read) is live at the end of the block.
    let mut resume: Vec<Option<(usize, usize)>> = vec![None; n];
    for (i, &b) in l.order.iter().enumerate() {
        if let (Some(Op::Continue), Some(h)) = (prog.block(b).ops.last(), l.innermost.get(&b)) {
            if let Some(Op::Foreach { range, .. }) = prog.block(*h).ops.last() {
                if let Some(hi) = index.get(*h) {
                    resume[i] = Some((hi, vid[range]));
                }
            }
        }
    }
    let nv = vals.len();
    // Liveness one value at a time, backwards from its uses (sparse: the cost is the number
    // of blocks where values are live, not blocks times values). It is the least solution
    // of: live-in = uses ∪ (live-out − defs); live-out = ∪ live-in of the successors, and
    // for a `continue` also the live-out of its loop's `foreach` block and the loop's range.
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (bi, ss) in succ.iter().enumerate() {
        for &t in ss {
            preds[t].push(bi);
        }
    }
    let mut resumers: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut uses_of: Vec<Vec<usize>> = vec![Vec::new(); nv];
    let mut defs_in: Vec<Vec<usize>> = vec![Vec::new(); nv];
    let mut range_out: Vec<Vec<usize>> = vec![Vec::new(); nv];
    for bi in 0..n {
        if let Some((h, range)) = resume[bi] {
            resumers[h].push(bi);
            range_out[range].push(bi);
        }
        for &i in &use_sets[bi] {
            uses_of[i].push(bi);
        }
        for &i in &def_sets[bi] {
            defs_in[i].push(bi);
        }
    }
    // The first and last address of each block, by layout index.
    let spans: Vec<(Addr, Addr)> = l
        .order
        .iter()
        .map(|b| {
            let start = l.start[b];
            (start, start + prog.block(*b).ops.len().max(1) as Addr - 1)
        })
        .collect();
    let bounds = |bi: usize| spans[bi];
    // Stamps (value index + 1) of the blocks where the current value is live in / out, and
    // of the blocks defining it.
    let mut live_in = vec![0usize; n];
    let mut live_out = vec![0usize; n];
    let mut defines = vec![0usize; n];
    let mut work: Vec<usize> = Vec::new();
    let mut outs: Vec<usize> = Vec::new();
    for i in 0..nv {
        let stamp = i + 1;
        for &bi in &defs_in[i] {
            defines[bi] = stamp;
        }
        for &bi in &uses_of[i] {
            if live_in[bi] != stamp {
                live_in[bi] = stamp;
                touch(i, bounds(bi).0, lo, hi);
                work.push(bi);
            }
        }
        outs.extend(range_out[i].iter().copied());
        loop {
            // A block where the value is live out: so is every block resuming its loop,
            // and, unless the block defines it, it is live in.
            while let Some(p) = outs.pop() {
                if live_out[p] == stamp {
                    continue;
                }
                live_out[p] = stamp;
                touch(i, bounds(p).1, lo, hi);
                outs.extend(resumers[p].iter().copied());
                if defines[p] != stamp && live_in[p] != stamp {
                    live_in[p] = stamp;
                    touch(i, bounds(p).0, lo, hi);
                    work.push(p);
                }
            }
            let Some(bi) = work.pop() else { break };
            outs.extend(preds[bi].iter().copied());
        }
    }
}

/// Greedy interval colouring: the function's arguments get slots 0, 1, ..., then each value
/// in order of its interval's start the least slot free there.
fn colour(prog: &Program, f: &Function, base: Addr, v: Values) -> FxHashMap<Val, u32> {
    let Values {
        vals,
        vid,
        mut lo,
        hi,
        ..
    } = v;
    let nv = vals.len();
    // Arguments first, in order, live from the function's start.
    let mut slots: FxHashMap<Val, u32> = FxHashMap::default();
    let entry = prog.entry(f);
    let args = &prog.block(entry).args;
    let mut free: BinaryHeap<Reverse<u32>> = BinaryHeap::new();
    let mut next_slot = 0u32;
    let mut active: BTreeMap<(Addr, u32), ()> = BTreeMap::new();
    for &a in args {
        let i = vid[&a];
        lo[i] = base.min(lo[i]);
        slots.insert(a, next_slot);
        active.insert((hi[i], next_slot), ());
        next_slot += 1;
    }
    let mut order: Vec<usize> = (0..nv).filter(|&i| !slots.contains_key(&vals[i])).collect();
    order.sort_by_key(|&i| (lo[i], i));
    for i in order {
        // Expire intervals that ended before this one starts.
        while let Some((&(end, s), _)) = active.iter().next() {
            if end < lo[i] {
                active.remove(&(end, s));
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
        slots.insert(vals[i], s);
        active.insert((hi[i], s), ());
    }
    slots
}
