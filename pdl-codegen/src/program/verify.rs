//! The checks a program read from text passes before a back end may run it: MLIR's verifier
//! rules for `pdl_interp` (terminators, successors within the region, operand and result
//! types, SSA dominance) and what the program model needs besides (the matcher's signature,
//! rewriter arguments agreeing with what `record_match` passes, loops over operations).

use super::read::builder::{Builder, FuncDef};
use pdl_runtime::ir::AttrKind;
use pdl_runtime::ir::Attribute;

use crate::diag::Diagnostic;
use crate::diag::Span;
use crate::model::Kind;
use crate::program::cfg::RegionCfg;
use crate::program::{BlockId, Op, RegionId, Val};

type VResult = Result<(), Diagnostic>;

const UNDEF: usize = usize::MAX;

/// Checks the whole program; the first problem found is returned.
pub(crate) fn verify(b: &Builder, matcher: &FuncDef) -> VResult {
    let mut pos = vec![0usize; b.blocks.len()];
    for r in &b.regions {
        for (i, &blk) in r.blocks.iter().enumerate() {
            pos[blk.0 as usize] = i;
        }
    }
    let doms: Vec<Dominance> = (0..b.regions.len())
        .map(|r| Dominance::new(b, RegionId(r as u32)))
        .collect();
    let v = Verifier { b, pos, doms };
    let entry_args = v.entry_arg_types(matcher.body);
    if entry_args != [Kind::Operation] {
        return Err(Diagnostic::error(
            matcher.span,
            "the matcher function must take one `!pdl.operation` argument (the operation visited)",
        ));
    }
    v.region(matcher.body, true, matcher.span)?;
    for f in &b.rewriters {
        v.region(f.body, false, f.span)?;
    }
    Ok(())
}

/// The control flow of one region, and the order in which the text emitter fills its
/// blocks (which uses in unreachable blocks must follow).
struct Dominance {
    cfg: RegionCfg,
    /// Position of each block in the emitter's filling order.
    rank: Vec<usize>,
}

impl Dominance {
    fn new(b: &Builder, r: RegionId) -> Self {
        let cfg = RegionCfg::new(&b.regions[r.0 as usize].blocks, |blk| {
            b.blocks[blk.0 as usize]
                .ops
                .last()
                .map(|op| op.successors().into_vec())
                .unwrap_or_default()
        });
        let n = cfg.blocks.len();
        let mut rank = vec![UNDEF; n];
        if n == 0 {
            return Dominance { cfg, rank };
        }
        // The emitter's order: depth first from the entry, then the unreachable blocks.
        let mut next = 0;
        let mut stack = vec![0usize];
        while let Some(node) = stack.pop() {
            if rank[node] != UNDEF {
                continue;
            }
            rank[node] = next;
            next += 1;
            stack.extend(cfg.succs(node).iter().rev());
        }
        for r in rank.iter_mut() {
            if *r == UNDEF {
                *r = next;
                next += 1;
            }
        }
        Dominance { cfg, rank }
    }
}

struct Verifier<'a> {
    b: &'a Builder,
    pos: Vec<usize>,
    doms: Vec<Dominance>,
}

