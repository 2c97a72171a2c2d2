//! The matcher program compiled to bytecode for the VM (`pdl_runtime::vm`).
//!
//! Blocks are laid out in program order; a `foreach` is followed by its body, and `continue`
//! returns to it. Every SSA value gets a memory slot: live ranges are computed by liveness
//! over the control-flow graph (the loop back edges included, so a value read after an
//! iteration stays alive through the whole loop, seed 000 §3), each range is widened to one
//! interval of the layout, and intervals are coloured greedily, so values of unrelated
//! branches share slots. Function arguments take the first slots (the VM passes the root
//! operation, or a match's captured values, there). Constants become MLIR text, bound to
//! each payload at run time. The emitter translates; it decides nothing about matching.

use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap, HashMap};

use pdl_runtime::ir::Attribute;
use pdl_runtime::rewrite::explain::Branch;
use pdl_runtime::vm::{self, Addr, Instr, Kind, List, NativeCall, SwitchTable};

use super::constants::ConstantPool;
use crate::program::{BlockId, Function, Op, Program, RegionId, Val, ValType};

/// How to name a pattern's location in messages: a function from its span's start offset
/// to `file:line:col`.
pub type Locate<'a> = &'a dyn Fn(u32) -> String;

/// Compiles `prog` to bytecode. `locate` turns a pattern's source offset into a location.
pub fn compile(prog: &Program, locate: Locate<'_>) -> vm::Program {
    let mut e = Emitter {
        prog,
        out: vm::Program::default(),
        consts: ConstantPool::default(),
        natives: HashMap::new(),
    };
    let matcher_start = e.function(&prog.matcher);
    e.out.branches = crate::program::explain::branches(prog)
        .into_iter()
        .filter_map(|b| {
            let start = *matcher_start.get(&b.block)?;
            let len = prog.block(b.block).ops.len() as Addr;
            Some(vm_branch(start + len.saturating_sub(1), b))
        })
        .collect();
    e.out.branches.sort_by_key(|b| b.id);
    let mut rewriter_addr = Vec::with_capacity(prog.rewriters.len());
    for f in &prog.rewriters {
        rewriter_addr.push(e.out.code.len() as Addr);
        e.function(f);
    }
    for p in &prog.patterns {
        let f = &prog.rewriters[p.rewriter];
        let entry = prog.entry(f);
        e.out.patterns.push(vm::Pattern {
            name: p.name.clone(),
            benefit: p.benefit,
            root_kind: None,
            location: locate(p.span.start),
            rewriter: rewriter_addr[p.rewriter],
            num_inputs: prog.block(entry).args.len() as u32,
        });
    }
    for b in &prog.blocks {
        for op in &b.ops {
            if let Op::RecordMatch {
                pattern, root_kind, ..
            } = op
            {
                e.out.patterns[*pattern].root_kind = root_kind.clone();
            }
        }
    }
    let consts = std::mem::take(&mut e.consts);
    e.out.names = consts.names;
    e.out.attrs = consts.attrs;
    e.out.types = consts.types;
    e.out.type_lists = consts.type_lists;
    e.out
}

/// A branch point of the matcher as the VM's table holds it.
fn vm_branch(id: Addr, b: crate::program::explain::BranchInfo) -> Branch {
    Branch {
        id,
        what: b.what.into(),
        cases: b
            .cases
            .into_iter()
            .map(std::borrow::Cow::Owned)
            .collect::<Vec<_>>()
            .into(),
        outcomes: b
            .outcomes
            .into_iter()
            .map(std::borrow::Cow::Owned)
            .collect::<Vec<_>>()
            .into(),
    }
}

fn kind(t: ValType) -> Kind {
    match t {
        ValType::Operation => Kind::Operation,
        ValType::Value => Kind::Value,
        ValType::ValueRange => Kind::ValueRange,
        ValType::Type => Kind::Type,
        ValType::TypeRange => Kind::TypeRange,
        ValType::Attribute => Kind::Attribute,
        ValType::OperationRange => Kind::OperationRange,
    }
}

