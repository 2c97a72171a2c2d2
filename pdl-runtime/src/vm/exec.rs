//! Running bytecode: the matcher records every match of the visited operation, the rewriter
//! of the chosen match changes the payload through the journaling [`Rewriter`].
//!
//! Both are generic over the payload [access traits](crate::access) and monomorphise; the
//! only per-payload preparation is [`Bound::bind`], which turns the program's constant names,
//! types and attributes into the payload's handles and its switch tables into hash maps (so
//! dispatch on the root operation's name costs O(1) whatever the number of patterns).

use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::{Addr, Instr, Kind, List, Program, Slot};
use crate::access::{PayloadRead, PayloadWrite};
use crate::native::{self, Constants};
use crate::rewrite::rewriter::{RewriteError, Rewriter};
use crate::value::natives::{ConstraintFn, NativeCx, Natives, RewriteFn};
pub use crate::value::trace::{NoTrace, Tracer};
use crate::value::PdlValue;

/// A native function resolved for a program's call site.
pub enum Native<P: PayloadWrite> {
    /// A constraint.
    Constraint(Arc<ConstraintFn<P>>),
    /// A rewrite.
    Rewrite(Arc<RewriteFn<P>>),
}

impl<P: PayloadWrite> Clone for Native<P> {
    fn clone(&self) -> Self {
        match self {
            Native::Constraint(f) => Native::Constraint(f.clone()),
            Native::Rewrite(f) => Native::Rewrite(f.clone()),
        }
    }
}

