//! Positions, questions and answers: the vocabulary of the matcher (MLIR's `Predicate.h`).
//!
//! A *position* names a value of the payload reached from the root operation: an operand of
//! the root, the operation defining it, an attribute of that operation, the type of one of
//! its results, the users of a value, ... A *question* asks something of a position (is it
//! null, what is its operation name, is it equal to another position, does a native
//! constraint hold) and an *answer* is what a pattern expects. All three are interned in a
//! [`PredicateStore`], so equal positions, questions and answers have equal ids, and
//! patterns that ask the same thing share it.
//!
//! The declaration order of [`Position`]'s and [`Question`]'s variants is MLIR's priority
//! order, used to order predicates (see [`Position::rank`] and [`Question::rank`]).

use rustc_hash::FxHashMap;
use std::hash::Hash;

use pdl_runtime::ir::Attribute;

use crate::model::Kind;

/// An interned [`Position`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PosId(pub u32);

/// An interned [`Question`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct QuestionId(pub u32);

/// An interned [`Answer`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AnswerId(pub u32);

/// A value of the payload, described by how it is reached from the root operation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    /// An operation: the root (no parent, depth 0), the defining operation of an operand
    /// position, or the operation chosen by a `foreach` over users (upward traversal).
    Operation {
        /// The operand or foreach position it is reached from; `None` for the root.
        parent: Option<PosId>,
        /// Number of operations between it and the root.
        depth: u32,
    },
    /// Operand `index` of an operation (all operands before it are single values).
    Operand {
        /// The operation.
        op: PosId,
        /// Operand number.
        index: u32,
    },
    /// A group of operands: the `group`-th operand group (counted among the operands
    /// written in the pattern, after a range), or all operands (`None`).
    OperandGroup {
        /// The operation.
        op: PosId,
        /// Group number; `None` for all operands.
        group: Option<u32>,
        /// Whether the group is a range (else a single value).
        variadic: bool,
    },
    /// The attribute named `name` of an operation.
    Attribute {
        /// The operation.
        op: PosId,
        /// Attribute name.
        name: String,
    },
    /// Result `index` of a native constraint applied by the matcher.
    ConstraintResult {
        /// The constraint question.
        question: QuestionId,
        /// Result number.
        index: u32,
    },
    /// Result `index` of an operation.
    Result {
        /// The operation.
        op: PosId,
        /// Result number.
        index: u32,
    },
    /// A group of results (see [`Position::OperandGroup`]).
    ResultGroup {
        /// The operation.
        op: PosId,
        /// Group number; `None` for all results.
        group: Option<u32>,
        /// Whether the group is a range.
        variadic: bool,
    },
    /// The type of an attribute, value or range of values.
    Type {
        /// The attribute, operand(s) or result(s) position.
        parent: PosId,
    },
    /// A constant attribute written in the pattern.
    AttributeLiteral(Attribute),
    /// A constant type (a type attribute) or list of types (an array of type attributes).
    TypeLiteral(Attribute),
    /// The operations using a value (or the first value of a range when `representative`).
    Users {
        /// The value position.
        parent: PosId,
        /// Whether to take the users of the first value of a range.
        representative: bool,
    },
    /// Each element of a range of operations in turn (a `foreach` loop), numbered `id`.
    ForEach {
        /// The range position (users).
        parent: PosId,
        /// Loop number: the index of the root it climbs to in the root traversal.
        id: u32,
    },
}

impl Position {
    /// The priority rank of the position's kind (MLIR's `Predicates::Kind` order).
    pub fn rank(&self) -> u32 {
        match self {
            Position::Operation { .. } => 0,
            Position::Operand { .. } => 1,
            Position::OperandGroup { .. } => 2,
            Position::Attribute { .. } => 3,
            Position::ConstraintResult { .. } => 4,
            Position::Result { .. } => 5,
            Position::ResultGroup { .. } => 6,
            Position::Type { .. } => 7,
            Position::AttributeLiteral(_) => 8,
            Position::TypeLiteral(_) => 9,
            Position::Users { .. } => 10,
            Position::ForEach { .. } => 11,
        }
    }

    /// The position this one is reached from, if any.
    pub fn parent(&self) -> Option<PosId> {
        match self {
            Position::Operation { parent, .. } => *parent,
            Position::Operand { op, .. }
            | Position::OperandGroup { op, .. }
            | Position::Attribute { op, .. }
            | Position::Result { op, .. }
            | Position::ResultGroup { op, .. } => Some(*op),
            Position::Type { parent }
            | Position::Users { parent, .. }
            | Position::ForEach { parent, .. } => Some(*parent),
            Position::ConstraintResult { .. }
            | Position::AttributeLiteral(_)
            | Position::TypeLiteral(_) => None,
        }
    }
}

