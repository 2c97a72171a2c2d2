//! Running bytecode: the matcher records every match of the visited operation (here), the
//! rewriter of the chosen match changes the payload through the journaling
//! [`Rewriter`](crate::rewrite::Rewriter) ([`super::rewrite`]).
//!
//! Both are generic over the payload [access traits](crate::access) and monomorphise; the
//! only per-payload preparation is [`Bound::bind`], which turns the program's constant names,
//! types and attributes into the payload's handles and its switch tables into arrays by the
//! payload's dense name index, or hash maps (so dispatch on the root operation's name costs
//! O(1) whatever the number of patterns).
//!
//! Each loop decodes an instruction with one `match`. Registers ([`Reg`]) are small `Copy`
//! values; the elements of ranges live in buffers the machine keeps between runs
//! ([`Ranges`]), and so do the values matches pass to their rewriters: once the buffers have
//! grown, the matcher allocates nothing (native constraints aside, which take and return
//! [`PdlValue`]s).

use std::sync::atomic::{AtomicU32, Ordering};

use super::bind::{Bound, Native};
use super::instrs::{
    attr_type, attribute, concat, defining_op, extract, group, native_args, operand, result,
    store_results, type_list, users, value_type,
};
use super::regs::{Ranges, Reg, Span};
use super::{Addr, Call, Instr, Program};
use crate::access::{PayloadRead, PayloadWrite};
use crate::native::count_ok;
use crate::value::NativeCx;
use crate::value::PdlValue;
use crate::value::Tracer;

/// A match found by the matcher: the pattern, its benefit and where the values it passes
/// to the rewriter are kept.
///
/// The values stay in the [`Machine`] that found the match: a match can be applied (or its
/// values read with [`Machine::inputs`]) until that machine next runs the matcher with an
/// empty output vector, which starts a new batch of matches. Applying an older match, or a
/// match of another machine, fails with an error.
pub struct Match<P: PayloadRead> {
    /// Index of the pattern in [`Program::patterns`].
    pub pattern: u32,
    /// The pattern's benefit.
    pub benefit: u16,
    /// The matched operation whose location created operations take.
    pub location: Option<P::Op>,
    /// Where the rewriter's inputs are in the machine's kept registers.
    pub(super) inputs: Span,
    /// The machine that recorded the match, and its batch.
    machine: u32,
    epoch: u32,
}

impl<P: PayloadRead> Clone for Match<P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P: PayloadRead> Copy for Match<P> {}

impl<P: PayloadRead> std::fmt::Debug for Match<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Match")
            .field("pattern", &self.pattern)
            .field("benefit", &self.benefit)
            .field("location", &self.location)
            .finish()
    }
}

/// Numbers machines, so that a match names the machine holding its values.
static MACHINES: AtomicU32 = AtomicU32::new(0);

/// The VM's memory: registers, loop counters, the stack of loops to resume, the elements
/// of ranges, and the values of recorded matches.
pub struct Machine<P: PayloadRead> {
    /// One register per slot.
    pub(super) regs: Vec<Reg<P>>,
    /// The iteration of each loop level.
    pub(super) loops: Vec<u32>,
    /// The `foreach` instructions to resume.
    pub(super) resume: Vec<Addr>,
    /// The ranges of the running matcher or rewriter.
    pub(super) scratch: Ranges<P>,
    /// The inputs of the matches of the current batch...
    pub(super) kept: Vec<Reg<P>>,
    /// ... and their ranges.
    pub(super) kept_ranges: Ranges<P>,
    /// The arguments of a native call.
    pub(super) args: Vec<PdlValue<P>>,
    /// Operands and result types of a created operation, replacement values.
    pub(super) values: Vec<P::Value>,
    pub(super) types: Vec<P::Type>,
    /// This machine's number and its current batch of matches.
    pub(super) id: u32,
    pub(super) epoch: u32,
}

impl<P: PayloadRead> Machine<P> {
    /// Memory for running `program`.
    pub fn new(program: &Program) -> Self {
        Machine {
            regs: vec![Reg::Null; program.num_slots.max(1) as usize],
            loops: vec![0; program.num_loops as usize],
            resume: Vec::new(),
            scratch: Ranges::default(),
            kept: Vec::new(),
            kept_ranges: Ranges::default(),
            args: Vec::new(),
            values: Vec::new(),
            types: Vec::new(),
            id: MACHINES.fetch_add(1, Ordering::Relaxed),
            epoch: 0,
        }
    }

