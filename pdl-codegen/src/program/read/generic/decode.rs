//! The decoding of a `pdl_interp` operation in generic form, once its operands, results
//! and successors are converted and its arity checked against [`crate::program::ops`]: its
//! properties read into the [`Op`] of its family.

use pdl_runtime::ir::{AttrKind, OpId};

use super::super::custom::{counts, str_array};
use super::{PResult, Reader};
use crate::diag::Span;
use crate::program::{BlockId, Op, Val};

/// An operation being converted: its operands, results and successors, converted.
pub(super) struct Parts<'n> {
    pub op: OpId,
    pub name: &'n str,
    pub operands: Vec<Val>,
    pub results: Vec<Val>,
    pub succs: Vec<BlockId>,
}

/// The conversion of each family of operations, from its parts.
impl Reader<'_> {
    /// Decodes the operation of `p` and appends it to block `blk`.
    pub(super) fn decode(&mut self, p: Parts<'_>, blk: BlockId, span: Span) -> PResult<()> {
        let new = match &p.name["pdl_interp.".len()..] {
            "foreach" => self.foreach(p, blk)?,
            "record_match" => return self.record_match(p, blk, span),
            n if n.starts_with("switch_") => self.switch(p)?,
            n if n.starts_with("get_") || n == "extract" => self.query(p)?,
            n if n.starts_with("create_") || n == "erase" || n == "replace" => self.rewrite(p)?,
            _ => self.control(p)?,
        };
        self.b.push_op(blk, new, span);
        Ok(())
    }

    /// Checks, `branch`, `continue`, `finalize` and the native calls.
    fn control(&self, p: Parts<'_>) -> PResult<Op> {
        let Parts {
            op,
            name,
            operands,
            results,
            succs,
        } = p;
        let i32_max = i32::MAX as u64;
        let two = |succs: &[BlockId]| (succs[0], succs[1]);
        Ok(match &name["pdl_interp.".len()..] {
            "apply_constraint" => Op::ApplyConstraint {
                name: self.str_attr(op, "name")?,
                args: operands,
                results,
                negated: self.flag(op, "isNegated")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "apply_rewrite" => Op::ApplyRewrite {
                name: self.str_attr(op, "name")?,
                args: operands,
                results,
            },
            "are_equal" => Op::AreEqual {
                lhs: operands[0],
                rhs: operands[1],
                then: succs[0],
                otherwise: succs[1],
            },
            "branch" => Op::Branch { dest: succs[0] },
            "check_attribute" => Op::CheckAttribute {
                attr: operands[0],
                value: self.required(op, "constantValue")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "check_operand_count" | "check_result_count" => {
                let count = self.required_int(op, "count", i32_max)? as u32;
                let at_least = self.flag(op, "compareAtLeast")?;
                let (then, otherwise) = two(&succs);
                let o = operands[0];
                if name.contains("operand") {
                    Op::CheckOperandCount {
                        op: o,
                        count,
                        at_least,
                        then,
                        otherwise,
                    }
                } else {
                    Op::CheckResultCount {
                        op: o,
                        count,
                        at_least,
                        then,
                        otherwise,
                    }
                }
            }
            "check_operation_name" => Op::CheckOperationName {
                op: operands[0],
                name: self.str_attr(op, "name")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "check_type" => Op::CheckType {
                value: operands[0],
                ty: self.required(op, "type")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "check_types" => Op::CheckTypes {
                value: operands[0],
                types: self.required(op, "types")?,
                then: succs[0],
                otherwise: succs[1],
            },
            "continue" => Op::Continue,
            "finalize" => Op::Finalize,
            _ => Op::IsNotNull {
                value: operands[0],
                then: succs[0],
                otherwise: succs[1],
            },
        })
    }

    /// The queries: `get_*` and `extract`.
    fn query(&self, p: Parts<'_>) -> PResult<Op> {
        let Parts {
            op,
            name,
            operands,
            results,
            ..
        } = p;
        let i32_max = i32::MAX as u64;
        let (result, o) = (results[0], operands[0]);
        Ok(match &name["pdl_interp.".len()..] {
            "extract" => Op::Extract {
                result,
                range: o,
                index: self.required_int(op, "index", i32_max)? as u32,
            },
            "get_attribute" => Op::GetAttribute {
                result,
                op: o,
                name: self.str_attr(op, "name")?,
            },
            "get_attribute_type" => Op::GetAttributeType { result, attr: o },
            "get_defining_op" => Op::GetDefiningOp { result, value: o },
            "get_operand" | "get_result" => {
                let index = self.required_int(op, "index", i32_max)? as u32;
                if name.ends_with("operand") {
                    Op::GetOperand {
                        result,
                        op: o,
                        index,
                    }
                } else {
                    Op::GetResult {
                        result,
                        op: o,
                        index,
                    }
                }
            }
            "get_operands" | "get_results" => {
                let index = self.int_attr(op, "index", i32_max)?.map(|i| i as u32);
                if name.ends_with("operands") {
                    Op::GetOperands {
                        result,
                        op: o,
                        index,
                    }
                } else {
                    Op::GetResults {
                        result,
                        op: o,
                        index,
                    }
                }
            }
            "get_users" => Op::GetUsers { result, value: o },
            _ => Op::GetValueType { result, value: o },
        })
    }

    /// The rewriting operations: `create_*`, `erase` and `replace`.
    fn rewrite(&self, p: Parts<'_>) -> PResult<Op> {
        let Parts {
            op,
            name,
            operands,
            results,
            ..
        } = p;
        Ok(match &name["pdl_interp.".len()..] {
            "create_attribute" => Op::CreateAttribute {
                result: results[0],
                value: self.required(op, "value")?,
            },
            "create_operation" => self.create_operation(op, operands, results[0])?,
            "create_range" => Op::CreateRange {
                result: results[0],
                args: operands,
            },
            "create_type" => Op::CreateType {
                result: results[0],
                ty: self.required(op, "value")?,
            },
            "create_types" => Op::CreateTypes {
                result: results[0],
                types: self.required(op, "value")?,
            },
            "erase" => Op::Erase { op: operands[0] },
            _ => {
                if operands.is_empty() {
                    return Err(self.err(op, "'pdl_interp.replace' op expects an operation"));
                }
                Op::Replace {
                    op: operands[0],
                    values: operands[1..].to_vec(),
                }
            }
        })
    }

    fn create_operation(&self, op: OpId, operands: Vec<Val>, result: Val) -> PResult<Op> {
        if self
            .int_attr(op, "numRegions", u64::from(u32::MAX))?
            .is_some_and(|n| n > 0)
        {
            return Err(self.err(
                op,
                "'pdl_interp.create_operation' op: creating operations with regions is not supported",
            ));
        }
        let seg = self.segments(op, 3, operands.len())?;
        let names = self.required(op, "inputAttributeNames")?;
        let names = str_array(&self.ir.ctx, names)
            .filter(|n| n.len() == seg[1])
            .ok_or_else(|| {
                self.err(
                    op,
                    "'pdl_interp.create_operation' op inputAttributeNames must be one string per attribute operand",
                )
            })?;
        let attrs = &operands[seg[0]..seg[0] + seg[1]];
        Ok(Op::CreateOperation {
            result,
            name: self.str_attr(op, "name")?,
            operands: operands[..seg[0]].to_vec(),
            attributes: names.into_iter().zip(attrs.iter().copied()).collect(),
            types: operands[seg[0] + seg[1]..].to_vec(),
            inferred_result_types: self.flag(op, "inferredResultTypes")?,
        })
    }

    /// `foreach`, its body read into a new region.
    fn foreach(&mut self, p: Parts<'_>, blk: BlockId) -> PResult<Op> {
        let op = p.op;
        let parent = (blk, self.b.num_ops(blk));
        let body = self.region(self.ir.region(op, 0), Some(parent), op)?;
        let var = self.b.regions[body.0 as usize]
            .blocks
            .first()
            .and_then(|e| self.b.blocks[e.0 as usize].args.first().copied())
            .ok_or_else(|| self.err(op, "'pdl_interp.foreach' op requires exactly one argument"))?;
        Ok(Op::Foreach {
            var,
            range: p.operands[0],
            body,
            successor: p.succs[0],
        })
    }

    /// `record_match`, appended to `blk` with the name of its rewriter.
    fn record_match(&mut self, p: Parts<'_>, blk: BlockId, span: Span) -> PResult<()> {
        let (ir, op, operands) = (self.ir, p.op, p.operands);
        let seg = self.segments(op, 2, operands.len())?;
        let sym = self.required(op, "rewriter")?;
        let rewriter = match ir.ctx.attr_kind(sym) {
            AttrKind::SymbolRef { root, nested }
                if ir.ctx.str(*root) == "rewriters" && nested.len() == 1 =>
            {
                ir.ctx.str(nested[0]).to_string()
            }
            _ => {
                return Err(self.err(
                    op,
                    "'pdl_interp.record_match' op rewriter must be `@rewriters::@name`",
                ))
            }
        };
        let root_kind = match self.attr(op, "rootKind") {
            Some(_) => Some(self.str_attr(op, "rootKind")?),
            None => None,
        };
        let generated_ops = match self.attr(op, "generatedOps") {
            Some(a) => Some(str_array(&ir.ctx, a).ok_or_else(|| {
                self.err(
                    op,
                    "'pdl_interp.record_match' op generatedOps must be an array of strings",
                )
            })?),
            None => None,
        };
        let benefit = self.required_int(op, "benefit", i16::MAX as u64)? as u16;
        let m = Op::RecordMatch {
            inputs: operands[..seg[0]].to_vec(),
            locs: operands[seg[0]..].to_vec(),
            pattern: 0,
            rewriter: 0,
            root_kind,
            generated_ops,
            benefit,
            dest: p.succs[0],
        };
        self.b.push_match(blk, m, rewriter, span);
        Ok(())
    }

    /// The switches: the default destination first, then one per case.
    fn switch(&self, p: Parts<'_>) -> PResult<Op> {
        let Parts {
            op,
            name,
            operands,
            succs,
            ..
        } = p;
        let ctx = &self.ir.ctx;
        let a = self.required(op, "caseValues")?;
        let (value, default, dests) = (operands[0], succs[0], succs[1..].to_vec());
        let short = &name["pdl_interp.switch_".len()..];
        if short == "operand_count" || short == "result_count" {
            let cases = counts(ctx, a).ok_or_else(|| {
                self.err(
                    op,
                    format!("'{name}' op caseValues must be non-negative 32-bit integers"),
                )
            })?;
            return Ok(if short == "operand_count" {
                Op::SwitchOperandCount {
                    op: value,
                    cases,
                    dests,
                    default,
                }
            } else {
                Op::SwitchResultCount {
                    op: value,
                    cases,
                    dests,
                    default,
                }
            });
        }
        if short == "operation_name" {
            let cases = str_array(ctx, a).ok_or_else(|| {
                self.err(
                    op,
                    format!("'{name}' op caseValues must be an array of strings"),
                )
            })?;
            return Ok(Op::SwitchOperationName {
                op: value,
                cases,
                dests,
                default,
            });
        }
        let cases = match ctx.attr_kind(a) {
            AttrKind::Array(items) => items.to_vec(),
            _ => return Err(self.err(op, format!("'{name}' op caseValues must be an array"))),
        };
        Ok(match short {
            "attribute" => Op::SwitchAttribute {
                attr: value,
                cases,
                dests,
                default,
            },
            "type" => Op::SwitchType {
                value,
                cases,
                dests,
                default,
            },
            _ => Op::SwitchTypes {
                value,
                cases,
                dests,
                default,
            },
        })
    }
}
