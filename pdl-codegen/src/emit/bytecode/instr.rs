//! The instruction of each operation, by family.

use pdl_runtime::vm::{Addr, Call, Create, Instr, Record};

use super::{Cx, Emitter};
use crate::program::{KindExt, Op, Val};

impl Emitter<'_> {
    /// A native call site of the program ([`pdl_runtime::vm::Program::calls`]).
    fn call(
        &mut self,
        name: &str,
        constraint: bool,
        args: &[crate::program::Val],
        results: &[crate::program::Val],
        negated: bool,
        cx: &Cx<'_>,
    ) -> u32 {
        let native = self.native(name, constraint, args, results);
        let args = self.list(args.iter().map(|&v| cx.slot(v)));
        let results = self.list(results.iter().map(|&v| cx.slot(v)));
        let call = self.out.calls.len() as u32;
        self.out.calls.push(Call {
            native,
            args,
            results,
            negated,
        });
        call
    }

    /// The instruction of query `op` at address `at` fused with the null check of its
    /// result that follows it (`next`), when the check's `then` is the instruction after
    /// it: one dispatch for both. The check keeps its own instruction (and address).
    pub(super) fn checked(
        &mut self,
        op: &Op,
        next: Option<&Op>,
        at: Addr,
        cx: &Cx<'_>,
    ) -> Option<Instr> {
        let Some(Op::IsNotNull {
            value,
            then,
            otherwise,
        }) = next
        else {
            return None;
        };
        if cx.at(then) != at + 2 {
            return None;
        }
        let otherwise = cx.at(otherwise);
        Some(match op {
            Op::GetOperand { result, op, index } if result == value => Instr::GetOperandChecked {
                result: cx.slot(*result),
                op: cx.slot(*op),
                index: *index,
                otherwise,
            },
            Op::GetResult { result, op, index } if result == value => Instr::GetResultChecked {
                result: cx.slot(*result),
                op: cx.slot(*op),
                index: *index,
                otherwise,
            },
            Op::GetDefiningOp { result, value: v } if result == value => {
                Instr::GetDefiningOpChecked {
                    result: cx.slot(*result),
                    value: cx.slot(*v),
                    otherwise,
                }
            }
            Op::GetAttribute { result, op, name } if result == value => {
                Instr::GetAttributeChecked {
                    result: cx.slot(*result),
                    op: cx.slot(*op),
                    name: self.consts.name(name),
                    otherwise,
                }
            }
            _ => return None,
        })
    }

    /// The instruction of a query at address `at` fused with what follows it, when control
    /// goes straight through: an operand, its defining operation and the null check of that
    /// ([`Instr::GetOperandDefiningOpChecked`]); a value's type and the equality check of it
    /// that follows ([`Instr::GetValueTypeEqual`]). One dispatch for the run; each operation
    /// keeps its own instruction (and address).
    pub(super) fn query_run(
        &mut self,
        op: &Op,
        following: [Option<&Op>; 3],
        at: Addr,
        cx: &Cx<'_>,
    ) -> Option<Instr> {
        let [next, after, last] = following;
        // A null check of `v` going on to `to`; where it goes when `v` is null.
        let not_null = |check: Option<&Op>, v: &Val, to: Addr| match check? {
            Op::IsNotNull {
                value,
                then,
                otherwise,
            } if value == v && cx.at(then) == to => Some(cx.at(otherwise)),
            _ => None,
        };
        match (op, next) {
            (Op::GetResult { result, op, index }, _) => {
                let fail = not_null(next, result, at + 2)?;
                let Some(Op::AreEqual {
                    lhs,
                    rhs,
                    then,
                    otherwise,
                }) = after
                else {
                    return None;
                };
                let o = cx.slot(*op);
                if cx.at(then) != at + 3
                    || cx.at(otherwise) != fail
                    || o > 0xffff
                    || *index > 0xffff
                {
                    return None;
                }
                let other = match (lhs == result, rhs == result) {
                    (true, _) => rhs,
                    (_, true) => lhs,
                    _ => return None,
                };
                Some(Instr::GetResultEqual {
                    result: cx.slot(*result),
                    op_index: o << 16 | index,
                    other: cx.slot(*other),
                    otherwise: fail,
                })
            }
            (
                Op::GetOperand {
                    result: v,
                    op: o,
                    index,
                },
                Some(Op::IsNotNull { .. }),
            ) => {
                let fail = not_null(next, v, at + 2)?;
                let Some(Op::GetResult {
                    result: w,
                    op: o2,
                    index: j,
                }) = after
                else {
                    return None;
                };
                let (a, b, os) = (cx.slot(*v), cx.slot(*w), cx.slot(*o));
                (o2 == o
                    && not_null(last, w, at + 4) == Some(fail)
                    && a.max(b).max(*index).max(*j) <= 0xffff)
                    .then(|| Instr::GetOperandResultChecked {
                        slots: a << 16 | b,
                        op: os,
                        indices: index << 16 | j,
                        otherwise: fail,
                    })
            }
            (
                Op::GetOperand {
                    result: v,
                    op: o,
                    index,
                },
                Some(Op::GetDefiningOp { result: d, value }),
            ) if value == v => {
                let Some(Op::IsNotNull {
                    value: n,
                    then,
                    otherwise,
                }) = after
                else {
                    return None;
                };
                let o = cx.slot(*o);
                (n == d && cx.at(then) == at + 3 && o <= 0xffff && *index <= 0xffff).then(|| {
                    Instr::GetOperandDefiningOpChecked {
                        operand: cx.slot(*v),
                        result: cx.slot(*d),
                        op_index: o << 16 | index,
                        otherwise: cx.at(otherwise),
                    }
                })
            }
            (
                Op::GetValueType { result: t, value },
                Some(Op::AreEqual {
                    lhs,
                    rhs,
                    then,
                    otherwise,
                }),
            ) if cx.at(then) == at + 2 && (lhs == t || rhs == t) => {
                let other = if lhs == t { rhs } else { lhs };
                Some(Instr::GetValueTypeEqual {
                    result: cx.slot(*t),
                    value: cx.slot(*value),
                    other: cx.slot(*other),
                    otherwise: cx.at(otherwise),
                })
            }
            _ => None,
        }
    }

    /// The instruction of a run of checks of one operation that each go on to the next
    /// instruction when they hold and to the same place when not (its name, then its exact
    /// operand and result counts; or the two counts), starting with `op` at address `at`:
    /// one dispatch for the run. Each check keeps its own instruction (and address).
    pub(super) fn checks(
        &mut self,
        op: &Op,
        next: Option<&Op>,
        after: Option<&Op>,
        at: Addr,
        cx: &Cx<'_>,
    ) -> Option<Instr> {
        // An exact count check of `o` going on to `to` or to `fail`; its count.
        let count = |check: Option<&Op>, operands: bool, o: Val, to: Addr, fail: Addr| {
            let (op, count, then, otherwise) = match check? {
                Op::CheckOperandCount {
                    op,
                    count,
                    at_least: false,
                    then,
                    otherwise,
                } if operands => (op, count, then, otherwise),
                Op::CheckResultCount {
                    op,
                    count,
                    at_least: false,
                    then,
                    otherwise,
                } if !operands => (op, count, then, otherwise),
                _ => return None,
            };
            (*op == o && cx.at(then) == to && cx.at(otherwise) == fail && *count <= 0xffff)
                .then_some(*count)
        };
        match op {
            Op::CheckOperationName {
                op,
                name,
                then,
                otherwise,
            } if cx.at(then) == at + 1 => {
                let fail = cx.at(otherwise);
                let operands = count(next, true, *op, at + 2, fail)?;
                let results = count(after, false, *op, at + 3, fail)?;
                Some(Instr::CheckOperation {
                    op: cx.slot(*op),
                    name: self.consts.name(name),
                    counts: operands << 16 | results,
                    otherwise: fail,
                })
            }
            Op::CheckOperandCount {
                op: o,
                at_least: false,
                otherwise,
                ..
            } => {
                let fail = cx.at(otherwise);
                let operands = count(Some(op), true, *o, at + 1, fail)?;
                let results = count(next, false, *o, at + 2, fail)?;
                Some(Instr::CheckCounts {
                    op: cx.slot(*o),
                    counts: operands << 16 | results,
                    otherwise: fail,
                })
            }
            _ => None,
        }
    }

    /// The instruction of `op`.
    pub(super) fn instr(&mut self, op: &Op, cx: &Cx<'_>) -> Instr {
        match op {
            Op::ApplyConstraint { .. }
            | Op::AreEqual { .. }
            | Op::CheckAttribute { .. }
            | Op::CheckOperandCount { .. }
            | Op::CheckOperationName { .. }
            | Op::CheckResultCount { .. }
            | Op::CheckType { .. }
            | Op::CheckTypes { .. }
            | Op::IsNotNull { .. } => self.check_instr(op, cx),
            Op::SwitchAttribute { .. }
            | Op::SwitchOperandCount { .. }
            | Op::SwitchOperationName { .. }
            | Op::SwitchResultCount { .. }
            | Op::SwitchType { .. }
            | Op::SwitchTypes { .. } => self.switch_instr(op, cx),
            Op::Extract { .. }
            | Op::GetAttribute { .. }
            | Op::GetAttributeType { .. }
            | Op::GetDefiningOp { .. }
            | Op::GetOperand { .. }
            | Op::GetOperands { .. }
            | Op::GetResult { .. }
            | Op::GetResults { .. }
            | Op::GetUsers { .. }
            | Op::GetValueType { .. } => self.query_instr(op, cx),
            Op::ApplyRewrite { .. }
            | Op::CreateAttribute { .. }
            | Op::CreateOperation { .. }
            | Op::CreateRange { .. }
            | Op::CreateType { .. }
            | Op::CreateTypes { .. }
            | Op::Erase { .. }
            | Op::Replace { .. } => self.rewrite_instr(op, cx),
            Op::Branch { .. }
            | Op::Continue
            | Op::Finalize
            | Op::Foreach { .. }
            | Op::RecordMatch { .. } => self.control_instr(op, cx),
        }
    }

    /// The checks: a condition, then `then` or `otherwise`.
    fn check_instr(&mut self, op: &Op, cx: &Cx<'_>) -> Instr {
        match op {
            Op::ApplyConstraint {
                name,
                args,
                results,
                negated,
                then,
                otherwise,
            } => {
                let call = self.call(name, true, args, results, *negated, cx);
                Instr::ApplyConstraint {
                    call,
                    then: cx.at(then),
                    otherwise: cx.at(otherwise),
                }
            }
            Op::AreEqual {
                lhs,
                rhs,
                then,
                otherwise,
            } => Instr::AreEqual {
                lhs: cx.slot(*lhs),
                rhs: cx.slot(*rhs),
                then: cx.at(then),
                otherwise: cx.at(otherwise),
            },
            Op::CheckAttribute {
                attr,
                value,
                then,
                otherwise,
            } => Instr::CheckAttribute {
                attr: cx.slot(*attr),
                value: self.consts.attr(*value),
                then: cx.at(then),
                otherwise: cx.at(otherwise),
            },
            Op::CheckOperandCount {
                op,
                count,
                at_least: false,
                then,
                otherwise,
            } => Instr::CheckOperandCount {
                op: cx.slot(*op),
                count: *count,
                then: cx.at(then),
                otherwise: cx.at(otherwise),
            },
            Op::CheckOperandCount {
                op,
                count,
                at_least: true,
                then,
                otherwise,
            } => Instr::CheckOperandCountAtLeast {
                op: cx.slot(*op),
                count: *count,
                then: cx.at(then),
                otherwise: cx.at(otherwise),
            },
            Op::CheckResultCount {
                op,
                count,
                at_least: false,
                then,
                otherwise,
            } => Instr::CheckResultCount {
                op: cx.slot(*op),
                count: *count,
                then: cx.at(then),
                otherwise: cx.at(otherwise),
            },
            Op::CheckResultCount {
                op,
                count,
                at_least: true,
                then,
                otherwise,
            } => Instr::CheckResultCountAtLeast {
                op: cx.slot(*op),
                count: *count,
                then: cx.at(then),
                otherwise: cx.at(otherwise),
            },
            Op::CheckOperationName {
                op,
                name,
                then,
                otherwise,
            } => Instr::CheckOperationName {
                op: cx.slot(*op),
                name: self.consts.name(name),
                then: cx.at(then),
                otherwise: cx.at(otherwise),
            },
            Op::CheckType {
                value,
                ty,
                then,
                otherwise,
            } => Instr::CheckType {
                value: cx.slot(*value),
                ty: self.consts.ty(*ty),
                then: cx.at(then),
                otherwise: cx.at(otherwise),
            },
            Op::CheckTypes {
                value,
                types,
                then,
                otherwise,
            } => Instr::CheckTypes {
                value: cx.slot(*value),
                types: self.consts.type_list(*types),
                then: cx.at(then),
                otherwise: cx.at(otherwise),
            },
            Op::IsNotNull {
                value,
                then,
                otherwise,
            } => Instr::IsNotNull {
                value: cx.slot(*value),
                then: cx.at(then),
                otherwise: cx.at(otherwise),
            },
            _ => unreachable!("not a check operation: {}", op.mlir_name()),
        }
    }

    /// The switches: a case table ([`Self::switch`]).
    fn switch_instr(&mut self, op: &Op, cx: &Cx<'_>) -> Instr {
        match op {
            Op::SwitchAttribute {
                attr,
                cases,
                dests,
                default,
            } => {
                let cases = cases.iter().map(|&a| self.consts.attr(a)).collect();
                Instr::SwitchAttribute {
                    attr: cx.slot(*attr),
                    table: self.switch(cases, dests, default, cx.l),
                }
            }
            Op::SwitchOperandCount {
                op,
                cases,
                dests,
                default,
            } => Instr::SwitchOperandCount {
                op: cx.slot(*op),
                table: self.switch(cases.clone(), dests, default, cx.l),
            },
            Op::SwitchResultCount {
                op,
                cases,
                dests,
                default,
            } => Instr::SwitchResultCount {
                op: cx.slot(*op),
                table: self.switch(cases.clone(), dests, default, cx.l),
            },
            Op::SwitchOperationName {
                op,
                cases,
                dests,
                default,
            } => {
                let cases = cases.iter().map(|n| self.consts.name(n)).collect();
                Instr::SwitchOperationName {
                    op: cx.slot(*op),
                    table: self.switch(cases, dests, default, cx.l),
                }
            }
            Op::SwitchType {
                value,
                cases,
                dests,
                default,
            } => {
                let cases = cases.iter().map(|&a| self.consts.ty(a)).collect();
                Instr::SwitchType {
                    value: cx.slot(*value),
                    table: self.switch(cases, dests, default, cx.l),
                }
            }
            Op::SwitchTypes {
                value,
                cases,
                dests,
                default,
            } => {
                let cases = cases.iter().map(|&a| self.consts.type_list(a)).collect();
                Instr::SwitchTypes {
                    value: cx.slot(*value),
                    table: self.switch(cases, dests, default, cx.l),
                }
            }
            _ => unreachable!("not a switch operation: {}", op.mlir_name()),
        }
    }

    /// The queries: `get_*` and `extract`.
    fn query_instr(&mut self, op: &Op, cx: &Cx<'_>) -> Instr {
        match op {
            Op::Extract {
                result,
                range,
                index,
            } => Instr::Extract {
                result: cx.slot(*result),
                range: cx.slot(*range),
                index: *index,
            },
            Op::GetAttribute { result, op, name } => Instr::GetAttribute {
                result: cx.slot(*result),
                op: cx.slot(*op),
                name: self.consts.name(name),
            },
            Op::GetAttributeType { result, attr } => Instr::GetAttributeType {
                result: cx.slot(*result),
                attr: cx.slot(*attr),
            },
            Op::GetDefiningOp { result, value } => Instr::GetDefiningOp {
                result: cx.slot(*result),
                value: cx.slot(*value),
            },
            Op::GetOperand { result, op, index } => Instr::GetOperand {
                result: cx.slot(*result),
                op: cx.slot(*op),
                index: *index,
            },
            Op::GetOperands { result, op, index } => Instr::GetOperands {
                result: cx.slot(*result),
                op: cx.slot(*op),
                index: *index,
                range: self.prog.ty(*result).is_range(),
            },
            Op::GetResult { result, op, index } => Instr::GetResult {
                result: cx.slot(*result),
                op: cx.slot(*op),
                index: *index,
            },
            Op::GetResults { result, op, index } => Instr::GetResults {
                result: cx.slot(*result),
                op: cx.slot(*op),
                index: *index,
                range: self.prog.ty(*result).is_range(),
            },
            Op::GetUsers { result, value } => Instr::GetUsers {
                result: cx.slot(*result),
                value: cx.slot(*value),
            },
            Op::GetValueType { result, value } => Instr::GetValueType {
                result: cx.slot(*result),
                value: cx.slot(*value),
            },
            _ => unreachable!("not a query operation: {}", op.mlir_name()),
        }
    }

    /// The rewriting instructions: native rewrites, `create_*`, `erase` and `replace`.
    fn rewrite_instr(&mut self, op: &Op, cx: &Cx<'_>) -> Instr {
        match op {
            Op::ApplyRewrite {
                name,
                args,
                results,
            } => {
                let call = self.call(name, false, args, results, false, cx);
                Instr::ApplyRewrite { call }
            }
            Op::CreateAttribute { result, value } => Instr::CreateAttribute {
                result: cx.slot(*result),
                value: self.consts.attr(*value),
            },
            Op::CreateOperation {
                result,
                name,
                operands,
                attributes,
                types,
                inferred_result_types,
            } => {
                let name = self.consts.name(name);
                let operands = self.list(operands.iter().map(|&v| cx.slot(v)));
                let pairs: Vec<u32> = attributes
                    .iter()
                    .flat_map(|(n, v)| [self.consts.name(n), cx.slot(*v)])
                    .collect();
                let attrs = self.list(pairs);
                let types = self.list(types.iter().map(|&v| cx.slot(v)));
                let create = self.out.creates.len() as u32;
                self.out.creates.push(Create {
                    result: cx.slot(*result),
                    name,
                    operands,
                    attrs,
                    types,
                    inferred: *inferred_result_types,
                });
                Instr::CreateOperation { create }
            }
            Op::CreateRange { result, args } => {
                let k = self.prog.ty(*result);
                let args = self.list(args.iter().map(|&v| cx.slot(v)));
                Instr::CreateRange {
                    result: cx.slot(*result),
                    args,
                    kind: k,
                }
            }
            Op::CreateType { result, ty } => Instr::CreateType {
                result: cx.slot(*result),
                ty: self.consts.ty(*ty),
            },
            Op::CreateTypes { result, types } => Instr::CreateTypes {
                result: cx.slot(*result),
                types: self.consts.type_list(*types),
            },
            Op::Erase { op } => Instr::Erase { op: cx.slot(*op) },
            Op::Replace { op, values } => {
                let values = self.list(values.iter().map(|&v| cx.slot(v)));
                Instr::Replace {
                    op: cx.slot(*op),
                    values,
                }
            }
            _ => unreachable!("not a rewrite operation: {}", op.mlir_name()),
        }
    }

    /// Control flow: `branch`, `continue`, `finalize`, `foreach` and `record_match`.
    fn control_instr(&mut self, op: &Op, cx: &Cx<'_>) -> Instr {
        match op {
            Op::Continue => Instr::Continue {
                level: cx.depth.saturating_sub(1),
            },
            Op::Finalize => Instr::Finalize,
            Op::Branch { dest } => Instr::Branch { dest: cx.at(dest) },
            Op::Foreach {
                var,
                range,
                successor,
                ..
            } => Instr::Foreach {
                var: cx.slot(*var),
                range: cx.slot(*range),
                level: cx.depth,
                exit: cx.at(successor),
            },
            Op::RecordMatch {
                inputs,
                locs,
                pattern,
                dest,
                ..
            } => {
                let inputs = self.list(inputs.iter().map(|&v| cx.slot(v)));
                let record = self.out.records.len() as u32;
                self.out.records.push(Record {
                    pattern: *pattern as u32,
                    benefit: self.prog.patterns[*pattern].benefit,
                    inputs,
                    loc: locs.first().map(|&v| cx.slot(v)),
                });
                Instr::RecordMatch {
                    record,
                    dest: cx.at(dest),
                }
            }
            _ => unreachable!("not a control operation: {}", op.mlir_name()),
        }
    }
}
