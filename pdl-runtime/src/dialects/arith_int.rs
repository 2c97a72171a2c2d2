//! The fold hooks of `arith`'s integer operations, with the semantics of MLIR 22's
//! `ArithOps.cpp` (`fold` methods only; canonicalization patterns are not folds).

use super::constant::{
    fold_binary, int_of, int_splat, int_width, is_one, is_zero, mask, sext, to_attr, to_value,
    trunc, zero,
};
use crate::ir::{AttrKind, Attribute, Folded, Ir, OpFoldResult, OpId, Type, Value};

type Consts = [Option<Attribute>];

/// The operation defining `v` if it is named `name`.
pub(super) fn def_named(ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    let d = ir.defining_op(v)?;
    (ir.op_name_str(d) == name).then_some(d)
}

/// The integer value of attribute `name` of `op`.
pub(super) fn int_attr(ir: &Ir, op: OpId, name: &str) -> Option<u128> {
    let a = ir.attr(op, ir.ctx.lookup_symbol(name)?)?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Integer { bits, .. } => Some(*bits),
        _ => None,
    }
}

/// The text of the enum attribute `name` of `op` (`#arith.overflow<nsw>`), if present.
pub(super) fn enum_text(ir: &Ir, op: OpId, name: &str) -> Option<String> {
    let a = ir.attr(op, ir.ctx.lookup_symbol(name)?)?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Opaque { text, .. } => Some(text.to_string()),
        _ => None,
    }
}

/// Whether the enum attribute `name` of `op` holds every flag of `flags`; `fast` holds all
/// fast-math flags.
pub(super) fn has_flags(ir: &Ir, op: OpId, name: &str, flags: &[&str]) -> bool {
    let Some(text) = enum_text(ir, op, name) else {
        return flags.is_empty();
    };
    let inner = text
        .split_once('<')
        .and_then(|(_, r)| r.strip_suffix('>'))
        .unwrap_or("");
    let set: Vec<&str> = inner.split(',').map(str::trim).collect();
    flags
        .iter()
        .all(|f| set.contains(f) || set.contains(&"fast") && *f != "none")
}

/// The width of operand `i`'s (element) type.
fn width(ir: &Ir, op: OpId, i: usize) -> Option<u32> {
    int_width(ir, ir.value_type(ir.operand(op, i)))
}

/// Folds integer operands with `f(a, b, width)`.
fn int_bin(
    ir: &mut Ir,
    op: OpId,
    c: &Consts,
    f: &mut dyn FnMut(u128, u128, u32) -> Option<u128>,
) -> Option<Attribute> {
    let w = width(ir, op, 0)?;
    fold_binary(ir, c, false, None, None, &mut |a, b| {
        f(a, b, w).map(|r| r & mask(w))
    })
}

fn lhs_rhs(ir: &Ir, op: OpId) -> (Value, Value) {
    (ir.operand(op, 0), ir.operand(op, 1))
}

fn zero_of_result(ir: &mut Ir, op: OpId) -> Option<Folded> {
    let ty = ir.value_type(ir.result(op, 0));
    to_attr(zero(ir, ty))
}

pub(super) fn addi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    let (lhs, rhs) = lhs_rhs(ir, op);
    if is_zero(ir, c, 1) {
        return to_value(lhs);
    }
    if let Some(sub) = def_named(ir, lhs, "arith.subi") {
        if ir.operand(sub, 1) == rhs {
            return to_value(ir.operand(sub, 0));
        }
    }
    if let Some(sub) = def_named(ir, rhs, "arith.subi") {
        if ir.operand(sub, 1) == lhs {
            return to_value(ir.operand(sub, 0));
        }
    }
    to_attr(int_bin(ir, op, c, &mut |a, b, _| Some(a.wrapping_add(b))))
}

