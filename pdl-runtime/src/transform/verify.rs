//! The checks MLIR's verifier makes on transform operations before anything runs (each a
//! located error, MLIR's wording): handle kinds of operands and results, consumed
//! parameters, consumption annotations and terminators of named sequences, the options of
//! `split_handle`, and the symbols `include`, `collect_matching` and `foreach_match` name
//! (with the kinds and types of what flows in and out of them). In MLIR's order: named
//! sequences and includes first (in its walk order) with the call graph, as the module's
//! `transform.with_named_sequence` attribute is verified; then every operation (in order);
//! then symbol uses.

use super::defs;
use super::defs::{PropKind, Want};
use super::diag::{Diag, Loc, Severity};
use super::effects::{block_consumes, consumed_operands};
use super::ext::Registry;
use super::script::{Attr, HandleKind, Script, ScriptBlock, ScriptOpId};
use crate::access::PayloadWrite;

/// The first verification error of `script`, if any.
pub fn verify<P: PayloadWrite>(script: &Script, registry: &Registry<P>) -> Option<Diag<P>> {
    // MLIR verifies the named sequences, then checks the call graph, when it verifies the
    // `transform.with_named_sequence` attribute of the enclosing module, before the
    // operations in it.
    for id in post_order(script) {
        let name = script.op(id).name.as_str();
        if name == "transform.include" {
            if let Some(d) = verify_include_effects(script, registry, id) {
                return Some(d);
            }
        }
        if name == "transform.named_sequence" || name == "transform.include" {
            if let Some(d) = verify_local(script, registry, id) {
                return Some(d);
            }
        }
    }
    if let Some(d) = verify_no_recursion(script) {
        return Some(d);
    }
    for id in 0..script.ops.len() {
        if let Some(d) = verify_local(script, registry, id) {
            return Some(d);
        }
    }
    for id in 0..script.ops.len() {
        if let Some(d) = verify_symbols(script, id) {
            return Some(d);
        }
    }
    None
}

/// The operand and result kinds a known operation accepts (`None`: any), from its
/// definition.
fn kinds<P: PayloadWrite>(name: &str) -> (&'static [Option<Want>], &'static [Option<Want>]) {
    defs::find::<P>(name).map_or((&[], &[]), |d| (d.operands, d.results))
}

