//! The transform operations the interpreter knows, each as MLIR 22 applies it (same
//! results, same failures, same messages): one function per operation, registered by name
//! in the table of transform operations (`defs.rs`), which the interpreter consults before
//! the users' [`Registry`](super::Registry).

use super::diag::{Diag, Loc, Severity};
use super::ext::{Applied, Failure, Interpreter};
use super::script::{Attr, ScriptOpId};
use super::state::Mapped;
use crate::access::PayloadWrite;

mod control;
pub(crate) use control::{
    collect_matching, foreach_match, include, pdl_match, sequence, with_pdl_patterns,
};

/// MLIR's test extension `transform.test_consume_operand`: consumes its operands (as its
/// definition says) and does nothing else.
pub(crate) fn test_consume_operand<P: PayloadWrite>(
    _: &mut Interpreter<'_, P>,
    _: ScriptOpId,
) -> Applied<P> {
    Ok(vec![])
}

/// `transform.yield` is applied by the operation whose block it ends; applied on its own,
/// it is what a user registered under its name, or unknown.
pub(crate) fn yield_alone<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
    it.apply_extension(op)
}

/// `transform.merge_handles`: the payloads of all operands, in order, deduplicated on request.
pub(crate) fn merge_handles<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let dedup = o.flag("deduplicate");
    let first = o.operands.first().map(|&h| it.mapped(h));
    let mut out = match first {
        Some(Mapped::Values(_)) => Mapped::Values(Vec::new()),
        Some(Mapped::Params(_)) => Mapped::Params(Vec::new()),
        _ => Mapped::Ops(Vec::new()),
    };
    for &h in &o.operands {
        match (&mut out, it.mapped(h)) {
            (Mapped::Ops(a), Mapped::Ops(b)) => push_all(a, b, dedup),
            (Mapped::Values(a), Mapped::Values(b)) => push_all(a, b, dedup),
            (Mapped::Params(a), Mapped::Params(b)) => push_all(a, b, dedup),
            _ => {}
        }
    }
    Ok(vec![out])
}

/// `transform.match.operation_name`: whether the single op of the operand has one of the names.
pub(crate) fn match_operation_name<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let operand = |i: usize| o.operands.get(i).copied();
    let names: Vec<String> = match o.attr("op_names") {
        Some(Attr::Array(a)) => a
            .iter()
            .filter_map(|x| x.as_str().map(str::to_string))
            .collect(),
        _ => Vec::new(),
    };
    let ops = it.ops(operand(0).unwrap_or(u32::MAX));
    let Some(&current) = single(&ops) else {
        return Err(single_error(it, op, ops.len()));
    };
    let n = it.payload.name_str(it.payload.op_name(current));
    if names.iter().any(|x| x == n) {
        Ok(vec![])
    } else {
        Err(it.silenceable(op, "wrong operation name"))
    }
}

/// `transform.get_producer_of_operand`: the op defining operand `operand_number` of each target.
pub(crate) fn get_producer_of_operand<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let operand = |i: usize| o.operands.get(i).copied();
    let n = o.attr("operand_number").and_then(Attr::as_int).unwrap_or(0);
    let mut out = Vec::new();
    for target in it.ops(operand(0).unwrap_or(u32::MAX)) {
        let producer = if (n as usize) < it.payload.num_operands(target) && n >= 0 {
            it.payload
                .defining_op(it.payload.operand(target, n as usize))
        } else {
            None
        };
        match producer {
            Some(p) => out.push(p),
            None => {
                let d = Diag::at(
                    Severity::Error,
                    Loc::Script(op),
                    format!(
                        "could not find a producer for operand number: {n} of {}",
                        it.describe_op(target)
                    ),
                )
                .note(Loc::Payload(target), "target op");
                return Err(Failure::Silenceable(vec![d]));
            }
        }
    }
    Ok(vec![Mapped::Ops(out)])
}

