//! The matcher program: our `pdl_interp`, the output of the lowering and the only input of
//! the back ends (bytecode VM, native Rust).
//!
//! A [`Program`] holds one matcher function, which takes the operation being visited and
//! records the matches of every pattern on it, and one rewriter function per pattern, which
//! takes the values the match captured and performs the rewrite. Functions are control-flow
//! graphs of [`Block`]s in [`Region`]s, in MLIR's layout: a check ends its block and branches
//! to a success or a failure block; a `foreach` over the users of a value holds its body in a
//! nested region, and `continue` ends an iteration. Values ([`Val`]) are in SSA form and typed
//! ([`Kind`]). Constant types and attributes live in [`Program::ctx`].
//!
//! Every operation of MLIR's `pdl_interp` dialect that the PDL-to-pdl_interp conversion
//! produces has a variant of [`Op`], with the same operands, results and properties.
//!
//! The program is the middle of the pipeline: [`crate::lower`] builds it from patterns,
//! [`read`] builds it from `pdl_interp` text (and [`verify`] checks what was read), and
//! [`crate::emit`] translates it. Beside the types, this module holds what every stage
//! needs to know of it:
//! - [`ops`]: the operations of the dialect as a table (arity, attributes, kinds);
//! - [`cfg`](mod@cfg): the control flow of a region (order, predecessors, dominator tree);
//! - [`print`](mod@print): the program as `pdl_interp` text, what [`read`] reads back;
//! - [`explain`]: its branch tables, for tracing matches.

pub mod cfg;
pub mod explain;
pub mod ops;
pub mod print;
pub mod read;
pub mod verify;

use pdl_runtime::ir::{Attribute, Context};
use smallvec::{smallvec, SmallVec};

use crate::diag::Span;

/// An SSA value of the program: an index into [`Program::types`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Val(pub u32);

/// A block: an index into [`Program::blocks`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

/// The values an operation uses or defines ([`Op::operands`], [`Op::results`]): inline up
/// to four, so that asking allocates nothing for almost every operation.
pub type Vals = SmallVec<[Val; 4]>;

/// The successors of an operation ([`Op::successors`]): inline up to four.
pub type Blocks = SmallVec<[BlockId; 4]>;

/// A region: an index into [`Program::regions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegionId(pub u32);

use crate::model::Kind;
pub use crate::model::KindExt;

/// A block: arguments, then operations; the last operation is a terminator.
#[derive(Clone, Debug, Default)]
pub struct Block {
    /// Block arguments.
    pub args: Vec<Val>,
    /// Operations in order.
    pub ops: Vec<Op>,
}

/// A region: blocks in order (the first is the entry).
#[derive(Clone, Debug, Default)]
pub struct Region {
    /// The blocks.
    pub blocks: Vec<BlockId>,
}

/// A function: the matcher or a rewriter.
#[derive(Clone, Debug)]
pub struct Function {
    /// Its symbol name (`matcher`, `pdl_generated_rewriter`, `pdl_generated_rewriter_0`...).
    pub name: String,
    /// Its body; the entry block's arguments are the function's arguments.
    pub body: RegionId,
}

/// What the program knows of each pattern.
#[derive(Clone, Debug)]
pub struct PatternInfo {
    /// The pattern's symbol name, if any.
    pub name: Option<String>,
    /// Its benefit.
    pub benefit: u16,
    /// Where it was written.
    pub span: Span,
    /// The index of its rewriter in [`Program::rewriters`].
    pub rewriter: usize,
}

/// The lowered pattern set: one matcher, one rewriter per pattern.
#[derive(Debug)]
pub struct Program {
    /// Uniqued constant types and attributes.
    pub ctx: Context,
    /// The type of each value.
    pub types: Vec<Kind>,
    /// All blocks.
    pub blocks: Vec<Block>,
    /// All regions.
    pub regions: Vec<Region>,
    /// The matcher: one argument, the operation visited.
    pub matcher: Function,
    /// The rewriters, in the order MLIR creates them.
    pub rewriters: Vec<Function>,
    /// The patterns, in set order.
    pub patterns: Vec<PatternInfo>,
}

