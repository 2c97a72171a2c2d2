//! `cf`: `cf.br`, `cf.cond_br`, `cf.switch` (terminators forwarding operands to their
//! successors: `BranchOpInterface`) and `cf.assert`. MLIR 22 gives none of them a fold hook
//! (their simplifications, such as `cf.cond_br` on a constant, are canonicalization
//! patterns).

use std::ops::Range;

use crate::ir::{
    AttrKind, Context, DenseData, Ir, MemoryEffects, OpDef, OpId, PropKind, SuccessorOperands,
    Traits,
};

/// The `i`th entry of the dense array attribute `name` of `op` (`operandSegmentSizes`...).
fn segments(ir: &Ir, op: OpId, name: &str) -> Vec<usize> {
    let Some(a) = ir.ctx.lookup_symbol(name).and_then(|s| ir.attr(op, s)) else {
        return Vec::new();
    };
    match ir.ctx.attr_kind(a) {
        AttrKind::DenseArray {
            data: DenseData::Ints(v),
            ..
        } => v.iter().map(|&x| x as usize).collect(),
        _ => Vec::new(),
    }
}

/// `cf.br`: every operand goes to the single successor.
fn br_operands(ir: &Ir, op: OpId, _succ: usize) -> SuccessorOperands {
    SuccessorOperands::new(0..ir.num_operands(op))
}

/// `cf.cond_br`: `operandSegmentSizes` = [condition, true operands, false operands].
fn cond_br_operands(ir: &Ir, op: OpId, succ: usize) -> SuccessorOperands {
    SuccessorOperands::new(cond_br_range(ir, op, succ)).segment("operandSegmentSizes", succ + 1)
}

fn cond_br_range(ir: &Ir, op: OpId, succ: usize) -> Range<usize> {
    let seg = segments(ir, op, "operandSegmentSizes");
    let (t, f) = match seg.as_slice() {
        [_, t, f] => (*t, *f),
        // Without segments, the true destination takes everything after the condition.
        _ => (ir.num_operands(op).saturating_sub(1), 0),
    };
    let n = ir.num_operands(op);
    let end_t = t.saturating_add(1);
    let r = if succ == 0 {
        1..end_t
    } else {
        end_t..end_t.saturating_add(f)
    };
    r.start.min(n)..r.end.min(n)
}

/// `cf.switch`: `operandSegmentSizes` = [flag, default operands, case operands], the case
/// operands split by `case_operand_segments`; successor 0 is the default destination.
fn switch_operands(ir: &Ir, op: OpId, succ: usize) -> SuccessorOperands {
    let range = SuccessorOperands::new(switch_range(ir, op, succ));
    if succ == 0 {
        range.segment("operandSegmentSizes", 1)
    } else {
        range
            .segment("case_operand_segments", succ - 1)
            .segment("operandSegmentSizes", 2)
    }
}

fn switch_range(ir: &Ir, op: OpId, succ: usize) -> Range<usize> {
    let seg = segments(ir, op, "operandSegmentSizes");
    let default = seg.get(1).copied().unwrap_or(0);
    let n = ir.num_operands(op);
    let first_case = default.saturating_add(1);
    let r = if succ == 0 {
        1..first_case
    } else {
        let cases = segments(ir, op, "case_operand_segments");
        let before = cases
            .iter()
            .take(succ - 1)
            .fold(0usize, |a, &b| a.saturating_add(b));
        let start = first_case.saturating_add(before);
        start..start.saturating_add(cases.get(succ - 1).copied().unwrap_or(0))
    };
    r.start.min(n)..r.end.min(n)
}

/// Registers the `cf` dialect.
pub(super) fn register(ctx: &mut Context) {
    ctx.register_op(
        OpDef::new("cf.br")
            .traits(Traits::ZERO_RESULTS | Traits::TERMINATOR)
            .pure()
            .successor_operands(br_operands),
    );
    ctx.register_op(
        OpDef::new("cf.cond_br")
            .traits(Traits::ZERO_RESULTS | Traits::TERMINATOR | Traits::ATTR_SIZED_OPERAND_SEGMENTS)
            .pure()
            .successor_operands(cond_br_operands)
            .property("branch_weights", PropKind::DenseI32Array)
            .property("operandSegmentSizes", PropKind::Segments(3)),
    );
    ctx.register_op(
        OpDef::new("cf.switch")
            .traits(Traits::ZERO_RESULTS | Traits::TERMINATOR | Traits::ATTR_SIZED_OPERAND_SEGMENTS)
            .pure()
            .successor_operands(switch_operands)
            .property("case_operand_segments", PropKind::DenseI32Array)
            .property("case_values", PropKind::DenseIntElements)
            .property("operandSegmentSizes", PropKind::Segments(3)),
    );
    // `cf.assert` declares a write effect (it may abort).
    ctx.register_op(
        OpDef::new("cf.assert")
            .traits(Traits::ZERO_RESULTS)
            .effects(MemoryEffects::Write)
            .property("msg", PropKind::String),
    );
}