/// `transform.get_consumers_of_result`: the users of result `result_number` of the one target.
pub(crate) fn get_consumers_of_result<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let operand = |i: usize| o.operands.get(i).copied();
    let n = o.attr("result_number").and_then(Attr::as_int).unwrap_or(0);
    let ops = it.ops(operand(0).unwrap_or(u32::MAX));
    if ops.is_empty() {
        return Ok(vec![Mapped::Ops(Vec::new())]);
    }
    if ops.len() != 1 {
        return Err(it.definite(op, "handle must be mapped to exactly one payload op"));
    }
    let target = ops[0];
    if n < 0 || it.payload.num_results(target) <= n as usize {
        return Err(it.definite(op, "result number overflow"));
    }
    let r = it.payload.result(target, n as usize);
    let users: Vec<P::Op> = it.payload.users(r).map(|(u, _)| u).collect();
    Ok(vec![Mapped::Ops(users)])
}

/// `transform.get_defining_op`: the op defining each value (block arguments fail).
pub(crate) fn get_defining_op<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let operand = |i: usize| o.operands.get(i).copied();
    let mut out = Vec::new();
    for v in it.values(operand(0).unwrap_or(u32::MAX)) {
        match it.payload.defining_op(v) {
            Some(d) => out.push(d),
            None => {
                let Failure::Silenceable(mut d) =
                    it.silenceable(op, "cannot get defining op of block argument")
                else {
                    return Err(Failure::Definite);
                };
                if let Some(first) = d.first_mut() {
                    first.notes.push(super::diag::Note::Text(
                        Loc::PayloadValue(v),
                        "target value".into(),
                    ));
                }
                return Err(Failure::Silenceable(d));
            }
        }
    }
    Ok(vec![Mapped::Ops(out)])
}

/// `transform.get_operand` and `transform.get_result`: the operands or results of each target at the positions given.
pub(crate) fn get_operand_or_result<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let operand = |i: usize| o.operands.get(i).copied();
    let operands = o.name == "transform.get_operand";
    let mut out = Vec::new();
    for target in it.ops(operand(0).unwrap_or(u32::MAX)) {
        let n = if operands {
            it.payload.num_operands(target)
        } else {
            it.payload.num_results(target)
        };
        match expand_positions(
            o.flag("is_all"),
            o.flag("is_inverted"),
            o.attr("raw_position_list"),
            n,
        ) {
            Ok(pos) => {
                for p in pos {
                    out.push(if operands {
                        it.payload.operand(target, p)
                    } else {
                        it.payload.result(target, p)
                    });
                }
            }
            Err(msg) => {
                let d = Diag::at(Severity::Error, Loc::Script(op), msg).note(
                    Loc::Payload(target),
                    "while considering positions of this payload operation",
                );
                return Err(Failure::Silenceable(vec![d]));
            }
        }
    }
    Ok(vec![Mapped::Values(out)])
}

/// `transform.get_parent_op`: for each target, its `nth_parent`-th ancestor among those that
/// are isolated from above (with `isolated_from_above`) and named `op_name` (when given);
/// deduplicated on request. A target without one is a silenceable failure, or with
/// `allow_empty_results` makes the whole result empty.
pub(crate) fn get_parent_op<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let isolated = o.flag("isolated_from_above");
    let name = o.attr("op_name").and_then(Attr::as_str);
    let nth = o.attr("nth_parent").and_then(Attr::as_int).unwrap_or(1);
    let mut out: Vec<P::Op> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for target in it.ops(o.operands.first().copied().unwrap_or(u32::MAX)) {
        let mut parent = Some(target);
        for _ in 0..nth.max(0) {
            let mut p = parent.and_then(|x| it.payload.parent_op(x));
            while let Some(x) = p {
                let fits = (!isolated || it.payload.is_isolated_from_above(x))
                    && name.is_none_or(|n| it.payload.name_str(it.payload.op_name(x)) == n);
                if fits {
                    break;
                }
                p = it.payload.parent_op(x);
            }
            parent = p;
            if parent.is_none() {
                break;
            }
        }
        let Some(parent) = parent else {
            if o.flag("allow_empty_results") {
                return Ok(vec![Mapped::Ops(out)]);
            }
            let d = Diag::at(
                Severity::Error,
                Loc::Script(op),
                "could not find a parent op that matches all requirements",
            )
            .note(Loc::Payload(target), "target op");
            return Err(Failure::Silenceable(vec![d]));
        };
        if !o.flag("deduplicate") || seen.insert(parent) {
            out.push(parent);
        }
    }
    Ok(vec![Mapped::Ops(out)])
}

