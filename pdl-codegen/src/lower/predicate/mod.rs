//! The predicates of one pattern (MLIR's `buildPredicateList` in `PredicateTree.cpp`).
//!
//! Starting from the chosen root, the match section is walked downwards (operands to their
//! defining operations, attributes, result types); then, for a multi-root pattern, upwards
//! from each connector value to the next root through its users (a `foreach`); finally the
//! statements that are not part of the tree (constraints, constant attributes and types,
//! results not used as operands) are added. Each step yields `(position, question, answer)`
//! triples in the order MLIR yields them, and binds each pattern value to the position where
//! it was first met.
//!
//! This module holds the builder and its small helpers; `downward`, `upward` and `non_tree`
//! are the three walks.

mod downward;
mod non_tree;
mod upward;

use crate::model::KindExt;
use rustc_hash::FxHashMap;

use pdl_runtime::ir::{AttrKind, Attribute, Context, Type, TypeKind};
use pdl_runtime::text::{parse_attribute, parse_type};

use super::position::{Answer, AnswerId, PosId, Position, PredicateStore, Question, QuestionId};
use super::root_order::order_roots;
use crate::diag::Diagnostic;
use crate::model::{Kind, Pattern, StmtKind, ValueId};

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
    pub inputs: FxHashMap<ValueId, PosId>,
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

/// The builder of one pattern's predicates.
struct Builder<'a> {
    p: &'a Pattern,
    store: &'a mut PredicateStore,
    ctx: &'a mut Context,
    /// Defining match statement of each value.
    def: Vec<Option<&'a StmtKind>>,
    preds: Vec<Predicate>,
    inputs: FxHashMap<ValueId, PosId>,
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
        inputs: FxHashMap::default(),
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
}
