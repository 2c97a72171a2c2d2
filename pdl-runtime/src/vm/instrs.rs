//! What the instructions do, one small function each: reading the payload and the constants
//! into registers, and passing registers to native functions and back. The VM's loops
//! ([`super::exec`]) dispatch to these, once per instruction.

use super::bind::Bound;
use super::regs::{extend_within, get, Ranges, Reg, Span};
use super::{List, Program};
use crate::access::PayloadRead;
use crate::native;
use crate::value::{Kind, PdlValue};

/// Attribute `name` ([`Program::names`]) of the operation in `op` (null when absent).
#[inline]
pub(super) fn attribute<P: PayloadRead>(
    payload: &P,
    bound: &Bound<P>,
    op: Reg<P>,
    name: u32,
) -> Reg<P> {
    match op
        .op()
        .and_then(|o| payload.attribute(o, bound.consts.names[name as usize]))
    {
        Some(a) => Reg::Attr(a),
        None => Reg::Null,
    }
}

/// The type of a typed attribute (null otherwise).
#[inline]
pub(super) fn attr_type<P: PayloadRead>(payload: &P, attr: Reg<P>) -> Reg<P> {
    match attr {
        Reg::Attr(a) => payload.attr_type(a).map_or(Reg::Null, Reg::Type),
        _ => Reg::Null,
    }
}

/// The defining operation of a value, or of a range's first value.
#[inline]
pub(super) fn defining_op<P: PayloadRead>(
    payload: &P,
    ranges: &Ranges<P>,
    value: Reg<P>,
) -> Reg<P> {
    let v = match value {
        Reg::Value(v) => Some(v),
        Reg::Values(s) => ranges.values(s).first().copied(),
        _ => None,
    };
    v.and_then(|v| payload.defining_op(v))
        .map_or(Reg::Null, Reg::Op)
}

/// Operand `index` (null when out of range).
#[inline]
pub(super) fn operand<P: PayloadRead>(payload: &P, op: Reg<P>, index: u32) -> Reg<P> {
    match op {
        Reg::Op(o) if (index as usize) < payload.num_operands(o) => {
            Reg::Value(payload.operand(o, index as usize))
        }
        _ => Reg::Null,
    }
}

/// Result `index` (null when out of range).
#[inline]
pub(super) fn result<P: PayloadRead>(payload: &P, op: Reg<P>, index: u32) -> Reg<P> {
    match op {
        Reg::Op(o) if (index as usize) < payload.num_results(o) => {
            Reg::Value(payload.result(o, index as usize))
        }
        _ => Reg::Null,
    }
}

/// Operand (`operands`) or result group `index` (every value for no index), as MLIR's
/// bytecode takes it ([`native::group`]): the range, or the single value when `range` is
/// false (null unless the group holds exactly one value).
#[inline]
pub(super) fn group<P: PayloadRead>(
    payload: &P,
    ranges: &mut Ranges<P>,
    op: Reg<P>,
    index: Option<u32>,
    range: bool,
    operands: bool,
) -> Reg<P> {
    let Reg::Op(o) = op else {
        return Reg::Null;
    };
    let at = |i: usize| {
        if operands {
            payload.operand(o, i)
        } else {
            payload.result(o, i)
        }
    };
    match (index, range) {
        // Every value: no segment to look up.
        (None, true) => {
            let n = if operands {
                payload.num_operands(o)
            } else {
                payload.num_results(o)
            };
            Reg::Values(ranges.push_values((0..n).map(at)))
        }
        (_, true) => native::group(payload, o, index, operands)
            .map_or(Reg::Null, |r| Reg::Values(ranges.push_values(r))),
        (_, false) => native::group_one(payload, o, index, operands).map_or(Reg::Null, Reg::Value),
    }
}

/// The users of a value or of each value of a range (one entry per use, most recent
/// first); an empty range for anything else.
#[inline]
pub(super) fn users<P: PayloadRead>(payload: &P, ranges: &mut Ranges<P>, value: Reg<P>) -> Reg<P> {
    let start = ranges.ops.len();
    match value {
        Reg::Value(v) => ranges.ops.extend(payload.users(v).map(|(u, _)| u)),
        Reg::Values(s) => {
            for &v in get(&ranges.values, s) {
                ranges.ops.extend(payload.users(v).map(|(u, _)| u));
            }
        }
        _ => {}
    }
    Reg::Ops(Span {
        start: start as u32,
        len: (ranges.ops.len() - start) as u32,
    })
}

