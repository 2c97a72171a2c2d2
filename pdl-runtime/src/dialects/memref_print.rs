//! The printers of the hand-written `memref` forms (MLIR 22's `MemRefOps.cpp`); the
//! readers are in `memref_syntax`.

use super::scf_print::{attr_of, result_types};
use crate::ir::{AttrKind, Ir, OpId, TypeKind, Value};
use crate::text::Printer;

/// The rank of a memref type (0 for anything else).
fn rank(ir: &Ir, v: Value) -> usize {
    match ir.ctx.type_kind(ir.value_type(v)) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => 0,
    }
}

/// `%m[%i, ...]`.
fn indexed(p: &mut Printer<'_>, ir: &Ir, memref: Value, indices: &[Value]) {
    p.print_value(ir, memref);
    p.write("[");
    p.print_values(ir, indices);
    p.write("]");
}

/// `memref.generic_atomic_rmw`.
pub(super) fn print_generic_atomic_rmw(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    if ir.num_operands(op) == 0 || ir.num_regions(op) != 1 {
        return p.print_generic_fallback(ir, op, indent);
    }
    let operands: Vec<Value> = ir.operands(op).collect();
    p.write(" ");
    indexed(p, ir, operands[0], &operands[1..]);
    p.write(" : ");
    p.print_type(ir.value_type(operands[0]));
    p.write(" ");
    p.print_region_with(ir, ir.region(op, 0), indent, true, true);
    p.print_optional_attr_dict(ir, op, &[]);
}

/// `memref.alloca_scope`.
pub(super) fn print_alloca_scope(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    if ir.num_regions(op) != 1 {
        return p.print_generic_fallback(ir, op, indent);
    }
    p.write(" ");
    let results = result_types(ir, op);
    if !results.is_empty() {
        p.write(" -> (");
        p.print_type_list(&results);
        p.write(")");
    }
    p.write(" ");
    p.print_region_with(ir, ir.region(op, 0), indent, false, !results.is_empty());
    p.print_optional_attr_dict(ir, op, &[]);
}

/// `memref.dma_start`.
pub(super) fn print_dma_start(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    let operands: Vec<Value> = ir.operands(op).collect();
    let n = operands.len();
    // Source, its indices, destination, its indices, count, tag, its indices[, strides].
    let split = (|| {
        let src = *operands.first()?;
        let dst_at = 1 + rank(ir, src);
        let dst = *operands.get(dst_at)?;
        let num_at = dst_at + 1 + rank(ir, dst);
        let tag_at = num_at + 1;
        let tag = *operands.get(tag_at)?;
        let end = tag_at + 1 + rank(ir, tag);
        (n == end || n == end + 2).then_some((dst_at, num_at, tag_at, end))
    })();
    let Some((dst_at, num_at, tag_at, end)) = split else {
        return p.print_generic_fallback(ir, op, indent);
    };
    p.write(" ");
    indexed(p, ir, operands[0], &operands[1..dst_at]);
    p.write(", ");
    indexed(p, ir, operands[dst_at], &operands[dst_at + 1..num_at]);
    p.write(", ");
    p.print_value(ir, operands[num_at]);
    p.write(", ");
    indexed(p, ir, operands[tag_at], &operands[tag_at + 1..end]);
    if n == end + 2 {
        p.write(", ");
        p.print_value(ir, operands[end]);
        p.write(", ");
        p.print_value(ir, operands[end + 1]);
    }
    p.print_optional_attr_dict(ir, op, &[]);
    p.write(" : ");
    for (i, at) in [0, dst_at, tag_at].into_iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(ir.value_type(operands[at]));
    }
}

/// `memref.prefetch`.
pub(super) fn print_prefetch(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    let flag = |name: &str| match attr_of(ir, op, name).map(|a| ir.ctx.attr_kind(a)) {
        Some(AttrKind::Bool(b)) => Some(*b),
        Some(AttrKind::Integer { bits, .. }) => Some(*bits != 0),
        _ => None,
    };
    let hint = match attr_of(ir, op, "localityHint").map(|a| ir.ctx.attr_kind(a)) {
        Some(AttrKind::Integer { bits, .. }) => Some(*bits as u32),
        _ => None,
    };
    let (Some(write), Some(data), Some(hint)) = (flag("isWrite"), flag("isDataCache"), hint) else {
        return p.print_generic_fallback(ir, op, indent);
    };
    if ir.num_operands(op) == 0 {
        return p.print_generic_fallback(ir, op, indent);
    }
    let operands: Vec<Value> = ir.operands(op).collect();
    p.write(" ");
    indexed(p, ir, operands[0], &operands[1..]);
    p.write(if write { ", write" } else { ", read" });
    p.write(&format!(", locality<{hint}>, "));
    p.write(if data { "data" } else { "instr" });
    p.print_optional_attr_dict(ir, op, &["localityHint", "isWrite", "isDataCache"]);
    p.write(" : ");
    p.print_type(ir.value_type(operands[0]));
}

/// `memref.transpose`.
pub(super) fn print_transpose(p: &mut Printer<'_>, ir: &Ir, op: OpId, indent: usize) {
    let map = match attr_of(ir, op, "permutation").map(|a| ir.ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(text)) => text
            .strip_prefix("affine_map<")
            .and_then(|t| t.strip_suffix('>'))
            .map(str::to_string),
        _ => None,
    };
    let Some(map) = map else {
        return p.print_generic_fallback(ir, op, indent);
    };
    if ir.num_operands(op) != 1 || ir.num_results(op) != 1 {
        return p.print_generic_fallback(ir, op, indent);
    }
    let input = ir.operand(op, 0);
    p.write(" ");
    p.print_value(ir, input);
    p.write(" ");
    p.write(&map);
    p.print_optional_attr_dict(ir, op, &["permutation"]);
    p.write(" : ");
    p.print_type(ir.value_type(input));
    p.write(" to ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}