pub(super) fn subi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    let (lhs, rhs) = lhs_rhs(ir, op);
    if lhs == rhs {
        let ty = ir.value_type(ir.result(op, 0));
        if super::constant::static_or_scalar(ir, ty) {
            return to_attr(zero(ir, ty));
        }
    }
    if is_zero(ir, c, 1) {
        return to_value(lhs);
    }
    if let Some(add) = def_named(ir, lhs, "arith.addi") {
        if rhs == ir.operand(add, 1) {
            return to_value(ir.operand(add, 0));
        }
        if rhs == ir.operand(add, 0) {
            return to_value(ir.operand(add, 1));
        }
    }
    to_attr(int_bin(ir, op, c, &mut |a, b, _| Some(a.wrapping_sub(b))))
}

pub(super) fn muli(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    let (lhs, rhs) = lhs_rhs(ir, op);
    if is_zero(ir, c, 1) {
        return to_value(rhs);
    }
    if is_one(ir, c, 1) {
        return to_value(lhs);
    }
    to_attr(int_bin(ir, op, c, &mut |a, b, _| Some(a.wrapping_mul(b))))
}

/// `(a * b) / b -> a` when the multiplication carries the overflow flag `flag`.
fn div_of_mul(ir: &Ir, op: OpId, flag: &str) -> Option<Value> {
    let (lhs, rhs) = lhs_rhs(ir, op);
    let mul = def_named(ir, lhs, "arith.muli")?;
    if !has_flags(ir, mul, "overflowFlags", &[flag]) {
        return None;
    }
    if ir.operand(mul, 0) == rhs {
        return Some(ir.operand(mul, 1));
    }
    if ir.operand(mul, 1) == rhs {
        return Some(ir.operand(mul, 0));
    }
    None
}

/// Signed division of `width`-bit values; `None` on division by zero or overflow.
fn sdiv(a: u128, b: u128, w: u32) -> Option<u128> {
    let (sa, sb) = (sext(a, w), sext(b, w));
    if b == 0 || (a == 1u128 << (w - 1) && b == mask(w)) {
        return None;
    }
    Some(trunc(sa.wrapping_div(sb), w))
}

pub(super) fn divui(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    if is_one(ir, c, 1) {
        return to_value(ir.operand(op, 0));
    }
    if let Some(v) = div_of_mul(ir, op, "nuw") {
        return to_value(v);
    }
    to_attr(int_bin(ir, op, c, &mut |a, b, _| a.checked_div(b)))
}

pub(super) fn divsi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    if is_one(ir, c, 1) {
        return to_value(ir.operand(op, 0));
    }
    if let Some(v) = div_of_mul(ir, op, "nsw") {
        return to_value(v);
    }
    to_attr(int_bin(ir, op, c, &mut sdiv))
}

pub(super) fn ceildivui(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    if is_one(ir, c, 1) {
        return to_value(ir.operand(op, 0));
    }
    to_attr(int_bin(ir, op, c, &mut |a, b, w| {
        let q = a.checked_div(b)?;
        if a % b == 0 {
            return Some(q);
        }
        // The quotient plus one must not wrap.
        (q != mask(w)).then_some(q + 1)
    }))
}

/// `ceil(a / b)` for positive `a` and `b`, as `(a - 1) / b + 1`.
fn ceil_pos(a: i128, b: i128) -> i128 {
    (a - 1) / b + 1
}

pub(super) fn ceildivsi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    if is_one(ir, c, 1) {
        return to_value(ir.operand(op, 0));
    }
    to_attr(int_bin(ir, op, c, &mut |a, b, w| {
        if b == 0 {
            return None;
        }
        if a == 0 {
            return Some(0);
        }
        let (sa, sb) = (sext(a, w), sext(b, w));
        let min = sext(1u128 << (w - 1), w);
        let (a_pos, b_pos) = (sa > 0, sb > 0);
        let r = match (a_pos, b_pos) {
            (true, true) => ceil_pos(sa, sb),
            // Negating the minimum overflows; so does the minimum over -1.
            (false, false) if sa == min || sb == min => return None,
            (false, false) => ceil_pos(-sa, -sb),
            (false, true) if sa == min => return None,
            (false, true) => -((-sa) / sb),
            (true, false) if sb == min => return None,
            (true, false) => -(sa / -sb),
        };
        Some(trunc(r, w))
    }))
}

