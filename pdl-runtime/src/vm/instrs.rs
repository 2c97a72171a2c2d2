//! What the instructions do: reading the payload and the constants into slots, evaluating
//! checks and switches, passing arguments to native functions and storing their results.
//! The VM's loops ([`super::exec`]) dispatch to these.

use super::{Addr, Instr, List, Program, Slot};
use crate::access::PayloadRead;
use crate::native::{self};
use crate::value::Kind;
use crate::value::PdlValue;

use super::bind::{Bound, BoundSwitch};

pub(super) fn op_of<P: PayloadRead>(slots: &[Option<PdlValue<P>>], s: Slot) -> Option<P::Op> {
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
pub(super) fn values_of<P: PayloadRead>(
    program: &Program,
    slots: &[Option<PdlValue<P>>],
    l: List,
) -> Option<Vec<P::Value>> {
    flatten(program, slots, l, PdlValue::as_value, PdlValue::as_values)
}

/// Reads the types of a list of slots, flattening type ranges.
pub(super) fn types_of<P: PayloadRead>(
    program: &Program,
    slots: &[Option<PdlValue<P>>],
    l: List,
) -> Option<Vec<P::Type>> {
    flatten(program, slots, l, PdlValue::as_type, PdlValue::as_types)
}

/// Operand or result group `index` (every value for no index), as MLIR's bytecode takes it
/// ([`native::group`]): the range, or the single value when `range` is false.
fn trailing<P: PayloadRead>(
    payload: &P,
    op: P::Op,
    index: Option<u32>,
    range: bool,
    operands: bool,
) -> Option<PdlValue<P>> {
    if range {
        native::group(payload, op, index, operands).map(|r| PdlValue::ValueRange(r.into_vec()))
    } else {
        native::group_one(payload, op, index, operands).map(PdlValue::Value)
    }
}

/// Executes the instructions both matcher and rewriter use (reads of the payload and
/// constants). Returns `false` if `instr` is not one of them.
pub(super) fn exec_common<P: PayloadRead>(
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
pub(super) fn eval_check<P: PayloadRead>(
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
pub(super) fn eval_switch<P: PayloadRead>(
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
pub(super) fn native_args<P: PayloadRead>(
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
pub(super) fn store_results<P: PayloadRead>(
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