/// `transform.split_handle`: one payload (op, value or parameter) per result, in order; the
/// payloads past the last result go to `overflow_result`. Too many payloads without an
/// overflow result, or too few with `fail_on_payload_too_small` (unless the handle is empty
/// and `pass_through_empty_handle`), is a silenceable failure.
pub(crate) fn split_handle<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let h = o.operands.first().copied().unwrap_or(u32::MAX);
    let n = o.results.len();
    // Absent (read in generic form without them), the options have their default, true.
    let enabled = |key: &str| !matches!(o.attr(key), Some(Attr::Int(0)));
    let overflow = o
        .attr("overflow_result")
        .and_then(Attr::as_int)
        .and_then(|v| usize::try_from(v).ok())
        .filter(|&v| v < n);
    let mapped = it.mapped(h);
    let count = mapped.len();
    let too_many = count > n && overflow.is_none();
    let too_few = count < n
        && enabled("fail_on_payload_too_small")
        && (count != 0 || !enabled("pass_through_empty_handle"));
    if too_many || too_few {
        let handle = it.describe_handle(h);
        return Err(it.silenceable(
            op,
            format!("{handle} expected to contain {n} payloads but it contains {count} payloads"),
        ));
    }
    fn distribute<T: Copy>(items: Vec<T>, n: usize, overflow: Option<usize>) -> Vec<Vec<T>> {
        let mut out = vec![Vec::new(); n];
        for (i, x) in items.into_iter().enumerate() {
            if let Some(slot) = out.get_mut(if i < n { i } else { overflow.unwrap_or(i) }) {
                slot.push(x);
            }
        }
        out
    }
    Ok(match mapped {
        Mapped::Ops(v) => distribute(v, n, overflow)
            .into_iter()
            .map(Mapped::Ops)
            .collect(),
        Mapped::Values(v) => distribute(v, n, overflow)
            .into_iter()
            .map(Mapped::Values)
            .collect(),
        Mapped::Params(v) => distribute(v, n, overflow)
            .into_iter()
            .map(Mapped::Params)
            .collect(),
    })
}

/// `transform.param.constant`: the `value` attribute as a parameter.
pub(crate) fn param_constant<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let text = o.raw_attr("value").unwrap_or("unit").to_string();
    match it.payload.get_attr(&text) {
        Some(a) => Ok(vec![Mapped::Params(vec![a])]),
        None => Err(it.definite(op, format!("cannot create the parameter {text}"))),
    }
}

/// `transform.num_associations`: how many payload entities the operand holds, as an `i64` parameter.
pub(crate) fn num_associations<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let operand = |i: usize| o.operands.get(i).copied();
    let n = it.mapped(operand(0).unwrap_or(u32::MAX)).len();
    match it.i64_param(n as i64) {
        Some(a) => Ok(vec![Mapped::Params(vec![a])]),
        None => Err(it.definite(op, "cannot create an i64 parameter")),
    }
}

