//! `scf`: structured control flow. Region operations have `RecursiveMemoryEffects` (their
//! effects are those of their bodies) and `RegionBranchOpInterface`; terminators are `Pure`.
//!
//! MLIR 22 gives only `scf.if` a fold hook (swapping its regions when the condition is a
//! negation); it is not implemented here, as the IR has no operation moving blocks between
//! regions. `scf.if`'s result-type inference needs its regions' `scf.yield`, which an
//! operation being created has not: it declares `InferTypeOpInterface` and always fails, as
//! MLIR's does then.

use crate::ir::{Attribute, Context, Ir, OpDef, Traits, Type, Value};

/// `scf.if`'s inference, on an operation without regions: MLIR fails.
fn infer_if(_ir: &mut Ir, _operands: &[Value], _attrs: Attribute) -> Option<Vec<Type>> {
    None
}

/// Registers the `scf` dialect.
pub(super) fn register(ctx: &mut Context) {
    let region = Traits::RECURSIVE_MEMORY_EFFECTS | Traits::REGION_BRANCH;
    let single = region | Traits::SINGLE_BLOCK;
    let segmented = single | Traits::ATTR_SIZED_OPERAND_SEGMENTS;
    ctx.register_op(OpDef::new("scf.for").traits(single));
    ctx.register_op(OpDef::new("scf.forall").traits(segmented));
    ctx.register_op(OpDef::new("scf.parallel").traits(segmented));
    ctx.register_op(OpDef::new("scf.if").traits(single).infer_types(infer_if));
    ctx.register_op(OpDef::new("scf.index_switch").traits(single));
    ctx.register_op(OpDef::new("scf.while").traits(single));
    ctx.register_op(OpDef::new("scf.execute_region").traits(region));
    ctx.register_op(
        OpDef::new("scf.condition")
            .traits(Traits::TERMINATOR)
            .pure(),
    );
    ctx.register_op(
        OpDef::new("scf.yield")
            .traits(Traits::TERMINATOR | Traits::RETURN_LIKE)
            .pure(),
    );
    ctx.register_op(
        OpDef::new("scf.reduce").traits(Traits::TERMINATOR | Traits::RECURSIVE_MEMORY_EFFECTS),
    );
    ctx.register_op(
        OpDef::new("scf.reduce.return")
            .traits(Traits::TERMINATOR)
            .pure(),
    );
    ctx.register_op(
        OpDef::new("scf.forall.in_parallel")
            .traits(Traits::TERMINATOR | Traits::NO_TERMINATOR | Traits::SINGLE_BLOCK)
            .pure(),
    );
}
