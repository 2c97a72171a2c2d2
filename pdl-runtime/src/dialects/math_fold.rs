//! The fold hooks of `math`, with the semantics of MLIR 22's `MathOps.cpp`: exact ones through
//! `APFloat` (`absf`, `ceil`, `floor`, `roundeven`, `copysign`, integer bit counts, `ipowi`,
//! the `is*` classifications) and, for `f32` and `f64` only as in MLIR, the C library's
//! functions (`sin`, `exp`, `log`...), which Rust's standard library calls too.
//!
//! Not folded although MLIR 22 folds them: `asinh`, `acosh`, `atanh` (Rust computes these
//! itself instead of calling the C library, so the last bit could differ), `erf` and `erfc`
//! (absent from Rust's standard library).

use rustc_apfloat::Round;

use super::apfloat::{self, FUnary};
use super::constant::{
    elems, float_kind, fold_binary, fold_unary, int_width, make, mask, sext, to_attr,
};
use crate::ir::{Attribute, FloatKind, Folded, Ir, OpId};

type Consts = [Option<Attribute>];

/// Folds a float operand 0 element by element with `f(kind, bits)`.
fn float_unary(
    ir: &mut Ir,
    op: OpId,
    c: &Consts,
    f: &dyn Fn(FloatKind, u128) -> Option<u128>,
) -> Option<Folded> {
    let ty = ir.value_type(ir.operand(op, 0));
    let kind = float_kind(ir, ty)?;
    to_attr(fold_unary(ir, c, true, ty, true, &mut |a| f(kind, a)))
}

/// Folds two float operands element by element with `f(kind, a, b)`.
fn float_binary(
    ir: &mut Ir,
    op: OpId,
    c: &Consts,
    f: &dyn Fn(FloatKind, u128, u128) -> Option<u128>,
) -> Option<Folded> {
    let kind = float_kind(ir, ir.value_type(ir.operand(op, 0)))?;
    to_attr(fold_binary(ir, c, true, None, None, &mut |a, b| {
        f(kind, a, b)
    }))
}

/// A C library function of one `f32` or `f64` argument; `None` for other kinds.
fn libm1(kind: FloatKind, a: u128, f32f: fn(f32) -> f32, f64f: fn(f64) -> f64) -> Option<u128> {
    match kind {
        FloatKind::F32 => Some(u128::from(f32f(f32::from_bits(a as u32)).to_bits())),
        FloatKind::F64 => Some(u128::from(f64f(f64::from_bits(a as u64)).to_bits())),
        _ => None,
    }
}

/// The same with two arguments.
fn libm2(
    kind: FloatKind,
    a: u128,
    b: u128,
    f32f: fn(f32, f32) -> f32,
    f64f: fn(f64, f64) -> f64,
) -> Option<u128> {
    match kind {
        FloatKind::F32 => Some(u128::from(
            f32f(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits(),
        )),
        FloatKind::F64 => Some(u128::from(
            f64f(f64::from_bits(a as u64), f64::from_bits(b as u64)).to_bits(),
        )),
        _ => None,
    }
}

/// Whether `a` has its sign bit set (LLVM's `isNegative`, NaNs included).
fn negative(kind: FloatKind, a: u128) -> bool {
    apfloat::class(kind, a).is_some_and(|k| k.negative)
}

/// The unary math folds through the C library: name, `f32` function, `f64` function, and
/// whether a negative operand is left unfolded.
type Libm = (&'static str, fn(f32) -> f32, fn(f64) -> f64, bool);

const LIBM: [Libm; 19] = [
    ("acos", f32::acos, f64::acos, false),
    ("asin", f32::asin, f64::asin, false),
    ("atan", f32::atan, f64::atan, false),
    ("cos", f32::cos, f64::cos, false),
    ("cosh", f32::cosh, f64::cosh, false),
    ("sin", f32::sin, f64::sin, false),
    ("sinh", f32::sinh, f64::sinh, false),
    ("tan", f32::tan, f64::tan, false),
    ("tanh", f32::tanh, f64::tanh, false),
    ("exp", f32::exp, f64::exp, false),
    ("exp2", f32::exp2, f64::exp2, false),
    ("expm1", f32::exp_m1, f64::exp_m1, false),
    ("log", f32::ln, f64::ln, true),
    ("log2", f32::log2, f64::log2, true),
    ("log10", f32::log10, f64::log10, true),
    ("sqrt", f32::sqrt, f64::sqrt, true),
    ("round", f32::round, f64::round, false),
    ("trunc", f32::trunc, f64::trunc, false),
    ("log1p", f32::ln_1p, f64::ln_1p, false),
];

/// The fold of `math.NAME` for the C library functions.
pub(super) fn libm_fold(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    let name = ir.op_name_str(op).strip_prefix("math.")?.to_string();
    let &(_, f32f, f64f, no_negative) = LIBM.iter().find(|e| e.0 == name)?;
    let log1p = name == "log1p";
    float_unary(ir, op, c, &|kind, a| {
        if no_negative && negative(kind, a) {
            return None;
        }
        if log1p {
            // `a + 1` must not be negative.
            let one = apfloat::from_int(kind, 1, 2, false)?;
            if negative(kind, apfloat::bin(kind, apfloat::FBin::Add, a, one)?) {
                return None;
            }
        }
        libm1(kind, a, f32f, f64f)
    })
}

/// The names `libm_fold` handles.
pub(super) fn libm_names() -> impl Iterator<Item = &'static str> {
    LIBM.iter().map(|e| e.0)
}

pub(super) fn atan2(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    float_binary(ir, op, c, &|kind, a, b| {
        let zero = |v| apfloat::class(kind, v).is_some_and(|k| k.zero);
        if zero(a) && zero(b) {
            return apfloat::nan(kind);
        }
        libm2(kind, a, b, f32::atan2, f64::atan2)
    })
}

pub(super) fn powf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    float_binary(ir, op, c, &|kind, a, b| {
        libm2(kind, a, b, f32::powf, f64::powf)
    })
}

