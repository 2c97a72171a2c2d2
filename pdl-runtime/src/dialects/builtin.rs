//! `builtin`: `builtin.module` and `builtin.unrealized_conversion_cast`.

use super::op;
use crate::ir::{Context, Traits};

/// Registers the `builtin` dialect.
pub(super) fn register(ctx: &mut Context) {
    ctx.register_op(op(
        "builtin.module",
        Traits::ISOLATED_FROM_ABOVE
            | Traits::NO_TERMINATOR
            | Traits::SYMBOL_TABLE
            | Traits::SYMBOL
            | Traits::SINGLE_BLOCK
            | Traits::ZERO_RESULTS,
    ));
    ctx.register_op(
        op(
            "builtin.unrealized_conversion_cast",
            Traits::VARIADIC_RESULTS,
        )
        .pure(),
    );
}
