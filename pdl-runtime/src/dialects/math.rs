//! `math`: every operation of MLIR 22's `MathOps.td`, all `Pure` and `Elementwise`, with
//! result-type inference (every one has `InferTypeOpInterface`).
//!
//! The fold hooks are in `math_fold` (MLIR 22 gives none to `cbrt`, `clampf`, `fma`, `fpowi`,
//! `rsqrt`, `sincos`).

use super::arith::{infer_i1, infer_same, infer_same2};
use super::math_fold as mf;
use crate::ir::{Context, DialectDef, FoldFn, InferTypesFn, OpDef, PropKind, Traits};

/// The fold hook of `math.NAME`, if MLIR 22 gives it one and it is implemented.
fn fold_of(name: &str) -> Option<FoldFn> {
    Some(match name {
        "absf" => mf::absf,
        "absi" => mf::absi,
        "atan2" => mf::atan2,
        "ceil" => mf::ceil,
        "copysign" => mf::copysign,
        "ctlz" => mf::ctlz,
        "cttz" => mf::cttz,
        "ctpop" => mf::ctpop,
        "floor" => mf::floor,
        "ipowi" => mf::ipowi,
        "isfinite" => mf::isfinite,
        "isinf" => mf::isinf,
        "isnan" => mf::isnan,
        "isnormal" => mf::isnormal,
        "powf" => mf::powf,
        "roundeven" => mf::roundeven,
        n if mf::libm_names().any(|m| m == n) => mf::libm_fold,
        _ => return None,
    })
}

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
        let mut def = OpDef::new(&format!("math.{name}"))
            .traits(traits)
            .pure()
            .infer_types(infer);
        if let Some(f) = fold_of(name) {
            def = def.fold(f);
        }
        // Every float operation has `fastmath`, default `none` (`Math_FloatUnaryOp`...).
        if !matches!(name, "absi" | "ctlz" | "ctpop" | "cttz" | "ipowi") {
            def = def.property_default(
                "fastmath",
                PropKind::Dialect("arith.fastmath"),
                "#arith.fastmath<none>",
            );
        }
        ctx.register_op(def);
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
    // `MathDialect::materializeConstant` builds `arith.constant`s, as arith's does.
    ctx.register_dialect(DialectDef::new("math").materialize_constant(super::arith::materialize));
}
