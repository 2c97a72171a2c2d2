//! The fold hooks of `arith`'s float operations, comparisons of floats, casts and
//! `arith.constant`, with the semantics of MLIR 22's `ArithOps.cpp` (`fold` methods only).

use super::apfloat::{self, FBin};
use super::arith_int::{def_named, has_flags, int_attr};
use super::constant::{
    elems, float_class, float_kind, fold_binary, fold_unary, int_width, is_shaped, make, mask,
    sext, to_attr, to_value,
};
use crate::ir::{Attribute, Folded, Ir, OpId};

type Consts = [Option<Attribute>];

/// Folds two float constants with `op`.
fn float_bin(ir: &mut Ir, op: OpId, c: &Consts, f: FBin) -> Option<Folded> {
    let kind = float_kind(ir, ir.value_type(ir.operand(op, 0)))?;
    to_attr(fold_binary(ir, c, true, None, None, &mut |a, b| {
        apfloat::bin(kind, f, a, b)
    }))
}

pub(super) fn addf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    if float_class(ir, c, 1).is_some_and(|k| k.zero && k.negative) {
        return to_value(ir.operand(op, 0));
    }
    float_bin(ir, op, c, FBin::Add)
}

pub(super) fn subf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    if float_class(ir, c, 1).is_some_and(|k| k.zero && !k.negative) {
        return to_value(ir.operand(op, 0));
    }
    float_bin(ir, op, c, FBin::Sub)
}

pub(super) fn mulf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    if float_class(ir, c, 1).is_some_and(|k| k.one) {
        return to_value(ir.operand(op, 0));
    }
    if has_flags(ir, op, "fastmath", &["nnan", "nsz"])
        && float_class(ir, c, 1).is_some_and(|k| k.zero)
    {
        return to_value(ir.operand(op, 1));
    }
    float_bin(ir, op, c, FBin::Mul)
}

pub(super) fn divf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    if float_class(ir, c, 1).is_some_and(|k| k.one) {
        return to_value(ir.operand(op, 0));
    }
    float_bin(ir, op, c, FBin::Div)
}

pub(super) fn remf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    float_bin(ir, op, c, FBin::Rem)
}

/// The float min/max operations: the same operand twice folds to it; a right operand that
/// is the operation's neutral element (`neutral` on its class) folds to the left one.
fn float_min_max(
    ir: &mut Ir,
    op: OpId,
    c: &Consts,
    f: FBin,
    neutral: fn(apfloat::Class) -> bool,
) -> Option<Folded> {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    if lhs == rhs {
        return to_value(rhs);
    }
    if float_class(ir, c, 1).is_some_and(neutral) {
        return to_value(lhs);
    }
    float_bin(ir, op, c, f)
}

pub(super) fn maximumf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    float_min_max(ir, op, c, FBin::Maximum, |k| k.infinite && k.negative)
}

pub(super) fn minimumf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    float_min_max(ir, op, c, FBin::Minimum, |k| k.infinite && !k.negative)
}

pub(super) fn maxnumf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    float_min_max(ir, op, c, FBin::MaxNum, |k| k.nan)
}

pub(super) fn minnumf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    float_min_max(ir, op, c, FBin::MinNum, |k| k.nan)
}

pub(super) fn negf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    let x = ir.operand(op, 0);
    if let Some(inner) = def_named(ir, x, "arith.negf") {
        return to_value(ir.operand(inner, 0));
    }
    let ty = ir.value_type(x);
    let kind = float_kind(ir, ty)?;
    to_attr(fold_unary(ir, c, true, ty, true, &mut |a| {
        apfloat::neg(kind, a)
    }))
}

/// `lhs pred rhs` for an `arith.cmpf` predicate (0 false, 1 oeq, 2 ogt, 3 oge, 4 olt,
/// 5 ole, 6 one, 7 ord, 8 ueq, 9 ugt, 10 uge, 11 ult, 12 ule, 13 une, 14 uno, 15 true).
pub(super) fn cmpf_holds(pred: u128, ord: Option<std::cmp::Ordering>) -> Option<bool> {
    use std::cmp::Ordering::{Equal, Greater, Less};
    let (unordered, lt, eq, gt) = (
        ord.is_none(),
        ord == Some(Less),
        ord == Some(Equal),
        ord == Some(Greater),
    );
    Some(match pred {
        0 => false,
        1 => eq,
        2 => gt,
        3 => gt || eq,
        4 => lt,
        5 => lt || eq,
        6 => !unordered && !eq,
        7 => !unordered,
        8 => unordered || eq,
        9 => unordered || gt,
        10 => unordered || gt || eq,
        11 => unordered || lt,
        12 => unordered || lt || eq,
        13 => !eq,
        14 => unordered,
        15 => true,
        _ => return None,
    })
}

