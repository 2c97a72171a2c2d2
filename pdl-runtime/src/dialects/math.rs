//! `math`: every operation of MLIR 22's `MathOps.td`, all `Pure` and `Elementwise`, with
//! result-type inference (every one has `InferTypeOpInterface`).
//!
//! Fold hooks: none yet. MLIR folds most of them on constants (through the host's `libm` for
//! the transcendental functions); see the module documentation of `dialects` for what is left
//! out.

use super::arith::{infer_i1, infer_same, infer_same2};
use crate::ir::{Context, InferTypesFn, OpDef, Traits};

/// The operations with `SameOperandsAndResultType`.
const SAME: [&str; 40] = [
    "absf",
    "absi",
    "acos",
    "acosh",
    "asin",
    "asinh",
    "atan",
    "atan2",
    "atanh",
    "cbrt",
    "ceil",
    "clampf",
    "copysign",
    "cos",
    "cosh",
    "ctlz",
    "ctpop",
    "cttz",
    "erf",
    "erfc",
    "exp",
    "exp2",
    "expm1",
    "floor",
    "fma",
    "ipowi",
    "log",
    "log10",
    "log1p",
    "log2",
    "powf",
    "round",
    "roundeven",
    "rsqrt",
    "sin",
    "sinh",
    "sqrt",
    "tan",
    "tanh",
    "trunc",
];

/// Registers the `math` dialect.
pub(super) fn register(ctx: &mut Context) {
    let same = Traits::SAME_OPERANDS_AND_RESULT_TYPE | Traits::ELEMENTWISE;
    let mut add = |name: &str, traits: Traits, infer: InferTypesFn| {
        ctx.register_op(
            OpDef::new(&format!("math.{name}"))
                .traits(traits)
                .pure()
                .infer_types(infer),
        );
    };
    for name in SAME {
        add(name, same, infer_same);
    }
    // `fpowi` has `SameOperandsAndResultShape`: the result is the base's type.
    add("fpowi", Traits::ELEMENTWISE, infer_same);
    add("sincos", Traits::ELEMENTWISE, infer_same2);
    for name in ["isfinite", "isinf", "isnan", "isnormal"] {
        add(name, Traits::ELEMENTWISE, infer_i1);
    }
}
