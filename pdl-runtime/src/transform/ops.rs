//! The transform operations the interpreter knows, each as MLIR 22 applies it (same
//! results, same failures, same messages).

use super::diag::{Diag, Loc, Severity};
use super::interp::{Applied, Failure, Interpreter, TraceEvent};
use super::script::{Attr, ScriptOpId};
use super::state::Mapped;
use crate::access::PayloadWrite;

const BUILTIN: &[&str] = &[
    "transform.named_sequence",
    "transform.yield",
    "transform.include",
    "transform.collect_matching",
    "transform.foreach_match",
    "transform.merge_handles",
    "transform.match.operation_name",
    "transform.get_producer_of_operand",
    "transform.get_consumers_of_result",
    "transform.get_defining_op",
    "transform.get_operand",
    "transform.get_result",
    "transform.param.constant",
    "transform.match.param.cmpi",
    "transform.num_associations",
    "transform.debug.emit_remark_at",
    "transform.debug.emit_param_as_remark",
    "transform.sequence",
    "transform.with_pdl_patterns",
    "transform.pdl_match",
    "transform.annotate",
    "transform.select",
    "transform.test_consume_operand",
];

/// Whether `name` is one of the operations this module applies.
pub fn is_builtin(name: &str) -> bool {
    BUILTIN.contains(&name)
}