/// A `pdl_interp` operation. Checks branch to `then` when they hold and to `otherwise` when
/// not; switches branch to the destination of the first case equal to the value, or to
/// `default`.
#[derive(Clone, Debug, PartialEq)]
// Variants are named after the `pdl_interp` operations (`get_defining_op` is `GetDefiningOp`).
#[allow(clippy::enum_variant_names)]
pub enum Op {
    /// `pdl_interp.apply_constraint`: run a native constraint (negated: it must fail);
    /// its results are defined on the success edge.
    ApplyConstraint {
        /// Registered name.
        name: String,
        /// Arguments.
        args: Vec<Val>,
        /// Results.
        results: Vec<Val>,
        /// Whether the constraint must fail.
        negated: bool,
        /// Success.
        then: BlockId,
        /// Failure.
        otherwise: BlockId,
    },
    /// `pdl_interp.apply_rewrite`: run a native rewrite.
    ApplyRewrite {
        /// Registered name.
        name: String,
        /// Arguments.
        args: Vec<Val>,
        /// Results.
        results: Vec<Val>,
    },
    /// `pdl_interp.are_equal`
    AreEqual {
        /// One value.
        lhs: Val,
        /// The other.
        rhs: Val,
        /// Equal.
        then: BlockId,
        /// Not equal.
        otherwise: BlockId,
    },
    /// `pdl_interp.branch`: go to `dest` unconditionally (MLIR's lowering never makes one;
    /// hand-written `pdl_interp` may).
    Branch {
        /// Next.
        dest: BlockId,
    },
    /// `pdl_interp.check_attribute`
    CheckAttribute {
        /// The attribute.
        attr: Val,
        /// The expected value.
        value: Attribute,
        /// Equal.
        then: BlockId,
        /// Not equal.
        otherwise: BlockId,
    },
    /// `pdl_interp.check_operand_count`
    CheckOperandCount {
        /// The operation.
        op: Val,
        /// The count.
        count: u32,
        /// Whether at least `count` is enough.
        at_least: bool,
        /// Holds.
        then: BlockId,
        /// Does not.
        otherwise: BlockId,
    },
    /// `pdl_interp.check_operation_name`
    CheckOperationName {
        /// The operation.
        op: Val,
        /// The expected name.
        name: String,
        /// Equal.
        then: BlockId,
        /// Not equal.
        otherwise: BlockId,
    },
    /// `pdl_interp.check_result_count`
    CheckResultCount {
        /// The operation.
        op: Val,
        /// The count.
        count: u32,
        /// Whether at least `count` is enough.
        at_least: bool,
        /// Holds.
        then: BlockId,
        /// Does not.
        otherwise: BlockId,
    },
    /// `pdl_interp.check_type`
    CheckType {
        /// The type.
        value: Val,
        /// The expected type (a type attribute).
        ty: Attribute,
        /// Equal.
        then: BlockId,
        /// Not equal.
        otherwise: BlockId,
    },
    /// `pdl_interp.check_types`
    CheckTypes {
        /// The types.
        value: Val,
        /// The expected types (an array of type attributes).
        types: Attribute,
        /// Equal.
        then: BlockId,
        /// Not equal.
        otherwise: BlockId,
    },
    /// `pdl_interp.continue`: next iteration of the enclosing `foreach`.
    Continue,
    /// `pdl_interp.create_attribute`
    CreateAttribute {
        /// The result.
        result: Val,
        /// The attribute.
        value: Attribute,
    },
    /// `pdl_interp.create_operation`
    CreateOperation {
        /// The result.
        result: Val,
        /// Operation name.
        name: String,
        /// Operands (values and ranges).
        operands: Vec<Val>,
        /// Attributes by name.
        attributes: Vec<(String, Val)>,
        /// Result types (types and ranges).
        types: Vec<Val>,
        /// Whether the result types are inferred by the operation.
        inferred_result_types: bool,
    },
    /// `pdl_interp.create_range`
    CreateRange {
        /// The result.
        result: Val,
        /// Values or ranges concatenated.
        args: Vec<Val>,
    },
    /// `pdl_interp.create_type`
    CreateType {
        /// The result.
        result: Val,
        /// The type (a type attribute).
        ty: Attribute,
    },
    /// `pdl_interp.create_types`
    CreateTypes {
        /// The result.
        result: Val,
        /// The types (an array of type attributes).
        types: Attribute,
    },
    /// `pdl_interp.erase`
    Erase {
        /// The operation.
        op: Val,
    },
    /// `pdl_interp.extract`: element `index` of a range (null when out of range).
    Extract {
        /// The result.
        result: Val,
        /// The range.
        range: Val,
        /// Element index.
        index: u32,
    },
    /// `pdl_interp.finalize`: end of the function.
    Finalize,
    /// `pdl_interp.foreach`: run `body` with `var` bound to each element of `range`, then
    /// go to `successor`.
    Foreach {
        /// The loop variable (the body's entry block argument).
        var: Val,
        /// The range of operations.
        range: Val,
        /// The loop body.
        body: RegionId,
        /// After the loop.
        successor: BlockId,
    },
    /// `pdl_interp.get_attribute`
    GetAttribute {
        /// The result (null when absent).
        result: Val,
        /// The operation.
        op: Val,
        /// Attribute name.
        name: String,
    },
    /// `pdl_interp.get_attribute_type`
    GetAttributeType {
        /// The result.
        result: Val,
        /// The attribute.
        attr: Val,
    },
    /// `pdl_interp.get_defining_op`
    GetDefiningOp {
        /// The result (null for a block argument).
        result: Val,
        /// The value or range (its first value's definition, when all share one).
        value: Val,
    },
    /// `pdl_interp.get_operand`
    GetOperand {
        /// The result (null when out of range).
        result: Val,
        /// The operation.
        op: Val,
        /// Operand number.
        index: u32,
    },
    /// `pdl_interp.get_operands`: an operand group (`index`), or all operands.
    GetOperands {
        /// The result (a value or a range, by its type).
        result: Val,
        /// The operation.
        op: Val,
        /// Group index.
        index: Option<u32>,
    },
    /// `pdl_interp.get_result`
    GetResult {
        /// The result.
        result: Val,
        /// The operation.
        op: Val,
        /// Result number.
        index: u32,
    },
    /// `pdl_interp.get_results`: a result group (`index`), or all results.
    GetResults {
        /// The result (a value or a range, by its type).
        result: Val,
        /// The operation.
        op: Val,
        /// Group index.
        index: Option<u32>,
    },
    /// `pdl_interp.get_users`
    GetUsers {
        /// The result (a range of operations).
        result: Val,
        /// The value.
        value: Val,
    },
    /// `pdl_interp.get_value_type`
    GetValueType {
        /// The result (a type or a range of types).
        result: Val,
        /// The value or range.
        value: Val,
    },
    /// `pdl_interp.is_not_null`
    IsNotNull {
        /// The value.
        value: Val,
        /// Present.
        then: BlockId,
        /// Null.
        otherwise: BlockId,
    },
    /// `pdl_interp.record_match`: a pattern matched; remember its rewriter and inputs.
    RecordMatch {
        /// Values passed to the rewriter.
        inputs: Vec<Val>,
        /// Matched operations whose locations the rewrite fuses.
        locs: Vec<Val>,
        /// The pattern (index into [`Program::patterns`]).
        pattern: usize,
        /// Index of the rewriter in [`Program::rewriters`].
        rewriter: usize,
        /// The root operation name, if the pattern names it.
        root_kind: Option<String>,
        /// Operation names the rewrite creates (`None` when it creates none).
        generated_ops: Option<Vec<String>>,
        /// The pattern's benefit.
        benefit: u16,
        /// Next.
        dest: BlockId,
    },
    /// `pdl_interp.replace`
    Replace {
        /// The operation replaced.
        op: Val,
        /// The replacement values and ranges.
        values: Vec<Val>,
    },
    /// `pdl_interp.switch_attribute`
    SwitchAttribute {
        /// The attribute.
        attr: Val,
        /// Case values.
        cases: Vec<Attribute>,
        /// One destination per case.
        dests: Vec<BlockId>,
        /// No case.
        default: BlockId,
    },
    /// `pdl_interp.switch_operand_count`
    SwitchOperandCount {
        /// The operation.
        op: Val,
        /// Case counts.
        cases: Vec<u32>,
        /// One destination per case.
        dests: Vec<BlockId>,
        /// No case.
        default: BlockId,
    },
    /// `pdl_interp.switch_operation_name`
    SwitchOperationName {
        /// The operation.
        op: Val,
        /// Case names.
        cases: Vec<String>,
        /// One destination per case.
        dests: Vec<BlockId>,
        /// No case.
        default: BlockId,
    },
    /// `pdl_interp.switch_result_count`
    SwitchResultCount {
        /// The operation.
        op: Val,
        /// Case counts.
        cases: Vec<u32>,
        /// One destination per case.
        dests: Vec<BlockId>,
        /// No case.
        default: BlockId,
    },
    /// `pdl_interp.switch_type`
    SwitchType {
        /// The type.
        value: Val,
        /// Case types (type attributes).
        cases: Vec<Attribute>,
        /// One destination per case.
        dests: Vec<BlockId>,
        /// No case.
        default: BlockId,
    },
    /// `pdl_interp.switch_types`
    SwitchTypes {
        /// The types.
        value: Val,
        /// Case type lists (arrays of type attributes).
        cases: Vec<Attribute>,
        /// One destination per case.
        dests: Vec<BlockId>,
        /// No case.
        default: BlockId,
    },
}