pub(super) fn copysign(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    float_binary(ir, op, c, &apfloat::copy_sign)
}

pub(super) fn absf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    float_unary(ir, op, c, &|k, a| apfloat::unary(k, FUnary::Abs, a))
}

pub(super) fn ceil(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    let r = FUnary::RoundToIntegral(Round::TowardPositive);
    float_unary(ir, op, c, &|k, a| apfloat::unary(k, r, a))
}

pub(super) fn floor(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    let r = FUnary::RoundToIntegral(Round::TowardNegative);
    float_unary(ir, op, c, &|k, a| apfloat::unary(k, r, a))
}

pub(super) fn roundeven(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    let r = FUnary::RoundToIntegral(Round::NearestTiesToEven);
    float_unary(ir, op, c, &|k, a| apfloat::unary(k, r, a))
}

/// Folds an integer operand 0 element by element with `f(bits, width)`.
fn int_unary(ir: &mut Ir, op: OpId, c: &Consts, f: fn(u128, u32) -> u128) -> Option<Folded> {
    let ty = ir.value_type(ir.operand(op, 0));
    let w = int_width(ir, ty)?;
    to_attr(fold_unary(ir, c, false, ty, false, &mut |a| {
        Some(f(a, w) & mask(w))
    }))
}

pub(super) fn absi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    int_unary(ir, op, c, |a, w| sext(a, w).unsigned_abs())
}

pub(super) fn ctlz(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    int_unary(ir, op, c, |a, w| {
        u128::from(a.leading_zeros().saturating_sub(128 - w))
    })
}

pub(super) fn cttz(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    int_unary(ir, op, c, |a, w| u128::from(a.trailing_zeros().min(w)))
}

pub(super) fn ctpop(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    int_unary(ir, op, c, |a, _| u128::from(a.count_ones()))
}

/// `base ** power` on `w`-bit integers; `None` for zero to a negative power.
fn ipow(base: u128, power: u128, w: u32) -> Option<u128> {
    let (one, minus_one) = (1 & mask(w), mask(w));
    if power == 0 {
        return Some(one);
    }
    if sext(power, w) < 0 {
        return match base {
            0 => None,
            b if b == one => Some(one),
            b if b != minus_one => Some(0),
            _ if power & 1 == 1 => Some(minus_one),
            _ => Some(one),
        };
    }
    let (mut result, mut b, mut p) = (one, base, power);
    loop {
        if p & 1 == 1 {
            result = result.wrapping_mul(b) & mask(w);
        }
        p >>= 1;
        if p == 0 {
            return Some(result);
        }
        b = b.wrapping_mul(b) & mask(w);
    }
}

pub(super) fn ipowi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    let w = int_width(ir, ir.value_type(ir.operand(op, 0)))?;
    to_attr(fold_binary(ir, c, false, None, None, &mut |a, b| {
        ipow(a, b, w)
    }))
}

/// The classifications (`isnan`...): a scalar gives `i1`, a splat a splat of the result type.
fn classify(
    ir: &mut Ir,
    op: OpId,
    c: &Consts,
    f: fn(FloatKind, u128) -> Option<bool>,
) -> Option<Folded> {
    let e = elems(ir, c.first().copied().flatten()?).filter(|e| e.float)?;
    let kind = float_kind(ir, e.ty)?;
    let v = u128::from(f(kind, e.splat()?)?);
    let ty = if e.dense {
        ir.value_type(ir.result(op, 0))
    } else {
        ir.ctx.i1_same_shape(e.ty)
    };
    to_attr(make(ir, ty, vec![v], false))
}

pub(super) fn isnan(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    classify(ir, op, c, |k, a| apfloat::class(k, a).map(|c| c.nan))
}

pub(super) fn isinf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    classify(ir, op, c, |k, a| apfloat::class(k, a).map(|c| c.infinite))
}

pub(super) fn isfinite(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    classify(ir, op, c, apfloat::is_finite)
}

pub(super) fn isnormal(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    classify(ir, op, c, apfloat::is_normal)
}
