//! The downward walk: from a root, each operation's own predicates, then its attributes,
//! operands (to their defining operations) and result types, in MLIR's order, with an
//! explicit stack.

use super::{
    const_attr, type_attr, types_attr, Answer, Builder, PosId, Position, Question, StmtKind,
    ValueId,
};

/// An operation's name, operands, attributes and result types.
type OpParts<'a> = (
    Option<&'a str>,
    &'a [ValueId],
    &'a [(String, ValueId)],
    &'a [ValueId],
);

/// A step of the downward walk ([`Builder::run`]): a value to visit, or the rest of an
/// operation from one of its parts on.
#[derive(Clone, Copy, Debug)]
enum Task {
    /// Visit value `.0` at position `.1`.
    Tree(ValueId, PosId),
    /// An operation: its own predicates, then its parts.
    Operation {
        v: ValueId,
        pos: PosId,
        ignore: Option<u32>,
    },
    /// Its attributes from `next` on, then its operands.
    Attributes {
        v: ValueId,
        pos: PosId,
        ignore: Option<u32>,
        next: usize,
    },
    /// Its operands from `next` on, then its results.
    Operands {
        v: ValueId,
        pos: PosId,
        ignore: Option<u32>,
        next: usize,
        found_range: bool,
    },
    /// Its results from `next` on.
    Results {
        v: ValueId,
        pos: PosId,
        next: usize,
        found_range: bool,
    },
}

impl<'a> Builder<'a> {
    /// The tree predicates of value `v` met at position `pos`.
    pub(super) fn tree(&mut self, v: ValueId, pos: PosId) {
        self.run(Task::Tree(v, pos));
    }

    /// Runs `task` and everything it leads to, depth first, with an explicit stack (the
    /// input controls the depth: a chain of operations each using the next one's result).
    /// A step pushes its continuation below the subtree it starts, so predicates come in
    /// the order of MLIR's recursive walk.
    fn run(&mut self, task: Task) {
        let mut stack = vec![task];
        while let Some(t) = stack.pop() {
            match t {
                Task::Tree(v, pos) => self.tree_step(v, pos, &mut stack),
                Task::Operation { v, pos, ignore } => {
                    self.operation_head(v, pos);
                    stack.push(Task::Attributes {
                        v,
                        pos,
                        ignore,
                        next: 0,
                    });
                }
                Task::Attributes {
                    v,
                    pos,
                    ignore,
                    next,
                } => self.op_attributes(v, pos, ignore, next, &mut stack),
                Task::Operands {
                    v,
                    pos,
                    ignore,
                    next,
                    found_range,
                } => self.op_operands(v, pos, ignore, next, found_range, &mut stack),
                Task::Results {
                    v,
                    pos,
                    next,
                    found_range,
                } => self.op_results(v, pos, next, found_range, &mut stack),
            }
        }
    }

    fn tree_step(&mut self, v: ValueId, pos: PosId, stack: &mut Vec<Task>) {
        if let Some(&first) = self.inputs.get(&v) {
            // Met again: the two positions must hold the same value. MLIR adds this check
            // for attributes, operands, operations and types, but not for `pdl.types`
            // (so a shared `pdl.types` constrains nothing there); we add it for
            // `pdl.types` too, so the pattern matches what it says.
            let checked = match self.def(v) {
                Some(
                    StmtKind::Attribute { .. }
                    | StmtKind::Operand { .. }
                    | StmtKind::Operands { .. }
                    | StmtKind::Operation { .. }
                    | StmtKind::Type { .. },
                ) => true,
                Some(StmtKind::Types { .. }) => self.check_shared_types,
                _ => false,
            };
            if checked {
                // std::minmax by depth: the deeper position asks, the shallower answers.
                let (lo, hi) = if self.depth(first) < self.depth(pos) {
                    (first, pos)
                } else {
                    (pos, first)
                };
                self.equal_to(hi, lo);
            }
            return;
        }
        self.inputs.insert(v, pos);
        match self.store.position(pos) {
            Position::Attribute { .. } => self.attribute_tree(v, pos, stack),
            Position::Operation { .. } => stack.push(Task::Operation {
                v,
                pos,
                ignore: None,
            }),
            Position::Type { .. } => self.type_tree(v, pos),
            Position::Operand { .. } | Position::OperandGroup { .. } => {
                self.operand_tree(v, pos, stack)
            }
            _ => {}
        }
    }