pub(super) fn floordivsi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    if is_one(ir, c, 1) {
        return to_value(ir.operand(op, 0));
    }
    // MLIR keeps one flag, set by each element: a zero divisor or an overflow; only the last
    // element's decides.
    let mut failed = false;
    let attr = int_bin(ir, op, c, &mut |a, b, w| {
        if b == 0 {
            failed = true;
            return Some(a);
        }
        let (sa, sb) = (sext(a, w), sext(b, w));
        failed = a == 1u128 << (w - 1) && b == mask(w);
        let q = sext(trunc(sa.wrapping_div(sb), w), w);
        let exact = trunc(q.wrapping_mul(sb), w) == a;
        let r = if !exact && (sa < 0) != (sb < 0) {
            q - 1
        } else {
            q
        };
        Some(trunc(r, w))
    });
    if failed {
        return None;
    }
    to_attr(attr)
}

pub(super) fn remui(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    if is_one(ir, c, 1) {
        return zero_of_result(ir, op);
    }
    to_attr(int_bin(ir, op, c, &mut |a, b, _| a.checked_rem(b)))
}

pub(super) fn remsi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    if is_one(ir, c, 1) {
        return zero_of_result(ir, op);
    }
    to_attr(int_bin(ir, op, c, &mut |a, b, w| {
        (b != 0).then(|| trunc(sext(a, w).wrapping_rem(sext(b, w)), w))
    }))
}

/// Whether `v` is `xori(x, all-ones)`.
fn is_not_of(ir: &mut Ir, v: Value, x: Value) -> Option<OpId> {
    let xor = def_named(ir, v, "arith.xori")?;
    if ir.operand(xor, 0) != x {
        return None;
    }
    let rhs = ir.operand(xor, 1);
    let d = ir.defining_op(rhs)?;
    let cst = ir.constant_value(d)?;
    let (bits, w) = int_splat(ir, &[Some(cst)], 0)?;
    (bits == mask(w)).then_some(xor)
}

pub(super) fn andi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    let (lhs, rhs) = lhs_rhs(ir, op);
    if is_zero(ir, c, 1) {
        return to_value(rhs);
    }
    if int_splat(ir, c, 1).is_some_and(|(v, w)| v == mask(w)) {
        return to_value(lhs);
    }
    if is_not_of(ir, rhs, lhs).is_some() || is_not_of(ir, lhs, rhs).is_some() {
        return zero_of_result(ir, op);
    }
    for (prev, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(p) = def_named(ir, prev, "arith.andi") {
            if other == ir.operand(p, 0) || other == ir.operand(p, 1) {
                return to_value(prev);
            }
        }
    }
    to_attr(int_bin(ir, op, c, &mut |a, b, _| Some(a & b)))
}

pub(super) fn ori(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    let (lhs, rhs) = lhs_rhs(ir, op);
    if let Some((v, w)) = int_splat(ir, c, 1) {
        if v == 0 {
            return to_value(lhs);
        }
        if v == mask(w) {
            return to_attr(c[1]);
        }
    }
    if let Some(xor) = is_not_of(ir, rhs, lhs).or_else(|| is_not_of(ir, lhs, rhs)) {
        return to_value(ir.operand(xor, 1));
    }
    to_attr(int_bin(ir, op, c, &mut |a, b, _| Some(a | b)))
}

pub(super) fn xori(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    let (lhs, rhs) = lhs_rhs(ir, op);
    if is_zero(ir, c, 1) {
        return to_value(lhs);
    }
    if lhs == rhs {
        return zero_of_result(ir, op);
    }
    if let Some(p) = def_named(ir, lhs, "arith.xori") {
        if ir.operand(p, 1) == rhs {
            return to_value(ir.operand(p, 0));
        }
        if ir.operand(p, 0) == rhs {
            return to_value(ir.operand(p, 1));
        }
    }
    if let Some(p) = def_named(ir, rhs, "arith.xori") {
        if ir.operand(p, 1) == lhs {
            return to_value(ir.operand(p, 0));
        }
        if ir.operand(p, 0) == lhs {
            return to_value(ir.operand(p, 1));
        }
    }
    to_attr(int_bin(ir, op, c, &mut |a, b, _| Some(a ^ b)))
}