impl Program {
    /// The block `id`.
    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id.0 as usize]
    }

    /// The region `id`.
    pub fn region(&self, id: RegionId) -> &Region {
        &self.regions[id.0 as usize]
    }

    /// The type of value `v`.
    pub fn ty(&self, v: Val) -> Kind {
        self.types[v.0 as usize]
    }

    /// The entry block of a function.
    pub fn entry(&self, f: &Function) -> BlockId {
        self.region(f.body).blocks[0]
    }
}

impl Op {
    /// The values an operation uses, in order (a `foreach` uses its range; its loop variable is
    /// an argument of its body).
    pub fn operands(&self) -> Vals {
        match self {
            Op::ApplyConstraint { args, .. }
            | Op::ApplyRewrite { args, .. }
            | Op::CreateRange { args, .. } => Vals::from_slice(args),
            Op::AreEqual { lhs, rhs, .. } => smallvec![*lhs, *rhs],
            Op::CheckAttribute { attr, .. }
            | Op::GetAttributeType { attr, .. }
            | Op::SwitchAttribute { attr, .. } => smallvec![*attr],
            Op::CheckOperandCount { op, .. }
            | Op::CheckOperationName { op, .. }
            | Op::CheckResultCount { op, .. }
            | Op::Erase { op }
            | Op::GetAttribute { op, .. }
            | Op::GetOperand { op, .. }
            | Op::GetOperands { op, .. }
            | Op::GetResult { op, .. }
            | Op::GetResults { op, .. }
            | Op::SwitchOperandCount { op, .. }
            | Op::SwitchOperationName { op, .. }
            | Op::SwitchResultCount { op, .. } => smallvec![*op],
            Op::CheckType { value, .. }
            | Op::CheckTypes { value, .. }
            | Op::GetDefiningOp { value, .. }
            | Op::GetUsers { value, .. }
            | Op::GetValueType { value, .. }
            | Op::IsNotNull { value, .. }
            | Op::SwitchType { value, .. }
            | Op::SwitchTypes { value, .. } => smallvec![*value],
            Op::CreateOperation {
                operands,
                attributes,
                types,
                ..
            } => {
                let mut v = Vals::from_slice(operands);
                v.extend(attributes.iter().map(|a| a.1));
                v.extend(types.iter().copied());
                v
            }
            Op::Extract { range, .. } | Op::Foreach { range, .. } => smallvec![*range],
            Op::RecordMatch { inputs, locs, .. } => {
                let mut v = Vals::from_slice(inputs);
                v.extend(locs.iter().copied());
                v
            }
            Op::Replace { op, values } => {
                let mut v = smallvec![*op];
                v.extend(values.iter().copied());
                v
            }
            Op::Branch { .. }
            | Op::Continue
            | Op::CreateAttribute { .. }
            | Op::CreateType { .. }
            | Op::CreateTypes { .. }
            | Op::Finalize => Vals::new(),
        }
    }