    /// Whether `m` was recorded by this machine in its current batch.
    pub(super) fn holds(&self, m: &Match<P>) -> bool {
        m.machine == self.id && m.epoch == self.epoch
    }

    /// The values match `m` passes to its rewriter (null entries stay `None`); `None` if
    /// the machine no longer holds them (see [`Match`]).
    pub fn inputs(&self, m: &Match<P>) -> Option<Vec<Option<PdlValue<P>>>> {
        let regs = self
            .holds(m)
            .then(|| super::regs::get(&self.kept, m.inputs))?;
        Some(regs.iter().map(|&r| self.kept_ranges.value(r)).collect())
    }
}

/// Where a switch on `key` leads, reported to the tracer as the index of the case taken
/// (the number of cases for the default).
#[inline]
fn switched<T: Tracer>(
    program: &Program,
    tracer: &mut T,
    pc: Addr,
    table: u32,
    dest: Addr,
) -> Addr {
    if T::ACTIVE {
        let dests = &program.switches[table as usize].dests;
        let case = dests.iter().position(|&d| d == dest);
        tracer.switch(pc, case.unwrap_or(dests.len()) as u32);
    }
    dest
}

/// Where a failed check goes. Out of line and cold, so that the compiler branches on the
/// check (predicted: the next instruction's reads go ahead) rather than selecting the next
/// address with a conditional move, which makes every later read wait for the payload
/// reads the check made.
#[cold]
#[inline(never)]
fn failed(otherwise: Addr) -> Addr {
    otherwise
}

/// Whether two registers hold equal values: equal handles, or ranges of one kind with equal
/// elements; two nulls are equal. Inlined into the loop so that neither register is passed
/// to a call: a register copied to the stack whole right after it was written field by
/// field costs a failed store-to-load forward (the profile showed it).
#[inline(always)]
fn equal<P: PayloadRead>(ranges: &Ranges<P>, a: Reg<P>, b: Reg<P>) -> bool {
    match (a, b) {
        (Reg::Value(x), Reg::Value(y)) => x == y,
        (Reg::Type(x), Reg::Type(y)) => x == y,
        (Reg::Op(x), Reg::Op(y)) => x == y,
        (Reg::Attr(x), Reg::Attr(y)) => x == y,
        (Reg::Null, Reg::Null) => true,
        (Reg::Values(x), Reg::Values(y)) => ranges.values(x) == ranges.values(y),
        (Reg::Types(x), Reg::Types(y)) => ranges.types(x) == ranges.types(y),
        (Reg::Ops(x), Reg::Ops(y)) => ranges.ops(x) == ranges.ops(y),
        _ => false,
    }
}

/// Stores `value` in register `to` and says whether it equals register `other` (a register
/// compared with itself is equal). Compared before it is stored, so that the store is not
/// read back.
#[inline(always)]
fn store_compared<P: PayloadRead>(
    regs: &mut [Reg<P>],
    ranges: &Ranges<P>,
    to: u32,
    other: u32,
    value: Reg<P>,
) -> bool {
    let held = other == to || equal(ranges, value, regs[other as usize]);
    regs[to as usize] = value;
    held
}

