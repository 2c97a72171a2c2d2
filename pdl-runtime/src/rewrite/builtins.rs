//! The builtin natives behind PDLL's arithmetic, comparison and logical operators (seed 001),
//! named as pdl-codegen lowers them (`__builtin_add`, ...).
//!
//! Operands are attributes: both integers or both floats, of the same type. Arithmetic fails
//! on overflow (per the type's width and signedness; signless integers are signed, as MLIR
//! prints them) and on division by zero; comparisons give `i1` (`true`/`false`); `&&`, `||` and
//! `!` take `i1` operands. A failure makes a constraint not match, or aborts a rewrite.
//!
//! ```
//! use pdl_runtime::ir::Context;
//! use pdl_runtime::rewrite::{apply_builtin as apply, BuiltinError};
//! use pdl_runtime::text::{parse_attribute, print_attribute};
//! let mut ctx = Context::new();
//! let a = parse_attribute(&mut ctx, "127 : i8").unwrap();
//! let b = parse_attribute(&mut ctx, "1 : i8").unwrap();
//! assert_eq!(apply(&mut ctx, "__builtin_add", &[a, b]), Err(BuiltinError::Overflow("__builtin_add")));
//! let c = apply(&mut ctx, "__builtin_sub", &[a, b]).unwrap();
//! assert_eq!(print_attribute(&ctx, c), "126 : i8");
//! ```

use std::cmp::Ordering;
use std::fmt;

use crate::ir::float::{self, FloatError, FloatOp};
use crate::ir::{AttrKind, Attribute, Context, Signedness, Type, TypeKind};

/// Why a builtin has no result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuiltinError {
    /// No builtin has this name.
    Unknown(String),
    /// Wrong number of operands.
    Arity(&'static str),
    /// An operand is not an integer or float attribute (or not `i1` for logic).
    NotNumeric(&'static str),
    /// The operands are not of the same type (or mix integers and floats).
    TypeMismatch(&'static str),
    /// The result does not fit the type.
    Overflow(&'static str),
    /// Division or remainder by zero.
    DivisionByZero(&'static str),
    /// An invalid float operation (NaN result).
    Invalid(&'static str),
}

impl fmt::Display for BuiltinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuiltinError::Unknown(n) => write!(f, "no builtin named `{n}`"),
            BuiltinError::Arity(n) => write!(f, "`{n}`: wrong number of operands"),
            BuiltinError::NotNumeric(n) => {
                write!(f, "`{n}`: operands must be integer or float attributes")
            }
            BuiltinError::TypeMismatch(n) => write!(f, "`{n}`: operands must have the same type"),
            BuiltinError::Overflow(n) => write!(f, "`{n}`: the result overflows its type"),
            BuiltinError::DivisionByZero(n) => write!(f, "`{n}`: division by zero"),
            BuiltinError::Invalid(n) => write!(f, "`{n}`: invalid floating-point operation"),
        }
    }
}

impl std::error::Error for BuiltinError {}

/// The names of all builtins.
pub const NAMES: [&str; 15] = [
    "__builtin_add",
    "__builtin_sub",
    "__builtin_mul",
    "__builtin_div",
    "__builtin_rem",
    "__builtin_neg",
    "__builtin_eq",
    "__builtin_ne",
    "__builtin_lt",
    "__builtin_le",
    "__builtin_gt",
    "__builtin_ge",
    "__builtin_and",
    "__builtin_or",
    "__builtin_not",
];

/// A numeric operand.
#[derive(Clone, Copy)]
enum Num {
    /// Value (sign- or zero-extended per signedness), type, width, signed.
    Int(i128, Type, u32, bool),
    /// Bits and type.
    Float(u128, Type, crate::ir::FloatKind),
}

fn num(ctx: &Context, a: Attribute, name: &'static str) -> Result<Num, BuiltinError> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, bits } => {
            let (width, signed) = match ctx.type_kind(*ty) {
                TypeKind::Integer { width, signedness } => {
                    (*width, *signedness != Signedness::Unsigned)
                }
                _ => (64, true),
            };
            if width > 127 {
                return Err(BuiltinError::NotNumeric(name));
            }
            let v = if signed && width > 0 {
                let shift = 128 - width;
                ((*bits << shift) as i128) >> shift
            } else {
                *bits as i128
            };
            Ok(Num::Int(v, *ty, width, signed))
        }
        AttrKind::Float { ty, bits } => match ctx.type_kind(*ty) {
            TypeKind::Float(k) => Ok(Num::Float(*bits, *ty, *k)),
            _ => Err(BuiltinError::NotNumeric(name)),
        },
        _ => Err(BuiltinError::NotNumeric(name)),
    }
}

fn int_attr(
    ctx: &mut Context,
    ty: Type,
    width: u32,
    signed: bool,
    v: i128,
    name: &'static str,
) -> Result<Attribute, BuiltinError> {
    let (lo, hi) = if width == 0 {
        (0, 0)
    } else if signed {
        (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1)
    } else {
        (0, (1i128 << width) - 1)
    };
    if v < lo || v > hi {
        return Err(BuiltinError::Overflow(name));
    }
    let mask = if width == 0 { 0 } else { (1u128 << width) - 1 };
    Ok(ctx.intern_attr(AttrKind::Integer {
        ty,
        bits: (v as u128) & mask,
    }))
}