fn verify_local<P: PayloadWrite>(
    script: &Script,
    registry: &Registry<P>,
    id: ScriptOpId,
) -> Option<Diag<P>> {
    let o = script.op(id);
    // ODS checks the constraints of inherent attributes first (read in generic form;
    // the custom syntax checks them as it reads them).
    let props = defs::find::<P>(&o.name).map_or(&[][..], |d| d.props);
    for &(key, kind) in props {
        let Some(v) = o.attr(key) else {
            continue;
        };
        let fits = match (kind, v) {
            (PropKind::Unit, Attr::Unit) | (PropKind::Str, Attr::Str(_)) => true,
            (PropKind::Bool(_), Attr::Int(b)) => *b == 0 || *b == -1,
            (PropKind::I64(_), Attr::Int(_)) => true,
            (PropKind::PositiveI64(_), Attr::Int(n)) => *n > 0,
            _ => false,
        };
        if !fits {
            return Some(Diag::on_op(
                Severity::Error,
                Loc::Script(id),
                format!(
                    "'{}' op attribute '{key}' failed to satisfy constraint: {}",
                    o.name,
                    kind.description()
                ),
            ));
        }
    }
    let (operand_kinds, result_kinds) = kinds::<P>(&o.name);
    for (what, handles, kinds) in [
        ("operand", &o.operands, operand_kinds),
        ("result", &o.results, result_kinds),
    ] {
        for (i, &h) in handles.iter().enumerate() {
            let Some(Some(want)) = kinds.get(i) else {
                continue;
            };
            let handle = &script.handles[h as usize];
            if !want.accepts(handle.kind) {
                return Some(Diag::on_op(
                    Severity::Error,
                    Loc::Script(id),
                    format!(
                        "'{}' op {what} #{i} must be {}, but got '{}'",
                        o.name,
                        want.description(),
                        handle.ty
                    ),
                ));
            }
        }
    }
    // MLIR's `TransformOpInterface` verifier: only handles may be consumed.
    for i in consumed_operands(script, registry, id) {
        let Some(&h) = o.operands.get(i) else {
            continue;
        };
        let handle = &script.handles[h as usize];
        if handle.kind == HandleKind::Param {
            return Some(
                Diag::at(
                    Severity::Error,
                    Loc::Script(id),
                    format!("unexpectedly consumed a value that is not a handle as operand #{i}"),
                )
                .note(
                    Loc::Handle(h),
                    format!("value defined here with type '{}'", handle.ty),
                ),
            );
        }
    }
    if o.name == "transform.num_associations" {
        // Its result type must accept the `i64` count.
        let ty = o
            .results
            .first()
            .map(|&r| script.handles[r as usize].ty.as_str());
        if let Some(t) = ty
            .and_then(|t| t.strip_prefix("!transform.param<"))
            .and_then(|t| t.strip_suffix('>'))
            .filter(|&t| t != "i64")
        {
            return Some(Diag::at(
                Severity::Error,
                Loc::Script(id),
                format!("expected the type of the parameter attribute ('i64') to match the parameter type ('{t}')"),
            ));
        }
    }
    if o.name == "transform.split_handle" {
        let err = |m: &str| Some(Diag::on_op(Severity::Error, Loc::Script(id), m));
        let overflow = o.attr("overflow_result").and_then(Attr::as_int);
        if overflow.is_some_and(|v| v < 0 || v >= o.results.len() as i128) {
            return err("'transform.split_handle' op overflow_result is not a valid result index");
        }
        let kind = o.operands.first().map(|&h| script.handles[h as usize].kind);
        if o.results
            .iter()
            .any(|&r| Some(script.handles[r as usize].kind) != kind)
        {
            return err("'transform.split_handle' op expects result types to implement the same transform interface as the operand type");
        }
    }
    if o.name == "transform.named_sequence" {
        let Some(block) = o.regions.first() else {
            // An external declaration: its annotations cannot be inferred.
            return verify_called(script, id);
        };
        if let Some(d) = verify_terminator(script, id, block) {
            return Some(d);
        }
        for (i, &arg) in block.args.iter().enumerate() {
            let (consumed, readonly) = o.arg_effects.get(i).copied().unwrap_or((false, false));
            if consumed && readonly {
                return Some(Diag::at(
                    Severity::Error,
                    Loc::Script(id),
                    format!("argument #{i} cannot be both readonly and consumed"),
                ));
            }
            if !consumed && readonly && block_consumes(script, registry, block, arg) {
                return Some(Diag::at(
                    Severity::Error,
                    Loc::Script(id),
                    format!("argument #{i} is consumed in the body but is not marked as such"),
                ));
            }
        }
    }
    None
}

/// The operations of `script` in MLIR's walk order: the operations in an operation's
/// regions before it.
fn post_order(script: &Script) -> Vec<ScriptOpId> {
    let mut out = Vec::with_capacity(script.ops.len());
    // (operation, whether its regions are done), last first.
    let mut stack: Vec<(ScriptOpId, bool)> = script.top.iter().rev().map(|&o| (o, false)).collect();
    while let Some((o, done)) = stack.pop() {
        if done {
            out.push(o);
            continue;
        }
        stack.push((o, true));
        for r in script.op(o).regions.iter().rev() {
            stack.extend(r.ops.iter().rev().map(|&x| (x, false)));
        }
    }
    out
}

/// MLIR's `TransformOpInterface` verifier on `transform.include`: each operand has an
/// effect, which the callee's argument annotation gives (when the callee has a body that
/// verifies; otherwise every operand is read).
fn verify_include_effects<P: PayloadWrite>(
    script: &Script,
    registry: &Registry<P>,
    id: ScriptOpId,
) -> Option<Diag<P>> {
    let o = script.op(id);
    let callee = *script.named.get(o.attr("target").and_then(Attr::as_str)?)?;
    let c = script.op(callee);
    if c.regions.is_empty() || verify_local(script, registry, callee).is_some() {
        return None;
    }
    let missing = (0..o.operands.len()).find(|&i| {
        let (consumed, readonly) = c.arg_effects.get(i).copied().unwrap_or((false, false));
        !consumed && !readonly
    })?;
    Some(
        Diag::on_op(
            Severity::Error,
            Loc::Script(id),
            "TransformOpInterface requires memory effects on operands to be specified",
        )
        .note(
            Loc::Script(id),
            format!("no effects specified for operand #{missing}"),
        ),
    )
}

