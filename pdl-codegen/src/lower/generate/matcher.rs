//! The matcher function: the matcher tree generated depth first into blocks, the values of
//! positions computed where first needed, each success node a `record_match`.

use crate::model::KindExt;
use pdl_runtime::ir::AttrKind;

use super::{answer_attr, answer_u32, Diagnostic, Gen};
use crate::lower::position::PredicateStore;
use crate::lower::position::{Answer, AnswerId, PosId, Position, Question, QuestionId};
use crate::lower::tree::{MatcherTree, Node, NodeId};
use crate::model::Kind;
use crate::model::StmtKind;
use crate::program::{BlockId, Op, RegionId, Val};

impl<'a> Gen<'a> {
    /// Generates node `id` (and what hangs from it) into `block` (a new block at the end of
    /// `region` if `None`); returns the block.
    pub(super) fn matcher(
        &mut self,
        id: NodeId,
        region: RegionId,
        block: Option<BlockId>,
    ) -> BlockId {
        let block = block.unwrap_or_else(|| self.new_block(region));
        self.values.push();
        let tree: &'a MatcherTree = self.tree;
        let node = tree.node(id);
        if let Node::Exit = node {
            self.emit(block, Op::Finalize);
            self.values.pop();
            return block;
        }
        let failure_node = node.failure();
        let failure_block = match failure_node {
            Some(f) => {
                let fb = self.matcher(f, region, None);
                self.failure_stack.push(fb);
                fb
            }
            None => self.top_failure(),
        };
        let mut current = block;
        let val = node
            .check()
            .map(|(pos, _)| self.value_at(&mut current, pos));
        let op_val = val.filter(|&v| self.prog.ty(v) == Kind::Operation);
        if let Some(v) = op_val {
            if !self.loc_ops.contains(&v) {
                self.loc_ops.push(v);
            }
        }
        match node {
            Node::Bool {
                question,
                answer,
                success,
                ..
            } => {
                if let Some(v) = val {
                    self.bool_node(&mut current, v, *question, *answer, *success);
                }
            }
            Node::Switch {
                question, children, ..
            } => {
                if let Some(v) = val {
                    self.switch_node(current, v, *question, children);
                }
            }
            Node::Success { pattern, .. } => self.success_node(&mut current, id, *pattern),
            Node::Exit => {}
        }
        while self
            .failure_stack
            .last()
            .is_some_and(|&b| b != failure_block)
        {
            self.failure_stack.pop();
        }
        if failure_node.is_some() {
            self.failure_stack.pop();
        }
        if let Some(v) = op_val {
            self.loc_ops.retain(|&x| x != v);
        }
        self.values.pop();
        block
    }