/// Resolves every native call of `program` in `natives`: each name must be registered, as a
/// constraint or a rewrite as the program uses it, with the kinds the program passes and
/// expects. Returns one message per problem.
pub fn resolve<P: PayloadWrite>(
    program: &Program,
    natives: &Natives<P>,
) -> Result<Vec<Native<P>>, Vec<String>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for call in &program.natives {
        let what = if call.constraint {
            "constraint"
        } else {
            "rewrite"
        };
        let sig = if call.constraint {
            natives.constraint(&call.name).map(|c| {
                out.push(Native::Constraint(c.func.clone()));
                &c.signature
            })
        } else {
            natives.rewrite(&call.name).map(|r| {
                out.push(Native::Rewrite(r.func.clone()));
                &r.signature
            })
        };
        let Some(sig) = sig else {
            errors.push(format!(
                "no native {what} named `{}` is registered",
                call.name
            ));
            continue;
        };
        if !sig.accepts(&call.args, &call.results) {
            let call_sig = crate::value::natives::Signature::new(&call.args, &call.results);
            errors.push(format!(
                "native {what} `{}` is registered as {sig} but the pattern calls it as {call_sig}",
                call.name
            ));
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

enum BoundSwitch<P: PayloadRead> {
    None,
    Names(FxHashMap<P::Name, Addr>),
    Attrs(FxHashMap<P::Attr, Addr>),
    Types(FxHashMap<P::Type, Addr>),
    Counts(Vec<(u32, Addr)>),
    TypeLists(Vec<(Vec<P::Type>, Addr)>),
}

/// A program's constants and switch tables bound to one payload's handles.
pub struct Bound<P: PayloadRead> {
    consts: Constants<P>,
    switches: Vec<BoundSwitch<P>>,
}

impl<P: PayloadWrite> Bound<P> {
    /// Binds `program` to `payload`: interns its names and uniques its types and attributes
    /// there. Fails if the payload cannot hold one of them.
    pub fn bind(program: &Program, payload: &mut P) -> Result<Self, String> {
        let names: Vec<&str> = program.names.iter().map(String::as_str).collect();
        let types: Vec<&str> = program.types.iter().map(String::as_str).collect();
        let attrs: Vec<&str> = program.attrs.iter().map(String::as_str).collect();
        let type_lists: Vec<&[u32]> = program.type_lists.iter().map(Vec::as_slice).collect();
        let consts = Constants::bind(payload, &names, &types, &attrs, &type_lists)?;
        let Constants {
            names,
            attrs,
            types,
            type_lists,
            ..
        } = &consts;
        let mut switches: Vec<BoundSwitch<P>> = (0..program.switches.len())
            .map(|_| BoundSwitch::None)
            .collect();
        for instr in &program.code {
            let (table, kind) = match instr {
                Instr::SwitchAttribute { table, .. } => (*table, 0),
                Instr::SwitchOperationName { table, .. } => (*table, 1),
                Instr::SwitchType { table, .. } => (*table, 2),
                Instr::SwitchOperandCount { table, .. }
                | Instr::SwitchResultCount { table, .. } => (*table, 3),
                Instr::SwitchTypes { table, .. } => (*table, 4),
                _ => continue,
            };
            let t = &program.switches[table as usize];
            let cases = t.cases.iter().copied().zip(t.dests.iter().copied());
            // The first equal case wins: later duplicates are not inserted.
            switches[table as usize] = match kind {
                0 => {
                    let mut m = FxHashMap::default();
                    for (c, d) in cases {
                        m.entry(attrs[c as usize]).or_insert(d);
                    }
                    BoundSwitch::Attrs(m)
                }
                1 => {
                    let mut m = FxHashMap::default();
                    for (c, d) in cases {
                        m.entry(names[c as usize]).or_insert(d);
                    }
                    BoundSwitch::Names(m)
                }
                2 => {
                    let mut m = FxHashMap::default();
                    for (c, d) in cases {
                        m.entry(types[c as usize]).or_insert(d);
                    }
                    BoundSwitch::Types(m)
                }
                3 => BoundSwitch::Counts(cases.collect()),
                _ => BoundSwitch::TypeLists(
                    cases
                        .map(|(c, d)| (type_lists[c as usize].clone(), d))
                        .collect(),
                ),
            };
        }
        Ok(Bound { consts, switches })
    }
}

/// A match found by the matcher: the pattern, its benefit and the values it passes to the
/// rewriter.
pub struct Match<P: PayloadRead> {
    /// Index of the pattern in [`Program::patterns`].
    pub pattern: u32,
    /// The pattern's benefit.
    pub benefit: u16,
    /// The rewriter's inputs (null entries stay `None`).
    pub values: Vec<Option<PdlValue<P>>>,
    /// The matched operation whose location created operations take.
    pub location: Option<P::Op>,
}

impl<P: PayloadRead> Clone for Match<P> {
    fn clone(&self) -> Self {
        Match {
            pattern: self.pattern,
            benefit: self.benefit,
            values: self.values.clone(),
            location: self.location,
        }
    }
}

impl<P: PayloadRead> std::fmt::Debug for Match<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Match")
            .field("pattern", &self.pattern)
            .field("benefit", &self.benefit)
            .field("values", &self.values)
            .finish()
    }
}

/// The VM's memory: slots, loop counters and the stack of loops to resume.
pub struct Machine<P: PayloadRead> {
    slots: Vec<Option<PdlValue<P>>>,
    loops: Vec<u32>,
    resume: Vec<Addr>,
}

impl<P: PayloadRead> Machine<P> {
    /// Memory for running `program`.
    pub fn new(program: &Program) -> Self {
        Machine {
            slots: (0..program.num_slots.max(1)).map(|_| None).collect(),
            loops: vec![0; program.num_loops as usize],
            resume: Vec::new(),
        }
    }
}

fn op_of<P: PayloadRead>(slots: &[Option<PdlValue<P>>], s: Slot) -> Option<P::Op> {
    match &slots[s as usize] {
        Some(PdlValue::Operation(o)) => Some(*o),
        _ => None,
    }
}