pub(super) fn cmpf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    let pred = int_attr(ir, op, "predicate")?;
    // Only scalar float attributes fold (MLIR casts the operands to `FloatAttr`).
    let scalar = |i: usize| {
        let e = elems(ir, c.get(i).copied().flatten()?)?;
        (e.float && !e.dense).then(|| (e.vals[0], float_kind(ir, e.ty)))
    };
    let (mut l, mut r) = (scalar(0), scalar(1));
    let kind = l.or(r)?.1?;
    let is_nan = |v: Option<(u128, _)>| {
        v.and_then(|(b, _)| apfloat::class(kind, b))
            .is_some_and(|k| k.nan)
    };
    if is_nan(l) {
        r = l;
    }
    if is_nan(r) {
        l = r;
    }
    let (a, b) = (l?.0, r?.0);
    let holds = cmpf_holds(pred, apfloat::compare(kind, a, b)?)?;
    let i1 = ir.ctx.intern_type(crate::ir::TypeKind::int(1));
    to_attr(make(ir, i1, vec![u128::from(holds)], false))
}

/// The result type of `op` and the width of its (element) integer type.
fn result_int(ir: &Ir, op: OpId) -> Option<(crate::ir::Type, u32)> {
    let ty = ir.value_type(ir.result(op, 0));
    Some((ty, int_width(ir, ty)?))
}

/// The width of a constant operand's integer element type.
fn const_width(ir: &Ir, c: &Consts) -> Option<u32> {
    int_width(
        ir,
        super::constant::attr_type(ir, c.first().copied().flatten()?)?,
    )
}

/// `extui`/`extsi`: an extension of the same kind is folded into this one, in place.
fn ext_int(ir: &mut Ir, op: OpId, c: &Consts, name: &str, signed: bool) -> Option<Folded> {
    let x = ir.operand(op, 0);
    if let Some(inner) = def_named(ir, x, name) {
        let v = ir.operand(inner, 0);
        ir.set_operand(op, 0, v);
        return Some(Folded::InPlace);
    }
    let (ty, w) = result_int(ir, op)?;
    let win = const_width(ir, c)?;
    to_attr(fold_unary(ir, c, false, ty, false, &mut |a| {
        Some(if signed {
            sext(a, win) as u128 & mask(w)
        } else {
            a
        })
    }))
}

pub(super) fn extui(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    ext_int(ir, op, c, "arith.extui", false)
}

pub(super) fn extsi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    ext_int(ir, op, c, "arith.extsi", true)
}

pub(super) fn trunci(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    let x = ir.operand(op, 0);
    let (ty, w) = result_int(ir, op)?;
    let ext = def_named(ir, x, "arith.extui").or_else(|| def_named(ir, x, "arith.extsi"));
    if let Some(e) = ext {
        let src = ir.operand(e, 0);
        let src_ty = ir.value_type(src);
        let src_elem = super::constant::element_type(ir, src_ty);
        if int_width(ir, src_elem)? > w {
            ir.set_operand(op, 0, src);
            return Some(Folded::InPlace);
        }
        if src_elem == super::constant::element_type(ir, ty) {
            return to_value(src);
        }
    }
    if let Some(t) = def_named(ir, x, "arith.trunci") {
        let v = ir.operand(t, 0);
        ir.set_operand(op, 0, v);
        return Some(Folded::InPlace);
    }
    to_attr(fold_unary(ir, c, false, ty, false, &mut |a| {
        Some(a & mask(w))
    }))
}

/// Float-to-float conversion of constants, exact or not at all.
fn convert_float(ir: &mut Ir, op: OpId, c: &Consts, round: rustc_apfloat::Round) -> Option<Folded> {
    let ty = ir.value_type(ir.result(op, 0));
    let to = float_kind(ir, ty)?;
    let from = float_kind(
        ir,
        super::constant::attr_type(ir, c.first().copied().flatten()?)?,
    )?;
    to_attr(fold_unary(ir, c, true, ty, true, &mut |a| {
        apfloat::convert_exact(from, to, a, round)
    }))
}

