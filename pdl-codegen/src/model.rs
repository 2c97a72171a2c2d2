//! The pattern model: what a PDL or PDLL pattern says, independent of the syntax it was
//! written in. Both front ends produce it; `sema` checks it; `lower` consumes it.
//!
//! A pattern is a small SSA program, as in MLIR's `pdl` dialect: match statements bind
//! values (operands, types, attributes, operations, results) and constrain them; the rewrite
//! either names an external rewriter or is a body of rewrite statements. Values are named by
//! [`ValueId`]s, indices into the pattern's value table. Source spans live beside the
//! structure ([`Pattern::spans`]), so two models compare equal when they say the same thing,
//! wherever they were written.

use crate::diag::Span;

/// What a pattern value is (MLIR's `!pdl.*` types): the runtime's kinds, one enum for the
/// compiler and the VM. A pattern value is never a range of operations (only the matcher
/// program's loops have those).
pub use pdl_runtime::value::Kind;

/// What the compiler asks of a kind beyond what the runtime defines.
pub trait KindExt: Copy {
    /// The kind of a pattern value spelled `text` (`!pdl.value`, ...; not
    /// `!pdl.range<operation>`, which no pattern value has).
    fn from_mlir(text: &str) -> Option<Self>;
    /// `!pdl.range<value>` if `range`, else `!pdl.value`.
    fn values(range: bool) -> Self;
    /// `!pdl.range<type>` if `range`, else `!pdl.type`.
    fn types(range: bool) -> Self;
    /// Whether it is a range.
    fn is_range(self) -> bool;
}

impl KindExt for Kind {
    fn from_mlir(text: &str) -> Option<Kind> {
        [
            Kind::Value,
            Kind::ValueRange,
            Kind::Type,
            Kind::TypeRange,
            Kind::Attribute,
            Kind::Operation,
        ]
        .into_iter()
        .find(|k| k.mlir() == text)
    }

    fn values(range: bool) -> Kind {
        if range {
            Kind::ValueRange
        } else {
            Kind::Value
        }
    }

    fn types(range: bool) -> Kind {
        if range {
            Kind::TypeRange
        } else {
            Kind::Type
        }
    }

    fn is_range(self) -> bool {
        matches!(
            self,
            Kind::ValueRange | Kind::TypeRange | Kind::OperationRange
        )
    }
}

/// A value of a pattern: an index into [`Pattern::values`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValueId(pub u32);

/// A statement: an operation of the `pdl` dialect, with the values it defines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stmt {
    /// What the statement does.
    pub op: StmtKind,
    /// The values it defines (none, one, or a constraint's or native rewrite's results).
    pub results: Vec<ValueId>,
    /// Its discardable attributes (`pdl.operand : %t {knownBits = "0000"}`), sorted by name:
    /// the name and the entry as MLIR prints it (`name = value`, or `name` for a unit
    /// attribute). They change nothing in what the pattern does; they are kept so that the
    /// pattern prints back as MLIR prints it.
    pub attrs: Vec<(String, String)>,
}

/// The statements of MLIR's `pdl` dialect. Match-only statements (`Operand`, `Operands`,
/// `ApplyConstraint`) appear in the match section, rewrite-only ones (`Replace`, `Erase`,
/// `ApplyRewrite`, `Range`) in a rewrite body; the rest in both.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StmtKind {
    /// `pdl.operand [: %type]`
    Operand {
        /// Constrains the value's type.
        ty: Option<ValueId>,
    },
    /// `pdl.operands [: %types]`
    Operands {
        /// Constrains the values' types.
        ty: Option<ValueId>,
    },
    /// `pdl.type [: i32]`: a type, or a constant type (MLIR spelling).
    Type {
        /// The constant type, if any.
        constant: Option<String>,
    },
    /// `pdl.types [: [i32, f32]]`
    Types {
        /// The constant types, if any.
        constant: Option<Vec<String>>,
    },
    /// `pdl.attribute [: %type | = value]`
    Attribute {
        /// Constrains the attribute's type.
        ty: Option<ValueId>,
        /// The constant attribute (MLIR spelling), if any.
        value: Option<String>,
    },
    /// `pdl.operation ["name"](operands) {attrs} -> (types)`
    Operation {
        /// The operation name, if constrained (match) or given (rewrite).
        name: Option<String>,
        /// Operand values and value ranges.
        operands: Vec<ValueId>,
        /// Attributes by name.
        attributes: Vec<(String, ValueId)>,
        /// Result types and type ranges.
        types: Vec<ValueId>,
    },
    /// `pdl.result N of %op`
    Result {
        /// The operation.
        parent: ValueId,
        /// Result number.
        index: u32,
    },
    /// `pdl.results [N] of %op [-> kind]`
    Results {
        /// The operation.
        parent: ValueId,
        /// Result group number; `None` for all results.
        index: Option<u32>,
    },
    /// `pdl.apply_native_constraint "name"(args) [: results] [{isNegated = true}]`
    ApplyConstraint {
        /// Registered name.
        name: String,
        /// Arguments.
        args: Vec<ValueId>,
        /// Whether the constraint must fail for the pattern to match.
        negated: bool,
    },
    /// `pdl.apply_native_rewrite "name"(args) [: results]`
    ApplyRewrite {
        /// Registered name.
        name: String,
        /// Arguments.
        args: Vec<ValueId>,
    },
    /// `pdl.range args : kind`
    Range {
        /// Values or ranges to concatenate.
        args: Vec<ValueId>,
    },
    /// `pdl.replace %op with %new` or `with (values)`
    Replace {
        /// The operation replaced.
        op: ValueId,
        /// The replacing operation.
        with_op: Option<ValueId>,
        /// The replacing values and value ranges.
        with_values: Vec<ValueId>,
    },
    /// `pdl.erase %op`
    Erase {
        /// The operation erased.
        op: ValueId,
    },
}