/// MLIR's checks of the consumption annotations of a named sequence that is called (by
/// `include`, or as a matcher or action): each argument is marked consumed or readonly,
/// not both.
fn verify_called<P: PayloadWrite>(script: &Script, callee: ScriptOpId) -> Option<Diag<P>> {
    let c = script.op(callee);
    for i in 0..c.fn_inputs.len() {
        let (consumed, readonly) = c.arg_effects.get(i).copied().unwrap_or((false, false));
        let message = if consumed && readonly {
            format!("argument #{i} cannot be both readonly and consumed")
        } else if !consumed && !readonly {
            "must provide consumed/readonly status for arguments of external or called ops".into()
        } else {
            continue;
        };
        return Some(Diag::at(Severity::Error, Loc::Script(callee), message));
    }
    None
}

/// MLIR's checks of a named sequence's body: not empty, ended by a `transform.yield` whose
/// operands have the types of the sequence's results.
fn verify_terminator<P: PayloadWrite>(
    script: &Script,
    id: ScriptOpId,
    block: &ScriptBlock,
) -> Option<Diag<P>> {
    let o = script.op(id);
    let Some(&last) = block.ops.last() else {
        return Some(Diag::at(
            Severity::Error,
            Loc::Script(id),
            "expected a non-empty body block",
        ));
    };
    let term = script.op(last);
    if term.name != "transform.yield" {
        return Some(
            Diag::at(
                Severity::Error,
                Loc::Script(id),
                "expected 'transform.yield' as terminator",
            )
            .note(Loc::Script(last), "terminator"),
        );
    }
    if term.operands.len() != o.fn_results.len() {
        return Some(Diag::at(
            Severity::Error,
            Loc::Script(last),
            "expected terminator to have as many operands as the parent op has results",
        ));
    }
    for (i, (&h, want)) in term.operands.iter().zip(&o.fn_results).enumerate() {
        let got = &script.handles[h as usize].ty;
        if got != want {
            return Some(Diag::at(
                Severity::Error,
                Loc::Script(last),
                format!("the type of the terminator operand #{i} must match the type of the corresponding parent op result ('{got}' vs '{want}')"),
            ));
        }
    }
    None
}

fn verify_symbols<P: PayloadWrite>(script: &Script, id: ScriptOpId) -> Option<Diag<P>> {
    let o = script.op(id);
    let err = |m: String| Some(Diag::on_op(Severity::Error, Loc::Script(id), m));
    let sym = |key: &str| o.attr(key).and_then(Attr::as_str).map(str::to_string);
    match o.name.as_str() {
        "transform.include" => {
            let target = sym("target").unwrap_or_default();
            let Some(&callee) = script.named.get(&target) else {
                return err(
                    "'transform.include' op does not reference a named transform sequence".into(),
                );
            };
            let callee_op = script.op(callee);
            if callee_op.fn_inputs.len() != o.operands.len() {
                return err("incorrect number of operands for callee".into());
            }
            for (i, (want, &h)) in callee_op.fn_inputs.iter().zip(&o.operands).enumerate() {
                let got = &script.handles[h as usize].ty;
                if want != got {
                    return err(format!(
                        "'transform.include' op operand type mismatch: expected operand type '{want}', but provided '{got}' for operand number {i}"
                    ));
                }
            }
            if callee_op.fn_results.len() != o.results.len() {
                return err("incorrect number of results for callee".into());
            }
            for (i, (want, &h)) in callee_op.fn_results.iter().zip(&o.results).enumerate() {
                if HandleKind::of_type(want) != script.handles[h as usize].kind {
                    return err(format!(
                        "'transform.include' op type of result #{i} must implement the same transform dialect interface as the corresponding callee result"
                    ));
                }
            }
            if let Some(d) = verify_called(script, callee) {
                return Some(d);
            }
        }
        "transform.collect_matching" => {
            let m = sym("matcher").unwrap_or_default();
            let Some(&matcher) = script.named.get(&m) else {
                return err(format!("unresolved matcher symbol @{m}"));
            };
            let mop = script.op(matcher);
            if mop.fn_inputs.len() != 1 || HandleKind::of_type(&mop.fn_inputs[0]) != HandleKind::Op
            {
                return err("expected the matcher to take one operation handle argument".into());
            }
            if !mop.arg_effects.first().is_some_and(|e| e.1) {
                return err("expected the matcher argument to be marked readonly".into());
            }
            if mop.fn_results.len() != o.results.len() {
                return err(format!(
                    "expected the matcher to yield as many values as op has results ({}), got {}",
                    o.results.len(),
                    mop.fn_results.len()
                ));
            }
            let kind = |h: u32| script.handles[h as usize].kind;
            for (i, (t, &r)) in mop.fn_results.iter().zip(&o.results).enumerate() {
                if HandleKind::of_type(t) != kind(r) {
                    return err(format!(
                        "mismatching type interfaces for matcher result and op result #{i}"
                    ));
                }
            }
        }
        "transform.foreach_match" => {
            let list = |key: &str| -> Vec<String> {
                match o.attr(key) {
                    Some(Attr::Array(a)) => a
                        .iter()
                        .filter_map(|x| x.as_str().map(str::to_string))
                        .collect(),
                    _ => Vec::new(),
                }
            };
            for (m, a) in list("matchers").iter().zip(list("actions")) {
                let Some(&matcher) = script.named.get(m) else {
                    return err(format!("unresolved matcher symbol @{m}"));
                };
                let Some(&action) = script.named.get(&a) else {
                    return err(format!("unresolved action symbol @{a}"));
                };
                if let Some(d) = verify_match_action(script, id, matcher, m, action, &a) {
                    return Some(d);
                }
            }
        }
        _ => {}
    }
    None
}

