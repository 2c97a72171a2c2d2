//! The printers of the hand-written `scf` forms (MLIR 22's `SCF.cpp`), byte for byte what
//! `mlir-opt-22` prints; the readers are in `scf_syntax` and `scf_parallel_syntax`.

use crate::ir::{AttrKind, DenseData, Ir, OpId, Traits, Type, TypeKind, Value};
use crate::text::Printer;

/// The attribute `name` of `op` (property or discardable).
pub(super) fn attr_of(ir: &Ir, op: OpId, name: &str) -> Option<crate::ir::Attribute> {
    ir.ctx.lookup_symbol(name).and_then(|k| ir.attr(op, k))
}

/// The result types of `op`.
pub(super) fn result_types(ir: &Ir, op: OpId) -> Vec<Type> {
    ir.results(op).map(|v| ir.value_type(v)).collect()
}

/// The types of `values`.
fn types_of(ir: &Ir, values: &[Value]) -> Vec<Type> {
    values.iter().map(|&v| ir.value_type(v)).collect()
}

/// MLIR's `printInitializationList`: `prefix(%inner = %outer, ...)`, nothing when empty.
fn initialization_list(
    p: &mut Printer<'_>,
    ir: &Ir,
    inner: &[Value],
    outer: &[Value],
    prefix: &str,
) {
    if outer.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (&a, &b)) in inner.iter().zip(outer).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(ir, a);
        p.write(" = ");
        p.print_value(ir, b);
    }
    p.write(")");
}

/// The arguments of the entry block of `op`'s region `i` (empty without a block).
fn entry_args(ir: &Ir, op: OpId, i: usize) -> Vec<Value> {
    ir.first_block(ir.region(op, i))
        .map(|b| ir.block_args(b).to_vec())
        .unwrap_or_default()
}

/// `scf.for`.
pub(super) fn print_for(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    if ir.num_operands(op) < 3 || ir.num_regions(op) != 1 {
        return p.print_generic_fallback(ir, op, indent);
    }
    if attr_of(ir, op, "unsignedCmp").is_some() {
        p.write(" unsigned");
    }
    let args = entry_args(ir, op, 0);
    let operands: Vec<Value> = ir.operands(op).collect();
    let inits = &operands[3..];
    let Some(&iv) = args.first() else {
        return p.print_generic_fallback(ir, op, indent);
    };
    p.write(" ");
    p.print_value(ir, iv);
    p.write(" = ");
    p.print_value(ir, operands[0]);
    p.write(" to ");
    p.print_value(ir, operands[1]);
    p.write(" step ");
    p.print_value(ir, operands[2]);
    initialization_list(p, ir, &args[1..], inits, " iter_args");
    if !inits.is_empty() {
        p.write(" -> (");
        p.print_type_list(&types_of(ir, inits));
        p.write(")");
    }
    p.write(" ");
    let iv_ty = ir.value_type(iv);
    if !matches!(ir.ctx.type_kind(iv_ty), TypeKind::Index) {
        p.write(" : ");
        p.print_type(iv_ty);
        p.write(" ");
    }
    p.print_region_with(ir, ir.region(op, 0), indent, false, !inits.is_empty());
    p.print_optional_attr_dict(ir, op, &["unsignedCmp"]);
}

/// `scf.if`.
pub(super) fn print_if(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    if ir.num_operands(op) != 1 || ir.num_regions(op) != 2 {
        return p.print_generic_fallback(ir, op, indent);
    }
    p.write(" ");
    p.print_value(ir, ir.operand(op, 0));
    let results = result_types(ir, op);
    if !results.is_empty() {
        p.write(" -> (");
        p.print_type_list(&results);
        p.write(")");
    }
    p.write(" ");
    let terminators = !results.is_empty();
    p.print_region_with(ir, ir.region(op, 0), indent, false, terminators);
    let else_region = ir.region(op, 1);
    if !ir.region_blocks(else_region).is_empty() {
        p.write(" else ");
        p.print_region_with(ir, else_region, indent, false, terminators);
    }
    p.print_optional_attr_dict(ir, op, &[]);
}

