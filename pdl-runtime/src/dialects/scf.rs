//! `scf`: structured control flow. Region operations have `RecursiveMemoryEffects` (their
//! effects are those of their bodies) and `RegionBranchOpInterface`; terminators are `Pure`.
//!
//! MLIR 22 gives only `scf.if` a fold hook: `if (xori c, true) A else B` becomes
//! `if c B else A`, in place. `scf.if`'s result-type inference needs its regions' `scf.yield`,
//! which an operation being created has not: it declares `InferTypeOpInterface` and always
//! fails, as MLIR's does then.

use super::constant::is_one;
use crate::ir::{Attribute, Context, Folded, Ir, OpDef, OpId, PropKind, Traits, Type, Value};

/// `IfOp::fold`: a condition negated by `arith.xori` with a true constant is replaced by the
/// negated value and the two regions' contents are swapped. Needs an `else` block.
fn fold_if(ir: &mut Ir, op: OpId, _c: &[Option<Attribute>]) -> Option<Folded> {
    if ir.num_regions(op) != 2 || ir.num_operands(op) != 1 {
        return None;
    }
    let then_block = *ir.region_blocks(ir.region(op, 0)).first()?;
    let else_block = *ir.region_blocks(ir.region(op, 1)).first()?;
    let xor = super::arith_int::def_named(ir, ir.operand(op, 0), "arith.xori")?;
    let rhs = ir.operand(xor, 1);
    let cst = ir.defining_op(rhs).and_then(|d| ir.constant_value(d));
    if !is_one(ir, &[cst], 0) {
        return None;
    }
    let lhs = ir.operand(xor, 0);
    ir.set_operand(op, 0, lhs);
    let then_ops: Vec<_> = ir.block_ops(then_block).collect();
    let else_ops: Vec<_> = ir.block_ops(else_block).collect();
    for &o in then_ops.iter().chain(&else_ops) {
        ir.detach_op(o);
    }
    for o in else_ops {
        ir.append_op(then_block, o);
    }
    for o in then_ops {
        ir.append_op(else_block, o);
    }
    Some(Folded::InPlace)
}

/// `scf.if`'s inference, on an operation without regions: MLIR fails.
fn infer_if(_ir: &mut Ir, _operands: &[Value], _attrs: Attribute) -> Option<Vec<Type>> {
    None
}

/// Registers the `scf` dialect.
pub(super) fn register(ctx: &mut Context) {
    // Every region operation has a variadic list of results; every terminator none.
    let region =
        Traits::RECURSIVE_MEMORY_EFFECTS | Traits::REGION_BRANCH | Traits::VARIADIC_RESULTS;
    let single = region | Traits::SINGLE_BLOCK;
    let segmented = single | Traits::ATTR_SIZED_OPERAND_SEGMENTS;
    ctx.register_op(
        OpDef::new("scf.for")
            .traits(single)
            .property("unsignedCmp", PropKind::Unit),
    );
    ctx.register_op(
        OpDef::new("scf.forall")
            .traits(segmented)
            .property("mapping", PropKind::Array)
            .summary("Device Mapping array attribute")
            .property("staticLowerBound", PropKind::DenseI64Array)
            .property("staticStep", PropKind::DenseI64Array)
            .property("staticUpperBound", PropKind::DenseI64Array)
            .property("operandSegmentSizes", PropKind::Segments(4)),
    );
    ctx.register_op(
        OpDef::new("scf.parallel")
            .traits(segmented)
            .property("operandSegmentSizes", PropKind::Segments(4)),
    );
    ctx.register_op(
        OpDef::new("scf.if")
            .traits(single)
            .infer_types(infer_if)
            .fold(fold_if),
    );
    ctx.register_op(
        OpDef::new("scf.index_switch")
            .traits(single)
            .property("cases", PropKind::DenseI64Array),
    );
    ctx.register_op(OpDef::new("scf.while").traits(single));
    ctx.register_op(
        OpDef::new("scf.execute_region")
            .traits(region)
            .property("no_inline", PropKind::Unit),
    );
    ctx.register_op(
        OpDef::new("scf.condition")
            .traits(Traits::TERMINATOR | Traits::ZERO_RESULTS)
            .pure(),
    );
    ctx.register_op(
        OpDef::new("scf.yield")
            .traits(Traits::TERMINATOR | Traits::ZERO_RESULTS | Traits::RETURN_LIKE)
            .pure(),
    );
    ctx.register_op(
        OpDef::new("scf.reduce")
            .traits(Traits::TERMINATOR | Traits::ZERO_RESULTS | Traits::RECURSIVE_MEMORY_EFFECTS),
    );
    ctx.register_op(
        OpDef::new("scf.reduce.return")
            .traits(Traits::TERMINATOR | Traits::ZERO_RESULTS)
            .pure(),
    );
    ctx.register_op(
        OpDef::new("scf.forall.in_parallel")
            .traits(
                Traits::TERMINATOR
                    | Traits::ZERO_RESULTS
                    | Traits::NO_TERMINATOR
                    | Traits::SINGLE_BLOCK
                    | Traits::HAS_ONLY_GRAPH_REGION,
            )
            .pure(),
    );
}
