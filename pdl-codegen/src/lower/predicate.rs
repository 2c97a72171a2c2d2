//! The predicates of one pattern (MLIR's `buildPredicateList` in `PredicateTree.cpp`).
//!
//! Starting from the chosen root, the match section is walked downwards (operands to their
//! defining operations, attributes, result types); then, for a multi-root pattern, upwards
//! from each connector value to the next root through its users (a `foreach`); finally the
//! statements that are not part of the tree (constraints, constant attributes and types,
//! results not used as operands) are added. Each step yields `(position, question, answer)`
//! triples in the order MLIR yields them, and binds each pattern value to the position where
//! it was first met.

use std::collections::VecDeque;

use rustc_hash::FxHashMap as HashMap;

use pdl_runtime::ir::{AttrKind, Attribute, Context, Type, TypeKind};
use pdl_runtime::text::{parse_attribute, parse_type};

use super::position::{Answer, AnswerId, PosId, Position, PredicateStore, Question, QuestionId};
use super::root_order::order_roots;
use crate::diag::Diagnostic;
use crate::model::{Kind, KindExt, Pattern, StmtKind, ValueId};

/// One predicate of a pattern: ask `question` at `position`, expect `answer`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Predicate {
    /// Where.
    pub position: PosId,
    /// What is asked.
    pub question: QuestionId,
    /// What the pattern expects.
    pub answer: AnswerId,
}

/// The predicates of one pattern, with the root they start from and the position of each
/// value of the match section.
#[derive(Clone, Debug)]
pub struct PatternPredicates {
    /// The chosen root operation.
    pub root: ValueId,
    /// The predicates, in MLIR's order.
    pub predicates: Vec<Predicate>,
    /// The position of each bound value of the match section.
    pub inputs: HashMap<ValueId, PosId>,
}

/// Interns a constant attribute written in MLIR syntax.
pub fn const_attr(ctx: &mut Context, text: &str) -> Attribute {
    parse_attribute(ctx, text).unwrap_or_else(|_| {
        ctx.intern_attr(AttrKind::Opaque {
            text: text.into(),
            ty: None,
        })
    })
}

/// Interns a constant type written in MLIR syntax.
fn const_type(ctx: &mut Context, text: &str) -> Type {
    parse_type(ctx, text).unwrap_or_else(|_| ctx.intern_type(TypeKind::Opaque(text.into())))
}

/// A constant type as a type attribute.
pub fn type_attr(ctx: &mut Context, text: &str) -> Attribute {
    let ty = const_type(ctx, text);
    ctx.intern_attr(AttrKind::Type(ty))
}

/// A constant list of types as an array of type attributes.
pub fn types_attr(ctx: &mut Context, texts: &[String]) -> Attribute {
    let elems: Vec<Attribute> = texts.iter().map(|t| type_attr(ctx, t)).collect();
    ctx.intern_attr(AttrKind::Array(elems.into()))
}

/// A value's parent in the downward traversal from one root: the operation that consumes
/// it (as operand `index`, `None` when it is the only, range, operand), or the operation
/// whose result it is (`index` = the result's index).
#[derive(Clone, Copy, Debug)]
struct OpIndex {
    parent: ValueId,
    index: Option<u32>,
}

struct Builder<'a> {
    p: &'a Pattern,
    store: &'a mut PredicateStore,
    ctx: &'a mut Context,
    /// Defining match statement of each value.
    def: Vec<Option<&'a StmtKind>>,
    preds: Vec<Predicate>,
    inputs: HashMap<ValueId, PosId>,
    check_shared_types: bool,
}