    /// The value at `pos`, computing it (and its parents) at the end of `current` if no
    /// dominating block has it. A `foreach` moves `current` into the loop body.
    pub(super) fn value_at(&mut self, current: &mut BlockId, pos: PosId) -> Val {
        if let Some(v) = self.values.get(pos) {
            return v;
        }
        let position = self.store.position(pos).clone();
        let parent = position.parent().map(|p| self.value_at(current, p));
        let parent_val = parent.unwrap_or(Val(0));
        let value = match position {
            Position::Operation { .. } => {
                if self.store.is_operand_defining_op(pos) {
                    self.def(*current, Kind::Operation, |r| Op::GetDefiningOp {
                        result: r,
                        value: parent_val,
                    })
                } else {
                    parent_val
                }
            }
            Position::Users { representative, .. } => {
                let mut v = parent_val;
                if representative && self.prog.ty(v).is_range() {
                    v = self.def(*current, Kind::Value, |r| Op::Extract {
                        result: r,
                        range: v,
                        index: 0,
                    });
                }
                self.def(*current, Kind::OperationRange, |r| Op::GetUsers {
                    result: r,
                    value: v,
                })
            }
            Position::ForEach { .. } => {
                let successor = self.top_failure();
                let body = self.new_region();
                let first = self.new_block(body);
                let var = self.new_val(Kind::Operation);
                self.prog.blocks[first.0 as usize].args.push(var);
                self.emit(
                    *current,
                    Op::Foreach {
                        var,
                        range: parent_val,
                        body,
                        successor,
                    },
                );
                let cont = self.new_block(body);
                self.emit(cont, Op::Continue);
                self.failure_stack.push(cont);
                *current = first;
                var
            }
            Position::Operand { index, .. } => {
                self.def(*current, Kind::Value, |r| Op::GetOperand {
                    result: r,
                    op: parent_val,
                    index,
                })
            }
            Position::OperandGroup {
                group, variadic, ..
            } => self.def(*current, Kind::values(variadic), |r| Op::GetOperands {
                result: r,
                op: parent_val,
                index: group,
            }),
            Position::Attribute { name, .. } => {
                self.def(*current, Kind::Attribute, |r| Op::GetAttribute {
                    result: r,
                    op: parent_val,
                    name,
                })
            }
            Position::Type { .. } => {
                let pt = self.prog.ty(parent_val);
                if pt == Kind::Attribute {
                    self.def(*current, Kind::Type, |r| Op::GetAttributeType {
                        result: r,
                        attr: parent_val,
                    })
                } else {
                    self.def(*current, Kind::types(pt.is_range()), |r| Op::GetValueType {
                        result: r,
                        value: parent_val,
                    })
                }
            }
            Position::Result { index, .. } => self.def(*current, Kind::Value, |r| Op::GetResult {
                result: r,
                op: parent_val,
                index,
            }),
            Position::ResultGroup {
                group, variadic, ..
            } => self.def(*current, Kind::values(variadic), |r| Op::GetResults {
                result: r,
                op: parent_val,
                index: group,
            }),
            Position::AttributeLiteral(a) => {
                self.def(*current, Kind::Attribute, |r| Op::CreateAttribute {
                    result: r,
                    value: a,
                })
            }
            Position::TypeLiteral(a) => {
                if matches!(self.prog.ctx.attr_kind(a), AttrKind::Type(_)) {
                    self.def(*current, Kind::Type, |r| Op::CreateType {
                        result: r,
                        ty: a,
                    })
                } else {
                    self.def(*current, Kind::TypeRange, |r| Op::CreateTypes {
                        result: r,
                        types: a,
                    })
                }
            }
            Position::ConstraintResult { .. } => {
                // Bound in scope where the constraint is applied; missing only when a use is
                // ordered before its constraint, which the ranking rules out.
                self.fail(Diagnostic::error(
                    crate::diag::Span::default(),
                    "cannot lower the patterns: a constraint result is used before the constraint",
                ));
                self.new_val(Kind::Attribute)
            }
        };
        self.values.insert(pos, value);
        value
    }