/// Reads a list of slots holding single elements or ranges (`single` and `range` pick
/// them out of a slot), flattened; `None` if a slot holds neither.
fn flatten<P: PayloadRead, T: Copy>(
    program: &Program,
    slots: &[Option<PdlValue<P>>],
    l: List,
    single: impl Fn(&PdlValue<P>) -> Option<T>,
    range: impl Fn(&PdlValue<P>) -> Option<&[T]>,
) -> Option<Vec<T>> {
    let mut out = Vec::with_capacity(l.len as usize);
    for &s in program.list(l) {
        let v = slots[s as usize].as_ref()?;
        match (single(v), range(v)) {
            (Some(x), _) => out.push(x),
            (None, Some(r)) => out.extend_from_slice(r),
            (None, None) => return None,
        }
    }
    Some(out)
}

/// Reads the values of a list of slots, flattening value ranges.
fn values_of<P: PayloadRead>(
    program: &Program,
    slots: &[Option<PdlValue<P>>],
    l: List,
) -> Option<Vec<P::Value>> {
    flatten(program, slots, l, PdlValue::as_value, PdlValue::as_values)
}

/// Reads the types of a list of slots, flattening type ranges.
fn types_of<P: PayloadRead>(
    program: &Program,
    slots: &[Option<PdlValue<P>>],
    l: List,
) -> Option<Vec<P::Type>> {
    flatten(program, slots, l, PdlValue::as_type, PdlValue::as_types)
}

/// Operands or results from `index` on, as MLIR's bytecode takes them from an operation
/// without segment sizes: the trailing range, or the single value when `range` is false.
fn trailing<P: PayloadRead>(
    payload: &P,
    op: P::Op,
    index: Option<u32>,
    range: bool,
    operands: bool,
) -> Option<PdlValue<P>> {
    let start = index.unwrap_or(0);
    if range {
        native::trailing(payload, op, start, operands).map(|r| PdlValue::ValueRange(r.into_vec()))
    } else {
        native::trailing_one(payload, op, start, operands).map(PdlValue::Value)
    }
}

/// Executes the instructions both matcher and rewriter use (reads of the payload and
/// constants). Returns `false` if `instr` is not one of them.
fn exec_common<P: PayloadRead>(
    program: &Program,
    bound: &Bound<P>,
    payload: &P,
    slots: &mut [Option<PdlValue<P>>],
    instr: &Instr,
) -> bool {
    match *instr {
        Instr::CreateAttribute { result, value } => {
            slots[result as usize] = Some(PdlValue::Attribute(bound.consts.attrs[value as usize]));
        }
        Instr::CreateType { result, ty } => {
            slots[result as usize] = Some(PdlValue::Type(bound.consts.types[ty as usize]));
        }
        Instr::CreateTypes { result, types } => {
            slots[result as usize] = Some(PdlValue::TypeRange(
                bound.consts.type_lists[types as usize].clone(),
            ));
        }
        Instr::CreateRange { result, args, kind } => {
            let v = match kind {
                Kind::TypeRange => types_of(program, slots, args).map(PdlValue::TypeRange),
                _ => values_of(program, slots, args).map(PdlValue::ValueRange),
            };
            slots[result as usize] = v;
        }
        Instr::Extract {
            result,
            range,
            index,
        } => {
            let i = index as usize;
            let v = match &slots[range as usize] {
                Some(PdlValue::ValueRange(r)) => r.get(i).map(|&v| PdlValue::Value(v)),
                Some(PdlValue::TypeRange(r)) => r.get(i).map(|&v| PdlValue::Type(v)),
                Some(PdlValue::OperationRange(r)) => r.get(i).map(|&v| PdlValue::Operation(v)),
                _ => None,
            };
            slots[result as usize] = v;
        }
        Instr::GetAttribute { result, op, name } => {
            slots[result as usize] = op_of(slots, op)
                .and_then(|o| payload.attribute(o, bound.consts.names[name as usize]))
                .map(PdlValue::Attribute);
        }
        Instr::GetAttributeType { result, attr } => {
            slots[result as usize] = match &slots[attr as usize] {
                Some(PdlValue::Attribute(a)) => payload.attr_type(*a).map(PdlValue::Type),
                _ => None,
            };
        }
        Instr::GetDefiningOp { result, value } => {
            slots[result as usize] = match &slots[value as usize] {
                Some(PdlValue::Value(v)) => payload.defining_op(*v).map(PdlValue::Operation),
                Some(PdlValue::ValueRange(r)) => r
                    .first()
                    .and_then(|v| payload.defining_op(*v))
                    .map(PdlValue::Operation),
                _ => None,
            };
        }
        Instr::GetOperand { result, op, index } => {
            slots[result as usize] = op_of(slots, op).and_then(|o| {
                ((index as usize) < payload.num_operands(o))
                    .then(|| PdlValue::Value(payload.operand(o, index as usize)))
            });
        }
        Instr::GetResult { result, op, index } => {
            slots[result as usize] = op_of(slots, op).and_then(|o| {
                ((index as usize) < payload.num_results(o))
                    .then(|| PdlValue::Value(payload.result(o, index as usize)))
            });
        }
        Instr::GetOperands {
            result,
            op,
            index,
            range,
        } => {
            slots[result as usize] =
                op_of(slots, op).and_then(|o| trailing(payload, o, index, range, true));
        }
        Instr::GetResults {
            result,
            op,
            index,
            range,
        } => {
            slots[result as usize] =
                op_of(slots, op).and_then(|o| trailing(payload, o, index, range, false));
        }
        Instr::GetUsers { result, value } => {
            let users: Vec<P::Op> = match &slots[value as usize] {
                Some(PdlValue::Value(v)) => payload.users(*v).map(|(u, _)| u).collect(),
                Some(PdlValue::ValueRange(r)) => r
                    .iter()
                    .flat_map(|v| payload.users(*v).map(|(u, _)| u))
                    .collect(),
                _ => Vec::new(),
            };
            slots[result as usize] = Some(PdlValue::OperationRange(users));
        }
        Instr::GetValueType { result, value } => {
            slots[result as usize] = match &slots[value as usize] {
                Some(PdlValue::Value(v)) => Some(PdlValue::Type(payload.value_type(*v))),
                Some(PdlValue::ValueRange(r)) => Some(PdlValue::TypeRange(
                    r.iter().map(|v| payload.value_type(*v)).collect(),
                )),
                _ => None,
            };
        }
        _ => return false,
    }
    true
}

