//! The built-in operations that apply other transform operations: named sequences
//! included or used as matchers and actions, nested sequences, and PDL patterns.

use crate::access::PayloadWrite;
use crate::transform::diag::{Diag, Loc, Severity};
use crate::transform::ext::{Applied, Failure, Interpreter, TraceEvent};
use crate::transform::script::{Attr, ScriptOpId};
use crate::transform::state::Mapped;

/// `transform.include`: runs the named sequence `target` on the operands' payloads.
pub(crate) fn include<P: PayloadWrite>(it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P> {
    let script = it.script;
    let o = script.op(op);
    let target = o.attr("target").and_then(Attr::as_str).unwrap_or("");
    let Some(&callee) = script
        .named
        .get(target)
        .filter(|&&c| !script.op(c).regions.is_empty())
    else {
        return Err(it.definite(op, "unresolved external named sequence"));
    };
    let propagate = o.attr("failure_propagation_mode").and_then(Attr::as_int) != Some(2);
    let args: Vec<Mapped<P>> = o.operands.iter().map(|&h| it.mapped(h)).collect();
    it.run_named(callee, args, propagate)
}

/// `transform.collect_matching`: runs the matcher on every op nested in the roots and
/// gathers what it yields.
pub(crate) fn collect_matching<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
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

/// `transform.foreach_match`: for every op nested in the roots, the action of the first
/// matcher that holds.
pub(crate) fn foreach_match<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
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
                it.map_args(ablock, outputs)?;
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

/// `transform.sequence`: applies its body to the operands' payloads.
pub(crate) fn sequence<P: PayloadWrite>(it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P> {
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
    it.map_args(block, args)?;
    let r = it.apply_block(block, propagate);
    it.leave_scope(block);
    r
}

/// `transform.with_pdl_patterns`: applies the transform of its body with its PDL
/// patterns available to `transform.pdl_match`.
pub(crate) fn with_pdl_patterns<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
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
    it.map_args(block, args)?;
    it.push_pdl_container(op);
    let r = it.apply(transform);
    it.pop_pdl_container();
    it.leave_scope(block);
    r.map(|()| vec![])
}

/// `transform.pdl_match`: the ops nested in the roots that pattern `pattern_name` of the
/// enclosing `transform.with_pdl_patterns` matches.
pub(crate) fn pdl_match<P: PayloadWrite>(
    it: &mut Interpreter<'_, P>,
    op: ScriptOpId,
) -> Applied<P> {
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
