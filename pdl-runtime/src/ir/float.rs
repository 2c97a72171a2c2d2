//! Float values of every builtin float type: conversion from literals and MLIR's spelling.
//!
//! Values are kept as their bits in the type's format. Arithmetic and formatting go through
//! `rustc_apfloat` (a port of LLVM's APFloat), so the printed text is what MLIR prints.

use std::fmt::Write as _;

use rustc_apfloat::ieee::{Double, Semantics};
use rustc_apfloat::{Float, FloatConvert, Round};

use super::types::FloatKind;

/// IEEE-style 8-bit float with 4 exponent bits (`f8E4M3`).
pub struct Float8E4M3S;
impl Semantics for Float8E4M3S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 4;
}
/// IEEE-style 8-bit float with 3 exponent bits (`f8E3M4`).
pub struct Float8E3M4S;
impl Semantics for Float8E3M4S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 3;
}
/// NVIDIA's TensorFloat-32 (`tf32`): 19 bits, 8 exponent bits.
pub struct TF32S;
impl Semantics for TF32S {
    const BITS: usize = 19;
    const EXP_BITS: usize = 8;
}

/// Runs `$body` with `$t` bound to the `rustc_apfloat` type of `$kind`; `None` for the few
/// float kinds whose semantics (finite-only, unsigned-zero NaN) it does not model.
macro_rules! with_float_type {
    ($kind:expr, $t:ident => $body:expr) => {{
        match $kind {
            $crate::ir::FloatKind::F16 => {
                type $t = ::rustc_apfloat::ieee::Half;
                Some($body)
            }
            $crate::ir::FloatKind::BF16 => {
                type $t = ::rustc_apfloat::ieee::BFloat;
                Some($body)
            }
            $crate::ir::FloatKind::F32 => {
                type $t = ::rustc_apfloat::ieee::Single;
                Some($body)
            }
            $crate::ir::FloatKind::F64 => {
                type $t = ::rustc_apfloat::ieee::Double;
                Some($body)
            }
            $crate::ir::FloatKind::F80 => {
                type $t = ::rustc_apfloat::ieee::X87DoubleExtended;
                Some($body)
            }
            $crate::ir::FloatKind::F128 => {
                type $t = ::rustc_apfloat::ieee::Quad;
                Some($body)
            }
            $crate::ir::FloatKind::F8E5M2 => {
                type $t = ::rustc_apfloat::ieee::Float8E5M2;
                Some($body)
            }
            $crate::ir::FloatKind::F8E4M3FN => {
                type $t = ::rustc_apfloat::ieee::Float8E4M3FN;
                Some($body)
            }
            $crate::ir::FloatKind::F8E4M3 => {
                type $t = ::rustc_apfloat::ieee::IeeeFloat<$crate::ir::float::Float8E4M3S>;
                Some($body)
            }
            $crate::ir::FloatKind::F8E3M4 => {
                type $t = ::rustc_apfloat::ieee::IeeeFloat<$crate::ir::float::Float8E3M4S>;
                Some($body)
            }
            $crate::ir::FloatKind::TF32 => {
                type $t = ::rustc_apfloat::ieee::IeeeFloat<$crate::ir::float::TF32S>;
                Some($body)
            }
            _ => None,
        }
    }};
}
pub(crate) use with_float_type;

/// Converts a double (the value of a float literal, as MLIR's parser reads it) to `kind`,
/// rounding to nearest-even. `None` if the kind is not modelled.
pub fn from_f64(kind: FloatKind, value: f64) -> Option<u128> {
    let d = Double::from_bits(value.to_bits() as u128);
    with_float_type!(kind, T => {
        let mut loses = false;
        let r: T = d.convert_r(Round::NearestTiesToEven, &mut loses).value;
        r.to_bits()
    })
}