/// MLIR's checks of one matcher/action pair of `transform.foreach_match` `op`: the operands
/// flow into the matcher's arguments, its results into the action's arguments, the action's
/// results into the op's results after the first, with the same transform interfaces.
fn verify_match_action<P: PayloadWrite>(
    script: &Script,
    op: ScriptOpId,
    matcher: ScriptOpId,
    mname: &str,
    action: ScriptOpId,
    aname: &str,
) -> Option<Diag<P>> {
    let o = script.op(op);
    for called in [matcher, action] {
        if let Some(d) = verify_called(script, called) {
            return Some(d);
        }
    }
    let (m, a) = (script.op(matcher), script.op(action));
    let err = |msg: String| Diag::on_op(Severity::Error, Loc::Script(op), msg);
    let declared = |d: Diag<P>, at: ScriptOpId| d.note(Loc::Script(at), "symbol declaration");
    let kind = |h: u32| script.handles[h as usize].kind;
    let same = |t: &str, h: u32| HandleKind::of_type(t) == kind(h);
    if o.operands.len() != m.fn_inputs.len() {
        let msg = format!(
            "the number of operands ({}) doesn't match the number of matcher arguments ({}) for @{mname}",
            o.operands.len(),
            m.fn_inputs.len()
        );
        return Some(declared(err(msg), matcher));
    }
    for (i, (t, &h)) in m.fn_inputs.iter().zip(&o.operands).enumerate() {
        if m.arg_effects.get(i).is_some_and(|e| e.0) {
            let msg = format!(
                "'transform.foreach_match' op does not expect matcher symbol to consume its operand #{i}"
            );
            return Some(declared(err(msg), matcher));
        }
        if !same(t, h) {
            let msg =
                format!("mismatching type interfaces for operand and matcher argument #{i} of matcher @{mname}");
            return Some(declared(err(msg), matcher));
        }
    }
    if m.fn_results.len() != a.fn_inputs.len() {
        return Some(err(format!(
            "mismatching number of matcher results and action arguments between @{mname} ({}) and @{aname} ({})",
            m.fn_results.len(),
            a.fn_inputs.len()
        )));
    }
    for (i, (r, t)) in m.fn_results.iter().zip(&a.fn_inputs).enumerate() {
        if HandleKind::of_type(r) != HandleKind::of_type(t) {
            // MLIR writes no space after the number.
            return Some(err(format!(
                "mismatching type interfaces for matcher result and action argument #{i}of matcher @{mname} and action @{aname}"
            )));
        }
    }
    let extra = o.results.get(1..).unwrap_or(&[]);
    if a.fn_results.len() != extra.len() {
        let msg = format!(
            "the number of action results ({}) for @{aname} doesn't match the number of extra op results ({})",
            a.fn_results.len(),
            extra.len()
        );
        return Some(declared(err(msg), action));
    }
    for (i, (t, &h)) in a.fn_results.iter().zip(extra).enumerate() {
        if !same(t, h) {
            let msg =
                format!("mismatching type interfaces for action result #{i} of action @{aname} and op result");
            return Some(declared(err(msg), action));
        }
    }
    None
}

