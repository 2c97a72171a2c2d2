//! The upward walk of a multi-root pattern: from a connector value, through its users, to
//! the next root (a `foreach` over the users).

use std::collections::VecDeque;

use rustc_hash::FxHashMap;

use super::{Builder, Diagnostic, OpIndex, PosId, Position, StmtKind, ValueId};

impl Builder<'_> {
    /// The parent of each value in a breadth-first walk down from `root` (first visit
    /// wins, as in MLIR's cost graph construction).
    pub(super) fn parent_map(&self, root: ValueId) -> FxHashMap<ValueId, OpIndex> {
        let mut parents: FxHashMap<ValueId, Option<OpIndex>> = FxHashMap::default();
        let mut queue: VecDeque<(ValueId, Option<OpIndex>)> = VecDeque::from([(root, None)]);
        while let Some((v, via)) = queue.pop_front() {
            if parents.contains_key(&v) {
                continue;
            }
            parents.insert(v, via);
            match self.def(v) {
                Some(StmtKind::Operation { operands, .. }) => {
                    if operands.len() == 1 && self.is_range(operands[0]) {
                        queue.push_back((
                            operands[0],
                            Some(OpIndex {
                                parent: v,
                                index: None,
                            }),
                        ));
                    } else {
                        for (i, &o) in operands.iter().enumerate() {
                            queue.push_back((
                                o,
                                Some(OpIndex {
                                    parent: v,
                                    index: Some(i as u32),
                                }),
                            ));
                        }
                    }
                }
                Some(StmtKind::Result { parent, index }) => queue.push_back((
                    *parent,
                    Some(OpIndex {
                        parent: v,
                        index: Some(*index),
                    }),
                )),
                Some(StmtKind::Results { parent, index }) => queue.push_back((
                    *parent,
                    Some(OpIndex {
                        parent: v,
                        index: *index,
                    }),
                )),
                _ => {}
            }
        }
        parents
            .into_iter()
            .filter_map(|(v, p)| p.map(|p| (v, p)))
            .collect()
    }

    /// One step up from `pos` (the position of a value) to the value's parent `step`.
    pub(super) fn visit_upward(
        &mut self,
        step: OpIndex,
        pos: PosId,
        id: u32,
    ) -> Result<PosId, Diagnostic> {
        let value = step.parent;
        match self.def(value).cloned() {
            Some(StmtKind::Operation { operands, .. }) => {
                let users = self.store.pos(Position::Users {
                    parent: pos,
                    representative: true,
                });
                let each = self.store.pos(Position::ForEach { parent: users, id });
                let op_pos = self.store.op_of(each);
                let operand_pos = match step.index {
                    None => self.store.pos(Position::OperandGroup {
                        op: op_pos,
                        group: None,
                        variadic: true,
                    }),
                    Some(i) => {
                        let group = operands[..=i as usize].iter().any(|&o| self.is_range(o));
                        if group {
                            let variadic = self.is_range(operands[i as usize]);
                            self.store.pos(Position::OperandGroup {
                                op: op_pos,
                                group: Some(i),
                                variadic,
                            })
                        } else {
                            self.store.pos(Position::Operand {
                                op: op_pos,
                                index: i,
                            })
                        }
                    }
                };
                self.equal_to(operand_pos, pos);
                if self.inputs.insert(value, op_pos).is_some() {
                    return Err(self.internal("an operation is reached twice going up"));
                }
                self.operation_tree(value, op_pos, step.index);
                Ok(op_pos)
            }
            Some(StmtKind::Result { .. }) => {
                let r = self.store.pos(Position::Result {
                    op: pos,
                    index: step.index.unwrap_or(0),
                });
                self.inputs.entry(value).or_insert(r);
                Ok(r)
            }
            Some(StmtKind::Results { .. }) => {
                let variadic = self.is_range(value);
                let r = self.store.pos(Position::ResultGroup {
                    op: pos,
                    group: step.index,
                    variadic: step.index.is_none() || variadic,
                });
                self.inputs.entry(value).or_insert(r);
                Ok(r)
            }
            _ => Err(self.internal("a connector's parent is not an operation or result")),
        }
    }
}