/// Builds the predicates of pattern `p`, interning positions, questions and answers in
/// `store` and constants in `ctx`. With `check_shared_types` (the default of
/// [`LowerOptions`](super::LowerOptions)), a `pdl.types` value met twice gets an equality
/// check, which MLIR 22 omits.
pub fn build_predicates(
    p: &Pattern,
    store: &mut PredicateStore,
    ctx: &mut Context,
    check_shared_types: bool,
) -> Result<PatternPredicates, Diagnostic> {
    let ordering = order_roots(p)?;
    let mut def = vec![None; p.values.len()];
    for s in &p.matcher {
        for &r in &s.results {
            if let Some(slot) = def.get_mut(r.0 as usize) {
                *slot = Some(&s.op);
            }
        }
    }
    let mut b = Builder {
        p,
        store,
        ctx,
        def,
        preds: Vec::new(),
        inputs: HashMap::default(),
        check_shared_types,
    };
    let root_pos = b.store.root();
    b.tree(ordering.root, root_pos);
    // Upward traversals along the root ordering (the root itself is entry 0).
    for (i, edge) in ordering.edges.iter().enumerate() {
        if b.inputs.contains_key(&edge.target) {
            continue;
        }
        let parents = b.parent_map(edge.target);
        let Some(mut pos) = b.inputs.get(&edge.connector).copied() else {
            return Err(b.internal("the connector of two roots was not reached"));
        };
        let mut value = edge.connector;
        while value != edge.target {
            let Some(step) = parents.get(&value).copied() else {
                return Err(b.internal("a connector is not below the root it connects"));
            };
            pos = b.visit_upward(step, pos, (i + 1) as u32)?;
            value = step.parent;
        }
    }
    b.non_tree()?;
    Ok(PatternPredicates {
        root: ordering.root,
        predicates: b.preds,
        inputs: b.inputs,
    })
}

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
    /// Defining match statement of `v`, borrowed from the pattern (not from `self`).
    fn def_of(&self, v: ValueId) -> Option<&'a StmtKind> {
        self.def.get(v.0 as usize).copied().flatten()
    }

    fn internal(&self, what: &str) -> Diagnostic {
        Diagnostic::error(
            self.p.spans.pattern,
            format!("cannot lower the pattern: {what}"),
        )
    }

    fn def(&self, v: ValueId) -> Option<&StmtKind> {
        self.def.get(v.0 as usize).copied().flatten()
    }

    fn is_range(&self, v: ValueId) -> bool {
        self.p.kind(v).is_range()
    }

    fn push(&mut self, position: PosId, q: Question, a: Answer) {
        let question = self.store.question(q);
        let answer = self.store.answer(a);
        self.preds.push(Predicate {
            position,
            question,
            answer,
        });
    }

    fn not_null(&mut self, pos: PosId) {
        self.push(pos, Question::IsNotNull, Answer::True);
    }

    fn equal_to(&mut self, pos: PosId, other: PosId) {
        self.push(pos, Question::EqualTo(other), Answer::True);
    }

    fn type_of(&mut self, parent: PosId) -> PosId {
        self.store.pos(Position::Type { parent })
    }

    fn depth(&self, p: PosId) -> u32 {
        self.store.operation_depth(p)
    }

    /// The tree predicates of value `v` met at position `pos`.
    fn tree(&mut self, v: ValueId, pos: PosId) {
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
    fn operation_tree(&mut self, v: ValueId, pos: PosId, ignore_operand: Option<u32>) {
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

    /// The parent of each value in a breadth-first walk down from `root` (first visit
    /// wins, as in MLIR's cost graph construction).
    fn parent_map(&self, root: ValueId) -> HashMap<ValueId, OpIndex> {
        let mut parents: HashMap<ValueId, Option<OpIndex>> = HashMap::default();
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
    fn visit_upward(&mut self, step: OpIndex, pos: PosId, id: u32) -> Result<PosId, Diagnostic> {
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

    /// The predicates of statements outside the tree, in body order.
    fn non_tree(&mut self) -> Result<(), Diagnostic> {
        let p = self.p;
        for (si, s) in p.matcher.iter().enumerate() {
            let span = p.spans.matcher.get(si).copied().unwrap_or(p.spans.pattern);
            if let StmtKind::ApplyConstraint { .. } = &s.op {
                self.constraint(&s.op, &s.results, span)?;
                continue;
            }
            // Values met in the tree already have their position.
            let Some(&r0) = s.results.first() else {
                continue;
            };
            if self.inputs.contains_key(&r0) {
                continue;
            }
            let pos = match &s.op {
                StmtKind::Attribute { value, .. } => {
                    let Some(value) = value else {
                        return Err(Diagnostic::error(
                            span,
                            "an attribute that is not part of an operation needs a value",
                        ));
                    };
                    let a = const_attr(self.ctx, value);
                    self.store.pos(Position::AttributeLiteral(a))
                }
                StmtKind::Result { parent, index } => {
                    let Some(&ppos) = self.inputs.get(parent) else {
                        return Err(self.internal("a result's operation was not reached"));
                    };
                    let pos = self.store.pos(Position::Result {
                        op: ppos,
                        index: *index,
                    });
                    self.not_null(pos);
                    pos
                }
                StmtKind::Results { parent, index } => {
                    let Some(&ppos) = self.inputs.get(parent) else {
                        return Err(self.internal("a result's operation was not reached"));
                    };
                    let variadic = self.is_range(r0);
                    let pos = self.store.pos(Position::ResultGroup {
                        op: ppos,
                        group: *index,
                        variadic,
                    });
                    if index.is_some() {
                        self.not_null(pos);
                    }
                    pos
                }
                StmtKind::Type { constant } => {
                    let Some(text) = constant else {
                        return Err(Diagnostic::error(
                            span,
                            "a type that is not part of an operation needs a constant value",
                        ));
                    };
                    let a = type_attr(self.ctx, text);
                    self.store.pos(Position::TypeLiteral(a))
                }
                StmtKind::Types { constant } => {
                    let Some(texts) = constant else {
                        return Err(Diagnostic::error(
                            span,
                            "types that are not part of an operation need constant values",
                        ));
                    };
                    let a = types_attr(self.ctx, texts);
                    self.store.pos(Position::TypeLiteral(a))
                }
                _ => continue,
            };
            self.inputs.insert(r0, pos);
        }
        Ok(())
    }

    fn constraint(
        &mut self,
        op: &StmtKind,
        results: &[ValueId],
        span: crate::model::Span,
    ) -> Result<(), Diagnostic> {
        let StmtKind::ApplyConstraint {
            name,
            args,
            negated,
        } = op
        else {
            return Ok(());
        };
        let mut positions = Vec::with_capacity(args.len());
        for a in args {
            let Some(&pos) = self.inputs.get(a) else {
                return Err(Diagnostic::error(
                    span,
                    "a constraint argument is not bound by the match section",
                ));
            };
            positions.push(pos);
        }
        // The constraint goes to its deepest argument (the first of the deepest).
        let mut at = None;
        for &pos in &positions {
            if at.is_none_or(|b| self.depth(pos) > self.depth(b)) {
                at = Some(pos);
            }
        }
        let Some(at) = at else {
            return Err(Diagnostic::error(span, "a constraint needs an argument"));
        };
        let kinds: Vec<Kind> = results.iter().map(|&r| self.p.kind(r)).collect();
        let q = self.store.question(Question::Constraint {
            name: name.clone(),
            args: positions,
            results: kinds,
            negated: *negated,
        });
        for (i, &r) in results.iter().enumerate() {
            let cpos = self.store.pos(Position::ConstraintResult {
                question: q,
                index: i as u32,
            });
            match self.inputs.get(&r).copied() {
                None => {
                    self.inputs.insert(r, cpos);
                }
                Some(existing) => {
                    let (first, second) = if self.depth(existing) < self.depth(cpos) {
                        (existing, cpos)
                    } else {
                        (cpos, existing)
                    };
                    self.equal_to(second, first);
                }
            }
        }
        let answer = self.store.answer(Answer::True);
        self.preds.push(Predicate {
            position: at,
            question: q,
            answer,
        });
        Ok(())
    }
}
