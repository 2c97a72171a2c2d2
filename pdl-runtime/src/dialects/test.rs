//! `test`: the operations of MLIR's test dialect (`mlir/test/lib/Dialect/Test/TestOps.td`)
//! that MLIR's own PDL tests (`mlir/test/Rewrite/pdl-bytecode.mlir`,
//! `mlir/test/Conversion/PDLToPDLInterp`) rely on for their traits.
//!
//! Only operations whose traits change what a pattern sees are defined here. The other
//! `test.*` names those tests use (`test.op`, `test.success`, `test.producer`...) are not
//! operations of `TestOps.td`: MLIR's test dialect accepts them as unknown operations, which
//! is what an unregistered operation is here.

use super::op;
use crate::ir::{Context, Traits};

/// Registers the `test` operations.
pub(super) fn register(ctx: &mut Context) {
    // `AttrSizedOperandOp`: operands `Variadic<I32>:$a, Variadic<I32>:$b, I32:$c,
    // Variadic<I32>:$d`, grouped by `operandSegmentSizes`; no result.
    ctx.register_op(op(
        "test.attr_sized_operands",
        Traits::ATTR_SIZED_OPERAND_SEGMENTS | Traits::ZERO_RESULTS,
    ));
    // `AttrSizedResultOp`: results `Variadic<I32>:$a, Variadic<I32>:$b, I32:$c,
    // Variadic<I32>:$d`, grouped by `resultSegmentSizes`.
    ctx.register_op(op(
        "test.attr_sized_results",
        Traits::ATTR_SIZED_RESULT_SEGMENTS | Traits::VARIADIC_RESULTS,
    ));
}