/// `transform.debug.emit_remark_at`: a remark with `message` at each payload op or value.
pub(crate) fn emit_remark_at<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let operand = |i: usize| o.operands.get(i).copied();
    let msg = o
        .attr("message")
        .and_then(Attr::as_str)
        .unwrap_or("")
        .to_string();
    let h = operand(0).unwrap_or(u32::MAX);
    match it.mapped(h) {
        Mapped::Ops(ops) => {
            for p in ops {
                it.emit(Diag::on_op(Severity::Remark, Loc::Payload(p), msg.clone()));
            }
        }
        Mapped::Values(vs) => {
            for v in vs {
                let mut d = Diag::at(Severity::Remark, Loc::PayloadValue(v), msg.clone());
                if let Some(def) = it.payload.defining_op(v) {
                    let n = (0..it.payload.num_results(def))
                        .find(|&i| it.payload.result(def, i) == v)
                        .unwrap_or(0);
                    d = d.note(
                        Loc::Payload(def),
                        format!("value handle points to an op result #{n}"),
                    );
                }
                it.emit(d);
            }
        }
        Mapped::Params(_) => {}
    }
    Ok(vec![])
}

/// `transform.debug.emit_param_as_remark`: a remark listing the parameters, at the anchor ops or at the transform op.
pub(crate) fn emit_param_as_remark<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let operand = |i: usize| o.operands.get(i).copied();
    let mut text = String::new();
    if let Some(m) = o.attr("message").and_then(Attr::as_str) {
        text.push_str(m);
        text.push(' ');
    }
    let params = it.params(operand(0).unwrap_or(u32::MAX));
    let printed: Vec<String> = params
        .iter()
        .map(|&a| it.payload.attr_to_string(a))
        .collect();
    text.push_str(&printed.join(", "));
    match operand(1) {
        None => it.emit(Diag::on_op(Severity::Remark, Loc::Script(op), text)),
        Some(anchor) => {
            for p in it.ops(anchor) {
                it.emit(Diag::at(Severity::Remark, Loc::Payload(p), text.clone()));
            }
        }
    }
    Ok(vec![])
}

/// `transform.annotate`: sets attribute `name` on each target, to the parameter (one for all, or one each) or `unit`.
pub(crate) fn annotate<P: PayloadWrite>(it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let operand = |i: usize| o.operands.get(i).copied();
    let name = o
        .attr("name")
        .and_then(Attr::as_str)
        .unwrap_or("")
        .to_string();
    let targets = it.ops(operand(0).unwrap_or(u32::MAX));
    let params = match operand(1) {
        Some(p) => it.params(p),
        None => match it.payload.get_attr("unit") {
            Some(u) => vec![u],
            None => return Err(it.definite(op, "cannot create a unit attribute")),
        },
    };
    if params.len() != 1 && params.len() != targets.len() {
        return Err(it.silenceable(
            op,
            format!(
                "parameter and target have different payload lengths ({} vs {})",
                params.len(),
                targets.len()
            ),
        ));
    }
    for (i, t) in targets.into_iter().enumerate() {
        let a = if params.len() == 1 {
            params[0]
        } else {
            params[i]
        };
        it.payload.set_attribute(t, &name, Some(a));
    }
    Ok(vec![])
}

/// `transform.select`: the targets named `op_name`.
pub(crate) fn select<P: PayloadWrite>(it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let operand = |i: usize| o.operands.get(i).copied();
    let name = o
        .attr("op_name")
        .and_then(Attr::as_str)
        .unwrap_or("")
        .to_string();
    let ops = it.ops(operand(0).unwrap_or(u32::MAX));
    let out = ops
        .into_iter()
        .filter(|&p| it.payload.name_str(it.payload.op_name(p)) == name)
        .collect();
    Ok(vec![Mapped::Ops(out)])
}

/// `transform.named_sequence` applied as an operation: it may only be defined at the top.
pub(crate) fn nested_named_sequence<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
    let d = Diag::on_op(
        Severity::Error,
        Loc::Script(op),
        "cannot be defined inside another transform op",
    );
    it.emit(d);
    Err(Failure::Definite)
}

