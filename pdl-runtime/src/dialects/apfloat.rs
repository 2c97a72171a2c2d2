//! Float arithmetic for the folders, on values kept as bits in their type's format, rounded
//! exactly as LLVM's `APFloat` does (through `rustc_apfloat`, a port of it).
//!
//! Every function returns `None` for the float kinds `rustc_apfloat` does not model
//! (finite-only and unsigned-zero formats such as `f8E4M3FNUZ`): those are not folded.

use std::cmp::Ordering;

use rustc_apfloat::{Float, FloatConvert, Round, Status};

use crate::ir::FloatKind;

// The `rustc_apfloat` type of each float kind: one dispatch, shared with the reader.
use crate::ir::float::with_float_type as dispatch;

/// A binary float operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum FBin {
    /// `a + b`.
    Add,
    /// `a - b`.
    Sub,
    /// `a * b`.
    Mul,
    /// `a / b`.
    Div,
    /// C's `fmod` (LLVM's `APFloat::mod`): the sign of the left operand.
    Rem,
    /// LLVM's `maximum` (NaN-propagating, -0 < +0).
    Maximum,
    /// LLVM's `minimum`.
    Minimum,
    /// LLVM's `maxnum` (a NaN operand yields the other; signalling NaNs are quieted).
    MaxNum,
    /// LLVM's `minnum`.
    MinNum,
}

/// LLVM's rounding mode for an `arith` rounding-mode value (0: to nearest even, 1: downward,
/// 2: upward, 3: toward zero, 4: to nearest away).
pub(super) fn rounding(mode: u128) -> Round {
    match mode {
        1 => Round::TowardNegative,
        2 => Round::TowardPositive,
        3 => Round::TowardZero,
        4 => Round::NearestTiesToAway,
        _ => Round::NearestTiesToEven,
    }
}

fn quiet<T: Float>(v: T) -> T {
    if v.is_signaling() {
        T::from_bits(v.to_bits() | (1u128 << (T::PRECISION - 2)))
    } else {
        v
    }
}

fn bin_in<T: Float>(op: FBin, a: T, b: T) -> T {
    let r = Round::NearestTiesToEven;
    let (a_nan, b_nan) = (a.is_nan(), b.is_nan());
    let mixed_zeros = a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative();
    match op {
        FBin::Add => a.add_r(b, r).value,
        FBin::Sub => a.sub_r(b, r).value,
        FBin::Mul => a.mul_r(b, r).value,
        FBin::Div => a.div_r(b, r).value,
        FBin::Rem => a.c_fmod(b).value,
        FBin::Maximum | FBin::Minimum => {
            let max = op == FBin::Maximum;
            if a_nan {
                quiet(a)
            } else if b_nan {
                quiet(b)
            } else if mixed_zeros {
                if a.is_negative() == max {
                    b
                } else {
                    a
                }
            } else if (max && a < b) || (!max && b < a) {
                b
            } else {
                a
            }
        }
        FBin::MaxNum | FBin::MinNum => {
            let max = op == FBin::MaxNum;
            if a.is_signaling() {
                quiet(a)
            } else if b.is_signaling() {
                quiet(b)
            } else if a_nan {
                b
            } else if b_nan {
                a
            } else if mixed_zeros {
                if a.is_negative() == max {
                    b
                } else {
                    a
                }
            } else if (max && a < b) || (!max && b < a) {
                b
            } else {
                a
            }
        }
    }
}

/// `a op b` in `kind`.
pub(super) fn bin(kind: FloatKind, op: FBin, a: u128, b: u128) -> Option<u128> {
    dispatch!(kind, T => bin_in(op, T::from_bits(a), T::from_bits(b)).to_bits())
}

/// `-a` (the sign flipped, NaNs included).
pub(super) fn neg(kind: FloatKind, a: u128) -> Option<u128> {
    dispatch!(kind, T => (-T::from_bits(a)).to_bits())
}