impl Verifier<'_> {
    fn ty(&self, v: Val) -> Kind {
        self.b.types[v.0 as usize]
    }

    fn entry_arg_types(&self, r: RegionId) -> Vec<Kind> {
        self.b.regions[r.0 as usize]
            .blocks
            .first()
            .map(|&e| {
                self.b.blocks[e.0 as usize]
                    .args
                    .iter()
                    .map(|&a| self.ty(a))
                    .collect()
            })
            .unwrap_or_default()
    }

    fn region(&self, r: RegionId, in_matcher: bool, owner: Span) -> VResult {
        let b = self.b;
        let blocks = &b.regions[r.0 as usize].blocks;
        if blocks.is_empty() {
            return Err(Diagnostic::error(
                owner,
                "region must have at least one block",
            ));
        }
        let in_foreach = b.region_parent[r.0 as usize].is_some();
        for (p, &blk) in blocks.iter().enumerate() {
            let block = &b.blocks[blk.0 as usize];
            if p > 0 && !block.args.is_empty() {
                return Err(Diagnostic::error(
                    b.block_span[blk.0 as usize],
                    "only the entry block of a region may have arguments (pdl_interp branches pass no values)",
                ));
            }
            if block.ops.is_empty() {
                return Err(Diagnostic::error(
                    b.block_span[blk.0 as usize],
                    "empty block: expect at least a terminator",
                ));
            }
            let last = block.ops.len() - 1;
            for (i, op) in block.ops.iter().enumerate() {
                let span = b.op_span(blk, i);
                let err = |m: String| Diagnostic::error(span, m);
                let name = op.mlir_name();
                if i == last && !op.is_terminator() {
                    return Err(err(format!("block with no terminator, has '{name}'")));
                }
                if i < last && op.is_terminator() {
                    return Err(err(format!(
                        "'{name}' op must be the last operation in its block"
                    )));
                }
                if matches!(op, Op::Continue) && !in_foreach {
                    return Err(err(
                        "'pdl_interp.continue' op expects parent op 'pdl_interp.foreach'".into(),
                    ));
                }
                if matches!(op, Op::RecordMatch { .. }) && !in_matcher {
                    return Err(err(
                        "'pdl_interp.record_match' is only allowed in the matcher function".into(),
                    ));
                }
                for s in op.successors() {
                    if b.block_region[s.0 as usize] != Some(r) {
                        return Err(err(format!(
                            "'{name}' op refers to a block of another region"
                        )));
                    }
                    if self.pos[s.0 as usize] == 0 {
                        return Err(err("entry block of region may not have predecessors".into()));
                    }
                }
                self.types(op).map_err(err)?;
                for (k, v) in op.operands().into_iter().enumerate() {
                    self.dominated(v, blk, i, k, span)?;
                }
                if let Op::Foreach { var, body, .. } = op {
                    let args = b.regions[body.0 as usize]
                        .blocks
                        .first()
                        .map(|&e| b.blocks[e.0 as usize].args.clone())
                        .unwrap_or_default();
                    if args != [*var] {
                        return Err(err(
                            "'pdl_interp.foreach' op requires exactly one argument".into()
                        ));
                    }
                    self.region(*body, in_matcher, span)?;
                }
                if let Op::RecordMatch {
                    inputs, rewriter, ..
                } = op
                {
                    let f = &b.rewriters[*rewriter];
                    let takes = self.entry_arg_types(f.body);
                    let passes: Vec<Kind> = inputs.iter().map(|&v| self.ty(v)).collect();
                    if takes != passes {
                        let list = |ts: &[Kind]| {
                            ts.iter().map(|t| t.mlir()).collect::<Vec<_>>().join(", ")
                        };
                        return Err(err(format!(
                            "'pdl_interp.record_match' op passes ({}) to '@rewriters::@{}', which takes ({})",
                            list(&passes),
                            f.name,
                            list(&takes)
                        ))
                        .with_note(Some(f.span), "the rewriter is defined here"));
                    }
                }
            }
        }
        self.acyclic(r)
    }

    /// Rejects a cycle in the control flow of region `r`. The operations of `pdl_interp`
    /// are deterministic and do not change the payload while matching, so a matcher (or a
    /// rewriter) that enters a cycle goes round it forever (`mlir-opt` hangs on it); loops
    /// over operations are `foreach` bodies, which end in `continue`. The error points at
    /// the branch that goes back.
    fn acyclic(&self, r: RegionId) -> VResult {
        let b = self.b;
        let blocks = &b.regions[r.0 as usize].blocks;
        // Successors in other regions were rejected before.
        let cfg = &self.doms[r.0 as usize].cfg;
        let succs = |p: usize| -> Vec<usize> { cfg.succs(p).to_vec() };
        // 0: not seen, 1: on the current path, 2: done.
        let mut state = vec![0u8; blocks.len()];
        for start in 0..blocks.len() {
            if state[start] != 0 {
                continue;
            }
            let mut stack: Vec<(usize, Vec<usize>)> = vec![(start, succs(start))];
            state[start] = 1;
            while let Some((p, pending)) = stack.last_mut() {
                let p = *p;
                match pending.pop() {
                    Some(s) if state[s] == 1 => {
                        let blk = blocks[p];
                        let last = b.blocks[blk.0 as usize].ops.len().saturating_sub(1);
                        let name = b.blocks[blk.0 as usize]
                            .ops
                            .last()
                            .map_or("pdl_interp", |t| t.mlir_name());
                        return Err(Diagnostic::error(
                            b.op_span(blk, last),
                            format!(
                                "'{name}' op branches back to an earlier block of the same path: the control flow has a cycle, which never terminates"
                            ),
                        )
                        .with_note(Some(b.block_span[blocks[s].0 as usize]), "the cycle starts here"));
                    }
                    Some(s) if state[s] == 0 => {
                        state[s] = 1;
                        let next = succs(s);
                        stack.push((s, next));
                    }
                    Some(_) => {}
                    None => {
                        state[p] = 2;
                        stack.pop();
                    }
                }
            }
        }
        Ok(())
    }

    /// Checks that the definition of `v` dominates its use as operand `k` of operation `i`
    /// of block `blk`.
    fn dominated(&self, v: Val, blk: BlockId, i: usize, k: usize, span: Span) -> VResult {
        let b = self.b;
        let undefined = || Diagnostic::error(span, format!("operand #{k} is never defined"));
        let def = b.val_def[v.0 as usize].ok_or_else(undefined)?;
        let def_region = b.block_region[def.block.0 as usize].ok_or_else(undefined)?;
        let (mut ub, mut ui) = (blk, i);
        let ok = loop {
            let Some(ur) = b.block_region[ub.0 as usize] else {
                break false;
            };
            if ur == def_region {
                let d = &self.doms[ur.0 as usize];
                let (dp, up) = (self.pos[def.block.0 as usize], self.pos[ub.0 as usize]);
                break if ub == def.block {
                    def.op.is_none_or(|o| o < ui)
                } else if d.cfg.reachable(up) {
                    d.cfg.dominates(dp, up)
                } else {
                    d.rank[dp] < d.rank[up]
                };
            }
            match b.region_parent[ur.0 as usize] {
                Some((pb, pi)) => (ub, ui) = (pb, pi),
                None => break false,
            }
        };
        if ok {
            Ok(())
        } else {
            Err(
                Diagnostic::error(span, format!("operand #{k} does not dominate this use"))
                    .with_note(Some(b.val_span[v.0 as usize]), "operand defined here"),
            )
        }
    }

    /// Operand and result types, constant kinds and case counts: the kinds the table of
    /// operations gives ([`crate::program::ops`]), then the rules of each operation.
    fn types(&self, op: &Op) -> Result<(), String> {
        let info = op.info();
        for (k, (&v, allowed)) in op.operands().iter().zip(info.operand_kinds).enumerate() {
            self.want(op, "operand", k, v, allowed)?;
        }
        for (k, (&v, allowed)) in op.results().iter().zip(info.result_kinds).enumerate() {
            self.want(op, "result", k, v, allowed)?;
        }
        self.rules(op)
    }

    /// `v`, `what` #`k` of `op`, has one of the kinds `allowed`.
    fn want(&self, op: &Op, what: &str, k: usize, v: Val, allowed: &[Kind]) -> Result<(), String> {
        let t = self.ty(v);
        if allowed.contains(&t) {
            return Ok(());
        }
        let names: Vec<&str> = allowed.iter().map(|t| t.mlir()).collect();
        Err(format!(
            "'{}' op {what} #{k} must be {}, but got '{}'",
            op.mlir_name(),
            names.join(" or "),
            t.mlir()
        ))
    }

    /// What the kinds of the table do not say: case counts, constants, groups of operands
    /// and kinds that depend on each other.
    fn rules(&self, op: &Op) -> Result<(), String> {
        use Kind as V;
        let name = op.mlir_name();
        let operands = op.operands();
        let all_operands = |from: usize, to: usize, allowed: &[Kind]| {
            (from..to).try_for_each(|k| self.want(op, "operand", k, operands[k], allowed))
        };
        let cases = |n: usize, dests: &[BlockId]| {
            if n == dests.len() {
                Ok(())
            } else {
                Err(format!(
                    "'{name}' op expected number of cases to match the number of case values, got {} but expected {n}",
                    dests.len()
                ))
            }
        };
        let constant = |ok: bool, what: &str| {
            if ok {
                Ok(())
            } else {
                Err(format!("'{name}' op expects {what}"))
            }
        };
        let (a_type, types) = ("a type constant", "an array of type constants");
        match op {
            Op::AreEqual { lhs, rhs, .. } if self.ty(*lhs) != self.ty(*rhs) => Err(format!(
                "'{name}' op requires all operands to have the same type"
            )),
            Op::SwitchAttribute {
                cases: c, dests, ..
            }
            | Op::SwitchType {
                cases: c, dests, ..
            }
            | Op::SwitchTypes {
                cases: c, dests, ..
            } => {
                if matches!(op, Op::SwitchType { .. }) {
                    constant(c.iter().all(|&a| self.is_type_attr(a)), a_type)?;
                } else if matches!(op, Op::SwitchTypes { .. }) {
                    constant(c.iter().all(|&a| self.is_types_attr(a)), types)?;
                }
                cases(c.len(), dests)
            }
            Op::SwitchOperandCount {
                cases: c, dests, ..
            }
            | Op::SwitchResultCount {
                cases: c, dests, ..
            } => cases(c.len(), dests),
            Op::SwitchOperationName {
                cases: c, dests, ..
            } => cases(c.len(), dests),
            Op::CheckType { ty, .. } | Op::CreateType { ty, .. } => {
                constant(self.is_type_attr(*ty), a_type)
            }
            Op::CheckTypes { types: t, .. } | Op::CreateTypes { types: t, .. } => {
                constant(self.is_types_attr(*t), types)
            }
            Op::CreateOperation {
                operands: ops,
                attributes,
                types,
                inferred_result_types,
                ..
            } => {
                let a = ops.len();
                let t = a + attributes.len();
                all_operands(0, a, &[V::Value, V::ValueRange])?;
                all_operands(a, t, &[V::Attribute])?;
                all_operands(t, t + types.len(), &[V::Type, V::TypeRange])?;
                if *inferred_result_types && !types.is_empty() {
                    return Err(format!(
                        "'{name}' op with inferred results cannot also have explicit result types"
                    ));
                }
                Ok(())
            }
            Op::CreateRange { result: r, args } => self.create_range(name, *r, args),
            Op::Extract {
                result: r, range, ..
            } => self.extract(name, *r, *range),
            Op::Foreach { var, .. } => {
                if self.ty(*var) != V::Operation {
                    return Err(format!(
                        "'{name}' op: only loops over `!pdl.range<operation>` are supported, the loop variable is '{}'",
                        self.ty(*var).mlir()
                    ));
                }
                self.want(op, "operand", 0, operands[0], &[V::OperationRange])
            }
            Op::GetValueType { result: r, value } => {
                let want = if self.ty(*value) == V::Value {
                    V::Type
                } else {
                    V::TypeRange
                };
                if self.ty(*r) == want {
                    Ok(())
                } else {
                    Err(format!(
                        "'{name}' op failed to verify that `value` type matches arity of `result`"
                    ))
                }
            }
            Op::RecordMatch { inputs, locs, .. } => {
                all_operands(inputs.len(), inputs.len() + locs.len(), &[V::Operation])
            }
            Op::Replace { values, .. } => {
                all_operands(1, 1 + values.len(), &[V::Value, V::ValueRange])
            }
            _ => Ok(()),
        }
    }

    /// `create_range`: values and ranges of values, or types and ranges of types.
    fn create_range(&self, name: &str, r: Val, args: &[Val]) -> Result<(), String> {
        use Kind as V;
        let (one, many) = if self.ty(r) == V::ValueRange {
            (V::Value, V::ValueRange)
        } else {
            (V::Type, V::TypeRange)
        };
        for &a in args {
            let t = self.ty(a);
            if t != one && t != many {
                return Err(format!(
                    "'{name}' op expected operand to have element type {}, but got {}",
                    one.mlir(),
                    t.mlir()
                ));
            }
        }
        Ok(())
    }

    /// `extract`: an element of a range of its kind.
    fn extract(&self, name: &str, r: Val, range: Val) -> Result<(), String> {
        use Kind as V;
        let want_range = match self.ty(r) {
            V::Value => V::ValueRange,
            V::Type => V::TypeRange,
            V::Operation => V::OperationRange,
            other => {
                return Err(format!(
                    "'{name}' op result #0 must be a single entity, but got '{}'",
                    other.mlir()
                ))
            }
        };
        if self.ty(range) == want_range {
            Ok(())
        } else {
            Err(format!(
                "'{name}' op failed to verify that `range` is a PDL range whose element type matches type of `result`"
            ))
        }
    }

    fn is_type_attr(&self, a: Attribute) -> bool {
        matches!(self.b.ctx.attr_kind(a), AttrKind::Type(_))
    }

    fn is_types_attr(&self, a: Attribute) -> bool {
        match self.b.ctx.attr_kind(a) {
            AttrKind::Array(items) => items.iter().all(|&t| self.is_type_attr(t)),
            _ => false,
        }
    }
}
