//! The effects of transform operations on their operands: which operands an operation
//! consumes (invalidating every handle to their payload and to what is nested in it), as
//! MLIR's memory effects declare it. The verifier and the interpreter both ask.

use super::defs::{self, Consumes};
use super::ext::Registry;
use super::script::{HandleId, Script, ScriptBlock, ScriptOpId};
use crate::access::PayloadWrite;

/// The operands transform op `op` consumes, as its definition declares (`foreach_match` its
/// root, `include` the arguments its callee marks `transform.consumed`, `sequence` and
/// `with_pdl_patterns` their root if their body consumes it), extensions as they say.
pub fn consumed_operands<P: PayloadWrite>(
    script: &Script,
    registry: &Registry<P>,
    op: ScriptOpId,
) -> Vec<usize> {
    let o = script.op(op);
    let consumes = defs::find::<P>(&o.name).map_or(Consumes::Declared, |d| d.consumes);
    match consumes {
        Consumes::CalleeConsumed => {
            let Some(callee) = o
                .attr("target")
                .and_then(|a| a.as_str())
                .and_then(|n| script.named.get(n))
            else {
                return Vec::new();
            };
            let effects = &script.op(*callee).arg_effects;
            (0..o.operands.len())
                .filter(|&i| effects.get(i).is_some_and(|e| e.0))
                .collect()
        }
        Consumes::First => vec![0],
        Consumes::All => (0..o.operands.len()).collect(),
        Consumes::FirstIfBodyDoes => {
            let Some(block) = o.regions.first() else {
                return Vec::new();
            };
            let Some(&arg) = block.args.first() else {
                return Vec::new();
            };
            if !o.operands.is_empty() && block_consumes(script, registry, block, arg) {
                vec![0]
            } else {
                Vec::new()
            }
        }
        Consumes::Declared => match registry.get(&o.name) {
            Some(ext) => ext.consumed_operands(o),
            None => Vec::new(),
        },
    }
}

/// Whether an operation of `block` (or nested in one) consumes `h`.
pub fn block_consumes<P: PayloadWrite>(
    script: &Script,
    registry: &Registry<P>,
    block: &ScriptBlock,
    h: HandleId,
) -> bool {
    block.ops.iter().any(|&o| {
        let op = script.op(o);
        consumed_operands(script, registry, o)
            .iter()
            .any(|&i| op.operands.get(i) == Some(&h))
            || op
                .regions
                .iter()
                .any(|r| block_consumes(script, registry, r, h))
    })
}