    pub(super) fn bool_node(
        &mut self,
        current: &mut BlockId,
        val: Val,
        question: QuestionId,
        answer: AnswerId,
        success_node: Option<NodeId>,
    ) {
        // A check leading nowhere is generated only for its effect: a native constraint
        // kept by the root-name-first tree (MLIR's trees never have one).
        let store: &'a PredicateStore = self.store;
        let q = store.get_question(question);
        if success_node.is_none() && !matches!(q, Question::Constraint { .. }) {
            return;
        }
        let region = self.region_of[current.0 as usize];
        let mut args = Vec::new();
        match &q {
            Question::EqualTo(other) => args.push(self.value_at(current, *other)),
            Question::Constraint { args: a, .. } => {
                for &p in a {
                    let v = self.value_at(current, p);
                    args.push(v);
                }
            }
            _ => {}
        }
        let failure = self.top_failure();
        let success = match success_node {
            Some(_) => self.new_block(region),
            None => failure,
        };
        let ans = store.get_answer(answer);
        let op = match q {
            Question::IsNotNull => Op::IsNotNull {
                value: val,
                then: success,
                otherwise: failure,
            },
            Question::OperationName => Op::CheckOperationName {
                op: val,
                name: match ans {
                    Answer::OperationName(n) => n.clone(),
                    _ => String::new(),
                },
                then: success,
                otherwise: failure,
            },
            Question::Type => {
                let a = answer_attr(&mut self.prog.ctx, ans);
                if self.prog.ty(val).is_range() {
                    Op::CheckTypes {
                        value: val,
                        types: a,
                        then: success,
                        otherwise: failure,
                    }
                } else {
                    Op::CheckType {
                        value: val,
                        ty: a,
                        then: success,
                        otherwise: failure,
                    }
                }
            }
            Question::Attribute => Op::CheckAttribute {
                attr: val,
                value: answer_attr(&mut self.prog.ctx, ans),
                then: success,
                otherwise: failure,
            },
            Question::OperandCount | Question::OperandCountAtLeast => Op::CheckOperandCount {
                op: val,
                count: answer_u32(ans),
                at_least: *q == Question::OperandCountAtLeast,
                then: success,
                otherwise: failure,
            },
            Question::ResultCount | Question::ResultCountAtLeast => Op::CheckResultCount {
                op: val,
                count: answer_u32(ans),
                at_least: *q == Question::ResultCountAtLeast,
                then: success,
                otherwise: failure,
            },
            Question::EqualTo(_) => {
                let yes = *ans == Answer::True;
                Op::AreEqual {
                    lhs: val,
                    rhs: args[0],
                    then: if yes { success } else { failure },
                    otherwise: if yes { failure } else { success },
                }
            }
            Question::Constraint {
                name,
                results,
                negated,
                ..
            } => {
                let results: Vec<Val> = results.iter().map(|&k| self.new_val(k)).collect();
                // Bind the results in this scope, so that each branch uses its own
                // application of the constraint (see `lower`'s notes on MLIR).
                for (i, &r) in results.iter().enumerate() {
                    if let Some(p) = self.constraint_result_pos(question, i as u32) {
                        self.values.insert(p, r);
                    }
                }
                Op::ApplyConstraint {
                    name: name.clone(),
                    args,
                    results,
                    negated: *negated,
                    then: success,
                    otherwise: failure,
                }
            }
        };
        self.emit(*current, op);
        if let Some(node) = success_node {
            self.matcher(node, region, Some(success));
        }
    }

    pub(super) fn constraint_result_pos(&self, question: QuestionId, index: u32) -> Option<PosId> {
        self.store
            .lookup(&Position::ConstraintResult { question, index })
    }

