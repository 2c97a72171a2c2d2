//! Constant values as the folders see them (MLIR's `CommonFolders.h` and the constant
//! matchers of `Matchers.h`): a scalar attribute or the elements of a `dense<...>` attribute,
//! with the helpers that fold them element by element.

use crate::ir::{AttrKind, Attribute, DenseData, FloatKind, Folded, Ir, OpFoldResult, Type};
use crate::ir::{TypeKind, Value};

pub(super) use super::bits::{mask, sext, trunc};

/// The element type of a shaped type, or the type itself (`getElementTypeOrSelf`).
pub(super) fn element_type(ir: &Ir, ty: Type) -> Type {
    match ir.ctx.type_kind(ty) {
        TypeKind::RankedTensor { element, .. }
        | TypeKind::MemRef { element, .. }
        | TypeKind::UnrankedMemRef { element, .. }
        | TypeKind::Vector { element, .. } => *element,
        TypeKind::UnrankedTensor(element) => *element,
        _ => ty,
    }
}

/// Whether `ty` is a shaped type (tensor, vector, memref).
pub(super) fn is_shaped(ir: &Ir, ty: Type) -> bool {
    element_type(ir, ty) != ty
}

/// Whether `ty` is a shaped type with a static shape (ranked, no `?`), or not shaped.
pub(super) fn static_or_scalar(ir: &Ir, ty: Type) -> bool {
    match ir.ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
            !shape.contains(&crate::ir::DYNAMIC)
        }
        TypeKind::UnrankedTensor(_) | TypeKind::UnrankedMemRef { .. } => false,
        _ => true,
    }
}