impl<P: PayloadWrite> Machine<P> {
    /// Runs the matcher on `root` and appends every match to `out`, in MLIR's order:
    /// by decreasing benefit, in the order recorded among equal benefits. With `out` empty,
    /// the matches this machine recorded before are dropped (see [`Match`]).
    #[allow(clippy::too_many_arguments)] // The program's three parts, the payload, the root, the output, the tracer.
    pub fn run_matcher<T: Tracer>(
        &mut self,
        program: &Program,
        bound: &Bound<P>,
        natives: &[Native<P>],
        payload: &mut P,
        root: P::Op,
        out: &mut Vec<Match<P>>,
        tracer: &mut T,
    ) {
        let first = out.len();
        if first == 0 && !self.kept.is_empty() {
            self.kept.clear();
            self.kept_ranges.clear();
            self.epoch = self.epoch.wrapping_add(1);
        }
        // The matcher's entry: its switch on the root's name (the root is slot 0), done here
        // so that the many operations that are no pattern's root, led by it straight to the
        // end of the matcher, cost nothing more; the others enter the loop at its target.
        let mut pc: Addr = 0;
        if let Some(&Instr::SwitchOperationName { op: 0, table }) = program.code.first() {
            let key = Some(payload.op_name(root));
            let dest = bound.switches[table as usize].name(payload, key);
            pc = switched(program, tracer, 0, table, dest);
            if matches!(program.code.get(pc as usize), Some(Instr::Finalize)) {
                return;
            }
        }
        self.scratch.clear();
        // Loops that run to their end leave their counter at 0 and nothing to resume; only a
        // run stopped inside a loop leaves something to reset. (Filling an empty vector is
        // not free either: libc's memset of zero bytes at a dangling address costs a
        // masked-store assist on some CPUs, a third of the time of a small matcher.)
        if !self.resume.is_empty() {
            self.resume.clear();
            self.loops.fill(0);
        }
        let Machine {
            regs,
            loops,
            resume,
            scratch,
            kept,
            kept_ranges,
            args,
            id,
            epoch,
            ..
        } = self;
        // A slice: its address and length are read once, not through the vector at every
        // register access (the vector does not grow while matching).
        let regs: &mut [Reg<P>] = regs;
        regs[0] = Reg::Op(root);
        let code = &program.code[..];
        let sw = &bound.switches[..];
        macro_rules! check {
            ($held:expr, $then:expr, $otherwise:expr) => {{
                let held: bool = $held;
                tracer.check(pc, held);
                pc = if held { $then } else { failed($otherwise) };
            }};
        }
        // A query fused with the null check that follows it: the check's address is the
        // next one, and its `then` the one after.
        macro_rules! checked {
            ($slot:expr, $value:expr, $otherwise:expr) => {{
                let v: Reg<P> = $value;
                regs[$slot as usize] = v;
                let held = v.is_some();
                tracer.check(pc + 1, held);
                pc = if held { pc + 2 } else { failed($otherwise) };
            }};
        }
        macro_rules! set {
            ($slot:expr, $value:expr) => {{
                regs[$slot as usize] = $value;
                pc += 1;
            }};
        }
        // Records match `record` and jumps to `dest`; a match is mostly followed by the end
        // of the matcher, so that stops here rather than dispatch the `finalize`.
        macro_rules! record_match {
            ($record:expr, $dest:expr) => {{
                let rec = &program.records[$record as usize];
                tracer.record(rec.pattern);
                let start = kept.len() as u32;
                for &s in program.list(rec.inputs) {
                    let v = kept_ranges.copy_from(scratch, regs[s as usize]);
                    kept.push(v);
                }
                out.push(Match {
                    pattern: rec.pattern,
                    benefit: rec.benefit,
                    location: rec.loc.and_then(|s| regs[s as usize].op()),
                    inputs: Span {
                        start,
                        len: rec.inputs.len,
                    },
                    machine: *id,
                    epoch: *epoch,
                });
                pc = $dest;
                if matches!(code.get(pc as usize), Some(Instr::Finalize)) {
                    break;
                }
            }};
        }
        while let Some(instr) = code.get(pc as usize) {
            let r = |s: u32| regs[s as usize];
            match *instr {
                Instr::SwitchOperationName { op, table } => {
                    let key = r(op).op().map(|o| payload.op_name(o));
                    pc = switched(
                        program,
                        tracer,
                        pc,
                        table,
                        sw[table as usize].name(payload, key),
                    );
                    // Most operations are no pattern's root: the root's switch leads them
                    // straight to the end of the matcher, which stops here.
                    if matches!(code.get(pc as usize), Some(Instr::Finalize)) {
                        break;
                    }
                }
                Instr::SwitchAttribute { attr, table } => {
                    let key = match r(attr) {
                        Reg::Attr(a) => Some(a),
                        _ => None,
                    };
                    pc = switched(program, tracer, pc, table, sw[table as usize].attr(key));
                }
                Instr::SwitchType { value, table } => {
                    let key = match r(value) {
                        Reg::Type(t) => Some(t),
                        _ => None,
                    };
                    pc = switched(program, tracer, pc, table, sw[table as usize].ty(key));
                }
                Instr::SwitchTypes { value, table } => {
                    let key = match r(value) {
                        Reg::Types(s) => Some(scratch.types(s)),
                        _ => None,
                    };
                    pc = switched(program, tracer, pc, table, sw[table as usize].types(key));
                }
                Instr::SwitchOperandCount { op, table } => {
                    let key = r(op).op().map(|o| payload.num_operands(o));
                    pc = switched(program, tracer, pc, table, sw[table as usize].count(key));
                }
                Instr::SwitchResultCount { op, table } => {
                    let key = r(op).op().map(|o| payload.num_results(o));
                    pc = switched(program, tracer, pc, table, sw[table as usize].count(key));
                }
                Instr::CheckOperationName {
                    op,
                    name,
                    then,
                    otherwise,
                } => check!(
                    r(op)
                        .op()
                        .is_some_and(|o| payload.op_name(o) == bound.consts.names[name as usize]),
                    then,
                    otherwise
                ),
                Instr::CheckOperandCount {
                    op,
                    count,
                    then,
                    otherwise,
                } => check!(
                    r(op)
                        .op()
                        .is_some_and(|o| count_ok(payload.num_operands(o), count, false)),
                    then,
                    otherwise
                ),
                Instr::CheckOperandCountAtLeast {
                    op,
                    count,
                    then,
                    otherwise,
                } => check!(
                    r(op)
                        .op()
                        .is_some_and(|o| count_ok(payload.num_operands(o), count, true)),
                    then,
                    otherwise
                ),
                Instr::CheckResultCount {
                    op,
                    count,
                    then,
                    otherwise,
                } => check!(
                    r(op)
                        .op()
                        .is_some_and(|o| count_ok(payload.num_results(o), count, false)),
                    then,
                    otherwise
                ),
                Instr::CheckResultCountAtLeast {
                    op,
                    count,
                    then,
                    otherwise,
                } => check!(
                    r(op)
                        .op()
                        .is_some_and(|o| count_ok(payload.num_results(o), count, true)),
                    then,
                    otherwise
                ),
                Instr::CheckOperation {
                    op,
                    name,
                    counts,
                    otherwise,
                } => {
                    let o = r(op).op();
                    let mut at = pc;
                    let mut held = |h: bool| {
                        tracer.check(at, h);
                        at += 1;
                        h
                    };
                    let all =
                        held(o.is_some_and(|o| {
                            payload.op_name(o) == bound.consts.names[name as usize]
                        })) && held(
                            o.is_some_and(|o| payload.num_operands(o) == (counts >> 16) as usize),
                        ) && held(
                            o.is_some_and(|o| payload.num_results(o) == (counts & 0xffff) as usize),
                        );
                    pc = if all { pc + 3 } else { failed(otherwise) };
                }
                Instr::CheckCounts {
                    op,
                    counts,
                    otherwise,
                } => {
                    let o = r(op).op();
                    let mut at = pc;
                    let mut held = |h: bool| {
                        tracer.check(at, h);
                        at += 1;
                        h
                    };
                    let all =
                        held(o.is_some_and(|o| payload.num_operands(o) == (counts >> 16) as usize))
                            && held(o.is_some_and(|o| {
                                payload.num_results(o) == (counts & 0xffff) as usize
                            }));
                    pc = if all { pc + 2 } else { failed(otherwise) };
                }
                Instr::IsNotNull {
                    value,
                    then,
                    otherwise,
                } => check!(r(value).is_some(), then, otherwise),
                Instr::AreEqual {
                    lhs,
                    rhs,
                    then,
                    otherwise,
                } => check!(equal(scratch, r(lhs), r(rhs)), then, otherwise),
                Instr::CheckAttribute {
                    attr,
                    value,
                    then,
                    otherwise,
                } => check!(
                    matches!(r(attr), Reg::Attr(a) if a == bound.consts.attrs[value as usize]),
                    then,
                    otherwise
                ),
                Instr::CheckType {
                    value,
                    ty,
                    then,
                    otherwise,
                } => check!(
                    matches!(r(value), Reg::Type(t) if t == bound.consts.types[ty as usize]),
                    then,
                    otherwise
                ),
                Instr::CheckTypes {
                    value,
                    types,
                    then,
                    otherwise,
                } => check!(
                    matches!(r(value), Reg::Types(s)
                        if *scratch.types(s) == *bound.consts.type_lists[types as usize]),
                    then,
                    otherwise
                ),
                Instr::GetOperand {
                    result: to,
                    op,
                    index,
                } => {
                    set!(to, operand(payload, r(op), index))
                }
                Instr::GetResult {
                    result: to,
                    op,
                    index,
                } => {
                    set!(to, result(payload, r(op), index))
                }
                Instr::GetOperandChecked {
                    result: to,
                    op,
                    index,
                    otherwise,
                } => checked!(to, operand(payload, r(op), index), otherwise),
                Instr::GetResultChecked {
                    result: to,
                    op,
                    index,
                    otherwise,
                } => checked!(to, result(payload, r(op), index), otherwise),
                Instr::GetDefiningOpChecked {
                    result: to,
                    value,
                    otherwise,
                } => checked!(to, defining_op(payload, scratch, r(value)), otherwise),
                Instr::GetAttributeChecked {
                    result: to,
                    op,
                    name,
                    otherwise,
                } => checked!(to, attribute(payload, bound, r(op), name), otherwise),
                Instr::GetOperandDefiningOpChecked {
                    operand: v,
                    result: to,
                    op_index,
                    otherwise,
                } => {
                    let value = operand(payload, r(op_index >> 16), op_index & 0xffff);
                    regs[v as usize] = value;
                    let def = defining_op(payload, scratch, value);
                    regs[to as usize] = def;
                    let held = def.is_some();
                    tracer.check(pc + 2, held);
                    pc = if held { pc + 3 } else { failed(otherwise) };
                }
                Instr::GetResultEqual {
                    result: to,
                    op_index,
                    other,
                    otherwise,
                } => {
                    let value = result(payload, r(op_index >> 16), op_index & 0xffff);
                    let held = store_compared(regs, scratch, to, other, value);
                    let present = value.is_some();
                    tracer.check(pc + 1, present);
                    pc = if present {
                        tracer.check(pc + 2, held);
                        if held {
                            pc + 3
                        } else {
                            failed(otherwise)
                        }
                    } else {
                        failed(otherwise)
                    };
                }
                Instr::GetOperandResultChecked {
                    slots,
                    op,
                    indices,
                    otherwise,
                } => {
                    let value = operand(payload, r(op), indices >> 16);
                    regs[(slots >> 16) as usize] = value;
                    let present = value.is_some();
                    tracer.check(pc + 1, present);
                    pc = if present {
                        // The operation read again: the operand may have taken its slot.
                        let value = result(payload, regs[op as usize], indices & 0xffff);
                        regs[(slots & 0xffff) as usize] = value;
                        let present = value.is_some();
                        tracer.check(pc + 3, present);
                        if present {
                            pc + 4
                        } else {
                            failed(otherwise)
                        }
                    } else {
                        failed(otherwise)
                    };
                }
                Instr::GetValueTypeEqual {
                    result: to,
                    value,
                    other,
                    otherwise,
                } => {
                    let ty = value_type(payload, scratch, r(value));
                    let held = store_compared(regs, scratch, to, other, ty);
                    tracer.check(pc + 1, held);
                    pc = if held { pc + 2 } else { failed(otherwise) };
                }
                Instr::GetOperands {
                    result: to,
                    op,
                    index,
                    range,
                } => set!(to, group(payload, scratch, r(op), index, range, true)),
                Instr::GetResults {
                    result: to,
                    op,
                    index,
                    range,
                } => set!(to, group(payload, scratch, r(op), index, range, false)),
                Instr::GetDefiningOp { result: to, value } => {
                    set!(to, defining_op(payload, scratch, r(value)))
                }
                Instr::GetValueType { result: to, value } => {
                    set!(to, value_type(payload, scratch, r(value)))
                }
                Instr::GetAttribute {
                    result: to,
                    op,
                    name,
                } => {
                    set!(to, attribute(payload, bound, r(op), name))
                }
                Instr::GetAttributeType { result: to, attr } => {
                    set!(to, attr_type(payload, r(attr)))
                }
                Instr::GetUsers { result: to, value } => {
                    set!(to, users(payload, scratch, r(value)))
                }
                Instr::Extract {
                    result: to,
                    range,
                    index,
                } => set!(to, extract(scratch, r(range), index)),
                Instr::CreateAttribute { result: to, value } => {
                    set!(to, Reg::Attr(bound.consts.attrs[value as usize]))
                }
                Instr::CreateType { result: to, ty } => {
                    set!(to, Reg::Type(bound.consts.types[ty as usize]))
                }
                Instr::CreateTypes { result: to, types } => {
                    set!(to, type_list(bound, scratch, types))
                }
                Instr::CreateRange {
                    result: to,
                    args: list,
                    kind,
                } => set!(to, concat(program, regs, scratch, list, kind)),
                Instr::Branch { dest } => pc = dest,
                Instr::Foreach {
                    var,
                    range,
                    level,
                    exit,
                } => {
                    let i = loops[level as usize] as usize;
                    let next = match r(range) {
                        Reg::Ops(s) => scratch.ops(s).get(i).copied(),
                        _ => None,
                    };
                    match next {
                        Some(op) => {
                            regs[var as usize] = Reg::Op(op);
                            resume.push(pc);
                            pc += 1;
                        }
                        None => {
                            loops[level as usize] = 0;
                            pc = exit;
                        }
                    }
                }
                Instr::Continue { level } => {
                    loops[level as usize] += 1;
                    // A `continue` outside any loop (which no verified program has) ends
                    // the matcher rather than spinning.
                    match resume.pop() {
                        Some(at) => pc = at,
                        None => break,
                    }
                }
                Instr::RecordMatch { record, dest } => record_match!(record, dest),
                Instr::GetValueTypeRecord {
                    result: to,
                    value,
                    record,
                    dest,
                } => {
                    regs[to as usize] = value_type(payload, scratch, r(value));
                    record_match!(record, dest)
                }
                Instr::ApplyConstraint {
                    call,
                    then,
                    otherwise,
                } => {
                    let c = &program.calls[call as usize];
                    let held = constraint(
                        program, c, natives, payload, regs, scratch, args, tracer, pc,
                    ) != c.negated;
                    check!(held, then, otherwise)
                }
                Instr::Finalize => break,
                // Rewrite instructions cannot appear in a matcher; stop rather than act.
                Instr::ApplyRewrite { .. }
                | Instr::CreateOperation { .. }
                | Instr::Erase { .. }
                | Instr::Replace { .. } => break,
            }
        }
        // Stable: equal benefits keep the order in which they were recorded.
        if out.len() - first > 1 {
            out[first..].sort_by_key(|m| std::cmp::Reverse(m.benefit));
        }
    }
}

/// Runs the native constraint of call site `c`: whether it held (before negation). Its
/// results go to their registers; failures are reported to the tracer.
#[allow(clippy::too_many_arguments)] // The matcher's state, borrowed field by field.
fn constraint<P: PayloadWrite, T: Tracer>(
    program: &Program,
    c: &Call,
    natives: &[Native<P>],
    payload: &mut P,
    regs: &mut [Reg<P>],
    scratch: &mut Ranges<P>,
    args: &mut Vec<PdlValue<P>>,
    tracer: &mut T,
    pc: Addr,
) -> bool {
    if !native_args(program, regs, scratch, c.args, args) {
        tracer.constraint_failed(pc, "an argument is null");
        return false;
    }
    let Native::Constraint(f) = &natives[c.native as usize] else {
        return false;
    };
    let mut cx = NativeCx::new(payload);
    let outcome = f(&mut cx, args)
        .and_then(|values| store_results(program, c.native, regs, scratch, c.results, values));
    match outcome {
        Ok(()) => true,
        Err(reason) => {
            tracer.constraint_failed(pc, &reason);
            false
        }
    }
}
