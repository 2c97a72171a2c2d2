//! The native functions of MLIR's `--test-pdl-bytecode-pass`, under the same names and
//! with the same behaviour, so that MLIR's PDL test cases run unchanged.
//!
//! Constraints: `single_entity_constraint` (the operation is named `test.op`),
//! `multi_entity_constraint` (the second operation is named `test.op`),
//! `multi_entity_var_constraint` (a value range and a type range, each of two elements),
//! `op_constr_return_attr`, `op_constr_return_type`, `op_constr_return_type_range` (hold on an
//! operation named `test.success_op` and return the string attribute `"test.success"`, the
//! type `f32`, or as many `f32` as the integer attribute argument says),
//! `op_multiple_returns_failure` (always fails). Rewrites: `creator` (creates a `test.success`
//! operation), `var_creator` (returns the root's operands and their types), `type_creator`
//! (`f32`), `str_creator` (the string attribute `"test.str"`), `rewriter` (creates
//! `test.success` on the given value and erases the root).

pub mod typed;

use crate::access::PayloadWrite;
use crate::value::{Kind, PdlValue};
use crate::value::{Natives, Signature};

/// The most types `op_constr_return_type_range` returns: the count comes from the pattern,
/// and a vector of 2^32 types would take 16 GB. MLIR's test native has no limit; no test
/// needs more than a few.
pub const MAX_TYPE_RANGE: usize = 1 << 16;

fn name_is<P: PayloadWrite>(p: &P, op: P::Op, name: &str) -> bool {
    p.name_str(p.op_name(op)) == name
}

/// Registers MLIR's test-pass natives in `natives`.
pub fn register<P: PayloadWrite>(natives: &mut Natives<P>) {
    use Kind::*;
    natives.register_constraint(
        "single_entity_constraint",
        Signature::new(&[Operation], &[]),
        |cx, a| match a[0].as_op() {
            Some(op) if name_is(cx.payload(), op, "test.op") => Ok(vec![]),
            _ => Err("the operation is not named `test.op`".into()),
        },
    );
    natives.register_constraint(
        "multi_entity_constraint",
        Signature::new(&[Operation, Operation], &[]),
        |cx, a| match a[1].as_op() {
            Some(op) if name_is(cx.payload(), op, "test.op") => Ok(vec![]),
            _ => Err("the second operation is not named `test.op`".into()),
        },
    );
    natives.register_constraint(
        "multi_entity_var_constraint",
        Signature::new(&[ValueRange, TypeRange], &[]),
        |_, a| match (a[0].as_values(), a[1].as_types()) {
            (Some(v), Some(t)) if v.len() == 2 && t.len() == 2 => Ok(vec![]),
            _ => Err("expected two values and two types".into()),
        },
    );
    natives.register_constraint(
        "op_constr_return_attr",
        Signature::new(&[Operation], &[Attribute]),
        |cx, a| match a[0].as_op() {
            Some(op) if name_is(cx.payload(), op, "test.success_op") => {
                let attr = cx
                    .get_attr("\"test.success\"")
                    .ok_or("cannot create attribute")?;
                Ok(vec![PdlValue::Attribute(attr)])
            }
            _ => Err("the operation is not named `test.success_op`".into()),
        },
    );
    natives.register_constraint(
        "op_constr_return_type",
        Signature::new(&[Operation], &[Type]),
        |cx, a| match a[0].as_op() {
            Some(op) if name_is(cx.payload(), op, "test.success_op") => {
                let ty = cx.get_type("f32").ok_or("cannot create type")?;
                Ok(vec![PdlValue::Type(ty)])
            }
            _ => Err("the operation is not named `test.success_op`".into()),
        },
    );
    natives.register_constraint(
        "op_constr_return_type_range",
        Signature::new(&[Operation, Attribute], &[TypeRange]),
        |cx, a| {
            let (Some(op), Some(n)) = (a[0].as_op(), a[1].as_attr()) else {
                return Err("expected an operation and an attribute".into());
            };
            if !name_is(cx.payload(), op, "test.success_op") {
                return Err("the operation is not named `test.success_op`".into());
            }
            let text = cx.payload().attr_to_string(n);
            let count: i64 = text
                .split(':')
                .next()
                .and_then(|s| s.trim().parse().ok())
                .ok_or_else(|| format!("`{text}` is not an integer attribute"))?;
            let count = usize::try_from(count.max(0))
                .ok()
                .filter(|&n| n <= MAX_TYPE_RANGE)
                .ok_or_else(|| {
                    format!(
                        "`op_constr_return_type_range` cannot return {count} types (at most {MAX_TYPE_RANGE})"
                    )
                })?;
            let ty = cx.get_type("f32").ok_or("cannot create type")?;
            Ok(vec![PdlValue::TypeRange(vec![ty; count])])
        },
    );
    natives.register_constraint("op_multiple_returns_failure", Signature::any(), |_, _| {
        Err("this constraint always fails".into())
    });
    natives.register_rewrite(
        "creator",
        Signature::new(&[Operation], &[Operation]),
        |rw, _| {
            let op = rw.create_op("test.success", &[], &[], &[]);
            Ok(vec![PdlValue::Operation(op)])
        },
    );
    natives.register_rewrite(
        "var_creator",
        Signature::new(&[Operation], &[ValueRange, TypeRange]),
        |rw, a| {
            let op = a[0].as_op().ok_or("expected an operation")?;
            let p = rw.payload();
            let values: Vec<_> = (0..p.num_operands(op)).map(|i| p.operand(op, i)).collect();
            let types = values.iter().map(|&v| p.value_type(v)).collect();
            Ok(vec![
                PdlValue::ValueRange(values),
                PdlValue::TypeRange(types),
            ])
        },
    );
    natives.register_rewrite("type_creator", Signature::new(&[], &[Type]), |rw, _| {
        let ty = rw.get_type("f32").ok_or("cannot create type")?;
        Ok(vec![PdlValue::Type(ty)])
    });
    natives.register_rewrite("str_creator", Signature::new(&[], &[Attribute]), |rw, _| {
        let attr = rw
            .get_attr("\"test.str\"")
            .ok_or("cannot create attribute")?;
        Ok(vec![PdlValue::Attribute(attr)])
    });
    natives.register_rewrite(
        "rewriter",
        Signature::new(&[Operation, Value], &[]),
        |rw, a| {
            let (Some(root), Some(input)) = (a[0].as_op(), a[1].as_value()) else {
                return Err("expected an operation and a value".into());
            };
            rw.create_op("test.success", &[input], &[], &[]);
            rw.erase_op(root).map_err(|e| e.message)?;
            Ok(vec![])
        },
    );
}

impl<P: PayloadWrite> Natives<P> {
    /// The builtins plus MLIR's test-pass natives: what `pdl-opt` registers.
    pub fn mlir_test_pass() -> Self {
        let mut n = Self::with_builtins();
        register(&mut n);
        n
    }
}