/// The rewrite of a pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rewrite {
    /// The roots the rewrite names: none (roots are found by the lowering), one (MLIR's
    /// form), or several (seed 000's multi-root form).
    pub roots: Vec<ValueId>,
    /// An external rewriter (by name, with arguments), or an inline body.
    pub action: RewriteAction,
    /// The `pdl.rewrite`'s discardable attributes, as [`Stmt::attrs`].
    pub attrs: Vec<(String, String)>,
}

/// What a rewrite does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RewriteAction {
    /// `with "name"(args)`: a registered native rewriter.
    External {
        /// Registered name.
        name: String,
        /// Arguments.
        args: Vec<ValueId>,
    },
    /// `{ statements }`
    Body(Vec<Stmt>),
}

/// One pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    /// The pattern's symbol name, if it has one.
    pub name: Option<String>,
    /// Its static benefit.
    pub benefit: u16,
    /// The kind of each value, indexed by [`ValueId`].
    pub values: Vec<Kind>,
    /// The match section, in order.
    pub matcher: Vec<Stmt>,
    /// The rewrite.
    pub rewrite: Rewrite,
    /// The `pdl.pattern`'s discardable attributes, as [`Stmt::attrs`].
    pub attrs: Vec<(String, String)>,
    /// Where things were written (not part of equality).
    pub spans: Spans,
}

/// Source locations of a pattern: its own span, the span defining each value, and the span
/// of each statement, in order (match statements, then rewrite statements).
#[derive(Clone, Debug, Default)]
pub struct Spans {
    /// The whole pattern (its first keyword).
    pub pattern: Span,
    /// Where each value is defined.
    pub values: Vec<Span>,
    /// Match statements.
    pub matcher: Vec<Span>,
    /// Rewrite statements, and the rewrite itself last.
    pub rewrite: Vec<Span>,
}

impl PartialEq for Spans {
    fn eq(&self, _: &Spans) -> bool {
        true
    }
}

impl Eq for Spans {}

impl Pattern {
    /// The kind of value `v`.
    pub fn kind(&self, v: ValueId) -> Kind {
        self.values[v.0 as usize]
    }

    /// The rewrite body's statements (empty for an external rewrite).
    pub fn rewrite_body(&self) -> &[Stmt] {
        match &self.rewrite.action {
            RewriteAction::Body(b) => b,
            RewriteAction::External { .. } => &[],
        }
    }
}

/// The patterns of one source (a file, a `pdl!` invocation, a string loaded at run time).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PatternSet {
    /// The patterns, in source order.
    pub patterns: Vec<Pattern>,
}

impl StmtKind {
    /// The values the statement reads, in order.
    pub fn operands(&self) -> smallvec::SmallVec<[ValueId; 4]> {
        match self {
            StmtKind::Operand { ty } | StmtKind::Operands { ty } => ty.iter().copied().collect(),
            StmtKind::Attribute { ty, .. } => ty.iter().copied().collect(),
            StmtKind::Type { .. } | StmtKind::Types { .. } => smallvec::SmallVec::new(),
            StmtKind::Operation {
                operands,
                attributes,
                types,
                ..
            } => {
                let mut v = smallvec::SmallVec::from_slice(operands);
                v.extend(attributes.iter().map(|a| a.1));
                v.extend(types.iter().copied());
                v
            }
            StmtKind::Result { parent, .. } | StmtKind::Results { parent, .. } => {
                smallvec::smallvec![*parent]
            }
            StmtKind::ApplyConstraint { args, .. }
            | StmtKind::ApplyRewrite { args, .. }
            | StmtKind::Range { args } => smallvec::SmallVec::from_slice(args),
            StmtKind::Replace {
                op,
                with_op,
                with_values,
            } => {
                let mut v: smallvec::SmallVec<[ValueId; 4]> = smallvec::smallvec![*op];
                v.extend(with_op.iter().copied());
                v.extend(with_values.iter().copied());
                v
            }
            StmtKind::Erase { op } => smallvec::smallvec![*op],
        }
    }

    /// MLIR's name of the statement's operation.
    pub fn mlir_name(&self) -> &'static str {
        match self {
            StmtKind::Operand { .. } => "pdl.operand",
            StmtKind::Operands { .. } => "pdl.operands",
            StmtKind::Type { .. } => "pdl.type",
            StmtKind::Types { .. } => "pdl.types",
            StmtKind::Attribute { .. } => "pdl.attribute",
            StmtKind::Operation { .. } => "pdl.operation",
            StmtKind::Result { .. } => "pdl.result",
            StmtKind::Results { .. } => "pdl.results",
            StmtKind::ApplyConstraint { .. } => "pdl.apply_native_constraint",
            StmtKind::ApplyRewrite { .. } => "pdl.apply_native_rewrite",
            StmtKind::Range { .. } => "pdl.range",
            StmtKind::Replace { .. } => "pdl.replace",
            StmtKind::Erase { .. } => "pdl.erase",
        }
    }
}