pub(super) fn extf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    let x = ir.operand(op, 0);
    if let Some(t) = def_named(ir, x, "arith.truncf") {
        let src = ir.operand(t, 0);
        if ir.value_type(src) == ir.value_type(ir.result(op, 0))
            && has_flags(ir, t, "fastmath", &["contract"])
            && has_flags(ir, op, "fastmath", &["contract"])
            && super::arith_int::enum_text(ir, t, "fastmath").is_some()
            && super::arith_int::enum_text(ir, op, "fastmath").is_some()
        {
            return to_value(src);
        }
    }
    convert_float(ir, op, c, rustc_apfloat::Round::NearestTiesToEven)
}

/// LLVM's `isRepresentableBy`: every value of `a` is a value of `b`.
fn representable_by(a: crate::ir::FloatKind, b: crate::ir::FloatKind) -> bool {
    match (apfloat::semantics(a), apfloat::semantics(b)) {
        (Some((amax, amin, ap)), Some((bmax, bmin, bp))) => {
            amax <= bmax && amin >= bmin && ap <= bp
        }
        _ => false,
    }
}

pub(super) fn truncf(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    let x = ir.operand(op, 0);
    let res_kind = float_kind(ir, ir.value_type(ir.result(op, 0)))?;
    if let Some(e) = def_named(ir, x, "arith.extf") {
        let src = ir.operand(e, 0);
        let src_kind = float_kind(ir, ir.value_type(src))?;
        let mid_kind = float_kind(ir, ir.value_type(x))?;
        if representable_by(src_kind, mid_kind) {
            if src_kind.width() > res_kind.width() {
                ir.set_operand(op, 0, src);
                return Some(Folded::InPlace);
            }
            if src_kind == res_kind {
                return to_value(src);
            }
        }
    }
    let mode = int_attr(ir, op, "roundingmode").unwrap_or(0);
    convert_float(ir, op, c, apfloat::rounding(mode))
}

/// `uitofp`/`sitofp`.
fn int_to_float(ir: &mut Ir, op: OpId, c: &Consts, signed: bool) -> Option<Folded> {
    let ty = ir.value_type(ir.result(op, 0));
    let kind = float_kind(ir, ty)?;
    let w = const_width(ir, c)?;
    to_attr(fold_unary(ir, c, false, ty, true, &mut |a| {
        apfloat::from_int(kind, a, w, signed)
    }))
}

pub(super) fn uitofp(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    int_to_float(ir, op, c, false)
}

pub(super) fn sitofp(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    int_to_float(ir, op, c, true)
}

/// `fptoui`/`fptosi`.
fn float_to_int(ir: &mut Ir, op: OpId, c: &Consts, signed: bool) -> Option<Folded> {
    let (ty, w) = result_int(ir, op)?;
    let kind = float_kind(
        ir,
        super::constant::attr_type(ir, c.first().copied().flatten()?)?,
    )?;
    to_attr(fold_unary(ir, c, true, ty, false, &mut |a| {
        apfloat::to_int(kind, a, w, signed)
    }))
}

pub(super) fn fptoui(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    float_to_int(ir, op, c, false)
}

pub(super) fn fptosi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    float_to_int(ir, op, c, true)
}

/// `index_cast` (sign-extending or truncating) and `index_castui` (zero-extending).
fn index_cast_any(ir: &mut Ir, op: OpId, c: &Consts, signed: bool) -> Option<Folded> {
    let (ty, w) = result_int(ir, op)?;
    let win = const_width(ir, c)?;
    to_attr(fold_unary(ir, c, false, ty, false, &mut |a| {
        Some(if signed {
            sext(a, win) as u128 & mask(w)
        } else {
            a & mask(w)
        })
    }))
}

pub(super) fn index_cast(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    index_cast_any(ir, op, c, true)
}

pub(super) fn index_castui(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    index_cast_any(ir, op, c, false)
}

pub(super) fn bitcast(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 1, 1)?;
    let e = elems(ir, c.first().copied().flatten()?)?;
    let ty = ir.value_type(ir.result(op, 0));
    if is_shaped(ir, ty) != e.dense {
        return None;
    }
    let float = float_kind(ir, ty).is_some();
    to_attr(make(ir, ty, e.vals, float))
}

pub(super) fn constant(ir: &mut Ir, op: OpId, _c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 0, 1)?;
    let value = ir.attr(op, ir.ctx.lookup_symbol("value")?)?;
    to_attr(Some(value))
}