/// The type of a value, or the types of a range's values.
#[inline]
pub(super) fn value_type<P: PayloadRead>(
    payload: &P,
    ranges: &mut Ranges<P>,
    value: Reg<P>,
) -> Reg<P> {
    match value {
        Reg::Value(v) => Reg::Type(payload.value_type(v)),
        Reg::Values(s) => {
            let start = ranges.types.len();
            let values = get(&ranges.values, s);
            ranges
                .types
                .extend(values.iter().map(|&v| payload.value_type(v)));
            Reg::Types(Span {
                start: start as u32,
                len: values.len() as u32,
            })
        }
        _ => Reg::Null,
    }
}

/// Element `index` of a range (null when out of range or not a range).
#[inline]
pub(super) fn extract<P: PayloadRead>(ranges: &Ranges<P>, range: Reg<P>, index: u32) -> Reg<P> {
    let i = index as usize;
    match range {
        Reg::Values(s) => ranges
            .values(s)
            .get(i)
            .map_or(Reg::Null, |&v| Reg::Value(v)),
        Reg::Types(s) => ranges.types(s).get(i).map_or(Reg::Null, |&t| Reg::Type(t)),
        Reg::Ops(s) => ranges.ops(s).get(i).map_or(Reg::Null, |&o| Reg::Op(o)),
        _ => Reg::Null,
    }
}

/// Constant type list `types` ([`Program::type_lists`]) as a range.
#[inline]
pub(super) fn type_list<P: PayloadRead>(
    bound: &Bound<P>,
    ranges: &mut Ranges<P>,
    types: u32,
) -> Reg<P> {
    Reg::Types(ranges.push_types(bound.consts.type_lists[types as usize].iter().copied()))
}

/// The values (or, for `Kind::TypeRange`, the types) of slots holding single elements or
/// ranges, concatenated into one range; null if a slot holds something else.
pub(super) fn concat<P: PayloadRead>(
    program: &Program,
    regs: &[Reg<P>],
    ranges: &mut Ranges<P>,
    args: List,
    kind: Kind,
) -> Reg<P> {
    let types = kind == Kind::TypeRange;
    let start = if types {
        ranges.types.len()
    } else {
        ranges.values.len()
    };
    for &s in program.list(args) {
        let ok = match (regs[s as usize], types) {
            (Reg::Type(t), true) => {
                ranges.types.push(t);
                true
            }
            (Reg::Types(r), true) => {
                extend_within(&mut ranges.types, r);
                true
            }
            (Reg::Value(v), false) => {
                ranges.values.push(v);
                true
            }
            (Reg::Values(r), false) => {
                extend_within(&mut ranges.values, r);
                true
            }
            _ => false,
        };
        if !ok {
            return Reg::Null;
        }
    }
    let span = |end: usize| Span {
        start: start as u32,
        len: (end - start) as u32,
    };
    if types {
        Reg::Types(span(ranges.types.len()))
    } else {
        Reg::Values(span(ranges.values.len()))
    }
}

/// Appends the values of a list of slots holding values or value ranges to `out`; `false`
/// if a slot holds something else.
pub(super) fn values_into<P: PayloadRead>(
    program: &Program,
    regs: &[Reg<P>],
    ranges: &Ranges<P>,
    l: List,
    out: &mut Vec<P::Value>,
) -> bool {
    for &s in program.list(l) {
        match regs[s as usize] {
            Reg::Value(v) => out.push(v),
            Reg::Values(r) => out.extend_from_slice(ranges.values(r)),
            _ => return false,
        }
    }
    true
}

/// Appends the types of a list of slots holding types or type ranges to `out`; `false` if
/// a slot holds something else.
pub(super) fn types_into<P: PayloadRead>(
    program: &Program,
    regs: &[Reg<P>],
    ranges: &Ranges<P>,
    l: List,
    out: &mut Vec<P::Type>,
) -> bool {
    for &s in program.list(l) {
        match regs[s as usize] {
            Reg::Type(t) => out.push(t),
            Reg::Types(r) => out.extend_from_slice(ranges.types(r)),
            _ => return false,
        }
    }
    true
}

/// Puts the arguments of a native call in `out` (cleared first); `false` if one is null.
pub(super) fn native_args<P: PayloadRead>(
    program: &Program,
    regs: &[Reg<P>],
    ranges: &Ranges<P>,
    args: List,
    out: &mut Vec<PdlValue<P>>,
) -> bool {
    out.clear();
    for &s in program.list(args) {
        match ranges.value(regs[s as usize]) {
            Some(v) => out.push(v),
            None => return false,
        }
    }
    true
}

/// Stores a native call's results, checking their kinds against the program's.
pub(super) fn store_results<P: PayloadRead>(
    program: &Program,
    native: u32,
    regs: &mut [Reg<P>],
    ranges: &mut Ranges<P>,
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
        regs[s as usize] = ranges.hold(v);
    }
    Ok(())
}
