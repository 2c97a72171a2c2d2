//! `func`: functions, calls, returns and `func.constant`, as MLIR 22's `FuncOps.td` defines
//! them.

use super::op;
use crate::ir::{
    AttrKind, Attribute, Context, DialectDef, Folded, Ir, OpFoldResult, OpId, OperationState,
    PropKind, Traits, Type, TypeKind,
};

/// `FuncDialect::materializeConstant`: a `func.constant` for a flat symbol reference of
/// function type.
fn materialize(ir: &mut Ir, value: Attribute, ty: Type, before: OpId) -> Option<OpId> {
    let flat =
        matches!(ir.ctx.attr_kind(value), AttrKind::SymbolRef { nested, .. } if nested.is_empty());
    if !flat || !matches!(ir.ctx.type_kind(ty), TypeKind::Function { .. }) {
        return None;
    }
    let value_sym = ir.ctx.symbol("value");
    let props = ir
        .ctx
        .intern_attr(AttrKind::Dictionary(vec![(value_sym, value)].into()));
    let state = OperationState::new(&mut ir.ctx, "func.constant")
        .results(&[ty])
        .properties(props);
    let op = ir.create_op(state);
    ir.insert_op_before(before, op);
    Some(op)
}

/// Registers the `func` dialect.
pub(super) fn register(ctx: &mut Context) {
    // A function has no memory-effect interface: like any operation with unknown effects it is
    // never erased as dead (and, as a symbol, not even then).
    ctx.register_op(
        op(
            "func.func",
            Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL | Traits::ZERO_RESULTS,
        )
        .property("arg_attrs", PropKind::DictArray)
        .property("function_type", PropKind::FunctionType)
        .property("no_inline", PropKind::Unit)
        .property("res_attrs", PropKind::DictArray)
        .property("sym_name", PropKind::String)
        .property("sym_visibility", PropKind::String),
    );
    ctx.register_op(
        op(
            "func.return",
            Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::ZERO_RESULTS,
        )
        .pure(),
    );
    // Calls have no memory-effect interface: their effects are unknown.
    ctx.register_op(
        op("func.call", Traits::VARIADIC_RESULTS)
            .property("arg_attrs", PropKind::DictArray)
            .property("callee", PropKind::FlatSymbolRef)
            .property("no_inline", PropKind::Unit)
            .property("res_attrs", PropKind::DictArray),
    );
    ctx.register_op(
        op("func.call_indirect", Traits::VARIADIC_RESULTS)
            .property("arg_attrs", PropKind::DictArray)
            .property("res_attrs", PropKind::DictArray),
    );
    ctx.register_op(
        op("func.constant", Traits::CONSTANT_LIKE)
            .pure()
            .property("value", PropKind::FlatSymbolRef)
            .fold(|ir, op, _| {
                let value = ir.attr(op, ir.ctx.lookup_symbol("value")?)?;
                Some(Folded::Results(vec![OpFoldResult::Attr(value)]))
            }),
    );
    ctx.register_dialect(DialectDef::new("func").materialize_constant(materialize));
}
