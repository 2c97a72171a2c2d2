//! `arith`: every operation of MLIR 22's `ArithOps.td` with its traits (from ODS), its memory
//! effects (all `Pure` or `NoMemoryEffect`), its fold hook (`arith_int`, `arith_float`), its
//! result-type inference where ODS gives `InferTypeOpInterface`, and the dialect's constant
//! materialisation (`arith.constant`).

use super::arith_float as fl;
use super::arith_int as int;
use super::constant::{attr_type, element_type, is_signless_int};
use crate::ir::{
    AttrKind, Attribute, Context, DialectDef, FoldFn, InferTypesFn, Ir, OpDef, OpId,
    OperationState, PropKind, Traits, Type, TypeKind, Value,
};

/// `Elementwise` with the other vectorisation traits MLIR gives arith operations.
const EW: Traits = Traits::ELEMENTWISE;
/// `SameOperandsAndResultType` and `Elementwise`.
const SAME: Traits = Traits::SAME_OPERANDS_AND_RESULT_TYPE.union(Traits::ELEMENTWISE);
/// A commutative `SAME`.
const COMM: Traits = SAME.union(Traits::COMMUTATIVE);

/// Result types equal to the first operand's type (`SameOperandsAndResultType`).
pub(super) fn infer_same(ir: &mut Ir, operands: &[Value], _attrs: Attribute) -> Option<Vec<Type>> {
    Some(vec![ir.value_type(*operands.first()?)])
}

/// Two results of the first operand's type (`mulsi_extended`, `math.sincos`).
pub(super) fn infer_same2(ir: &mut Ir, operands: &[Value], _a: Attribute) -> Option<Vec<Type>> {
    let t = ir.value_type(*operands.first()?);
    Some(vec![t, t])
}

/// `i1` of the first operand's shape (comparisons, `math.isnan`...).
pub(super) fn infer_i1(ir: &mut Ir, operands: &[Value], _attrs: Attribute) -> Option<Vec<Type>> {
    let t = ir.value_type(*operands.first()?);
    Some(vec![ir.ctx.i1_same_shape(t)])
}

/// `arith.select`: the type of the true value.
fn infer_select(ir: &mut Ir, operands: &[Value], _attrs: Attribute) -> Option<Vec<Type>> {
    Some(vec![ir.value_type(*operands.get(1)?)])
}

/// `arith.constant`: the type of its `value`.
fn infer_constant(ir: &mut Ir, _operands: &[Value], attrs: Attribute) -> Option<Vec<Type>> {
    let value = ir.dict_get(attrs, ir.ctx.lookup_symbol("value")?)?;
    Some(vec![attr_type(ir, value)?])
}

