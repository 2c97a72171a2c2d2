//! `func.func`'s hand-written custom form (MLIR 22's `FuncOps.cpp` through
//! `function_interface_impl`): `func.func [visibility] @name(%arg0: T {attrs}, ...)
//! [-> results] [attributes {...}] [{ body }]`; an external function (no body) lists its
//! argument types without names. Read by the function-like reader of the text parser
//! (`Parser::parse_function_like`), printed by `print_func`.

use super::scf_print::attr_of;
use crate::ir::{AttrKind, Attribute, Ir, OpId, TypeKind};
use crate::text::parser::{PResult, Parser};
use crate::text::Printer;

/// Reads `func.func` (its name is the current token).
pub(super) fn parse_func(p: &mut Parser<'_>, _written: &str, full: &str) -> PResult<OpId> {
    let loc = p.tok.start;
    p.bump();
    p.parse_function_like(loc, full, "func")
}

/// The bytes of string attribute `name` of `op`, if it has one.
fn string_attr(ir: &Ir, op: OpId, name: &str) -> Option<Vec<u8>> {
    match ir.ctx.attr_kind(attr_of(ir, op, name)?) {
        AttrKind::String { value, .. } => Some(value.to_vec()),
        _ => None,
    }
}

/// The dictionaries of array attribute `name` of `op` (argument or result attributes).
fn dict_array(ir: &Ir, op: OpId, name: &str) -> Option<Vec<Attribute>> {
    match ir.ctx.attr_kind(attr_of(ir, op, name)?) {
        AttrKind::Array(items) => Some(items.to_vec()),
        _ => None,
    }
}

/// Prints `func.func` as `function_interface_impl::printFunctionOp` does.
pub(super) fn print_func(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    let fty = attr_of(ir, op, "function_type").map(|a| ir.ctx.attr_kind(a));
    let (Some(AttrKind::Type(fty)), Some(name)) = (fty, string_attr(ir, op, "sym_name")) else {
        return p.print_generic_fallback(ir, op, indent);
    };
    let TypeKind::Function { inputs, results } = ir.ctx.type_kind(*fty) else {
        return p.print_generic_fallback(ir, op, indent);
    };
    let (inputs, results) = (inputs.to_vec(), results.to_vec());
    let body = (ir.num_regions(op) == 1).then(|| ir.region(op, 0));
    let entry = body.and_then(|r| ir.first_block(r));
    if entry.is_some_and(|b| ir.block_args(b).len() != inputs.len()) {
        return p.print_generic_fallback(ir, op, indent);
    }
    p.write(" ");
    if let Some(vis) = string_attr(ir, op, "sym_visibility") {
        p.write(&String::from_utf8_lossy(&vis));
        p.write(" ");
    }
    p.print_symbol_name(&name);
    let arg_attrs = dict_array(ir, op, "arg_attrs");
    let empty = ir.ctx.empty_dict();
    let arg_dict = |i: usize| {
        arg_attrs
            .as_ref()
            .and_then(|a| a.get(i).copied())
            .unwrap_or(empty)
    };
    p.write("(");
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if let Some(b) = entry {
            p.print_value(ir, ir.block_args(b)[i]);
            p.write(": ");
        }
        p.print_type(ty);
        p.print_dict_entries(arg_dict(i));
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        let res_attrs = dict_array(ir, op, "res_attrs");
        let res_dict = |i: usize| {
            res_attrs
                .as_ref()
                .and_then(|a| a.get(i).copied())
                .unwrap_or(empty)
        };
        let parens = results.len() > 1
            || matches!(ir.ctx.type_kind(results[0]), TypeKind::Function { .. })
            || res_dict(0) != empty;
        if parens {
            p.write("(");
        }
        for (i, &ty) in results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(ty);
            p.print_dict_entries(res_dict(i));
        }
        if parens {
            p.write(")");
        }
    }
    p.print_optional_attr_dict_with_keyword(
        ir,
        op,
        &[
            "sym_name",
            "sym_visibility",
            "function_type",
            "arg_attrs",
            "res_attrs",
        ],
    );
    if let (Some(r), Some(_)) = (body, entry) {
        p.write(" ");
        p.print_region_with(ir, r, indent, false, true);
    }
}