/// Whether a check holds; `None` if `instr` is not a check.
fn eval_check<P: PayloadRead>(
    bound: &Bound<P>,
    payload: &P,
    slots: &[Option<PdlValue<P>>],
    instr: &Instr,
) -> Option<(bool, Addr, Addr)> {
    Some(match *instr {
        Instr::AreEqual {
            lhs,
            rhs,
            then,
            otherwise,
        } => (slots[lhs as usize] == slots[rhs as usize], then, otherwise),
        Instr::CheckAttribute {
            attr,
            value,
            then,
            otherwise,
        } => (
            matches!(&slots[attr as usize], Some(PdlValue::Attribute(a)) if *a == bound.consts.attrs[value as usize]),
            then,
            otherwise,
        ),
        Instr::CheckOperandCount {
            op,
            count,
            at_least,
            then,
            otherwise,
        } => {
            let n = op_of(slots, op).map(|o| payload.num_operands(o));
            (count_ok(n, count, at_least), then, otherwise)
        }
        Instr::CheckResultCount {
            op,
            count,
            at_least,
            then,
            otherwise,
        } => {
            let n = op_of(slots, op).map(|o| payload.num_results(o));
            (count_ok(n, count, at_least), then, otherwise)
        }
        Instr::CheckOperationName {
            op,
            name,
            then,
            otherwise,
        } => (
            op_of(slots, op)
                .is_some_and(|o| payload.op_name(o) == bound.consts.names[name as usize]),
            then,
            otherwise,
        ),
        Instr::CheckType {
            value,
            ty,
            then,
            otherwise,
        } => (
            matches!(&slots[value as usize], Some(PdlValue::Type(t)) if *t == bound.consts.types[ty as usize]),
            then,
            otherwise,
        ),
        Instr::CheckTypes {
            value,
            types,
            then,
            otherwise,
        } => (
            matches!(&slots[value as usize], Some(PdlValue::TypeRange(t)) if *t == bound.consts.type_lists[types as usize]),
            then,
            otherwise,
        ),
        Instr::IsNotNull {
            value,
            then,
            otherwise,
        } => (slots[value as usize].is_some(), then, otherwise),
        _ => return None,
    })
}

