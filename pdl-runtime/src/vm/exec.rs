//! Running bytecode: the matcher records every match of the visited operation, the rewriter
//! of the chosen match changes the payload through the journaling [`Rewriter`].
//!
//! Both are generic over the payload [access traits](crate::access) and monomorphise; the
//! only per-payload preparation is [`Bound::bind`], which turns the program's constant names,
//! types and attributes into the payload's handles and its switch tables into hash maps (so
//! dispatch on the root operation's name costs O(1) whatever the number of patterns).

use super::bind::{Bound, Native};
use super::instrs::{
    eval_check, eval_switch, exec_common, native_args, op_of, store_results, types_of, values_of,
};
use super::{Addr, Instr, Program};
use crate::access::{PayloadRead, PayloadWrite};
use crate::rewrite::{RewriteError, Rewriter};
use crate::value::NativeCx;
use crate::value::PdlValue;
use crate::value::Tracer;

/// A match found by the matcher: the pattern, its benefit and the values it passes to the
/// rewriter.
pub struct Match<P: PayloadRead> {
    /// Index of the pattern in [`Program::patterns`].
    pub pattern: u32,
    /// The pattern's benefit.
    pub benefit: u16,
    /// The rewriter's inputs (null entries stay `None`).
    pub values: Vec<Option<PdlValue<P>>>,
    /// The matched operation whose location created operations take.
    pub location: Option<P::Op>,
}

impl<P: PayloadRead> Clone for Match<P> {
    fn clone(&self) -> Self {
        Match {
            pattern: self.pattern,
            benefit: self.benefit,
            values: self.values.clone(),
            location: self.location,
        }
    }
}

impl<P: PayloadRead> std::fmt::Debug for Match<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Match")
            .field("pattern", &self.pattern)
            .field("benefit", &self.benefit)
            .field("values", &self.values)
            .finish()
    }
}

/// The VM's memory: slots, loop counters and the stack of loops to resume.
pub struct Machine<P: PayloadRead> {
    slots: Vec<Option<PdlValue<P>>>,
    loops: Vec<u32>,
    resume: Vec<Addr>,
}

impl<P: PayloadRead> Machine<P> {
    /// Memory for running `program`.
    pub fn new(program: &Program) -> Self {
        Machine {
            slots: (0..program.num_slots.max(1)).map(|_| None).collect(),
            loops: vec![0; program.num_loops as usize],
            resume: Vec::new(),
        }
    }
}

impl<P: PayloadWrite> Machine<P> {
    /// Runs the matcher on `root` and appends every match to `out`, in MLIR's order:
    /// by decreasing benefit, in the order recorded among equal benefits.
    #[allow(clippy::too_many_arguments)] // The program's three parts, the payload, the root, the output, the tracer.
    pub fn run_matcher<T: Tracer>(
        &mut self,
        program: &Program,
        bound: &Bound<P>,
        natives: &[Native<P>],
        payload: &mut P,
        root: P::Op,
        out: &mut Vec<Match<P>>,
        tracer: &mut T,
    ) {
        let first = out.len();
        self.slots[0] = Some(PdlValue::Operation(root));
        self.resume.clear();
        for l in self.loops.iter_mut() {
            *l = 0;
        }
        let mut pc: Addr = 0;
        loop {
            let instr = &program.code[pc as usize];
            if let Some((held, then, otherwise)) = eval_check(bound, payload, &self.slots, instr) {
                tracer.check(pc, held);
                pc = if held { then } else { otherwise };
                continue;
            }
            if let Some(dest) = eval_switch(program, bound, payload, &self.slots, instr) {
                if T::ACTIVE {
                    if let Some(t) = instr.switch_table() {
                        let dests = &program.switches[t as usize].dests;
                        let case = dests.iter().position(|&d| d == dest);
                        tracer.switch(pc, case.unwrap_or(dests.len()) as u32);
                    }
                }
                pc = dest;
                continue;
            }
            if exec_common(program, bound, payload, &mut self.slots, instr) {
                pc += 1;
                continue;
            }
            match *instr {
                Instr::Branch { dest } => pc = dest,
                Instr::Finalize => break,
                Instr::Foreach {
                    var,
                    range,
                    level,
                    exit,
                } => {
                    let i = self.loops[level as usize] as usize;
                    let next = match &self.slots[range as usize] {
                        Some(PdlValue::OperationRange(r)) => r.get(i).copied(),
                        _ => None,
                    };
                    match next {
                        Some(op) => {
                            self.slots[var as usize] = Some(PdlValue::Operation(op));
                            self.resume.push(pc);
                            pc += 1;
                        }
                        None => {
                            self.loops[level as usize] = 0;
                            pc = exit;
                        }
                    }
                }
                Instr::Continue { level } => {
                    self.loops[level as usize] += 1;
                    // A `continue` outside any loop (which no verified program has) ends
                    // the matcher rather than spinning.
                    match self.resume.pop() {
                        Some(at) => pc = at,
                        None => break,
                    }
                }
                Instr::RecordMatch {
                    pattern,
                    inputs,
                    loc,
                    dest,
                } => {
                    tracer.record(pattern);
                    out.push(Match {
                        pattern,
                        benefit: program.patterns[pattern as usize].benefit,
                        values: program
                            .list(inputs)
                            .iter()
                            .map(|&s| self.slots[s as usize].clone())
                            .collect(),
                        location: loc.and_then(|s| op_of(&self.slots, s)),
                    });
                    pc = dest;
                }
                Instr::ApplyConstraint {
                    native,
                    args,
                    results,
                    negated,
                    then,
                    otherwise,
                } => {
                    let held = match (
                        &natives[native as usize],
                        native_args(program, &self.slots, args),
                    ) {
                        (Native::Constraint(f), Some(args)) => {
                            let mut cx = NativeCx::new(payload);
                            match f(&mut cx, &args) {
                                Ok(values) => {
                                    match store_results(
                                        program,
                                        native,
                                        &mut self.slots,
                                        results,
                                        values,
                                    ) {
                                        Ok(()) => true,
                                        Err(e) => {
                                            tracer.constraint_failed(pc, &e);
                                            false
                                        }
                                    }
                                }
                                Err(reason) => {
                                    tracer.constraint_failed(pc, &reason);
                                    false
                                }
                            }
                        }
                        (_, None) => {
                            tracer.constraint_failed(pc, "an argument is null");
                            false
                        }
                        (Native::Rewrite(_), _) => false,
                    };
                    let held = held != negated;
                    tracer.check(pc, held);
                    pc = if held { then } else { otherwise };
                }
                // Rewrite instructions cannot appear in a matcher; stop rather than act.
                _ => break,
            }
        }
        // Stable: equal benefits keep the order in which they were recorded.
        out[first..].sort_by_key(|m| std::cmp::Reverse(m.benefit));
    }