    pub(super) fn switch_node(
        &mut self,
        current: BlockId,
        val: Val,
        question: QuestionId,
        children: &[(AnswerId, Option<NodeId>)],
    ) {
        let region = self.region_of[current.0 as usize];
        let default = self.top_failure();
        let q = self.store.get_question(question).clone();
        if matches!(
            q,
            Question::OperandCountAtLeast | Question::ResultCountAtLeast
        ) {
            // Highest count first; each check fails over to the next lower one.
            let mut sorted: Vec<usize> = (0..children.len()).collect();
            sorted.sort_by_key(|&i| {
                std::cmp::Reverse(answer_u32(self.store.get_answer(children[i].0)))
            });
            self.failure_stack.push(default);
            for i in sorted {
                let Some(child) = children[i].1 else { continue };
                let child_block = self.matcher(child, region, None);
                let pred_block = self.new_block_before(child_block);
                let count = answer_u32(self.store.get_answer(children[i].0));
                let op = if q == Question::OperandCountAtLeast {
                    Op::CheckOperandCount {
                        op: val,
                        count,
                        at_least: true,
                        then: child_block,
                        otherwise: default,
                    }
                } else {
                    Op::CheckResultCount {
                        op: val,
                        count,
                        at_least: true,
                        then: child_block,
                        otherwise: default,
                    }
                };
                self.emit(pred_block, op);
                if let Some(top) = self.failure_stack.last_mut() {
                    *top = pred_block;
                }
            }
            if let Some(first) = self.failure_stack.pop() {
                let ops = std::mem::take(&mut self.prog.blocks[first.0 as usize].ops);
                self.prog.blocks[current.0 as usize].ops.extend(ops);
                self.remove_block(first);
            }
            return;
        }
        let mut dests = Vec::with_capacity(children.len());
        let mut answers = Vec::with_capacity(children.len());
        for &(a, child) in children {
            let Some(child) = child else { continue };
            dests.push(self.matcher(child, region, None));
            answers.push(self.store.get_answer(a).clone());
        }
        let op = match q {
            Question::OperandCount => Op::SwitchOperandCount {
                op: val,
                cases: answers.iter().map(answer_u32).collect(),
                dests,
                default,
            },
            Question::ResultCount => Op::SwitchResultCount {
                op: val,
                cases: answers.iter().map(answer_u32).collect(),
                dests,
                default,
            },
            Question::OperationName => Op::SwitchOperationName {
                op: val,
                cases: answers
                    .iter()
                    .map(|a| match a {
                        Answer::OperationName(n) => n.clone(),
                        _ => String::new(),
                    })
                    .collect(),
                dests,
                default,
            },
            Question::Type => {
                let cases = answers
                    .iter()
                    .map(|a| answer_attr(&mut self.prog.ctx, a))
                    .collect();
                if self.prog.ty(val).is_range() {
                    Op::SwitchTypes {
                        value: val,
                        cases,
                        dests,
                        default,
                    }
                } else {
                    Op::SwitchType {
                        value: val,
                        cases,
                        dests,
                        default,
                    }
                }
            }
            Question::Attribute => Op::SwitchAttribute {
                attr: val,
                cases: answers
                    .iter()
                    .map(|a| answer_attr(&mut self.prog.ctx, a))
                    .collect(),
                dests,
                default,
            },
            _ => {
                self.fail(Diagnostic::error(
                    crate::diag::Span::default(),
                    "cannot lower the patterns: a branch on a yes/no question",
                ));
                return;
            }
        };
        self.emit(current, op);
    }

    pub(super) fn success_node(&mut self, current: &mut BlockId, id: NodeId, pattern: usize) {
        let p = &self.patterns[pattern];
        // A pattern met at several success nodes (a root-name-first tree) has one rewriter.
        let (rewriter, used) = match self.rewriters_of.get(&pattern) {
            Some(r) => r.clone(),
            None => {
                let r = self.rewriter(pattern);
                self.rewriters_of.insert(pattern, r.clone());
                r
            }
        };
        self.prog.patterns[pattern].rewriter = rewriter;
        let inputs: Vec<Val> = used
            .iter()
            .map(|&pos| self.value_at(current, pos))
            .collect();
        let generated: Vec<String> = p
            .rewrite_body()
            .iter()
            .filter_map(|s| match &s.op {
                StmtKind::Operation { name, .. } => Some(name.clone().unwrap_or_default()),
                _ => None,
            })
            .collect();
        let root = self.preds[pattern].root;
        let root_kind = p.matcher.iter().find_map(|s| match &s.op {
            StmtKind::Operation { name, .. } if s.results.first() == Some(&root) => name.clone(),
            _ => None,
        });
        let dest = self.top_failure();
        let locs = match self.tree.success_locs.get(&id) {
            // MLIR's locations: operations its tree checked on the way here, all in scope.
            Some(positions) => {
                let mut locs: Vec<Val> = Vec::with_capacity(positions.len());
                for v in positions.iter().filter_map(|&p| self.values.get(p)) {
                    if !locs.contains(&v) {
                        locs.push(v);
                    }
                }
                locs
            }
            None => self.loc_ops.clone(),
        };
        let op = Op::RecordMatch {
            inputs,
            locs,
            pattern,
            rewriter,
            root_kind,
            generated_ops: (!generated.is_empty()).then_some(generated),
            benefit: p.benefit,
            dest,
        };
        self.emit(*current, op);
    }
}
