//! The checks MLIR's verifier makes on transform operations before anything runs (each a
//! located error, MLIR's wording): handle kinds of operands, consumption annotations of
//! named sequences, and the symbols `include`, `collect_matching` and `foreach_match` name.
//! Like MLIR, operation-local checks come first (in order), symbol uses after.

use super::diag::{Diag, Loc, Severity};
use super::ext::Registry;
use super::interp::block_consumes;
use super::script::{Attr, HandleKind, Script, ScriptOpId};
use crate::access::PayloadWrite;

/// The first verification error of `script`, if any.
pub fn verify<P: PayloadWrite>(script: &Script, registry: &Registry<P>) -> Option<Diag<P>> {
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

/// The operand kinds each built-in operation accepts (`None`: any).
fn operand_kinds(name: &str) -> &'static [Option<HandleKind>] {
    use HandleKind::*;
    match name {
        "transform.get_defining_op" => &[Some(Value)],
        "transform.get_operand"
        | "transform.get_result"
        | "transform.get_producer_of_operand"
        | "transform.get_consumers_of_result"
        | "transform.match.operation_name"
        | "transform.select"
        | "transform.collect_matching"
        | "transform.pdl_match"
        | "transform.test_consume_operand" => &[Some(Op), Some(Op)],
        "transform.annotate" => &[Some(Op), Some(Param)],
        "transform.match.param.cmpi" => &[Some(Param), Some(Param)],
        "transform.debug.emit_param_as_remark" => &[Some(Param), Some(Op)],
        "transform.foreach_match" => &[Some(Op)],
        _ => &[],
    }
}

fn interface(kind: HandleKind) -> &'static str {
    match kind {
        HandleKind::Op => "TransformHandleTypeInterface",
        HandleKind::Value => "TransformValueHandleTypeInterface",
        HandleKind::Param => "TransformParamTypeInterface",
    }
}

fn verify_local<P: PayloadWrite>(
    script: &Script,
    registry: &Registry<P>,
    id: ScriptOpId,
) -> Option<Diag<P>> {
    let o = script.op(id);
    let kinds = operand_kinds(&o.name);
    for (i, &h) in o.operands.iter().enumerate() {
        let Some(Some(want)) = kinds.get(i) else {
            continue;
        };
        let handle = &script.handles[h as usize];
        if handle.kind != *want {
            return Some(Diag::on_op(
                Severity::Error,
                Loc::Script(id),
                format!(
                    "'{}' op operand #{i} must be {} instance, but got '{}'",
                    o.name,
                    interface(*want),
                    handle.ty
                ),
            ));
        }
    }
    if o.name == "transform.named_sequence" {
        let block = o.regions.first()?;
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
            let n = script
                .op(callee)
                .regions
                .first()
                .map_or(0, |b| b.args.len());
            if n != o.operands.len() {
                return err("incorrect number of operands for callee".into());
            }
        }
        "transform.collect_matching" => {
            let m = sym("matcher").unwrap_or_default();
            let Some(&matcher) = script.named.get(&m) else {
                return err(format!("unresolved matcher symbol @{m}"));
            };
            let mop = script.op(matcher);
            let args = mop.regions.first().map_or(0, |b| b.args.len());
            if args != 1 {
                return err("expected the matcher to take one operation handle argument".into());
            }
            if !mop.arg_effects.first().is_some_and(|e| e.1) {
                return err("expected the matcher argument to be marked readonly".into());
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
                if !script.named.contains_key(m) {
                    return err(format!("unresolved matcher symbol @{m}"));
                }
                if !script.named.contains_key(&a) {
                    return err(format!("unresolved action symbol @{a}"));
                }
            }
        }
        _ => {}
    }
    None
}