    fn attribute_tree(&mut self, v: ValueId, pos: PosId, stack: &mut Vec<Task>) {
        self.not_null(pos);
        if let Some(StmtKind::Attribute { ty, value }) = self.def_of(v) {
            if let Some(ty) = *ty {
                let tpos = self.type_of(pos);
                stack.push(Task::Tree(ty, tpos));
            } else if let Some(value) = value {
                let a = const_attr(self.ctx, value);
                self.push(pos, Question::Attribute, Answer::Attribute(a));
            }
        }
    }

    fn operand_tree(&mut self, v: ValueId, pos: PosId, stack: &mut Vec<Task>) {
        let variadic = self.is_range(v);
        match self.def_of(v) {
            Some(StmtKind::Operand { ty }) => {
                self.not_null(pos);
                if let Some(ty) = *ty {
                    let tpos = self.type_of(pos);
                    stack.push(Task::Tree(ty, tpos));
                }
            }
            Some(StmtKind::Operands { ty }) => {
                if matches!(
                    self.store.position(pos),
                    Position::OperandGroup { group: Some(_), .. }
                ) {
                    self.not_null(pos);
                }
                if let Some(ty) = *ty {
                    let tpos = self.type_of(pos);
                    stack.push(Task::Tree(ty, tpos));
                }
            }
            Some(kind @ (StmtKind::Result { .. } | StmtKind::Results { .. })) => {
                let (parent, index, single) = match *kind {
                    StmtKind::Result { parent, index } => (parent, Some(index), true),
                    StmtKind::Results { parent, index } => (parent, index, false),
                    _ => unreachable!("matched above"),
                };
                if index.is_some() {
                    self.not_null(pos);
                }
                let parent_pos = self.store.op_of(pos);
                self.not_null(parent_pos);
                let result_pos = if single {
                    self.store.pos(Position::Result {
                        op: parent_pos,
                        index: index.unwrap_or(0),
                    })
                } else {
                    self.store.pos(Position::ResultGroup {
                        op: parent_pos,
                        group: index,
                        variadic,
                    })
                };
                self.equal_to(result_pos, pos);
                stack.push(Task::Tree(parent, parent_pos));
            }
            _ => {}
        }
    }

    /// The predicates of operation `v` at `pos`, its operand `ignore` (the one an upward
    /// step came from) left out.
    pub(super) fn operation_tree(&mut self, v: ValueId, pos: PosId, ignore_operand: Option<u32>) {
        self.run(Task::Operation {
            v,
            pos,
            ignore: ignore_operand,
        });
    }