fn boolean(ctx: &mut Context, b: bool) -> Attribute {
    ctx.intern_attr(AttrKind::Bool(b))
}

fn float_err(e: FloatError, name: &'static str) -> BuiltinError {
    match e {
        FloatError::Overflow => BuiltinError::Overflow(name),
        FloatError::DivisionByZero => BuiltinError::DivisionByZero(name),
        FloatError::Invalid => BuiltinError::Invalid(name),
        FloatError::Unsupported => BuiltinError::NotNumeric(name),
    }
}

/// Applies builtin `name` to `args`; the result is uniqued in `ctx`.
pub fn apply(ctx: &mut Context, name: &str, args: &[Attribute]) -> Result<Attribute, BuiltinError> {
    let Some(&name) = NAMES.iter().find(|n| **n == name) else {
        return Err(BuiltinError::Unknown(name.to_string()));
    };
    let unary = matches!(name, "__builtin_neg" | "__builtin_not");
    if args.len() != if unary { 1 } else { 2 } {
        return Err(BuiltinError::Arity(name));
    }
    if unary {
        return match (name, num(ctx, args[0], name)?) {
            ("__builtin_neg", Num::Int(v, ty, w, s)) => int_attr(ctx, ty, w, s, -v, name),
            ("__builtin_neg", Num::Float(b, ty, k)) => {
                let bits = float::negate(k, b).map_err(|e| float_err(e, name))?;
                Ok(ctx.intern_attr(AttrKind::Float { ty, bits }))
            }
            (_, Num::Int(v, _, 1, _)) => Ok(boolean(ctx, v == 0)),
            _ => Err(BuiltinError::NotNumeric(name)),
        };
    }
    let (a, b) = (num(ctx, args[0], name)?, num(ctx, args[1], name)?);
    match (a, b) {
        (Num::Int(x, tx, w, s), Num::Int(y, ty, _, _)) => {
            if tx != ty {
                return Err(BuiltinError::TypeMismatch(name));
            }
            let r = match name {
                "__builtin_add" => x.checked_add(y),
                "__builtin_sub" => x.checked_sub(y),
                "__builtin_mul" => x.checked_mul(y),
                "__builtin_div" | "__builtin_rem" => {
                    if y == 0 {
                        return Err(BuiltinError::DivisionByZero(name));
                    }
                    if name == "__builtin_div" {
                        x.checked_div(y)
                    } else {
                        x.checked_rem(y)
                    }
                }
                "__builtin_and" | "__builtin_or" => {
                    if w != 1 {
                        return Err(BuiltinError::NotNumeric(name));
                    }
                    let r = if name == "__builtin_and" {
                        x != 0 && y != 0
                    } else {
                        x != 0 || y != 0
                    };
                    return Ok(boolean(ctx, r));
                }
                _ => {
                    let o = x.cmp(&y);
                    return Ok(boolean(ctx, compare_holds(name, Some(o))));
                }
            };
            let v = r.ok_or(BuiltinError::Overflow(name))?;
            int_attr(ctx, tx, w, s, v, name)
        }
        (Num::Float(x, tx, k), Num::Float(y, ty, _)) => {
            if tx != ty {
                return Err(BuiltinError::TypeMismatch(name));
            }
            let op = match name {
                "__builtin_add" => FloatOp::Add,
                "__builtin_sub" => FloatOp::Sub,
                "__builtin_mul" => FloatOp::Mul,
                "__builtin_div" => FloatOp::Div,
                "__builtin_rem" => FloatOp::Rem,
                "__builtin_and" | "__builtin_or" => return Err(BuiltinError::NotNumeric(name)),
                _ => {
                    let o = float::compare(k, x, y).map_err(|e| float_err(e, name))?;
                    return Ok(boolean(ctx, compare_holds(name, o)));
                }
            };
            let bits = float::binary(k, op, x, y).map_err(|e| float_err(e, name))?;
            Ok(ctx.intern_attr(AttrKind::Float { ty: tx, bits }))
        }
        _ => Err(BuiltinError::TypeMismatch(name)),
    }
}

/// Whether comparison `name` holds for ordering `o` (`None`: unordered, NaN involved; only
/// `!=` holds then).
fn compare_holds(name: &str, o: Option<Ordering>) -> bool {
    match (name, o) {
        ("__builtin_ne", None) => true,
        (_, None) => false,
        ("__builtin_eq", Some(o)) => o == Ordering::Equal,
        ("__builtin_ne", Some(o)) => o != Ordering::Equal,
        ("__builtin_lt", Some(o)) => o == Ordering::Less,
        ("__builtin_le", Some(o)) => o != Ordering::Greater,
        ("__builtin_gt", Some(o)) => o == Ordering::Greater,
        ("__builtin_ge", Some(o)) => o != Ordering::Less,
        _ => false,
    }
}