/// `scf.while`.
pub(super) fn print_while(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    if ir.num_regions(op) != 2 {
        return p.print_generic_fallback(ir, op, indent);
    }
    let inits: Vec<Value> = ir.operands(op).collect();
    let before = entry_args(ir, op, 0);
    if before.len() != inits.len() {
        return p.print_generic_fallback(ir, op, indent);
    }
    initialization_list(p, ir, &before, &inits, " ");
    p.write(" : ");
    p.print_functional_type(&types_of(ir, &inits), &result_types(ir, op));
    p.write(" ");
    p.print_region_with(ir, ir.region(op, 0), indent, false, true);
    p.write(" do ");
    p.print_region_with(ir, ir.region(op, 1), indent, true, true);
    p.print_optional_attr_dict_with_keyword(ir, op, &[]);
}

/// `scf.execute_region`.
pub(super) fn print_execute_region(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    if ir.num_regions(op) != 1 {
        return p.print_generic_fallback(ir, op, indent);
    }
    p.print_optional_arrow_type_list(&result_types(ir, op));
    p.write(" ");
    if attr_of(ir, op, "no_inline").is_some() {
        p.write("no_inline ");
    }
    p.print_region_with(ir, ir.region(op, 0), indent, false, true);
    p.print_optional_attr_dict(ir, op, &["no_inline"]);
}

/// The `operandSegmentSizes` of `op`, if it has `n` of them.
pub(super) fn segments(ir: &Ir, op: OpId, n: usize) -> Option<Vec<usize>> {
    let a = attr_of(ir, op, "operandSegmentSizes")?;
    let AttrKind::DenseArray {
        data: DenseData::Ints(v),
        ..
    } = ir.ctx.attr_kind(a)
    else {
        return None;
    };
    let sizes: Vec<usize> = v.iter().map(|&x| x as u32 as usize).collect();
    let total: usize = sizes.iter().sum();
    (sizes.len() == n && total == ir.num_operands(op)).then_some(sizes)
}

/// `scf.parallel`.
pub(super) fn print_parallel(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    let Some(seg) = segments(ir, op, 4) else {
        return p.print_generic_fallback(ir, op, indent);
    };
    if ir.num_regions(op) != 1 {
        return p.print_generic_fallback(ir, op, indent);
    }
    let operands: Vec<Value> = ir.operands(op).collect();
    let (lbs, rest) = operands.split_at(seg[0]);
    let (ubs, rest) = rest.split_at(seg[1]);
    let (steps, inits) = rest.split_at(seg[2]);
    p.write(" (");
    p.print_values(ir, &entry_args(ir, op, 0));
    p.write(") = (");
    p.print_values(ir, lbs);
    p.write(") to (");
    p.print_values(ir, ubs);
    p.write(") step (");
    p.print_values(ir, steps);
    p.write(")");
    if !inits.is_empty() {
        p.write(" init (");
        p.print_values(ir, inits);
        p.write(")");
    }
    p.print_optional_arrow_type_list(&result_types(ir, op));
    p.write(" ");
    p.print_region_with(ir, ir.region(op, 0), indent, false, true);
    p.print_optional_attr_dict(ir, op, &["operandSegmentSizes"]);
}

/// A `DenseI64ArrayAttr` property of `op` as values.
fn i64_array(ir: &Ir, op: OpId, name: &str) -> Option<Vec<i64>> {
    let a = attr_of(ir, op, name)?;
    match ir.ctx.attr_kind(a) {
        AttrKind::DenseArray {
            data: DenseData::Ints(v),
            ..
        } => Some(v.iter().map(|&x| x as u64 as i64).collect()),
        _ => None,
    }
}