fn push_all<T: PartialEq>(a: &mut Vec<T>, b: Vec<T>, dedup: bool) {
    for x in b {
        if !dedup || !a.contains(&x) {
            a.push(x);
        }
    }
}

fn single<T>(v: &[T]) -> Option<&T> {
    if v.len() == 1 {
        v.first()
    } else {
        None
    }
}

/// `SingleOpMatcher`'s failure when a handle is not associated with exactly one op.
fn single_error<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
    n: usize,
) -> Failure<P> {
    it.silenceable(
        op,
        format!("only single payload operations are supported, got {n}"),
    )
}

/// MLIR's `expandTargetSpecification`.
fn expand_positions(
    all: bool,
    inverted: bool,
    raw: Option<&Attr>,
    n: usize,
) -> Result<Vec<usize>, String> {
    if all {
        return Ok((0..n).collect());
    }
    let raw: Vec<i64> = match raw {
        Some(Attr::Ints(v)) => v.clone(),
        _ => Vec::new(),
    };
    let mut pos = Vec::new();
    for &r in &raw {
        let p = if r < 0 { r + n as i64 } else { r };
        if p < 0 || p >= n as i64 {
            return Err(format!(
                "position overflow {p} (updated from {r}) for maximum {n}"
            ));
        }
        pos.push(p as usize);
    }
    if inverted {
        return Ok((0..n).filter(|i| !pos.contains(i)).collect());
    }
    Ok(pos)
}

pub(crate) fn cmpi<P: PayloadWrite>(it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P> {
    let o = it.script.op(op);
    let (Some(&ph), Some(&rh)) = (o.operands.first(), o.operands.get(1)) else {
        return Err(it.definite(op, "expected two operands"));
    };
    let params = it.params(ph);
    let refs = it.params(rh);
    if params.len() != refs.len() {
        return Err(it.silenceable(
            op,
            format!(
                "parameters have different payload lengths ({} vs {})",
                params.len(),
                refs.len()
            ),
        ));
    }
    let pred = o.attr("predicate").and_then(Attr::as_int).unwrap_or(0);
    for (i, (&p, &r)) in params.iter().zip(&refs).enumerate() {
        let (Some((pv, pt)), Some((rv, rt))) = (
            int_attr(&it.payload.attr_to_string(p)),
            int_attr(&it.payload.attr_to_string(r)),
        ) else {
            return Err(it.definite(op, "non-integer parameter value not expected"));
        };
        if pt != rt {
            return Err(it.definite(
                op,
                format!("mismatching integer attribute types in parameter #{i}"),
            ));
        }
        let (ok, dir) = match pred {
            0 => (pv == rv, "equal to"),
            1 => (pv != rv, "not equal to"),
            2 => (pv < rv, "less than"),
            3 => (pv <= rv, "less than or equal to"),
            4 => (pv > rv, "greater than"),
            _ => (pv >= rv, "greater than or equal to"),
        };
        if !ok {
            let d = Diag::at(
                Severity::Error,
                Loc::Script(op),
                format!("expected parameter to be {dir} {rv}, got {pv}"),
            )
            .note(
                Loc::Handle(ph),
                format!("value # {i} associated with the parameter defined here"),
            );
            return Err(Failure::Silenceable(vec![d]));
        }
    }
    Ok(vec![])
}

/// `42 : i64` → (42, "i64"); `true`/`false` as i1.
fn int_attr(text: &str) -> Option<(i128, String)> {
    match text {
        "true" => return Some((1, "i1".into())),
        "false" => return Some((0, "i1".into())),
        _ => {}
    }
    let (v, t) = text.split_once(" : ")?;
    let v: i128 = v.trim().parse().ok()?;
    let t = t.trim();
    if !(t.starts_with('i') || t.starts_with("si") || t.starts_with("ui") || t == "index") {
        return None;
    }
    Some((v, t.to_string()))
}