/// Something the matcher asks of a position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Question {
    /// Is the value present?
    IsNotNull,
    /// What is the operation's name?
    OperationName,
    /// What is the type (or types)?
    Type,
    /// What is the attribute's value?
    Attribute,
    /// Does the operation have at least N operands?
    OperandCountAtLeast,
    /// How many operands does the operation have?
    OperandCount,
    /// Does the operation have at least N results?
    ResultCountAtLeast,
    /// How many results does the operation have?
    ResultCount,
    /// Is the value equal to the value at another position?
    EqualTo(PosId),
    /// Does a native constraint hold on the values at `args`?
    Constraint {
        /// Registered name.
        name: String,
        /// Argument positions.
        args: Vec<PosId>,
        /// Kinds of its results.
        results: Vec<Kind>,
        /// Whether it must fail.
        negated: bool,
    },
}

impl Question {
    /// The priority rank of the question's kind (MLIR's `Predicates::Kind` order).
    pub fn rank(&self) -> u32 {
        match self {
            Question::IsNotNull => 0,
            Question::OperationName => 1,
            Question::Type => 2,
            Question::Attribute => 3,
            Question::OperandCountAtLeast => 4,
            Question::OperandCount => 5,
            Question::ResultCountAtLeast => 6,
            Question::ResultCount => 7,
            Question::EqualTo(_) => 8,
            Question::Constraint { .. } => 9,
        }
    }
}

/// What a pattern expects as the answer to a question.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// An attribute value.
    Attribute(Attribute),
    /// No. Never asked for (MLIR has it); kept so that the other answers keep their
    /// discriminants, which the derived `Hash` feeds the maps whose order lowering follows.
    #[allow(dead_code)]
    False,
    /// An operation name.
    OperationName(String),
    /// Yes.
    True,
    /// A type (type attribute) or list of types (array of type attributes).
    Type(Attribute),
    /// A count.
    Unsigned(u32),
}

/// An interning table.
#[derive(Clone, Debug)]
struct Table<T> {
    items: Vec<T>,
    ids: FxHashMap<T, u32>,
}

impl<T> Default for Table<T> {
    fn default() -> Self {
        Table {
            items: Vec::new(),
            ids: FxHashMap::default(),
        }
    }
}

impl<T: Clone + Eq + Hash> Table<T> {
    fn intern(&mut self, item: T) -> u32 {
        if let Some(&id) = self.ids.get(&item) {
            return id;
        }
        let id = self.items.len() as u32;
        self.items.push(item.clone());
        self.ids.insert(item, id);
        id
    }
}

/// The interned positions, questions and answers of one lowering.
#[derive(Clone, Debug, Default)]
pub struct PredicateStore {
    positions: Table<Position>,
    questions: Table<Question>,
    answers: Table<Answer>,
}

impl PredicateStore {
    /// Interns a position.
    pub fn pos(&mut self, p: Position) -> PosId {
        PosId(self.positions.intern(p))
    }

    /// Interns a question.
    pub fn question(&mut self, q: Question) -> QuestionId {
        QuestionId(self.questions.intern(q))
    }

    /// Interns an answer.
    pub fn answer(&mut self, a: Answer) -> AnswerId {
        AnswerId(self.answers.intern(a))
    }

    /// The id of `p`, if it was interned.
    pub fn lookup(&self, p: &Position) -> Option<PosId> {
        self.positions.ids.get(p).map(|&i| PosId(i))
    }

    /// The id of `q`, if it was interned.
    pub fn lookup_question(&self, q: &Question) -> Option<QuestionId> {
        self.questions.ids.get(q).map(|&i| QuestionId(i))
    }

    /// The position `id`.
    pub fn position(&self, id: PosId) -> &Position {
        &self.positions.items[id.0 as usize]
    }

    /// The question `id`.
    pub fn get_question(&self, id: QuestionId) -> &Question {
        &self.questions.items[id.0 as usize]
    }

    /// The answer `id`.
    pub fn get_answer(&self, id: AnswerId) -> &Answer {
        &self.answers.items[id.0 as usize]
    }

    /// The root operation position.
    pub fn root(&mut self) -> PosId {
        self.pos(Position::Operation {
            parent: None,
            depth: 0,
        })
    }

    /// The operation defining the value at operand position `p`, or the operation of a
    /// foreach position `p`.
    pub fn op_of(&mut self, p: PosId) -> PosId {
        let depth = self.operation_depth(p) + 1;
        self.pos(Position::Operation {
            parent: Some(p),
            depth,
        })
    }

    /// The depth of the nearest operation position at or above `p` (0 when none).
    pub fn operation_depth(&self, mut p: PosId) -> u32 {
        loop {
            match self.position(p) {
                Position::Operation { depth, .. } => return *depth,
                other => match other.parent() {
                    Some(parent) => p = parent,
                    None => return 0,
                },
            }
        }
    }

    /// Whether `p` is the root operation.
    pub fn is_root(&self, p: PosId) -> bool {
        matches!(self.position(p), Position::Operation { parent: None, .. })
    }

    /// Whether `p` is an operation reached as the definition of an operand.
    pub fn is_operand_defining_op(&self, p: PosId) -> bool {
        match self.position(p) {
            Position::Operation {
                parent: Some(parent),
                ..
            } => matches!(
                self.position(*parent),
                Position::Operand { .. } | Position::OperandGroup { .. }
            ),
            _ => false,
        }
    }
}