fn count_ok(n: Option<usize>, count: u32, at_least: bool) -> bool {
    n.is_some_and(|n| native::count_ok(n, count, at_least))
}

/// Where a switch goes.
fn eval_switch<P: PayloadRead>(
    program: &Program,
    bound: &Bound<P>,
    payload: &P,
    slots: &[Option<PdlValue<P>>],
    instr: &Instr,
) -> Option<Addr> {
    let (table, key): (u32, SwitchKey<'_, P>) = match *instr {
        Instr::SwitchOperationName { op, table } => (
            table,
            SwitchKey::Name(op_of(slots, op).map(|o| payload.op_name(o))),
        ),
        Instr::SwitchAttribute { attr, table } => (
            table,
            SwitchKey::Attr(match &slots[attr as usize] {
                Some(PdlValue::Attribute(a)) => Some(*a),
                _ => None,
            }),
        ),
        Instr::SwitchType { value, table } => (
            table,
            SwitchKey::Type(match &slots[value as usize] {
                Some(PdlValue::Type(t)) => Some(*t),
                _ => None,
            }),
        ),
        Instr::SwitchOperandCount { op, table } => (
            table,
            SwitchKey::Count(op_of(slots, op).map(|o| payload.num_operands(o) as u32)),
        ),
        Instr::SwitchResultCount { op, table } => (
            table,
            SwitchKey::Count(op_of(slots, op).map(|o| payload.num_results(o) as u32)),
        ),
        Instr::SwitchTypes { value, table } => (
            table,
            SwitchKey::Types(match &slots[value as usize] {
                Some(PdlValue::TypeRange(t)) => Some(t.as_slice()),
                _ => None,
            }),
        ),
        _ => return None,
    };
    let default = program.switches[table as usize].default;
    let found = match (&bound.switches[table as usize], key) {
        (BoundSwitch::Names(m), SwitchKey::Name(Some(k))) => m.get(&k).copied(),
        (BoundSwitch::Attrs(m), SwitchKey::Attr(Some(k))) => m.get(&k).copied(),
        (BoundSwitch::Types(m), SwitchKey::Type(Some(k))) => m.get(&k).copied(),
        (BoundSwitch::Counts(v), SwitchKey::Count(Some(k))) => {
            v.iter().find(|(c, _)| *c == k).map(|(_, d)| *d)
        }
        (BoundSwitch::TypeLists(v), SwitchKey::Types(Some(k))) => {
            v.iter().find(|(c, _)| c.as_slice() == k).map(|(_, d)| *d)
        }
        _ => None,
    };
    Some(found.unwrap_or(default))
}

enum SwitchKey<'a, P: PayloadRead> {
    Name(Option<P::Name>),
    Attr(Option<P::Attr>),
    Type(Option<P::Type>),
    Count(Option<u32>),
    Types(Option<&'a [P::Type]>),
}

/// Collects the arguments of a native call; `None` if one is null.
fn native_args<P: PayloadRead>(
    program: &Program,
    slots: &[Option<PdlValue<P>>],
    args: List,
) -> Option<Vec<PdlValue<P>>> {
    program
        .list(args)
        .iter()
        .map(|&s| slots[s as usize].clone())
        .collect()
}