/// MLIR's `verifyNoRecursionInCallGraph`: the call graph of the named sequences (an edge
/// for each `transform.include` in a body) must have no cycle. The strongly connected
/// components are found in the order LLVM's `scc_iterator` finds them (Tarjan's algorithm
/// from MLIR's external caller node, whose children are the named sequences in order), and
/// the first one with a cycle is reported at its first node, with a note at each other one.
/// Iterative: no recursion on the Rust stack, however long the chain of includes.
fn verify_no_recursion<P: PayloadWrite>(script: &Script) -> Option<Diag<P>> {
    // Nodes: the named sequences with a body, in order.
    let nodes: Vec<ScriptOpId> = (0..script.ops.len())
        .filter(|&id| {
            let o = script.op(id);
            o.name == "transform.named_sequence" && !o.regions.is_empty()
        })
        .collect();
    let index: std::collections::HashMap<ScriptOpId, usize> =
        nodes.iter().enumerate().map(|(i, &id)| (id, i)).collect();
    // Call edges, each once, in the order the calls appear.
    let edges: Vec<Vec<usize>> = nodes
        .iter()
        .map(|&id| {
            let mut out = Vec::new();
            let mut blocks: Vec<&ScriptBlock> = script.op(id).regions.iter().rev().collect();
            // Pre-order walk with an explicit stack: blocks to visit, last first.
            let mut pending: Vec<ScriptOpId> = Vec::new();
            while let Some(b) = blocks.pop() {
                pending.extend(b.ops.iter().rev());
                while let Some(o) = pending.pop() {
                    let op = script.op(o);
                    if op.name == "transform.include" {
                        let callee = op
                            .attr("target")
                            .and_then(Attr::as_str)
                            .and_then(|n| script.named.get(n))
                            .and_then(|c| index.get(c));
                        if let Some(&c) = callee {
                            if !out.contains(&c) {
                                out.push(c);
                            }
                        }
                        continue;
                    }
                    // The op's regions come before the ops after it.
                    for r in op.regions.iter().rev() {
                        pending.extend(r.ops.iter().rev());
                    }
                }
            }
            out
        })
        .collect();
    const DONE: u32 = u32::MAX;
    let mut number = vec![0u32; nodes.len()];
    let mut next_number = 0u32;
    let mut scc_stack: Vec<usize> = Vec::new();
    // (node, next child, least number reached)
    let mut visit: Vec<(usize, usize, u32)> = Vec::new();
    for root in 0..nodes.len() {
        if number[root] != 0 {
            continue;
        }
        next_number += 1;
        number[root] = next_number;
        scc_stack.push(root);
        visit.push((root, 0, next_number));
        while let Some(&(node, child, _)) = visit.last() {
            if let Some(&c) = edges[node].get(child) {
                if let Some(top) = visit.last_mut() {
                    top.1 += 1;
                }
                if number[c] == 0 {
                    next_number += 1;
                    number[c] = next_number;
                    scc_stack.push(c);
                    visit.push((c, 0, next_number));
                } else if let Some(top) = visit.last_mut() {
                    top.2 = top.2.min(number[c]);
                }
                continue;
            }
            let Some((node, _, min)) = visit.pop() else {
                break;
            };
            if let Some(top) = visit.last_mut() {
                top.2 = top.2.min(min);
            }
            if min != number[node] {
                continue;
            }
            let mut scc = Vec::new();
            while let Some(n) = scc_stack.pop() {
                number[n] = DONE;
                scc.push(n);
                if n == node {
                    break;
                }
            }
            let cycle = scc.len() > 1 || edges[node].contains(&node);
            if cycle {
                let mut d = Diag::at(
                    Severity::Error,
                    Loc::Script(nodes[scc[0]]),
                    "recursion not allowed in named sequences",
                );
                for &n in &scc[1..] {
                    d = d.note(Loc::Script(nodes[n]), "operation on recursion stack");
                }
                return Some(d);
            }
        }
    }
    None
}