/// Applies transform op `op`.
pub(crate) fn dispatch<P: PayloadWrite>(it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let operand = |i: usize| o.operands.get(i).copied();
    match o.name.as_str() {
        "transform.include" => include(it, op),
        "transform.collect_matching" => collect_matching(it, op),
        "transform.foreach_match" => foreach_match(it, op),
        "transform.sequence" => sequence(it, op),
        "transform.with_pdl_patterns" => with_pdl_patterns(it, op),
        "transform.pdl_match" => pdl_match(it, op),
        "transform.merge_handles" => {
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
        "transform.match.operation_name" => {
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
        "transform.get_producer_of_operand" => {
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
        "transform.get_consumers_of_result" => {
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
        "transform.get_defining_op" => {
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
        "transform.get_operand" | "transform.get_result" => {
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
        "transform.param.constant" => {
            let text = o.raw_attr("value").unwrap_or("unit").to_string();
            match it.payload.get_attr(&text) {
                Some(a) => Ok(vec![Mapped::Params(vec![a])]),
                None => Err(it.definite(op, format!("cannot create the parameter {text}"))),
            }
        }
        "transform.match.param.cmpi" => cmpi(it, op),
        "transform.num_associations" => {
            let n = it.mapped(operand(0).unwrap_or(u32::MAX)).len();
            match it.i64_param(n as i64) {
                Some(a) => Ok(vec![Mapped::Params(vec![a])]),
                None => Err(it.definite(op, "cannot create an i64 parameter")),
            }
        }
        "transform.debug.emit_remark_at" => {
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
        "transform.debug.emit_param_as_remark" => {
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
        "transform.annotate" => {
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
        "transform.select" => {
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
        // MLIR's test extension: consumes its operands and does nothing else.
        "transform.test_consume_operand" => Ok(vec![]),
        "transform.named_sequence" => {
            let d = Diag::on_op(
                Severity::Error,
                Loc::Script(op),
                "cannot be defined inside another transform op",
            );
            it.emit(d);
            Err(Failure::Definite)
        }
        name => {
            let registry = it.registry();
            match registry.get(name) {
                Some(ext) => ext.apply(it, op),
                None => {
                    let msg = format!("'{name}' is not a transform operation this interpreter knows (register it as an extension)");
                    Err(it.definite(op, msg))
                }
            }
        }
    }
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

fn cmpi<P: PayloadWrite>(it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P> {
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

fn include<P: PayloadWrite>(it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let target = o.attr("target").and_then(Attr::as_str).unwrap_or("");
    let Some(&callee) = script.named.get(target) else {
        return Err(it.definite(op, "unresolved external named sequence"));
    };
    let propagate = o.attr("failure_propagation_mode").and_then(Attr::as_int) != Some(2);
    let args: Vec<Mapped<P>> = o.operands.iter().map(|&h| it.mapped(h)).collect();
    it.run_named(callee, args, propagate)
}

fn collect_matching<P: PayloadWrite>(it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let name = o
        .attr("matcher")
        .and_then(Attr::as_str)
        .unwrap_or("")
        .to_string();
    let Some(&matcher) = script.named.get(&name) else {
        return Err(it.definite(op, format!("unresolved matcher symbol @{name}")));
    };
    let Some(block) = script.op(matcher).regions.first() else {
        return Err(it.definite(op, format!("unresolved external symbol @{name}")));
    };
    let mut raw: Vec<Option<Mapped<P>>> = o.results.iter().map(|_| None).collect();
    let roots = it.ops(o.operands.first().copied().unwrap_or(u32::MAX));
    for root in roots {
        for p in it.payload.nested_ops(root, true) {
            it.trace(TraceEvent::Matching(p));
            match it.match_block(block, vec![Mapped::Ops(vec![p])]) {
                Err(Failure::Definite) => return Err(Failure::Definite),
                Err(f) => {
                    let message = f.message();
                    it.trace(TraceEvent::MatcherFailed {
                        matcher: &name,
                        message,
                    });
                }
                Ok(mappings) => {
                    for (i, m) in mappings.into_iter().enumerate() {
                        if m.len() != 1 {
                            return Err(it.silenceable(
                                op,
                                format!(
                                    "result #{i}, associated with {} payload objects, expected 1",
                                    m.len()
                                ),
                            ));
                        }
                        if let Some(slot) = raw.get_mut(i) {
                            append(slot, m);
                        }
                    }
                }
            }
        }
    }
    Ok(raw
        .into_iter()
        .zip(&o.results)
        .map(|(m, &h)| m.unwrap_or_else(|| it.empty(h)))
        .collect())
}

fn append<P: crate::access::PayloadRead>(slot: &mut Option<Mapped<P>>, m: Mapped<P>) {
    match (slot.as_mut(), m) {
        (None, m) => *slot = Some(m),
        (Some(Mapped::Ops(a)), Mapped::Ops(b)) => a.extend(b),
        (Some(Mapped::Values(a)), Mapped::Values(b)) => a.extend(b),
        (Some(Mapped::Params(a)), Mapped::Params(b)) => a.extend(b),
        _ => {}
    }
}

fn foreach_match<P: PayloadWrite>(it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let syms = |key: &str| -> Vec<String> {
        match o.attr(key) {
            Some(Attr::Array(a)) => a
                .iter()
                .filter_map(|x| x.as_str().map(str::to_string))
                .collect(),
            _ => Vec::new(),
        }
    };
    let (matchers, actions) = (syms("matchers"), syms("actions"));
    let mut pairs = Vec::new();
    for (m, a) in matchers.iter().zip(&actions) {
        let (Some(&ms), Some(&as_)) = (script.named.get(m), script.named.get(a)) else {
            return Err(it.definite(
                op,
                format!("unresolved matcher or action symbol @{m} -> @{a}"),
            ));
        };
        pairs.push((m.clone(), ms, as_));
    }
    let restrict_root = o.flag("restrict_root");
    let flatten = o.flag("flatten_results");
    let forwarded: Vec<Mapped<P>> = o.operands.iter().skip(1).map(|&h| it.mapped(h)).collect();
    let mut action_results: Vec<Option<Mapped<P>>> =
        o.results.iter().skip(1).map(|_| None).collect();
    let mut overall: Option<Diag<P>> = None;
    let root_handle = o.operands.first().copied().unwrap_or(u32::MAX);
    let roots = it.ops(root_handle);
    for &root in &roots {
        for p in it.payload.nested_ops(root, true) {
            if !restrict_root && p == root {
                continue;
            }
            it.trace(TraceEvent::Matching(p));
            for (mname, matcher, action) in &pairs {
                let Some(mblock) = script.op(*matcher).regions.first() else {
                    return Err(it.definite(op, format!("unresolved external symbol @{mname}")));
                };
                let mut args = vec![Mapped::Ops(vec![p])];
                args.extend(forwarded.iter().cloned());
                let outputs = match it.match_block(mblock, args) {
                    Err(Failure::Definite) => return Err(Failure::Definite),
                    Err(f) => {
                        let message = f.message();
                        it.trace(TraceEvent::MatcherFailed {
                            matcher: mname,
                            message,
                        });
                        continue;
                    }
                    Ok(outputs) => outputs,
                };
                let Some(ablock) = script.op(*action).regions.first() else {
                    return Err(it.definite(op, "unresolved external symbol"));
                };
                it.map_args(ablock, outputs);
                let (body, term) = it.split_terminator(ablock);
                for &t in body {
                    match it.apply(t) {
                        Ok(()) => {}
                        Err(Failure::Definite) => return Err(Failure::Definite),
                        Err(f @ Failure::Silenceable(_)) => {
                            let msg = f.message();
                            let d = overall.take().unwrap_or_else(|| {
                                Diag::at(Severity::Error, Loc::Script(op), "actions failed")
                            });
                            overall = Some(
                                d.note(Loc::Script(*action), format!("failed action: {msg}"))
                                    .note(Loc::Payload(p), "when applied to this matching payload"),
                            );
                        }
                    }
                }
                let yielded: Vec<Mapped<P>> = match term {
                    Some(t) => script
                        .op(t)
                        .operands
                        .iter()
                        .map(|&h| it.mapped(h))
                        .collect(),
                    None => Vec::new(),
                };
                it.leave_scope(ablock);
                for (slot, m) in action_results.iter_mut().zip(yielded) {
                    if m.len() != 1 && !flatten {
                        let aname = script
                            .op(*action)
                            .attr("sym_name")
                            .and_then(Attr::as_str)
                            .unwrap_or("")
                            .to_string();
                        return Err(it.definite(
                            op,
                            format!("action @{aname} has results associated with multiple payload entities, but flattening was not requested"),
                        ));
                    }
                    append(slot, m);
                }
                break;
            }
        }
    }
    let mut out = vec![Mapped::Ops(roots)];
    for (m, &h) in action_results.into_iter().zip(o.results.iter().skip(1)) {
        out.push(m.unwrap_or_else(|| it.empty(h)));
    }
    match overall {
        Some(d) => Err(Failure::Silenceable(vec![d])),
        None => Ok(out),
    }
}

fn sequence<P: PayloadWrite>(it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let Some(block) = o.regions.first() else {
        return Err(it.definite(op, "expected a body"));
    };
    if o.operands.is_empty() {
        return Err(it.definite(op, "expects operands to be provided for a nested op"));
    }
    let args: Vec<Mapped<P>> = o.operands.iter().map(|&h| it.mapped(h)).collect();
    let propagate = o.attr("failure_propagation_mode").and_then(Attr::as_int) != Some(2);
    it.map_args(block, args);
    let r = it.apply_block(block, propagate);
    it.leave_scope(block);
    r
}

fn with_pdl_patterns<P: PayloadWrite>(it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let Some(block) = o.regions.first() else {
        return Err(it.definite(op, "expected a body"));
    };
    let Some(&transform) = block
        .ops
        .iter()
        .find(|&&x| script.op(x).name != "pdl.pattern")
    else {
        return Ok(vec![]);
    };
    let args: Vec<Mapped<P>> = o.operands.iter().map(|&h| it.mapped(h)).collect();
    it.map_args(block, args);
    it.push_pdl_container(op);
    let r = it.apply(transform);
    it.pop_pdl_container();
    it.leave_scope(block);
    r.map(|()| vec![])
}

fn pdl_match<P: PayloadWrite>(it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let name = o
        .attr("pattern_name")
        .and_then(Attr::as_str)
        .unwrap_or("")
        .to_string();
    let (Some(container), Some(pdl)) = (it.pdl_container(), it.pdl_matcher()) else {
        return Err(it.definite(
            op,
            "expected PatternApplicatorExtension to be attached by the parent op",
        ));
    };
    let container_op = script.op(container).source;
    let mut out = Vec::new();
    for root in it.ops(o.operands.first().copied().unwrap_or(u32::MAX)) {
        match pdl.find_matches(it.payload, container_op, &name, root) {
            Some(found) => out.extend(found),
            None => {
                // MLIR 22 reports the error and carries on (the op succeeds).
                it.emit(Diag::at(
                    Severity::Error,
                    Loc::Script(op),
                    format!("could not find pattern '@{name}'"),
                ));
            }
        }
    }
    Ok(vec![Mapped::Ops(out)])
}