/// The shifts: `kind` 0 = left, 1 = logical right, 2 = arithmetic right.
fn shift(ir: &mut Ir, op: OpId, c: &Consts, kind: u8) -> Option<Folded> {
    if is_zero(ir, c, 1) {
        return to_value(ir.operand(op, 0));
    }
    // MLIR keeps one flag, set by each element: whether the amount is below the width.
    let mut bounded = false;
    let attr = int_bin(ir, op, c, &mut |a, b, w| {
        bounded = b < u128::from(w);
        let s = if bounded { b as u32 } else { w };
        Some(match kind {
            0 if s >= 128 => 0,
            0 => a << s,
            1 if s >= 128 => 0,
            1 => a >> s,
            _ => trunc(sext(a, w) >> s.min(127), w),
        })
    });
    if !bounded {
        return None;
    }
    to_attr(attr)
}

pub(super) fn shli(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    shift(ir, op, c, 0)
}

pub(super) fn shrui(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    shift(ir, op, c, 1)
}

pub(super) fn shrsi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    shift(ir, op, c, 2)
}

/// The four integer min/max operations: `signed`, `max`.
fn min_max(ir: &mut Ir, op: OpId, c: &Consts, signed: bool, max: bool) -> Option<Folded> {
    let (lhs, rhs) = lhs_rhs(ir, op);
    if lhs == rhs {
        return to_value(rhs);
    }
    if let Some((v, w)) = int_splat(ir, c, 1) {
        let (lo, hi) = if signed {
            (1u128 << (w - 1), mask(w) >> 1)
        } else {
            (0, mask(w))
        };
        // The extreme in the direction of the operation absorbs; the other is neutral.
        let (absorbing, neutral) = if max { (hi, lo) } else { (lo, hi) };
        if v == absorbing {
            return to_value(rhs);
        }
        if v == neutral {
            return to_value(lhs);
        }
    }
    to_attr(int_bin(ir, op, c, &mut |a, b, w| {
        let less = if signed {
            sext(a, w) < sext(b, w)
        } else {
            a < b
        };
        Some(if less == max { b } else { a })
    }))
}

pub(super) fn maxsi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    min_max(ir, op, c, true, true)
}

pub(super) fn maxui(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    min_max(ir, op, c, false, true)
}

pub(super) fn minsi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    min_max(ir, op, c, true, false)
}

pub(super) fn minui(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    min_max(ir, op, c, false, false)
}

pub(super) fn addui_extended(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 2)?;
    let overflow_ty = ir.value_type(ir.result(op, 1));
    if is_zero(ir, c, 1) {
        let f = zero(ir, overflow_ty)?;
        let lhs = ir.operand(op, 0);
        return Some(Folded::Results(vec![
            OpFoldResult::Value(lhs),
            OpFoldResult::Attr(f),
        ]));
    }
    let sum = int_bin(ir, op, c, &mut |a, b, _| Some(a.wrapping_add(b)))?;
    let sum_ty = super::constant::attr_type(ir, sum)?;
    let i1 = ir.ctx.i1_same_shape(sum_ty);
    let carry = fold_binary(
        ir,
        &[Some(sum), c[0]],
        false,
        Some(i1),
        None,
        &mut |s, a| Some(u128::from(s < a)),
    )?;
    Some(Folded::Results(vec![
        OpFoldResult::Attr(sum),
        OpFoldResult::Attr(carry),
    ]))
}

/// The high `w` bits of the `2w`-bit product of two `w`-bit values, unsigned.
fn mul_high_u(a: u128, b: u128, w: u32) -> u128 {
    let (lo_mask, half) = (u128::from(u64::MAX), 64);
    let (a0, a1, b0, b1) = (a & lo_mask, a >> half, b & lo_mask, b >> half);
    let (p00, p01, p10, p11) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
    let mid = (p00 >> half) + (p01 & lo_mask) + (p10 & lo_mask);
    let lo = (p00 & lo_mask) | (mid << half);
    let hi = p11 + (p01 >> half) + (p10 >> half) + (mid >> half);
    let r = if w == 128 {
        hi
    } else {
        (hi << (128 - w)) | (lo >> w)
    };
    r & mask(w)
}