/// MLIR's `getConstantIntValue` on a value: the integer of the constant-like operation
/// defining it.
fn constant_int(ir: &Ir, v: Value) -> Option<i64> {
    let def = ir.defining_op(v)?;
    if !ir.has_trait(def, Traits::CONSTANT_LIKE) {
        return None;
    }
    let value = attr_of(ir, def, "value")?;
    match ir.ctx.attr_kind(value) {
        AttrKind::Integer { ty, bits } => {
            let width = match ir.ctx.type_kind(*ty) {
                TypeKind::Integer { width, .. } => (*width).clamp(1, 64),
                _ => 64,
            };
            let shift = 64 - width;
            Some(((*bits as u64) << shift) as i64 >> shift)
        }
        _ => None,
    }
}

/// MLIR's `printDynamicIndexList` with parentheses: each entry the next value where the
/// static list says dynamic (`i64::MIN`), the integer otherwise.
fn dynamic_index_list(p: &mut Printer<'_>, ir: &Ir, values: &[Value], statics: &[i64]) {
    p.write("(");
    let mut next = values.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match (s == i64::MIN).then(|| next.next()).flatten() {
            Some(&v) => p.print_value(ir, v),
            None => p.write(&s.to_string()),
        }
    }
    p.write(")");
}

/// `scf.forall`.
pub(super) fn print_forall(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    let (Some(seg), Some(lb), Some(ub), Some(st)) = (
        segments(ir, op, 4),
        i64_array(ir, op, "staticLowerBound"),
        i64_array(ir, op, "staticUpperBound"),
        i64_array(ir, op, "staticStep"),
    ) else {
        return p.print_generic_fallback(ir, op, indent);
    };
    let args = entry_args(ir, op, 0);
    if ir.num_regions(op) != 1 || args.len() < seg[3] {
        return p.print_generic_fallback(ir, op, indent);
    }
    let operands: Vec<Value> = ir.operands(op).collect();
    let (dlb, rest) = operands.split_at(seg[0]);
    let (dub, rest) = rest.split_at(seg[1]);
    let (dst, outs) = rest.split_at(seg[2]);
    let rank = args.len() - seg[3];
    p.write(" (");
    p.print_values(ir, &args[..rank]);
    // `isNormalized`: every lower bound 0 and every step 1, static or constant.
    let all = |statics: &[i64], dynamic: &[Value], want: i64| {
        let mut dynamic = dynamic.iter();
        statics.iter().all(|&s| {
            let v = if s == i64::MIN {
                dynamic.next().and_then(|&v| constant_int(ir, v))
            } else {
                Some(s)
            };
            v == Some(want)
        })
    };
    if all(&lb, dlb, 0) && all(&st, dst, 1) {
        p.write(") in ");
        dynamic_index_list(p, ir, dub, &ub);
    } else {
        p.write(") = ");
        dynamic_index_list(p, ir, dlb, &lb);
        p.write(" to ");
        dynamic_index_list(p, ir, dub, &ub);
        p.write(" step ");
        dynamic_index_list(p, ir, dst, &st);
    }
    initialization_list(p, ir, &args[rank..], outs, " shared_outs");
    p.write(" ");
    if !outs.is_empty() {
        p.write("-> (");
        p.print_type_list(&result_types(ir, op));
        p.write(") ");
    }
    let terminators = ir.num_results(op) > 0;
    p.print_region_with(ir, ir.region(op, 0), indent, false, terminators);
    p.print_optional_attr_dict(
        ir,
        op,
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    );
}

/// `scf.forall.in_parallel`.
pub(super) fn print_in_parallel(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    if ir.num_regions(op) != 1 {
        return p.print_generic_fallback(ir, op, indent);
    }
    p.write(" ");
    p.print_region_with(ir, ir.region(op, 0), indent, false, false);
    p.print_optional_attr_dict(ir, op, &[]);
}