    /// Runs the rewriter of `m` through `rewriter`. On error the caller rolls back.
    pub fn run_rewriter(
        &mut self,
        program: &Program,
        bound: &Bound<P>,
        natives: &[Native<P>],
        rewriter: &mut Rewriter<'_, P>,
        m: &Match<P>,
    ) -> Result<(), RewriteError> {
        let pattern = &program.patterns[m.pattern as usize];
        for (i, v) in m.values.iter().enumerate() {
            self.slots[i] = v.clone();
        }
        let mut pc = pattern.rewriter;
        loop {
            let instr = &program.code[pc as usize];
            if exec_common(program, bound, rewriter.payload(), &mut self.slots, instr) {
                pc += 1;
                continue;
            }
            match *instr {
                Instr::Finalize => return Ok(()),
                Instr::Branch { dest } => {
                    pc = dest;
                    continue;
                }
                Instr::CreateOperation {
                    result,
                    name,
                    operands,
                    attrs,
                    types,
                    inferred,
                } => {
                    let operand_values =
                        values_of(program, &self.slots, operands).ok_or_else(|| {
                            RewriteError::new("an operand of a created operation is null")
                        })?;
                    let result_types = types_of(program, &self.slots, types).ok_or_else(|| {
                        RewriteError::new("a result type of a created operation is null")
                    })?;
                    let pairs = program.list(attrs);
                    let mut attributes: Vec<(&str, P::Attr)> = Vec::with_capacity(pairs.len() / 2);
                    for pair in pairs.chunks(2) {
                        // A null attribute is left out, as MLIR does.
                        if let Some(PdlValue::Attribute(a)) = &self.slots[pair[1] as usize] {
                            attributes.push((program.names[pair[0] as usize].as_str(), *a));
                        }
                    }
                    let name = &program.names[name as usize];
                    let op = if inferred {
                        crate::native::create_op_inferred(
                            rewriter,
                            name,
                            &operand_values,
                            &attributes,
                        )?
                    } else {
                        rewriter.create_op(name, &operand_values, &result_types, &attributes)
                    };
                    self.slots[result as usize] = Some(PdlValue::Operation(op));
                }
                Instr::Erase { op } => {
                    let op = op_of(&self.slots, op)
                        .ok_or_else(|| RewriteError::new("erasing a null operation"))?;
                    rewriter.erase_op(op)?;
                }
                Instr::Replace { op, values } => {
                    let op = op_of(&self.slots, op)
                        .ok_or_else(|| RewriteError::new("replacing a null operation"))?;
                    let with = values_of(program, &self.slots, values)
                        .ok_or_else(|| RewriteError::new("a replacement value is null"))?;
                    rewriter.replace_op(op, &with)?;
                }
                Instr::ApplyRewrite {
                    native,
                    args,
                    results,
                } => {
                    let name = &program.natives[native as usize].name;
                    let args = native_args(program, &self.slots, args).ok_or_else(|| {
                        RewriteError::new(format!("native rewrite `{name}`: an argument is null"))
                    })?;
                    let Native::Rewrite(f) = &natives[native as usize] else {
                        return Err(RewriteError::new(format!("`{name}` is not a rewrite")));
                    };
                    let values = f(rewriter, &args).map_err(|e| {
                        RewriteError::new(format!("native rewrite `{name}` failed: {e}"))
                    })?;
                    store_results(program, native, &mut self.slots, results, values)
                        .map_err(RewriteError::new)?;
                }
                ref other => {
                    return Err(RewriteError::new(format!(
                        "instruction {other:?} cannot appear in a rewriter"
                    )))
                }
            }
            pc += 1;
        }
    }
}