/// The same, signed.
fn mul_high_s(a: u128, b: u128, w: u32) -> u128 {
    let mut h = mul_high_u(a, b, w);
    if sext(a, w) < 0 {
        h = h.wrapping_sub(b);
    }
    if sext(b, w) < 0 {
        h = h.wrapping_sub(a);
    }
    h & mask(w)
}

fn mul_extended(ir: &mut Ir, op: OpId, c: &Consts, signed: bool) -> Option<Folded> {
    if is_zero(ir, c, 1) {
        let z = c[1]?;
        return Some(Folded::Results(vec![
            OpFoldResult::Attr(z),
            OpFoldResult::Attr(z),
        ]));
    }
    if !signed && is_one(ir, c, 1) {
        let lhs = ir.operand(op, 0);
        let z = zero(ir, ir.value_type(lhs))?;
        return Some(Folded::Results(vec![
            OpFoldResult::Value(lhs),
            OpFoldResult::Attr(z),
        ]));
    }
    let low = int_bin(ir, op, c, &mut |a, b, _| Some(a.wrapping_mul(b)))?;
    let high = int_bin(ir, op, c, &mut |a, b, w| {
        Some(if signed {
            mul_high_s(a, b, w)
        } else {
            mul_high_u(a, b, w)
        })
    })?;
    Some(Folded::Results(vec![
        OpFoldResult::Attr(low),
        OpFoldResult::Attr(high),
    ]))
}

pub(super) fn mulsi_extended(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 2)?;
    mul_extended(ir, op, c, true)
}

pub(super) fn mului_extended(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 2)?;
    mul_extended(ir, op, c, false)
}

/// `lhs pred rhs` for an `arith.cmpi` predicate (0 eq, 1 ne, 2 slt, 3 sle, 4 sgt, 5 sge,
/// 6 ult, 7 ule, 8 ugt, 9 uge).
pub(super) fn cmpi_holds(pred: u128, a: u128, b: u128, w: u32) -> Option<bool> {
    let (sa, sb) = (sext(a, w), sext(b, w));
    Some(match pred {
        0 => a == b,
        1 => a != b,
        2 => sa < sb,
        3 => sa <= sb,
        4 => sa > sb,
        5 => sa >= sb,
        6 => a < b,
        7 => a <= b,
        8 => a > b,
        9 => a >= b,
        _ => return None,
    })
}

/// The predicate with its operands swapped.
fn swapped(pred: u128) -> u128 {
    match pred {
        2 => 4,
        4 => 2,
        3 => 5,
        5 => 3,
        6 => 8,
        8 => 6,
        7 => 9,
        9 => 7,
        p => p,
    }
}

/// `cmpi` with both operands the same value, or with an `i1`-extension against zero/one.
fn cmpi_identities(ir: &mut Ir, op: OpId, c: &Consts, pred: u128) -> Option<Folded> {
    let (lhs, rhs) = lhs_rhs(ir, op);
    let ty = ir.value_type(ir.result(op, 0));
    if lhs == rhs {
        let v = u128::from(matches!(pred, 0 | 3 | 5 | 7 | 9));
        if super::constant::is_shaped(ir, ty) {
            return to_attr(super::constant::splat_any_shape(ir, ty, v));
        }
        return to_attr(super::constant::make(ir, ty, vec![v], false));
    }
    let lhs_elem = super::constant::element_type(ir, ir.value_type(lhs));
    let lhs_i1 = matches!(
        ir.ctx.type_kind(lhs_elem),
        crate::ir::TypeKind::Integer { width: 1, .. }
    );
    if is_zero(ir, c, 1) && pred == 1 {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = def_named(ir, lhs, ext) {
                let inner = ir.operand(e, 0);
                let it = ir.value_type(inner);
                let w = ir_integer_or_vector_width(ir, it);
                if w == Some(1) {
                    return to_value(inner);
                }
            }
        }
        if lhs_i1 {
            return to_value(lhs);
        }
    }
    if is_one(ir, c, 1) && pred == 0 && lhs_i1 {
        return to_value(lhs);
    }
    None
}