/// The ordering of `a` and `b`; `None` inside when unordered (a NaN).
pub(super) fn compare(kind: FloatKind, a: u128, b: u128) -> Option<Option<Ordering>> {
    dispatch!(kind, T => T::from_bits(a).partial_cmp(&T::from_bits(b)))
}

/// What the float matchers (`m_OneFloat`, `m_NaNFloat`...) ask of a value.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Class {
    /// A NaN.
    pub nan: bool,
    /// A zero of either sign.
    pub zero: bool,
    /// The sign bit is set (NaNs and zeros included).
    pub negative: bool,
    /// An infinity of either sign.
    pub infinite: bool,
    /// Exactly 1.0.
    pub one: bool,
}

/// The class of `a`.
pub(super) fn class(kind: FloatKind, a: u128) -> Option<Class> {
    dispatch!(kind, T => {
        let v = T::from_bits(a);
        let one = T::from_u128(1).value;
        Class {
            nan: v.is_nan(),
            zero: v.is_zero(),
            negative: v.is_negative(),
            infinite: v.is_infinite(),
            one: v.bitwise_eq(one),
        }
    })
}

fn convert_in<S: Float + FloatConvert<D>, D: Float>(a: u128, round: Round) -> Option<u128> {
    let mut loses = false;
    let r = S::from_bits(a).convert_r(round, &mut loses);
    (r.status == Status::OK && !loses).then(|| r.value.to_bits())
}

/// Converts `a` from `from` to `to` with `round`; `None` unless exact and without exception
/// (MLIR's `convertFloatValue`).
pub(super) fn convert_exact(from: FloatKind, to: FloatKind, a: u128, round: Round) -> Option<u128> {
    dispatch!(from, S => dispatch!(to, D => convert_in::<S, D>(a, round)))
        .flatten()
        .flatten()
}

/// Converts `a` to a `width`-bit integer rounding toward zero (LLVM's `convertToInteger`);
/// `None` on an invalid operation (NaN, out of range).
pub(super) fn to_int(kind: FloatKind, a: u128, width: u32, signed: bool) -> Option<u128> {
    if width == 0 || width > 128 {
        return None;
    }
    let mask = if width == 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    // Convert at 128 bits, then check the range of the `width`-bit type (narrow widths such as
    // `i1` are outside what `rustc_apfloat`'s conversion supports).
    dispatch!(kind, T => {
        let v = T::from_bits(a);
        let mut exact = false;
        if signed {
            let r = v.to_i128_r(128, Round::TowardZero, &mut exact);
            let lo = if width == 128 { i128::MIN } else { -(1i128 << (width - 1)) };
            let hi = if width == 128 { i128::MAX } else { (1i128 << (width - 1)) - 1 };
            (r.status != Status::INVALID_OP && (lo..=hi).contains(&r.value))
                .then_some(r.value as u128 & mask)
        } else {
            let r = v.to_u128_r(128, Round::TowardZero, &mut exact);
            (r.status != Status::INVALID_OP && r.value <= mask).then_some(r.value)
        }
    })
    .flatten()
}

/// Converts the integer `bits` (`width` wide, signed or not) to `kind`, rounding to nearest
/// even (LLVM's `convertFromAPInt`).
pub(super) fn from_int(kind: FloatKind, bits: u128, width: u32, signed: bool) -> Option<u128> {
    dispatch!(kind, T => {
        if signed {
            T::from_i128_r(super::bits::sext(bits, width), Round::NearestTiesToEven)
                .value
                .to_bits()
        } else {
            T::from_u128_r(bits, Round::NearestTiesToEven).value.to_bits()
        }
    })
}

/// The (maximum exponent, minimum exponent, precision) of `kind`, for LLVM's
/// `isRepresentableBy`.
pub(super) fn semantics(kind: FloatKind) -> Option<(i32, i32, usize)> {
    dispatch!(kind, T => (T::MAX_EXP, T::MIN_EXP, T::PRECISION))
}

