//! Running a match's rewriter: the instructions that create, replace and erase operations
//! and call native rewrites, each change made through the journaling [`Rewriter`] (on an
//! error the caller rolls the rewrite back). The matcher loop is in [`super::exec`].

use super::bind::{Bound, Native};
use super::exec::{Machine, Match};
use super::instrs::{
    attr_type, attribute, concat, defining_op, extract, group, native_args, operand, result,
    store_results, type_list, types_into, users, value_type, values_into,
};
use super::regs::Reg;
use super::{Instr, Program};
use crate::access::PayloadWrite;
use crate::rewrite::{RewriteError, Rewriter};

impl<P: PayloadWrite> Machine<P> {
    /// Runs the rewriter of `m` through `rewriter`. On error the caller rolls back.
    pub fn run_rewriter(
        &mut self,
        program: &Program,
        bound: &Bound<P>,
        natives: &[Native<P>],
        rewriter: &mut Rewriter<'_, P>,
        m: &Match<P>,
    ) -> Result<(), RewriteError> {
        if !self.holds(m) {
            return Err(RewriteError::new(
                "the match is stale: its pattern set has matched again since",
            ));
        }
        let pattern = program
            .patterns
            .get(m.pattern as usize)
            .ok_or_else(|| RewriteError::new("the match names no pattern of the program"))?;
        let Machine {
            regs,
            scratch,
            kept,
            kept_ranges,
            args,
            values,
            types,
            ..
        } = self;
        scratch.clear();
        let inputs = super::regs::get(kept, m.inputs);
        if inputs.len() > regs.len() {
            return Err(RewriteError::new(
                "the match has more inputs than the program has slots",
            ));
        }
        for (reg, &v) in regs.iter_mut().zip(inputs) {
            *reg = scratch.copy_from(kept_ranges, v);
        }
        let code = &program.code[..];
        let mut pc = pattern.rewriter;
        loop {
            let Some(instr) = code.get(pc as usize) else {
                return Err(RewriteError::new(
                    "the rewriter runs past the end of the code",
                ));
            };
            let payload = rewriter.payload();
            let r = |s: u32| regs[s as usize];
            let (to, v) = match *instr {
                Instr::Finalize => return Ok(()),
                Instr::Branch { dest } => {
                    pc = dest;
                    continue;
                }
                Instr::GetOperand {
                    result: to,
                    op,
                    index,
                } => (to, operand(payload, r(op), index)),
                Instr::GetResult {
                    result: to,
                    op,
                    index,
                } => (to, result(payload, r(op), index)),
                Instr::GetOperands {
                    result: to,
                    op,
                    index,
                    range,
                } => (to, group(payload, scratch, r(op), index, range, true)),
                Instr::GetResults {
                    result: to,
                    op,
                    index,
                    range,
                } => (to, group(payload, scratch, r(op), index, range, false)),
                Instr::GetDefiningOp { result: to, value } => {
                    (to, defining_op(payload, scratch, r(value)))
                }
                Instr::GetValueType { result: to, value } => {
                    (to, value_type(payload, scratch, r(value)))
                }
                Instr::GetAttribute {
                    result: to,
                    op,
                    name,
                } => (to, attribute(payload, bound, r(op), name)),
                Instr::GetAttributeType { result: to, attr } => (to, attr_type(payload, r(attr))),
                Instr::GetUsers { result: to, value } => (to, users(payload, scratch, r(value))),
                Instr::Extract {
                    result: to,
                    range,
                    index,
                } => (to, extract(scratch, r(range), index)),
                Instr::CreateAttribute { result: to, value } => {
                    (to, Reg::Attr(bound.consts.attrs[value as usize]))
                }
                Instr::CreateType { result: to, ty } => {
                    (to, Reg::Type(bound.consts.types[ty as usize]))
                }
                Instr::CreateTypes { result: to, types } => (to, type_list(bound, scratch, types)),
                Instr::CreateRange {
                    result: to,
                    args: list,
                    kind,
                } => (to, concat(program, regs, scratch, list, kind)),
                Instr::CreateOperation { create } => {
                    let c = &program.creates[create as usize];
                    values.clear();
                    if !values_into(program, regs, scratch, c.operands, values) {
                        return Err(RewriteError::new(
                            "an operand of a created operation is null",
                        ));
                    }
                    types.clear();
                    if !types_into(program, regs, scratch, c.types, types) {
                        return Err(RewriteError::new(
                            "a result type of a created operation is null",
                        ));
                    }
                    let pairs = program.list(c.attrs);
                    let mut attributes: Vec<(&str, P::Attr)> = Vec::with_capacity(pairs.len() / 2);
                    for pair in pairs.chunks(2) {
                        // A null attribute is left out, as MLIR does.
                        if let Reg::Attr(a) = regs[pair[1] as usize] {
                            attributes.push((program.names[pair[0] as usize].as_str(), a));
                        }
                    }
                    let name = &program.names[c.name as usize];
                    let op = if c.inferred {
                        crate::native::create_op_inferred(rewriter, name, values, &attributes)?
                    } else {
                        rewriter.create_op(name, values, types, &attributes)
                    };
                    (c.result, Reg::Op(op))
                }
                Instr::Erase { op } => {
                    let op = r(op)
                        .op()
                        .ok_or_else(|| RewriteError::new("erasing a null operation"))?;
                    rewriter.erase_op(op)?;
                    pc += 1;
                    continue;
                }
                Instr::Replace { op, values: list } => {
                    let op = r(op)
                        .op()
                        .ok_or_else(|| RewriteError::new("replacing a null operation"))?;
                    values.clear();
                    if !values_into(program, regs, scratch, list, values) {
                        return Err(RewriteError::new("a replacement value is null"));
                    }
                    rewriter.replace_op(op, values)?;
                    pc += 1;
                    continue;
                }
                Instr::ApplyRewrite { call } => {
                    let c = &program.calls[call as usize];
                    let name = &program.natives[c.native as usize].name;
                    if !native_args(program, regs, scratch, c.args, args) {
                        return Err(RewriteError::new(format!(
                            "native rewrite `{name}`: an argument is null"
                        )));
                    }
                    let Native::Rewrite(f) = &natives[c.native as usize] else {
                        return Err(RewriteError::new(format!("`{name}` is not a rewrite")));
                    };
                    let out = f(rewriter, args).map_err(|e| {
                        RewriteError::new(format!("native rewrite `{name}` failed: {e}"))
                    })?;
                    store_results(program, c.native, regs, scratch, c.results, out)
                        .map_err(RewriteError::new)?;
                    pc += 1;
                    continue;
                }
                ref other => {
                    return Err(RewriteError::new(format!(
                        "instruction {other:?} cannot appear in a rewriter"
                    )))
                }
            };
            regs[to as usize] = v;
            pc += 1;
        }
    }
}