/// Prints a float value exactly as MLIR's `printFloatValue` does: exponential form with six
/// digits when that reads back to the same value, else the shortest decimal form that
/// contains a dot, else the bits in hexadecimal (`0x7FC00000`).
pub fn format(kind: FloatKind, bits: u128, out: &mut String) {
    let decimal = with_float_type!(kind, T => {
        let v = T::from_bits(bits);
        if v.is_nan() || v.is_infinite() {
            None
        } else {
            let exp = format!("{:#w$.p$}", v, w = 0, p = 6);
            match exp.parse::<T>() {
                Ok(back) if back.bitwise_eq(v) => Some(exp),
                _ => {
                    let plain = format!("{v}");
                    plain.contains('.').then_some(plain)
                }
            }
        }
    })
    .flatten();
    match decimal {
        Some(text) => out.push_str(&text),
        None => {
            let _ = write!(out, "0x{bits:X}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(kind: FloatKind, v: f64) -> String {
        let mut s = String::new();
        format(kind, from_f64(kind, v).unwrap(), &mut s);
        s
    }

    #[test]
    fn spelling_matches_mlir() {
        assert_eq!(show(FloatKind::F32, 2.5), "2.500000e+00");
        assert_eq!(show(FloatKind::F64, 0.1), "1.000000e-01");
        // Checked against mlir-opt-22: no 6-digit form reads back, so the natural precision is
        // used; when that has no dot, the bits are printed.
        assert_eq!(show(FloatKind::F64, 1.23456789012), "1.2345678901199999");
        assert_eq!(show(FloatKind::F64, 1.0e-7), "9.9999999999999995E-8");
        assert_eq!(show(FloatKind::F64, 123456789.0), "0x419D6F3454000000");
        assert_eq!(show(FloatKind::F32, 0.3), "3.000000e-01");
        assert_eq!(show(FloatKind::F64, 1e10), "1.000000e+10");
        assert_eq!(show(FloatKind::F64, -0.0), "-0.000000e+00");
        let mut s = String::new();
        format(FloatKind::F32, 0x7FC0_0000, &mut s);
        assert_eq!(s, "0x7FC00000");
    }
}

/// An arithmetic operation on floats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%` (C's `fmod`)
    Rem,
}

/// Why a float operation has no result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatError {
    /// The result does not fit the type (IEEE overflow).
    Overflow,
    /// Division (or remainder) by zero.
    DivisionByZero,
    /// The operation is invalid (e.g. `inf - inf`), giving NaN.
    Invalid,
    /// The float kind is not modelled.
    Unsupported,
}

/// `a op b` in `kind`'s format, rounding to nearest-even; IEEE exceptions other than
/// inexactness are errors.
pub fn binary(kind: FloatKind, op: FloatOp, a: u128, b: u128) -> Result<u128, FloatError> {
    with_float_type!(kind, T => {
        let (x, y) = (T::from_bits(a), T::from_bits(b));
        let r = match op {
            FloatOp::Add => x.add_r(y, Round::NearestTiesToEven),
            FloatOp::Sub => x.sub_r(y, Round::NearestTiesToEven),
            FloatOp::Mul => x.mul_r(y, Round::NearestTiesToEven),
            FloatOp::Div => x.div_r(y, Round::NearestTiesToEven),
            FloatOp::Rem => {
                if y.is_zero() {
                    return Err(FloatError::DivisionByZero);
                }
                x.c_fmod(y)
            }
        };
        use rustc_apfloat::Status;
        if r.status.contains(Status::DIV_BY_ZERO) {
            Err(FloatError::DivisionByZero)
        } else if r.status.contains(Status::OVERFLOW) {
            Err(FloatError::Overflow)
        } else if r.status.contains(Status::INVALID_OP) {
            Err(FloatError::Invalid)
        } else {
            Ok(r.value.to_bits())
        }
    })
    .unwrap_or(Err(FloatError::Unsupported))
}

/// `-a` in `kind`'s format.
pub fn negate(kind: FloatKind, a: u128) -> Result<u128, FloatError> {
    with_float_type!(kind, T => (-T::from_bits(a)).to_bits()).ok_or(FloatError::Unsupported)
}

/// How `a` compares with `b` (`None` if either is NaN).
pub fn compare(
    kind: FloatKind,
    a: u128,
    b: u128,
) -> Result<Option<std::cmp::Ordering>, FloatError> {
    with_float_type!(kind, T => T::from_bits(a).partial_cmp(&T::from_bits(b)))
        .ok_or(FloatError::Unsupported)
}