/// A unary operation of `APFloat` on any modelled kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum FUnary {
    /// `abs` (the sign cleared).
    Abs,
    /// `roundToIntegral` with the rounding mode.
    RoundToIntegral(Round),
}

/// `op a` in `kind`.
pub(super) fn unary(kind: FloatKind, op: FUnary, a: u128) -> Option<u128> {
    dispatch!(kind, T => {
        let v = T::from_bits(a);
        match op {
            FUnary::Abs => v.abs().to_bits(),
            FUnary::RoundToIntegral(r) => v.round_to_integral(r).value.to_bits(),
        }
    })
}

/// `a` with the sign of `b`.
pub(super) fn copy_sign(kind: FloatKind, a: u128, b: u128) -> Option<u128> {
    dispatch!(kind, T => T::from_bits(a).copy_sign(T::from_bits(b)).to_bits())
}

/// The default quiet NaN of `kind` (LLVM's `APFloat::getNaN`).
pub(super) fn nan(kind: FloatKind) -> Option<u128> {
    dispatch!(kind, T => T::NAN.to_bits())
}

/// Whether `a` is a normal number (LLVM's `isNormal`).
pub(super) fn is_normal(kind: FloatKind, a: u128) -> Option<bool> {
    dispatch!(kind, T => T::from_bits(a).is_normal())
}

/// Whether `a` is finite.
pub(super) fn is_finite(kind: FloatKind, a: u128) -> Option<bool> {
    dispatch!(kind, T => T::from_bits(a).is_finite())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const KINDS: [FloatKind; 6] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F8E5M2,
        FloatKind::F80,
    ];
    const OPS: [FBin; 9] = [
        FBin::Add,
        FBin::Sub,
        FBin::Mul,
        FBin::Div,
        FBin::Rem,
        FBin::Maximum,
        FBin::Minimum,
        FBin::MaxNum,
        FBin::MinNum,
    ];

    fn bits(kind: FloatKind, raw: u128) -> u128 {
        raw & (u128::MAX >> (128 - kind.width()))
    }

    proptest! {
        /// No operation panics, whatever the bits, kinds and widths (the folders feed them
        /// any constant a payload holds).
        #[test]
        fn float_operations_never_panic(
            k in 0..KINDS.len(), k2 in 0..KINDS.len(), op in 0..OPS.len(),
            a in any::<u128>(), b in any::<u128>(), width in 1u32..=128, signed: bool,
        ) {
            let (kind, to) = (KINDS[k], KINDS[k2]);
            let (a, b) = (bits(kind, a), bits(kind, b));
            let _ = bin(kind, OPS[op], a, b);
            let _ = neg(kind, a);
            let _ = compare(kind, a, b);
            let _ = class(kind, a);
            let _ = convert_exact(kind, to, a, rounding(u128::from(width % 5)));
            let _ = to_int(kind, a, width, signed);
            let _ = from_int(kind, b & (u128::MAX >> (128 - width)), width, signed);
            let _ = unary(kind, FUnary::RoundToIntegral(Round::NearestTiesToAway), a);
            let _ = copy_sign(kind, a, b);
            let _ = (is_normal(kind, a), is_finite(kind, a), nan(kind));
        }
    }

    #[test]
    fn to_int_checks_the_range_of_narrow_types() {
        let one = from_int(FloatKind::F32, 1, 2, false).unwrap();
        let minus_one = neg(FloatKind::F32, one).unwrap();
        // i1 holds -1 and 0 signed, 0 and 1 unsigned (as LLVM's `convertToInteger`).
        assert_eq!(to_int(FloatKind::F32, minus_one, 1, true), Some(1));
        assert_eq!(to_int(FloatKind::F32, one, 1, true), None);
        assert_eq!(to_int(FloatKind::F32, one, 1, false), Some(1));
        assert_eq!(to_int(FloatKind::F32, minus_one, 1, false), None);
    }
}