    /// The values an operation defines, in order.
    pub fn results(&self) -> Vals {
        match self {
            Op::ApplyConstraint { results, .. } | Op::ApplyRewrite { results, .. } => {
                Vals::from_slice(results)
            }
            Op::CreateAttribute { result, .. }
            | Op::CreateOperation { result, .. }
            | Op::CreateRange { result, .. }
            | Op::CreateType { result, .. }
            | Op::CreateTypes { result, .. }
            | Op::Extract { result, .. }
            | Op::GetAttribute { result, .. }
            | Op::GetAttributeType { result, .. }
            | Op::GetDefiningOp { result, .. }
            | Op::GetOperand { result, .. }
            | Op::GetOperands { result, .. }
            | Op::GetResult { result, .. }
            | Op::GetResults { result, .. }
            | Op::GetUsers { result, .. }
            | Op::GetValueType { result, .. } => smallvec![*result],
            _ => Vals::new(),
        }
    }

    /// MLIR's name of the operation.
    pub fn mlir_name(&self) -> &'static str {
        self.info().name
    }

    /// Whether the operation ends its block.
    pub fn is_terminator(&self) -> bool {
        self.info().terminator
    }

    /// The blocks this operation may branch to, in MLIR's successor order.
    pub fn successors(&self) -> Blocks {
        match self {
            Op::ApplyConstraint {
                then, otherwise, ..
            }
            | Op::AreEqual {
                then, otherwise, ..
            }
            | Op::CheckAttribute {
                then, otherwise, ..
            }
            | Op::CheckOperandCount {
                then, otherwise, ..
            }
            | Op::CheckOperationName {
                then, otherwise, ..
            }
            | Op::CheckResultCount {
                then, otherwise, ..
            }
            | Op::CheckType {
                then, otherwise, ..
            }
            | Op::CheckTypes {
                then, otherwise, ..
            }
            | Op::IsNotNull {
                then, otherwise, ..
            } => smallvec![*then, *otherwise],
            Op::Foreach { successor, .. } => smallvec![*successor],
            Op::Branch { dest } | Op::RecordMatch { dest, .. } => smallvec![*dest],
            Op::SwitchAttribute { dests, default, .. }
            | Op::SwitchOperandCount { dests, default, .. }
            | Op::SwitchOperationName { dests, default, .. }
            | Op::SwitchResultCount { dests, default, .. }
            | Op::SwitchType { dests, default, .. }
            | Op::SwitchTypes { dests, default, .. } => {
                let mut v = smallvec![*default];
                v.extend(dests.iter().copied());
                v
            }
            _ => Blocks::new(),
        }
    }
}