/// Stores a native call's results, checking their kinds against the program's.
fn store_results<P: PayloadRead>(
    program: &Program,
    native: u32,
    slots: &mut [Option<PdlValue<P>>],
    results: List,
    values: Vec<PdlValue<P>>,
) -> Result<(), String> {
    let call = &program.natives[native as usize];
    if values.len() != results.len as usize
        || values
            .iter()
            .zip(&call.results)
            .any(|(v, k)| v.kind() != *k)
    {
        let got: Vec<&str> = values.iter().map(|v| v.kind().mlir()).collect();
        return Err(format!(
            "native `{}` returned ({}) where the pattern expects {} result{}",
            call.name,
            got.join(", "),
            results.len,
            if results.len == 1 { "" } else { "s" }
        ));
    }
    for (&s, v) in program.list(results).iter().zip(values) {
        slots[s as usize] = Some(v);
    }
    Ok(())
}

impl<P: PayloadWrite> Machine<P> {
    /// Runs the matcher on `root` and appends every match to `out`, in MLIR's order:
    /// by decreasing benefit, in the order recorded among equal benefits.
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
        self.slots[0] = Some(PdlValue::Operation(root));
        self.resume.clear();
        for l in self.loops.iter_mut() {
            *l = 0;
        }
        let mut pc: Addr = 0;
        loop {
            let instr = &program.code[pc as usize];
            if let Some((held, then, otherwise)) = eval_check(bound, payload, &self.slots, instr) {
                tracer.check(pc, held);
                pc = if held { then } else { otherwise };
                continue;
            }
            if let Some(dest) = eval_switch(program, bound, payload, &self.slots, instr) {
                if T::ACTIVE {
                    if let Some(t) = instr.switch_table() {
                        let dests = &program.switches[t as usize].dests;
                        let case = dests.iter().position(|&d| d == dest);
                        tracer.switch(pc, case.unwrap_or(dests.len()) as u32);
                    }
                }
                pc = dest;
                continue;
            }
            if exec_common(program, bound, payload, &mut self.slots, instr) {
                pc += 1;
                continue;
            }
            match *instr {
                Instr::Branch { dest } => pc = dest,
                Instr::Finalize => break,
                Instr::Foreach {
                    var,
                    range,
                    level,
                    exit,
                } => {
                    let i = self.loops[level as usize] as usize;
                    let next = match &self.slots[range as usize] {
                        Some(PdlValue::OperationRange(r)) => r.get(i).copied(),
                        _ => None,
                    };
                    match next {
                        Some(op) => {
                            self.slots[var as usize] = Some(PdlValue::Operation(op));
                            self.resume.push(pc);
                            pc += 1;
                        }
                        None => {
                            self.loops[level as usize] = 0;
                            pc = exit;
                        }
                    }
                }
                Instr::Continue { level } => {
                    self.loops[level as usize] += 1;
                    // A `continue` outside any loop (which no verified program has) ends
                    // the matcher rather than spinning.
                    match self.resume.pop() {
                        Some(at) => pc = at,
                        None => break,
                    }
                }
                Instr::RecordMatch {
                    pattern,
                    inputs,
                    loc,
                    dest,
                } => {
                    tracer.record(pattern);
                    out.push(Match {
                        pattern,
                        benefit: program.patterns[pattern as usize].benefit,
                        values: program
                            .list(inputs)
                            .iter()
                            .map(|&s| self.slots[s as usize].clone())
                            .collect(),
                        location: loc.and_then(|s| op_of(&self.slots, s)),
                    });
                    pc = dest;
                }
                Instr::ApplyConstraint {
                    native,
                    args,
                    results,
                    negated,
                    then,
                    otherwise,
                } => {
                    let held = match (
                        &natives[native as usize],
                        native_args(program, &self.slots, args),
                    ) {
                        (Native::Constraint(f), Some(args)) => {
                            let mut cx = NativeCx::new(payload);
                            match f(&mut cx, &args) {
                                Ok(values) => {
                                    match store_results(
                                        program,
                                        native,
                                        &mut self.slots,
                                        results,
                                        values,
                                    ) {
                                        Ok(()) => true,
                                        Err(e) => {
                                            tracer.constraint_failed(pc, &e);
                                            false
                                        }
                                    }
                                }
                                Err(reason) => {
                                    tracer.constraint_failed(pc, &reason);
                                    false
                                }
                            }
                        }
                        (_, None) => {
                            tracer.constraint_failed(pc, "an argument is null");
                            false
                        }
                        (Native::Rewrite(_), _) => false,
                    };
                    let held = held != negated;
                    tracer.check(pc, held);
                    pc = if held { then } else { otherwise };
                }
                // Rewrite instructions cannot appear in a matcher; stop rather than act.
                _ => break,
            }
        }
        // Stable: equal benefits keep the order in which they were recorded.
        out[first..].sort_by_key(|m| std::cmp::Reverse(m.benefit));
    }

    /// Runs the rewriter of `m` through `rewriter`. On error the caller rolls back.
    pub fn run_rewriter(
        &mut self,
        program: &Program,
        bound: &Bound<P>,
        natives: &[Native<P>],
        rewriter: &mut Rewriter<'_, P>,
        m: &Match<P>,
    ) -> Result<(), RewriteError> {
        let pattern = &program.patterns[m.pattern as usize];
        for (i, v) in m.values.iter().enumerate() {
            self.slots[i] = v.clone();
        }
        let mut pc = pattern.rewriter;
        loop {
            let instr = &program.code[pc as usize];
            if exec_common(program, bound, rewriter.payload(), &mut self.slots, instr) {
                pc += 1;
                continue;
            }
            match *instr {
                Instr::Finalize => return Ok(()),
                Instr::Branch { dest } => {
                    pc = dest;
                    continue;
                }
                Instr::CreateOperation {
                    result,
                    name,
                    operands,
                    attrs,
                    types,
                } => {
                    let operand_values =
                        values_of(program, &self.slots, operands).ok_or_else(|| {
                            RewriteError::new("an operand of a created operation is null")
                        })?;
                    let result_types = types_of(program, &self.slots, types).ok_or_else(|| {
                        RewriteError::new("a result type of a created operation is null")
                    })?;
                    let pairs = program.list(attrs);
                    let mut attributes: Vec<(&str, P::Attr)> = Vec::with_capacity(pairs.len() / 2);
                    for pair in pairs.chunks(2) {
                        // A null attribute is left out, as MLIR does.
                        if let Some(PdlValue::Attribute(a)) = &self.slots[pair[1] as usize] {
                            attributes.push((program.names[pair[0] as usize].as_str(), *a));
                        }
                    }
                    let op = rewriter.create_op(
                        &program.names[name as usize],
                        &operand_values,
                        &result_types,
                        &attributes,
                    );
                    self.slots[result as usize] = Some(PdlValue::Operation(op));
                }
                Instr::Erase { op } => {
                    let op = op_of(&self.slots, op)
                        .ok_or_else(|| RewriteError::new("erasing a null operation"))?;
                    rewriter.erase_op(op)?;
                }
                Instr::Replace { op, values } => {
                    let op = op_of(&self.slots, op)
                        .ok_or_else(|| RewriteError::new("replacing a null operation"))?;
                    let with = values_of(program, &self.slots, values)
                        .ok_or_else(|| RewriteError::new("a replacement value is null"))?;
                    rewriter.replace_op(op, &with)?;
                }
                Instr::ApplyRewrite {
                    native,
                    args,
                    results,
                } => {
                    let name = &program.natives[native as usize].name;
                    let args = native_args(program, &self.slots, args).ok_or_else(|| {
                        RewriteError::new(format!("native rewrite `{name}`: an argument is null"))
                    })?;
                    let Native::Rewrite(f) = &natives[native as usize] else {
                        return Err(RewriteError::new(format!("`{name}` is not a rewrite")));
                    };
                    let values = f(rewriter, &args).map_err(|e| {
                        RewriteError::new(format!("native rewrite `{name}` failed: {e}"))
                    })?;
                    store_results(program, native, &mut self.slots, results, values)
                        .map_err(RewriteError::new)?;
                }
                ref other => {
                    return Err(RewriteError::new(format!(
                        "instruction {other:?} cannot appear in a rewriter"
                    )))
                }
            }
            pc += 1;
        }
    }
}