/// The width of an integer or vector-of-integer type (MLIR's `getIntegerWidth` in cmpi).
fn ir_integer_or_vector_width(ir: &Ir, ty: Type) -> Option<u32> {
    match ir.ctx.type_kind(ty) {
        crate::ir::TypeKind::Integer { width, .. } => Some(*width),
        crate::ir::TypeKind::Vector { element, .. } => match ir.ctx.type_kind(*element) {
            crate::ir::TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        },
        _ => None,
    }
}

pub(super) fn cmpi(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 2, 1)?;
    let pred = int_attr(ir, op, "predicate")?;
    if let Some(f) = cmpi_identities(ir, op, c, pred) {
        return Some(f);
    }
    if c.first().copied().flatten().is_some() && c.get(1).copied().flatten().is_none() {
        let (lhs, rhs) = lhs_rhs(ir, op);
        let pred_sym = ir.ctx.symbol("predicate");
        let old = ir.attr(op, pred_sym)?;
        let AttrKind::Integer { ty, .. } = *ir.ctx.attr_kind(old) else {
            return None;
        };
        let new = ir.ctx.intern_attr(AttrKind::Integer {
            ty,
            bits: swapped(pred),
        });
        ir.set_attr(op, pred_sym, Some(new));
        ir.set_operand(op, 0, rhs);
        ir.set_operand(op, 1, lhs);
        return Some(Folded::InPlace);
    }
    let lhs_ty = super::constant::attr_type(ir, c.first().copied().flatten()?)?;
    let res_ty = ir.ctx.i1_same_shape(lhs_ty);
    let w = width(ir, op, 0)?;
    to_attr(fold_binary(
        ir,
        c,
        false,
        Some(res_ty),
        None,
        &mut |a, b| cmpi_holds(pred, a, b, w).map(u128::from),
    ))
}

/// `arith.select`.
pub(super) fn select(ir: &mut Ir, op: OpId, c: &Consts) -> Option<Folded> {
    super::constant::arity(ir, op, 3, 1)?;
    let (cond, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    if t == f {
        return to_value(t);
    }
    if is_one(ir, c, 0) {
        return to_value(t);
    }
    if is_zero(ir, c, 0) {
        return to_value(f);
    }
    let res_ty = ir.value_type(ir.result(op, 0));
    if super::constant::is_signless_int(ir, res_ty, 1)
        && !super::constant::is_shaped(ir, res_ty)
        && is_one(ir, c, 1)
        && is_zero(ir, c, 2)
    {
        return to_value(cond);
    }
    if let Some(cmp) = def_named(ir, cond, "arith.cmpi") {
        let pred = int_attr(ir, cmp, "predicate");
        if let Some(p @ (0 | 1)) = pred {
            let (cl, cr) = (ir.operand(cmp, 0), ir.operand(cmp, 1));
            if (cl == t && cr == f) || (cr == t && cl == f) {
                return to_value(if p == 1 { t } else { f });
            }
        }
    }
    select_dense(ir, c)
}

/// A non-splat constant condition choosing between two dense constants, element by element.
fn select_dense(ir: &mut Ir, c: &Consts) -> Option<Folded> {
    let cond = int_of(ir, c, 0).filter(|e| e.dense)?;
    let t = super::constant::elems(ir, c.get(1).copied().flatten()?).filter(|e| e.dense)?;
    let f = super::constant::elems(ir, c.get(2).copied().flatten()?).filter(|e| e.dense)?;
    let n = cond.vals.len();
    let pick = |e: &super::constant::Elems, i: usize| e.vals[if e.vals.len() == 1 { 0 } else { i }];
    if t.vals.len() != 1 && t.vals.len() != n || f.vals.len() != 1 && f.vals.len() != n {
        return None;
    }
    let out = (0..n)
        .map(|i| {
            if cond.vals[i] & 1 == 1 {
                pick(&t, i)
            } else {
                pick(&f, i)
            }
        })
        .collect();
    to_attr(super::constant::make(ir, t.ty, out, t.float))
}