/// One arith operation: name (without `arith.`), traits, fold hook, inference hook.
type Entry = (&'static str, Traits, FoldFn, Option<InferTypesFn>);

const S: Option<InferTypesFn> = Some(infer_same);

/// The operations with `SameOperandsAndResultType` (all of them infer their result type).
const BINARY: [Entry; 26] = [
    ("addi", COMM, int::addi, S),
    ("subi", SAME, int::subi, S),
    ("muli", COMM, int::muli, S),
    ("divui", SAME, int::divui, S),
    ("divsi", SAME, int::divsi, S),
    ("ceildivui", SAME, int::ceildivui, S),
    ("ceildivsi", SAME, int::ceildivsi, S),
    ("floordivsi", SAME, int::floordivsi, S),
    ("remui", SAME, int::remui, S),
    ("remsi", SAME, int::remsi, S),
    ("andi", COMM.union(Traits::IDEMPOTENT), int::andi, S),
    ("ori", COMM.union(Traits::IDEMPOTENT), int::ori, S),
    ("xori", COMM, int::xori, S),
    ("shli", SAME, int::shli, S),
    ("shrui", SAME, int::shrui, S),
    ("shrsi", SAME, int::shrsi, S),
    ("maxsi", COMM, int::maxsi, S),
    ("maxui", COMM, int::maxui, S),
    ("minsi", COMM, int::minsi, S),
    ("minui", COMM, int::minui, S),
    ("addf", COMM, fl::addf, S),
    ("subf", SAME, fl::subf, S),
    ("mulf", COMM, fl::mulf, S),
    ("divf", SAME, fl::divf, S),
    ("remf", SAME, fl::remf, S),
    ("negf", SAME, fl::negf, S),
];

/// The other operations with a fold hook.
const OTHER: [Entry; 21] = [
    ("maximumf", COMM, fl::maximumf, S),
    ("minimumf", COMM, fl::minimumf, S),
    ("maxnumf", COMM, fl::maxnumf, S),
    ("minnumf", COMM, fl::minnumf, S),
    (
        "addui_extended",
        EW.union(Traits::COMMUTATIVE),
        int::addui_extended,
        None,
    ),
    (
        "mulsi_extended",
        EW.union(Traits::COMMUTATIVE),
        int::mulsi_extended,
        Some(infer_same2),
    ),
    (
        "mului_extended",
        EW.union(Traits::COMMUTATIVE),
        int::mului_extended,
        Some(infer_same2),
    ),
    (
        "cmpi",
        EW.union(Traits::SAME_TYPE_OPERANDS),
        int::cmpi,
        Some(infer_i1),
    ),
    (
        "cmpf",
        EW.union(Traits::SAME_TYPE_OPERANDS),
        fl::cmpf,
        Some(infer_i1),
    ),
    ("select", EW, int::select, Some(infer_select)),
    ("extui", EW, fl::extui, None),
    ("extsi", EW, fl::extsi, None),
    ("extf", EW, fl::extf, None),
    ("trunci", EW, fl::trunci, None),
    ("truncf", EW, fl::truncf, None),
    ("uitofp", EW, fl::uitofp, None),
    ("sitofp", EW, fl::sitofp, None),
    ("fptoui", EW, fl::fptoui, None),
    ("fptosi", EW, fl::fptosi, None),
    ("index_cast", EW, fl::index_cast, None),
    ("index_castui", EW, fl::index_castui, None),
];

/// `#arith.overflow<...>`, `#arith.fastmath<...>`.
const OVERFLOW: PropKind = PropKind::Dialect("arith.overflow");
const FASTMATH: PropKind = PropKind::Dialect("arith.fastmath");
/// `arith.cmpi`'s predicate (`I64EnumAttr`, 10 cases), `arith.cmpf`'s (16 cases).
const CMPI_PREDICATE: PropKind = PropKind::IntEnum {
    width: 64,
    cases: 10,
};
const CMPF_PREDICATE: PropKind = PropKind::IntEnum {
    width: 64,
    cases: 16,
};
/// `roundingmode` (`I32EnumAttr`, 5 cases).
const ROUNDING: PropKind = PropKind::IntEnum {
    width: 32,
    cases: 5,
};

/// The properties of `arith.NAME`, as ODS declares them (`Arith_IntBinaryOpWithOverflowFlags`
/// and `trunci` default `overflowFlags` to `none`; the float operations with
/// `Arith_FloatBinaryOp`/`ArithFastMathInterface` default `fastmath` to `none`, except the
/// conversions `extf`, `truncf`, `scaling_*`, where it is optional).
pub(super) fn properties(name: &str, def: OpDef) -> OpDef {
    match name {
        "addi" | "subi" | "muli" | "shli" | "trunci" => {
            def.property_default("overflowFlags", OVERFLOW, "#arith.overflow<none>")
        }
        "addf" | "subf" | "mulf" | "divf" | "remf" | "negf" | "maximumf" | "minimumf"
        | "maxnumf" | "minnumf" => {
            def.property_default("fastmath", FASTMATH, "#arith.fastmath<none>")
        }
        "cmpf" => def
            .property_default("fastmath", FASTMATH, "#arith.fastmath<none>")
            .property("predicate", CMPF_PREDICATE),
        "cmpi" => def.property("predicate", CMPI_PREDICATE),
        "divsi" | "divui" | "shrsi" | "shrui" => def.property("isExact", PropKind::Unit),
        "extf" | "scaling_extf" => def.property("fastmath", FASTMATH),
        "truncf" | "scaling_truncf" => def
            .property("fastmath", FASTMATH)
            .property("roundingmode", ROUNDING)
            .summary("Floating point rounding mode"),
        "constant" => def.property("value", PropKind::Typed),
        _ => def,
    }
}

/// Registers the `arith` dialect.
pub(super) fn register(ctx: &mut Context) {
    for (name, traits, fold, infer) in BINARY.iter().chain(OTHER.iter()) {
        let mut def = OpDef::new(&format!("arith.{name}"))
            .traits(*traits)
            .pure()
            .fold(*fold);
        def = properties(name, def);
        if let Some(f) = infer {
            def = def.infer_types(*f);
        }
        ctx.register_op(def);
    }
    ctx.register_op(
        OpDef::new("arith.bitcast")
            .traits(EW)
            .pure()
            .fold(fl::bitcast),
    );
    // The scaling casts have no fold hook.
    for name in ["scaling_extf", "scaling_truncf"] {
        let def = OpDef::new(&format!("arith.{name}")).traits(EW).pure();
        ctx.register_op(properties(name, def));
    }
    ctx.register_op(properties(
        "constant",
        OpDef::new("arith.constant")
            .traits(Traits::CONSTANT_LIKE)
            .pure()
            .fold(fl::constant)
            .infer_types(infer_constant),
    ));
    ctx.register_dialect(DialectDef::new("arith").materialize_constant(materialize));
}

/// MLIR's `arith::ConstantOp::isBuildableWith`: a typed integer, float or elements attribute
/// of type `ty`, with a signless element type if an integer.
fn buildable(ir: &Ir, value: Attribute, ty: Type) -> bool {
    if attr_type(ir, value) != Some(ty) {
        return false;
    }
    let elem = element_type(ir, ty);
    if matches!(ir.ctx.type_kind(elem), TypeKind::Integer { .. })
        && !is_signless_int(ir, elem, super::constant::int_width(ir, elem).unwrap_or(0))
    {
        return false;
    }
    match ir.ctx.attr_kind(value) {
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. } => true,
        // `dense_resource<...>` and `sparse<...>` are elements attributes too.
        AttrKind::Opaque { text, .. } => {
            text.starts_with("dense_resource<") || text.starts_with("sparse<")
        }
        _ => false,
    }
}

/// `ArithDialect::materializeConstant`: an `arith.constant` of `value` when it is buildable
/// (poison values, which MLIR materialises as `ub.poison`, are not handled: no folder here
/// produces them).
pub(super) fn materialize(ir: &mut Ir, value: Attribute, ty: Type, before: OpId) -> Option<OpId> {
    if !buildable(ir, value, ty) {
        return None;
    }
    Some(create_constant(ir, value, ty, before))
}

/// Creates `arith.constant` with `value` of type `ty` just before `before`.
pub(super) fn create_constant(ir: &mut Ir, value: Attribute, ty: Type, before: OpId) -> OpId {
    let value_sym = ir.ctx.symbol("value");
    let props = ir
        .ctx
        .intern_attr(AttrKind::Dictionary(vec![(value_sym, value)].into()));
    let state = OperationState::new(&mut ir.ctx, "arith.constant")
        .results(&[ty])
        .properties(props);
    let op = ir.create_op(state);
    ir.insert_op_before(before, op);
    op
}
