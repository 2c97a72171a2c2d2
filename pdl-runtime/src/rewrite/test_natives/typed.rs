//! MLIR's `--test-pdl-bytecode-pass` natives as typed Rust functions, for pattern sets
//! compiled by the native back end: the names and behaviour of the registry form
//! ([`register`](super::register), which the VM and `pdl-opt` use), written against the ABI
//! generated sets call. A module that includes a generated set brings them into scope
//! (`use pdl_runtime::rewrite::typed_test_natives::*;`); `native-opt` and the native back
//! end's tests do.

use super::MAX_TYPE_RANGE;
use crate::access::{PayloadRead, PayloadWrite};
use crate::rewrite::Rewriter;
use crate::value::NativeCx;

fn name_is<P: PayloadWrite>(p: &P, op: P::Op, name: &str) -> bool {
    p.name_str(p.op_name(op)) == name
}

/// Holds if the operation is named `test.op`.
pub fn single_entity_constraint<P: PayloadWrite>(cx: &mut NativeCx<'_, P>, op: P::Op) -> bool {
    name_is(cx.payload(), op, "test.op")
}

/// Holds if the second operation is named `test.op`.
pub fn multi_entity_constraint<P: PayloadWrite>(
    cx: &mut NativeCx<'_, P>,
    _first: P::Op,
    second: P::Op,
) -> bool {
    name_is(cx.payload(), second, "test.op")
}

/// Holds if there are two values and two types.
pub fn multi_entity_var_constraint<P: PayloadWrite>(
    _cx: &mut NativeCx<'_, P>,
    values: &[P::Value],
    types: &[P::Type],
) -> bool {
    values.len() == 2 && types.len() == 2
}

/// On an operation named `test.success_op`, the string attribute `"test.success"`.
pub fn op_constr_return_attr<P: PayloadWrite>(
    cx: &mut NativeCx<'_, P>,
    op: P::Op,
) -> Result<P::Attr, &'static str> {
    if !name_is(cx.payload(), op, "test.success_op") {
        return Err("the operation is not named `test.success_op`");
    }
    cx.get_attr("\"test.success\"")
        .ok_or("cannot create attribute")
}

/// On an operation named `test.success_op`, the type `f32`.
pub fn op_constr_return_type<P: PayloadWrite>(
    cx: &mut NativeCx<'_, P>,
    op: P::Op,
) -> Result<P::Type, &'static str> {
    if !name_is(cx.payload(), op, "test.success_op") {
        return Err("the operation is not named `test.success_op`");
    }
    cx.get_type("f32").ok_or("cannot create type")
}

/// On an operation named `test.success_op`, as many `f32` as the integer attribute says (at
/// most [`MAX_TYPE_RANGE`]).
pub fn op_constr_return_type_range<P: PayloadWrite>(
    cx: &mut NativeCx<'_, P>,
    op: P::Op,
    count: P::Attr,
) -> Result<Vec<P::Type>, String> {
    if !name_is(cx.payload(), op, "test.success_op") {
        return Err("the operation is not named `test.success_op`".into());
    }
    let text = cx.payload().attr_to_string(count);
    let n: i64 = text
        .split(':')
        .next()
        .and_then(|s| s.trim().parse().ok())
        .ok_or_else(|| format!("`{text}` is not an integer attribute"))?;
    let n = usize::try_from(n.max(0))
        .ok()
        .filter(|&n| n <= MAX_TYPE_RANGE)
        .ok_or_else(|| {
            format!(
                "`op_constr_return_type_range` cannot return {n} types (at most {MAX_TYPE_RANGE})"
            )
        })?;
    let ty = cx.get_type("f32").ok_or("cannot create type")?;
    Ok(vec![ty; n])
}

/// Always fails (declared with an attribute and a type as results).
pub fn op_multiple_returns_failure<P: PayloadWrite>(
    _cx: &mut NativeCx<'_, P>,
    _op: P::Op,
) -> Result<(P::Attr, P::Type), &'static str> {
    Err("this constraint always fails")
}

/// Creates a `test.success` operation.
pub fn creator<P: PayloadWrite>(rw: &mut Rewriter<'_, P>, _root: P::Op) -> Option<P::Op> {
    Some(rw.create_op("test.success", &[], &[], &[]))
}

/// A value range and a type range, as a native returns them.
pub type ValuesAndTypes<P> = (
    Vec<<P as PayloadRead>::Value>,
    Vec<<P as PayloadRead>::Type>,
);

/// The root's operands and their types.
pub fn var_creator<P: PayloadWrite>(
    rw: &mut Rewriter<'_, P>,
    root: P::Op,
) -> Option<ValuesAndTypes<P>> {
    let p = rw.payload();
    let values: Vec<_> = (0..p.num_operands(root))
        .map(|i| p.operand(root, i))
        .collect();
    let types = values.iter().map(|&v| p.value_type(v)).collect();
    Some((values, types))
}

/// The type `f32`.
pub fn type_creator<P: PayloadWrite>(rw: &mut Rewriter<'_, P>) -> Result<P::Type, &'static str> {
    rw.get_type("f32").ok_or("cannot create type")
}

/// The string attribute `"test.str"`.
pub fn str_creator<P: PayloadWrite>(rw: &mut Rewriter<'_, P>) -> Result<P::Attr, &'static str> {
    rw.get_attr("\"test.str\"").ok_or("cannot create attribute")
}

/// Creates `test.success` on `input` and erases the root (`pdl.rewrite %root with
/// "rewriter"(%input)`).
pub fn rewriter<P: PayloadWrite>(
    rw: &mut Rewriter<'_, P>,
    root: P::Op,
    input: P::Value,
) -> Result<(), String> {
    rw.create_op("test.success", &[input], &[], &[]);
    rw.erase_op(root).map_err(|e| e.message)
}
