//! `func`: functions, calls and returns.

use super::op;
use crate::ir::{Context, Folded, OpFoldResult, Traits};

/// Registers the `func` dialect.
pub(super) fn register(ctx: &mut Context) {
    ctx.register_op(op(
        "func.func",
        Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL | Traits::ZERO_RESULTS,
    ));
    ctx.register_op(
        op(
            "func.return",
            Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::ZERO_RESULTS,
        )
        .pure(),
    );
    // Calls have no memory-effect interface: their effects are unknown.
    ctx.register_op(op("func.call", Traits::VARIADIC_RESULTS));
    ctx.register_op(op("func.call_indirect", Traits::VARIADIC_RESULTS));
    ctx.register_op(
        op("func.constant", Traits::CONSTANT_LIKE)
            .pure()
            .fold(|ir, op, _| {
                let value = ir.attr(op, ir.ctx.lookup_symbol("value")?)?;
                Some(Folded::Results(vec![OpFoldResult::Attr(value)]))
            }),
    );
}