struct Emitter<'a> {
    prog: &'a Program,
    out: vm::Program,
    consts: ConstantPool,
    natives: HashMap<NativeCall, u32>,
}

/// One function's layout: blocks in emission order with their instruction ranges.
struct Layout {
    /// Blocks in order.
    order: Vec<BlockId>,
    /// Start address of each block (by block index).
    start: HashMap<BlockId, Addr>,
    /// For each foreach body entry block, the block holding its `foreach`.
    loop_header: HashMap<BlockId, BlockId>,
    /// Loop nesting depth of each block.
    depth: HashMap<BlockId, u32>,
    /// For each body block, the header of its innermost loop.
    innermost: HashMap<BlockId, BlockId>,
}

impl Emitter<'_> {
    fn name(&mut self, n: &str) -> u32 {
        self.consts.name(n)
    }

    fn attr(&mut self, a: Attribute) -> u32 {
        self.consts.attr(&self.prog.ctx, a)
    }

    /// A type attribute's type.
    fn ty(&mut self, a: Attribute) -> u32 {
        self.consts.ty(&self.prog.ctx, a)
    }

    /// An array of type attributes as a type list.
    fn type_list(&mut self, a: Attribute) -> u32 {
        self.consts.type_list(&self.prog.ctx, a)
    }

    fn native(&mut self, name: &str, constraint: bool, args: &[Val], results: &[Val]) -> u32 {
        let call = NativeCall {
            name: name.to_string(),
            constraint,
            args: args.iter().map(|&v| kind(self.prog.ty(v))).collect(),
            results: results.iter().map(|&v| kind(self.prog.ty(v))).collect(),
        };
        if let Some(&i) = self.natives.get(&call) {
            return i;
        }
        let i = self.out.natives.len() as u32;
        self.out.natives.push(call.clone());
        self.natives.insert(call, i);
        i
    }

    fn list(&mut self, items: impl IntoIterator<Item = u32>) -> List {
        let start = self.out.pool.len() as u32;
        self.out.pool.extend(items);
        List {
            start,
            len: self.out.pool.len() as u32 - start,
        }
    }

    /// Lays out a region: its blocks in order, each foreach body right after its block.
    fn layout_region(&self, r: RegionId, depth: u32, header: Option<BlockId>, l: &mut Layout) {
        for (i, &b) in self.prog.region(r).blocks.iter().enumerate() {
            l.order.push(b);
            l.depth.insert(b, depth);
            if let Some(h) = header {
                l.innermost.insert(b, h);
                if i == 0 {
                    l.loop_header.insert(b, h);
                }
            }
            if let Some(Op::Foreach { body, .. }) = self.prog.block(b).ops.last() {
                self.layout_region(*body, depth + 1, Some(b), l);
            }
        }
    }

    /// Emits `f`; returns the start address of each of its blocks.
    fn function(&mut self, f: &Function) -> HashMap<BlockId, Addr> {
        let prog = self.prog;
        let mut l = Layout {
            order: Vec::new(),
            start: HashMap::new(),
            loop_header: HashMap::new(),
            depth: HashMap::new(),
            innermost: HashMap::new(),
        };
        self.layout_region(f.body, 0, None, &mut l);
        // Addresses: one instruction per op.
        let base = self.out.code.len() as Addr;
        let mut addr = base;
        for &b in &l.order {
            l.start.insert(b, addr);
            addr += prog.block(b).ops.len() as Addr;
        }
        let slots = allocate(prog, f, &l, base);
        let slot = |v: Val| slots[&v];
        for &b in &l.order {
            let depth = l.depth[&b];
            for op in &prog.block(b).ops {
                let at = |b: &BlockId| l.start[b];
                let instr = match op {
                    Op::ApplyConstraint {
                        name,
                        args,
                        results,
                        negated,
                        then,
                        otherwise,
                    } => {
                        let native = self.native(name, true, args, results);
                        let args = self.list(args.iter().map(|&v| slot(v)));
                        let results = self.list(results.iter().map(|&v| slot(v)));
                        Instr::ApplyConstraint {
                            native,
                            args,
                            results,
                            negated: *negated,
                            then: at(then),
                            otherwise: at(otherwise),
                        }
                    }
                    Op::ApplyRewrite {
                        name,
                        args,
                        results,
                    } => {
                        let native = self.native(name, false, args, results);
                        let args = self.list(args.iter().map(|&v| slot(v)));
                        let results = self.list(results.iter().map(|&v| slot(v)));
                        Instr::ApplyRewrite {
                            native,
                            args,
                            results,
                        }
                    }
                    Op::AreEqual {
                        lhs,
                        rhs,
                        then,
                        otherwise,
                    } => Instr::AreEqual {
                        lhs: slot(*lhs),
                        rhs: slot(*rhs),
                        then: at(then),
                        otherwise: at(otherwise),
                    },
                    Op::CheckAttribute {
                        attr,
                        value,
                        then,
                        otherwise,
                    } => Instr::CheckAttribute {
                        attr: slot(*attr),
                        value: self.attr(*value),
                        then: at(then),
                        otherwise: at(otherwise),
                    },
                    Op::CheckOperandCount {
                        op,
                        count,
                        at_least,
                        then,
                        otherwise,
                    } => Instr::CheckOperandCount {
                        op: slot(*op),
                        count: *count,
                        at_least: *at_least,
                        then: at(then),
                        otherwise: at(otherwise),
                    },
                    Op::CheckResultCount {
                        op,
                        count,
                        at_least,
                        then,
                        otherwise,
                    } => Instr::CheckResultCount {
                        op: slot(*op),
                        count: *count,
                        at_least: *at_least,
                        then: at(then),
                        otherwise: at(otherwise),
                    },
                    Op::CheckOperationName {
                        op,
                        name,
                        then,
                        otherwise,
                    } => Instr::CheckOperationName {
                        op: slot(*op),
                        name: self.name(name),
                        then: at(then),
                        otherwise: at(otherwise),
                    },
                    Op::CheckType {
                        value,
                        ty,
                        then,
                        otherwise,
                    } => Instr::CheckType {
                        value: slot(*value),
                        ty: self.ty(*ty),
                        then: at(then),
                        otherwise: at(otherwise),
                    },
                    Op::CheckTypes {
                        value,
                        types,
                        then,
                        otherwise,
                    } => Instr::CheckTypes {
                        value: slot(*value),
                        types: self.type_list(*types),
                        then: at(then),
                        otherwise: at(otherwise),
                    },
                    Op::Continue => Instr::Continue {
                        level: depth.saturating_sub(1),
                    },
                    Op::CreateAttribute { result, value } => Instr::CreateAttribute {
                        result: slot(*result),
                        value: self.attr(*value),
                    },
                    Op::CreateOperation {
                        result,
                        name,
                        operands,
                        attributes,
                        types,
                        ..
                    } => {
                        let name = self.name(name);
                        let operands = self.list(operands.iter().map(|&v| slot(v)));
                        let pairs: Vec<u32> = attributes
                            .iter()
                            .flat_map(|(n, v)| [self.name(n), slot(*v)])
                            .collect();
                        let attrs = self.list(pairs);
                        let types = self.list(types.iter().map(|&v| slot(v)));
                        Instr::CreateOperation {
                            result: slot(*result),
                            name,
                            operands,
                            attrs,
                            types,
                        }
                    }
                    Op::CreateRange { result, args } => {
                        let k = kind(prog.ty(*result));
                        let args = self.list(args.iter().map(|&v| slot(v)));
                        Instr::CreateRange {
                            result: slot(*result),
                            args,
                            kind: k,
                        }
                    }
                    Op::CreateType { result, ty } => Instr::CreateType {
                        result: slot(*result),
                        ty: self.ty(*ty),
                    },
                    Op::CreateTypes { result, types } => Instr::CreateTypes {
                        result: slot(*result),
                        types: self.type_list(*types),
                    },
                    Op::Erase { op } => Instr::Erase { op: slot(*op) },
                    Op::Extract {
                        result,
                        range,
                        index,
                    } => Instr::Extract {
                        result: slot(*result),
                        range: slot(*range),
                        index: *index,
                    },
                    Op::Finalize => Instr::Finalize,
                    Op::Branch { dest } => Instr::Branch { dest: at(dest) },
                    Op::Foreach {
                        var,
                        range,
                        successor,
                        ..
                    } => Instr::Foreach {
                        var: slot(*var),
                        range: slot(*range),
                        level: depth,
                        exit: at(successor),
                    },
                    Op::GetAttribute { result, op, name } => Instr::GetAttribute {
                        result: slot(*result),
                        op: slot(*op),
                        name: self.name(name),
                    },
                    Op::GetAttributeType { result, attr } => Instr::GetAttributeType {
                        result: slot(*result),
                        attr: slot(*attr),
                    },
                    Op::GetDefiningOp { result, value } => Instr::GetDefiningOp {
                        result: slot(*result),
                        value: slot(*value),
                    },
                    Op::GetOperand { result, op, index } => Instr::GetOperand {
                        result: slot(*result),
                        op: slot(*op),
                        index: *index,
                    },
                    Op::GetOperands { result, op, index } => Instr::GetOperands {
                        result: slot(*result),
                        op: slot(*op),
                        index: *index,
                        range: prog.ty(*result).is_range(),
                    },
                    Op::GetResult { result, op, index } => Instr::GetResult {
                        result: slot(*result),
                        op: slot(*op),
                        index: *index,
                    },
                    Op::GetResults { result, op, index } => Instr::GetResults {
                        result: slot(*result),
                        op: slot(*op),
                        index: *index,
                        range: prog.ty(*result).is_range(),
                    },
                    Op::GetUsers { result, value } => Instr::GetUsers {
                        result: slot(*result),
                        value: slot(*value),
                    },
                    Op::GetValueType { result, value } => Instr::GetValueType {
                        result: slot(*result),
                        value: slot(*value),
                    },
                    Op::IsNotNull {
                        value,
                        then,
                        otherwise,
                    } => Instr::IsNotNull {
                        value: slot(*value),
                        then: at(then),
                        otherwise: at(otherwise),
                    },
                    Op::RecordMatch {
                        inputs,
                        locs,
                        pattern,
                        dest,
                        ..
                    } => {
                        let inputs = self.list(inputs.iter().map(|&v| slot(v)));
                        Instr::RecordMatch {
                            pattern: *pattern as u32,
                            inputs,
                            loc: locs.first().map(|&v| slot(v)),
                            dest: at(dest),
                        }
                    }
                    Op::Replace { op, values } => {
                        let values = self.list(values.iter().map(|&v| slot(v)));
                        Instr::Replace {
                            op: slot(*op),
                            values,
                        }
                    }
                    Op::SwitchAttribute {
                        attr,
                        cases,
                        dests,
                        default,
                    } => {
                        let cases = cases.iter().map(|&a| self.attr(a)).collect();
                        Instr::SwitchAttribute {
                            attr: slot(*attr),
                            table: self.switch(cases, dests, default, &l),
                        }
                    }
                    Op::SwitchOperandCount {
                        op,
                        cases,
                        dests,
                        default,
                    } => Instr::SwitchOperandCount {
                        op: slot(*op),
                        table: self.switch(cases.clone(), dests, default, &l),
                    },
                    Op::SwitchResultCount {
                        op,
                        cases,
                        dests,
                        default,
                    } => Instr::SwitchResultCount {
                        op: slot(*op),
                        table: self.switch(cases.clone(), dests, default, &l),
                    },
                    Op::SwitchOperationName {
                        op,
                        cases,
                        dests,
                        default,
                    } => {
                        let cases = cases.iter().map(|n| self.name(n)).collect();
                        Instr::SwitchOperationName {
                            op: slot(*op),
                            table: self.switch(cases, dests, default, &l),
                        }
                    }
                    Op::SwitchType {
                        value,
                        cases,
                        dests,
                        default,
                    } => {
                        let cases = cases.iter().map(|&a| self.ty(a)).collect();
                        Instr::SwitchType {
                            value: slot(*value),
                            table: self.switch(cases, dests, default, &l),
                        }
                    }
                    Op::SwitchTypes {
                        value,
                        cases,
                        dests,
                        default,
                    } => {
                        let cases = cases.iter().map(|&a| self.type_list(a)).collect();
                        Instr::SwitchTypes {
                            value: slot(*value),
                            table: self.switch(cases, dests, default, &l),
                        }
                    }
                };
                self.out.code.push(instr);
            }
        }
        let max_slot = slots.values().copied().max().map_or(0, |m| m + 1);
        self.out.num_slots = self.out.num_slots.max(max_slot).max(1);
        let loops = l.depth.values().copied().max().unwrap_or(0);
        self.out.num_loops = self.out.num_loops.max(loops);
        l.start
    }

    fn switch(&mut self, cases: Vec<u32>, dests: &[BlockId], default: &BlockId, l: &Layout) -> u32 {
        let i = self.out.switches.len() as u32;
        self.out.switches.push(SwitchTable {
            cases,
            dests: dests.iter().map(|d| l.start[d]).collect(),
            default: l.start[default],
        });
        i
    }
}

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
fn allocate(prog: &Program, f: &Function, l: &Layout, base: Addr) -> HashMap<Val, u32> {
    let index: HashMap<BlockId, usize> = l.order.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let n = l.order.len();
    // Successors within the function: branches, the loop body of a foreach, and `continue`
    // back to the loop's foreach.
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, &b) in l.order.iter().enumerate() {
        if let Some(last) = prog.block(b).ops.last() {
            for s in last.successors() {
                if let Some(&j) = index.get(&s) {
                    succ[i].push(j);
                }
            }
            match last {
                Op::Foreach { body, .. } => {
                    if let Some(&j) = index.get(&prog.region(*body).blocks[0]) {
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
    // Dense value numbering for the bitsets.
    let mut vals: Vec<Val> = Vec::new();
    let mut vid: HashMap<Val, usize> = HashMap::new();
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
    let touch = |i: usize, at: Addr, lo: &mut Vec<Addr>, hi: &mut Vec<Addr>| {
        if lo.len() <= i {
            lo.resize(i + 1, Addr::MAX);
            hi.resize(i + 1, 0);
        }
        lo[i] = lo[i].min(at);
        hi[i] = hi[i].max(at);
    };
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
    // `continue` resumes at the loop's `foreach`: what is live there (its range, and what
    // the body and the code after the loop read) is live at the end of the block.
    let mut resume: Vec<Option<(usize, usize)>> = vec![None; n];
    for (i, &b) in l.order.iter().enumerate() {
        if let (Some(Op::Continue), Some(h)) = (prog.block(b).ops.last(), l.innermost.get(&b)) {
            if let Some(Op::Foreach { range, .. }) = prog.block(*h).ops.last() {
                resume[i] = Some((index[h], vid[range]));
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
    let bounds = |bi: usize| {
        let b = l.order[bi];
        let start = l.start[&b];
        (start, start + prog.block(b).ops.len().max(1) as Addr - 1)
    };
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
                touch(i, bounds(bi).0, &mut lo, &mut hi);
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
                touch(i, bounds(p).1, &mut lo, &mut hi);
                outs.extend(resumers[p].iter().copied());
                if defines[p] != stamp && live_in[p] != stamp {
                    live_in[p] = stamp;
                    touch(i, bounds(p).0, &mut lo, &mut hi);
                    work.push(p);
                }
            }
            let Some(bi) = work.pop() else { break };
            outs.extend(preds[bi].iter().copied());
        }
    }
    // Arguments first, in order, live from the function's start.
    let mut slots: HashMap<Val, u32> = HashMap::new();
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