    /// The operation's parts: operands, attributes (by name) and result types.
    fn operation_parts(&self, v: ValueId) -> Option<OpParts<'a>> {
        match self.def_of(v) {
            Some(StmtKind::Operation {
                name,
                operands,
                attributes,
                types,
            }) => Some((name.as_deref(), operands, attributes, types)),
            _ => None,
        }
    }

    /// An operation's own predicates: not null, name, operand and result counts.
    fn operation_head(&mut self, v: ValueId, pos: PosId) {
        let Some((name, operands, _, types)) = self.operation_parts(v) else {
            return;
        };
        let is_root = self.store.is_root(pos);
        if !is_root {
            self.not_null(pos);
        }
        if let Some(name) = name {
            self.push(
                pos,
                Question::OperationName,
                Answer::OperationName(name.to_string()),
            );
        }
        let min_operands = operands.iter().filter(|&&o| !self.is_range(o)).count() as u32;
        if min_operands as usize != operands.len() {
            if min_operands > 0 {
                self.push(
                    pos,
                    Question::OperandCountAtLeast,
                    Answer::Unsigned(min_operands),
                );
            }
        } else {
            self.push(pos, Question::OperandCount, Answer::Unsigned(min_operands));
        }
        let min_results = types.iter().filter(|&&t| !self.is_range(t)).count() as u32;
        if min_results as usize == types.len() {
            self.push(pos, Question::ResultCount, Answer::Unsigned(min_results));
        } else if min_results > 0 {
            self.push(
                pos,
                Question::ResultCountAtLeast,
                Answer::Unsigned(min_results),
            );
        }
    }

    /// Attribute `next` of operation `v`; then the next one, or the operands.
    fn op_attributes(
        &mut self,
        v: ValueId,
        pos: PosId,
        ignore: Option<u32>,
        next: usize,
        stack: &mut Vec<Task>,
    ) {
        let Some((_, operands, attributes, _)) = self.operation_parts(v) else {
            return;
        };
        if let Some((attr_name, attr)) = attributes.get(next) {
            let apos = self.store.pos(Position::Attribute {
                op: pos,
                name: attr_name.clone(),
            });
            stack.push(Task::Attributes {
                v,
                pos,
                ignore,
                next: next + 1,
            });
            stack.push(Task::Tree(*attr, apos));
            return;
        }
        if operands.len() == 1 && self.is_range(operands[0]) {
            stack.push(Task::Results {
                v,
                pos,
                next: 0,
                found_range: false,
            });
            // Upward traversals have already matched the operands of a user.
            if self.store.is_root(pos) || self.store.is_operand_defining_op(pos) {
                let all = self.store.pos(Position::OperandGroup {
                    op: pos,
                    group: None,
                    variadic: true,
                });
                stack.push(Task::Tree(operands[0], all));
            }
        } else {
            stack.push(Task::Operands {
                v,
                pos,
                ignore,
                next: 0,
                found_range: false,
            });
        }
    }

    /// Operand `next` of operation `v` (and the ones after it that are skipped); then the
    /// next one, or the results.
    fn op_operands(
        &mut self,
        v: ValueId,
        pos: PosId,
        ignore: Option<u32>,
        mut next: usize,
        mut found_range: bool,
        stack: &mut Vec<Task>,
    ) {
        let Some((_, operands, _, _)) = self.operation_parts(v) else {
            return;
        };
        while let Some(&o) = operands.get(next) {
            let i = next;
            next += 1;
            let variadic = self.is_range(o);
            found_range |= variadic;
            if ignore == Some(i as u32) {
                continue;
            }
            let opos = if found_range {
                self.store.pos(Position::OperandGroup {
                    op: pos,
                    group: Some(i as u32),
                    variadic,
                })
            } else {
                self.store.pos(Position::Operand {
                    op: pos,
                    index: i as u32,
                })
            };
            stack.push(Task::Operands {
                v,
                pos,
                ignore,
                next,
                found_range,
            });
            stack.push(Task::Tree(o, opos));
            return;
        }
        stack.push(Task::Results {
            v,
            pos,
            next: 0,
            found_range: false,
        });
    }

    /// Result `next` of operation `v`; then the next one.
    fn op_results(
        &mut self,
        v: ValueId,
        pos: PosId,
        next: usize,
        found_range: bool,
        stack: &mut Vec<Task>,
    ) {
        let Some((_, _, _, types)) = self.operation_parts(v) else {
            return;
        };
        if types.len() == 1 && self.is_range(types[0]) {
            if next == 0 {
                let all = self.store.pos(Position::ResultGroup {
                    op: pos,
                    group: None,
                    variadic: true,
                });
                let tpos = self.type_of(all);
                stack.push(Task::Tree(types[0], tpos));
            }
            return;
        }
        let Some(&t) = types.get(next) else {
            return;
        };
        let i = next;
        let variadic = self.is_range(t);
        let found_range = found_range || variadic;
        let rpos = if found_range {
            self.store.pos(Position::ResultGroup {
                op: pos,
                group: Some(i as u32),
                variadic,
            })
        } else {
            self.store.pos(Position::Result {
                op: pos,
                index: i as u32,
            })
        };
        self.not_null(rpos);
        let tpos = self.type_of(rpos);
        stack.push(Task::Results {
            v,
            pos,
            next: next + 1,
            found_range,
        });
        stack.push(Task::Tree(t, tpos));
    }

    fn type_tree(&mut self, v: ValueId, pos: PosId) {
        match self.def_of(v) {
            Some(StmtKind::Type {
                constant: Some(text),
            }) => {
                let a = type_attr(self.ctx, text);
                self.push(pos, Question::Type, Answer::Type(a));
            }
            Some(StmtKind::Types {
                constant: Some(texts),
            }) => {
                let a = types_attr(self.ctx, texts);
                self.push(pos, Question::Type, Answer::Type(a));
            }
            _ => {}
        }
    }
}