/// The width of an integer or index element type (`index` is 64 bits); `None` for `i0`,
/// which the folders leave alone.
pub(super) fn int_width(ir: &Ir, ty: Type) -> Option<u32> {
    match ir.ctx.type_kind(element_type(ir, ty)) {
        TypeKind::Integer { width: 0, .. } => None,
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// Whether the element type of `ty` is a signless integer of `width` bits.
pub(super) fn is_signless_int(ir: &Ir, ty: Type, width: u32) -> bool {
    matches!(ir.ctx.type_kind(element_type(ir, ty)),
        TypeKind::Integer { width: w, signedness } if *w == width
            && *signedness == crate::ir::Signedness::Signless)
}

/// The float kind of a float element type.
pub(super) fn float_kind(ir: &Ir, ty: Type) -> Option<FloatKind> {
    match ir.ctx.type_kind(element_type(ir, ty)) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// The type of a typed attribute.
pub(super) fn attr_type(ir: &Ir, a: Attribute) -> Option<Type> {
    ir.ctx.attr_type(a)
}

/// A constant operand as the folders see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Elems {
    /// The attribute's type (scalar or shaped).
    pub ty: Type,
    /// The elements' bits; exactly one for a scalar or a splat.
    pub vals: Vec<u128>,
    /// Float elements (else integers).
    pub float: bool,
    /// A `dense<...>` attribute (else a scalar).
    pub dense: bool,
}

impl Elems {
    /// The single value of a scalar or splat.
    pub fn splat(&self) -> Option<u128> {
        (self.vals.len() == 1).then(|| self.vals[0])
    }
}

/// The elements of an integer, float or `dense<...>` (integer or float) attribute; `None`
/// for any other attribute and for integers wider than 128 bits.
pub(super) fn elems(ir: &Ir, a: Attribute) -> Option<Elems> {
    let (ty, vals, float, dense) = match ir.ctx.attr_kind(a) {
        AttrKind::Integer { ty, bits } => (*ty, vec![*bits], false, false),
        AttrKind::Float { ty, bits } => (*ty, vec![*bits], true, false),
        AttrKind::DenseElements { ty, data } => match data {
            DenseData::Ints(v) => (*ty, v.to_vec(), false, true),
            DenseData::Floats(v) => (*ty, v.to_vec(), true, true),
            _ => return None,
        },
        _ => return None,
    };
    if !float && int_width(ir, ty)? > 128 {
        return None;
    }
    if vals.is_empty() {
        return None;
    }
    let mut vals = vals;
    if vals.iter().all(|v| *v == vals[0]) {
        vals.truncate(1);
    }
    Some(Elems {
        ty,
        vals,
        float,
        dense,
    })
}

/// An attribute of type `ty` holding `vals` (one value for a scalar or a splat): an integer
/// or float attribute for a scalar type, a `dense<...>` attribute for a shaped one.
pub(super) fn make(ir: &mut Ir, ty: Type, mut vals: Vec<u128>, float: bool) -> Option<Attribute> {
    if vals.is_empty() {
        return None;
    }
    if is_shaped(ir, ty) {
        if !static_or_scalar(ir, ty) {
            return None;
        }
        if vals.iter().all(|v| *v == vals[0]) {
            vals.truncate(1);
        }
        let data = if float {
            DenseData::Floats(vals.into())
        } else {
            DenseData::Ints(vals.into())
        };
        return Some(ir.ctx.intern_attr(AttrKind::DenseElements { ty, data }));
    }
    let bits = vals[0];
    Some(ir.ctx.intern_attr(if float {
        AttrKind::Float { ty, bits }
    } else {
        AttrKind::Integer { ty, bits }
    }))
}

/// A splat `dense<...>` attribute of the ranked shaped type `ty`, even with a dynamic shape:
/// MLIR 22's `cmpi` folder (`getBoolAttribute`) builds one so (later versions do not fold).
pub(super) fn splat_any_shape(ir: &mut Ir, ty: Type, bits: u128) -> Option<Attribute> {
    if !matches!(
        ir.ctx.type_kind(ty),
        TypeKind::RankedTensor { .. } | TypeKind::Vector { .. }
    ) {
        return None;
    }
    let data = DenseData::Ints(vec![bits].into());
    Some(ir.ctx.intern_attr(AttrKind::DenseElements { ty, data }))
}

/// The zero attribute of an integer, float or static shaped type (`Builder::getZeroAttr`).
pub(super) fn zero(ir: &mut Ir, ty: Type) -> Option<Attribute> {
    let float = float_kind(ir, ty).is_some();
    if !float && int_width(ir, ty).is_none() {
        return None;
    }
    make(ir, ty, vec![0], float)
}

/// The constant operand `i` as integer elements.
pub(super) fn int_of(ir: &Ir, c: &[Option<Attribute>], i: usize) -> Option<Elems> {
    elems(ir, c.get(i).copied().flatten()?).filter(|e| !e.float)
}

/// The constant operand `i` as float elements, with its kind.
pub(super) fn float_of(ir: &Ir, c: &[Option<Attribute>], i: usize) -> Option<(Elems, FloatKind)> {
    let e = elems(ir, c.get(i).copied().flatten()?).filter(|e| e.float)?;
    let k = float_kind(ir, e.ty)?;
    Some((e, k))
}

/// The splat value of integer constant operand `i` with its width (MLIR's
/// `m_ConstantInt`).
pub(super) fn int_splat(ir: &Ir, c: &[Option<Attribute>], i: usize) -> Option<(u128, u32)> {
    let e = int_of(ir, c, i)?;
    Some((e.splat()?, int_width(ir, e.ty)?))
}

/// Whether integer constant operand `i` is a zero (scalar or splat; `m_Zero`).
pub(super) fn is_zero(ir: &Ir, c: &[Option<Attribute>], i: usize) -> bool {
    int_splat(ir, c, i).is_some_and(|(v, _)| v == 0)
}

/// Whether integer constant operand `i` is a one (`m_One`).
pub(super) fn is_one(ir: &Ir, c: &[Option<Attribute>], i: usize) -> bool {
    int_splat(ir, c, i).is_some_and(|(v, _)| v == 1)
}

/// The class of float constant operand `i` when a scalar or splat (`m_OneFloat`...).
pub(super) fn float_class(
    ir: &Ir,
    c: &[Option<Attribute>],
    i: usize,
) -> Option<super::apfloat::Class> {
    let (e, k) = float_of(ir, c, i)?;
    super::apfloat::class(k, e.splat()?)
}

/// MLIR's `constFoldBinaryOp`: both operands constants of the same type, `f` applied to each
/// pair of elements (a `None` from `f` fails the fold), the result of type `res_ty` (default:
/// the operands' type).
pub(super) fn fold_binary(
    ir: &mut Ir,
    c: &[Option<Attribute>],
    float: bool,
    res_ty: Option<Type>,
    out_float: Option<bool>,
    f: &mut dyn FnMut(u128, u128) -> Option<u128>,
) -> Option<Attribute> {
    let l = elems(ir, c.first().copied().flatten()?)?;
    let r = elems(ir, c.get(1).copied().flatten()?)?;
    if l.float != float || r.float != float || l.ty != r.ty {
        return None;
    }
    let n = l.vals.len().max(r.vals.len());
    if l.vals.len() != n && l.vals.len() != 1 || r.vals.len() != n && r.vals.len() != 1 {
        return None;
    }
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let a = l.vals[if l.vals.len() == 1 { 0 } else { i }];
        let b = r.vals[if r.vals.len() == 1 { 0 } else { i }];
        out.push(f(a, b)?);
    }
    let ty = res_ty.unwrap_or(l.ty);
    make(ir, ty, out, out_float.unwrap_or(float))
}

/// MLIR's `constFoldUnaryOp` and `constFoldCastOp`: `f` applied to each element of a
/// constant operand 0 (a `None` fails the fold), the result of type `res_ty`.
pub(super) fn fold_unary(
    ir: &mut Ir,
    c: &[Option<Attribute>],
    float: bool,
    res_ty: Type,
    out_float: bool,
    f: &mut dyn FnMut(u128) -> Option<u128>,
) -> Option<Attribute> {
    let e = elems(ir, c.first().copied().flatten()?)?;
    if e.float != float || e.dense != is_shaped(ir, res_ty) {
        return None;
    }
    let out = e.vals.iter().map(|&v| f(v)).collect::<Option<Vec<_>>>()?;
    make(ir, res_ty, out, out_float)
}

/// A fold to an existing value.
pub(super) fn to_value(v: Value) -> Option<Folded> {
    Some(Folded::Results(vec![OpFoldResult::Value(v)]))
}

/// A fold to a constant.
pub(super) fn to_attr(a: Option<Attribute>) -> Option<Folded> {
    Some(Folded::Results(vec![OpFoldResult::Attr(a?)]))
}

/// `Some(())` when `op` has `operands` operands and `results` results: fold hooks check it
/// first, so that a malformed operation (from unverified input) is left alone.
pub(super) fn arity(ir: &Ir, op: crate::ir::OpId, operands: usize, results: usize) -> Option<()> {
    (ir.num_operands(op) == operands && ir.num_results(op) == results).then_some(())
}
