//! `builtin`: `builtin.module` and `builtin.unrealized_conversion_cast`, as MLIR 22's
//! `BuiltinOps.td` defines them.

use super::op;
use crate::ir::{Context, Folded, Ir, OpFoldResult, OpId, PropKind, Traits};

/// `UnrealizedConversionCastOp::fold`: a cast whose operand types are its result types folds
/// to its operands; a cast of exactly the results of another cast, back to that cast's
/// operand types, folds to that cast's operands.
fn fold_cast(ir: &mut Ir, op: OpId, _c: &[Option<crate::ir::Attribute>]) -> Option<Folded> {
    let operands: Vec<_> = ir.operands(op).collect();
    let operand_types: Vec<_> = operands.iter().map(|&v| ir.value_type(v)).collect();
    let result_types: Vec<_> = ir.results(op).map(|v| ir.value_type(v)).collect();
    let values = |vs: Vec<crate::ir::Value>| {
        Some(Folded::Results(
            vs.into_iter().map(OpFoldResult::Value).collect(),
        ))
    };
    if operand_types == result_types {
        return values(operands);
    }
    let input = ir.defining_op(*operands.first()?)?;
    if ir.op_name(input) != ir.op_name(op) {
        return None;
    }
    let input_results: Vec<_> = ir.results(input).collect();
    let input_operands: Vec<_> = ir.operands(input).collect();
    let input_operand_types: Vec<_> = input_operands.iter().map(|&v| ir.value_type(v)).collect();
    if input_results != operands || input_operand_types != result_types {
        return None;
    }
    values(input_operands)
}

/// Registers the `builtin` dialect.
pub(super) fn register(ctx: &mut Context) {
    ctx.register_op(
        op(
            "builtin.module",
            Traits::ISOLATED_FROM_ABOVE
                | Traits::NO_TERMINATOR
                | Traits::SYMBOL_TABLE
                | Traits::SYMBOL
                | Traits::SINGLE_BLOCK
                | Traits::HAS_ONLY_GRAPH_REGION
                | Traits::ZERO_RESULTS,
        )
        .property("sym_name", PropKind::String)
        .property("sym_visibility", PropKind::String),
    );
    ctx.register_op(
        op(
            "builtin.unrealized_conversion_cast",
            Traits::VARIADIC_RESULTS,
        )
        .pure()
        .fold(fold_cast),
    );
}
