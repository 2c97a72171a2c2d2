//! `func`: functions, calls, returns and `func.constant`, as MLIR 22's `FuncOps.td` defines
//! them.

use super::op;
use crate::ir::{Context, Folded, OpFoldResult, Traits};

/// Registers the `func` dialect.
pub(super) fn register(ctx: &mut Context) {
    // A function has no memory-effect interface: like any operation with unknown effects it is
    // never erased as dead (and, as a symbol, not even then).
    ctx.register_op(op(
        "func.func",
        Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL,
    ));
    ctx.register_op(op("func.return", Traits::TERMINATOR | Traits::RETURN_LIKE).pure());
    // Calls have no memory-effect interface: their effects are unknown.
    ctx.register_op(op("func.call", Traits::NONE));
    ctx.register_op(op("func.call_indirect", Traits::NONE));
    ctx.register_op(
        op("func.constant", Traits::CONSTANT_LIKE)
            .pure()
            .fold(|ir, op, _| {
                let value = ir.attr(op, ir.ctx.lookup_symbol("value")?)?;
                Some(Folded::Results(vec![OpFoldResult::Attr(value)]))
            }),
    );
}
