//! The bytecode VM: the run-time back end of pdl-rs.
//!
//! A [`Program`] is the matcher and rewriter programs of the lowering (our `pdl_interp`)
//! compiled into flat instruction arrays ([`Instr`]) over numbered memory slots. pdl-codegen's
//! `emit::bytecode` produces it; a [`Machine`] runs it against any payload behind the
//! [access traits](crate::access). Slots are allocated by liveness, so values of unrelated
//! branches share memory, and loops over users resume through a stack of loop positions
//! (seed 000, §3).
//!
//! Instructions are small fixed-size records (operand lists, native call sites, created
//! operations and recorded matches are side tables: [`Program::pool`], [`Program::calls`],
//! [`Program::creates`], [`Program::records`]), decoded by one `match` per instruction.
//! Registers are small `Copy` values; ranges are spans of element buffers the machine keeps
//! from run to run, and so are the values recorded matches hold, so the matcher allocates
//! nothing once its buffers have grown (native constraints aside).
//!
//! Constants (names, types, attributes) are kept as MLIR text in the program and are bound
//! to a payload's handles once per run ([`Bound`]), so the program itself is
//! independent of any payload and can be shared between threads.

mod bind;
mod exec;
mod instrs;
mod pattern_set;
mod regs;
mod rewrite;

pub use bind::{resolve, Bound, Native};
pub use exec::{Machine, Match};
pub use pattern_set::{PdlPatternSet, VmState};

use crate::value::Kind;

/// A memory slot index.
pub type Slot = u32;

/// A code address (index into [`Program::code`]).
pub type Addr = u32;

/// A list of operands stored in [`Program::pool`]: `start..start + len`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct List {
    /// First index in the pool.
    pub start: u32,
    /// Number of entries.
    pub len: u32,
}

/// A multi-way branch: case constants (indices into one of the program's constant tables,
/// by instruction) and their destinations. The first equal case wins, as in MLIR.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwitchTable {
    /// Case constants.
    pub cases: Vec<u32>,
    /// One destination per case.
    pub dests: Vec<Addr>,
    /// Where to go when no case is equal.
    pub default: Addr,
}

/// A native call site ([`Instr::ApplyConstraint`], [`Instr::ApplyRewrite`]), kept beside the
/// code so that instructions stay small.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    /// The native function (index into [`Program::natives`]).
    pub native: u32,
    /// The slots of its arguments.
    pub args: List,
    /// The slots its results go to.
    pub results: List,
    /// For a constraint: it must fail.
    pub negated: bool,
}

/// An operation a rewriter creates ([`Instr::CreateOperation`]) before the rewritten root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Create {
    /// The slot of the new operation.
    pub result: Slot,
    /// Its name ([`Program::names`]).
    pub name: u32,
    /// Slots of its operands (single values or ranges).
    pub operands: List,
    /// Pairs (name index, slot) of its attributes.
    pub attrs: List,
    /// Slots of its result types (single types or ranges); empty with `inferred`.
    pub types: List,
    /// The operation infers its result types.
    pub inferred: bool,
}

/// A match the matcher records ([`Instr::RecordMatch`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The pattern (index into [`Program::patterns`]).
    pub pattern: u32,
    /// Its benefit (the pattern's, kept here beside the code).
    pub benefit: u16,
    /// The slots of the values passed to its rewriter.
    pub inputs: List,
    /// The slot of the first matched operation, whose location created operations take.
    pub loc: Option<Slot>,
}

/// One bytecode instruction: a small fixed-size record (at most four 32-bit operands;
/// operand lists and the wide operands of native calls, created operations and recorded
/// matches are in side tables of the [`Program`]). Checks jump to `then` when they hold and
/// to `otherwise` when not; other instructions fall through to the next one.
#[allow(missing_docs)] // Fields are named after the pdl_interp operands they hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Instr {
    /// Runs the native constraint of call site `call` ([`Program::calls`]): its arguments,
    /// its results' slots, and whether it must fail.
    ApplyConstraint {
        call: u32,
        then: Addr,
        otherwise: Addr,
    },
    /// Runs the native rewrite of call site `call` ([`Program::calls`]).
    ApplyRewrite { call: u32 },
    /// Whether two slots hold equal values (element-wise for ranges).
    AreEqual {
        lhs: Slot,
        rhs: Slot,
        then: Addr,
        otherwise: Addr,
    },
    /// Unconditional jump.
    Branch { dest: Addr },
    /// Whether the attribute equals constant `value` ([`Program::attrs`]).
    CheckAttribute {
        attr: Slot,
        value: u32,
        then: Addr,
        otherwise: Addr,
    },
    /// Whether the operation has exactly `count` operands.
    CheckOperandCount {
        op: Slot,
        count: u32,
        then: Addr,
        otherwise: Addr,
    },
    /// Whether the operation has at least `count` operands.
    CheckOperandCountAtLeast {
        op: Slot,
        count: u32,
        then: Addr,
        otherwise: Addr,
    },
    /// Operation name against [`Program::names`]`[name]`.
    CheckOperationName {
        op: Slot,
        name: u32,
        then: Addr,
        otherwise: Addr,
    },
    /// Whether the operation has exactly `count` results.
    CheckResultCount {
        op: Slot,
        count: u32,
        then: Addr,
        otherwise: Addr,
    },
    /// Whether the operation has at least `count` results.
    CheckResultCountAtLeast {
        op: Slot,
        count: u32,
        then: Addr,
        otherwise: Addr,
    },
    /// Type against [`Program::types`]`[ty]`.
    CheckType {
        value: Slot,
        ty: u32,
        then: Addr,
        otherwise: Addr,
    },
    /// Type range against [`Program::type_lists`]`[types]`.
    CheckTypes {
        value: Slot,
        types: u32,
        then: Addr,
        otherwise: Addr,
    },
    /// Next iteration of the loop at nesting `level`.
    Continue { level: u32 },
    /// Constant attribute.
    CreateAttribute { result: Slot, value: u32 },
    /// Creates the operation `create` describes ([`Program::creates`]).
    CreateOperation { create: u32 },
    /// Concatenates values or ranges into a range of `kind`.
    CreateRange {
        result: Slot,
        args: List,
        kind: Kind,
    },
    /// Constant type.
    CreateType { result: Slot, ty: u32 },
    /// Constant type range.
    CreateTypes { result: Slot, types: u32 },
    /// Erases an operation.
    Erase { op: Slot },
    /// Element `index` of a range (null when out of range).
    Extract {
        result: Slot,
        range: Slot,
        index: u32,
    },
    /// End of the function.
    Finalize,
    /// Loop at nesting `level` over the operations of `range`: binds `var` and falls into
    /// the body, or, when done, jumps to `exit`.
    Foreach {
        var: Slot,
        range: Slot,
        level: u32,
        exit: Addr,
    },
    /// Attribute `name` ([`Program::names`]) of an operation (null when absent).
    GetAttribute { result: Slot, op: Slot, name: u32 },
    /// The type of a typed attribute (null otherwise).
    GetAttributeType { result: Slot, attr: Slot },
    /// The defining operation of a value, or of a range's first value.
    GetDefiningOp { result: Slot, value: Slot },
    /// Operand `index` (null when out of range).
    GetOperand { result: Slot, op: Slot, index: u32 },
    /// Operands from `index` on (all when `None`), as a range or (`range` false) as the
    /// single value when there is exactly one.
    GetOperands {
        result: Slot,
        op: Slot,
        index: Option<u32>,
        range: bool,
    },
    /// Result `index` (null when out of range).
    GetResult { result: Slot, op: Slot, index: u32 },
    /// Results from `index` on, like [`Instr::GetOperands`].
    GetResults {
        result: Slot,
        op: Slot,
        index: Option<u32>,
        range: bool,
    },
    /// The users of a value or range (one entry per use, most recent first).
    GetUsers { result: Slot, value: Slot },
    /// The type of a value, or the types of a range.
    GetValueType { result: Slot, value: Slot },
    /// [`Instr::GetOperand`] and the `is_not_null` check of its result, which is the next
    /// instruction (kept for its address, which the branch table and tracers name):
    /// a null result jumps to `otherwise`, a value skips the check.
    GetOperandChecked {
        result: Slot,
        op: Slot,
        index: u32,
        otherwise: Addr,
    },
    /// [`Instr::GetResult`] and the check after it, as [`Instr::GetOperandChecked`].
    GetResultChecked {
        result: Slot,
        op: Slot,
        index: u32,
        otherwise: Addr,
    },
    /// [`Instr::GetDefiningOp`] and the check after it, as [`Instr::GetOperandChecked`].
    GetDefiningOpChecked {
        result: Slot,
        value: Slot,
        otherwise: Addr,
    },
    /// [`Instr::GetAttribute`] and the check after it, as [`Instr::GetOperandChecked`].
    GetAttributeChecked {
        result: Slot,
        op: Slot,
        name: u32,
        otherwise: Addr,
    },
    /// [`Instr::GetOperand`] into `operand`, then the defining operation of that operand
    /// into `result` and the `is_not_null` check of it, in one dispatch: the query and the
    /// check after it are the next two instructions ([`Instr::GetDefiningOpChecked`], then
    /// [`Instr::IsNotNull`], kept for their addresses, which the branch table and tracers
    /// name); a null result jumps to `otherwise`, an operation goes on after the check.
    /// `op_index`: the operation's slot in the high 16 bits, the operand index in the low 16.
    GetOperandDefiningOpChecked {
        operand: Slot,
        result: Slot,
        op_index: u32,
        otherwise: Addr,
    },
    /// [`Instr::GetResult`] into `result`, its null check and the [`Instr::AreEqual`] check
    /// of it and `other` (the next two instructions, kept for their addresses), in one
    /// dispatch: null or different jumps to `otherwise`, equal goes on after the last check.
    /// `op_index`: the operation's slot in the high 16 bits, the result index in the low 16.
    GetResultEqual {
        result: Slot,
        op_index: u32,
        other: Slot,
        otherwise: Addr,
    },
    /// [`Instr::GetOperand`] and [`Instr::GetResult`] of one operation, each with the null
    /// check after it (the next three instructions, kept for their addresses), in one
    /// dispatch: a null value jumps to `otherwise`, two values go on after the last check.
    /// `slots`: the operand's slot in the high 16 bits, the result's in the low 16;
    /// `indices`: the operand index in the high 16 bits, the result index in the low 16.
    GetOperandResultChecked {
        slots: u32,
        op: Slot,
        indices: u32,
        otherwise: Addr,
    },
    /// [`Instr::GetValueType`] into `result`, then the [`Instr::AreEqual`] check of it and
    /// `other` (the next instruction, kept for its address), in one dispatch: equal goes on
    /// after the check, different to `otherwise`.
    GetValueTypeEqual {
        result: Slot,
        value: Slot,
        other: Slot,
        otherwise: Addr,
    },
    /// [`Instr::GetValueType`] into `result`, then the [`Instr::RecordMatch`] after it (the
    /// next instruction, kept for its address), in one dispatch.
    GetValueTypeRecord {
        result: Slot,
        value: Slot,
        record: u32,
        dest: Addr,
    },
    /// [`Instr::CheckOperationName`], then [`Instr::CheckOperandCount`] and
    /// [`Instr::CheckResultCount`] (exact counts) of the same operation, in one dispatch:
    /// the checks at this address and the next two (each kept for its address, which the
    /// branch table and tracers name), each going on to the next when it holds, all to
    /// `otherwise` when not. `counts`: the operand count in the high 16 bits, the result
    /// count in the low 16.
    CheckOperation {
        op: Slot,
        name: u32,
        counts: u32,
        otherwise: Addr,
    },
    /// [`Instr::CheckOperandCount`] and [`Instr::CheckResultCount`] (exact counts) of the
    /// same operation in one dispatch, as [`Instr::CheckOperation`] without the name.
    CheckCounts {
        op: Slot,
        counts: u32,
        otherwise: Addr,
    },
    /// Whether a slot holds a value.
    IsNotNull {
        value: Slot,
        then: Addr,
        otherwise: Addr,
    },
    /// Records the match `record` describes ([`Program::records`]), then jumps.
    RecordMatch { record: u32, dest: Addr },
    /// Replaces an operation by values and ranges.
    Replace { op: Slot, values: List },
    /// Switch on an attribute ([`Program::attrs`] cases).
    SwitchAttribute { attr: Slot, table: u32 },
    /// Switch on the operand count.
    SwitchOperandCount { op: Slot, table: u32 },
    /// Switch on the operation name ([`Program::names`] cases); O(1) once bound.
    SwitchOperationName { op: Slot, table: u32 },
    /// Switch on the result count.
    SwitchResultCount { op: Slot, table: u32 },
    /// Switch on a type ([`Program::types`] cases).
    SwitchType { value: Slot, table: u32 },
    /// Switch on a type range ([`Program::type_lists`] cases).
    SwitchTypes { value: Slot, table: u32 },
}

// Instructions stay small: four 32-bit operands and the tag.
const _: () = assert!(std::mem::size_of::<Instr>() <= 20);

impl Instr {
    /// The switch table of a switch instruction.
    pub fn switch_table(&self) -> Option<u32> {
        match *self {
            Instr::SwitchAttribute { table, .. }
            | Instr::SwitchOperandCount { table, .. }
            | Instr::SwitchOperationName { table, .. }
            | Instr::SwitchResultCount { table, .. }
            | Instr::SwitchType { table, .. }
            | Instr::SwitchTypes { table, .. } => Some(table),
            _ => None,
        }
    }

    /// Where a check goes when it holds and when it does not; `None` for instructions that
    /// are not two-way checks.
    pub fn check_targets(&self) -> Option<(Addr, Addr)> {
        match *self {
            Instr::ApplyConstraint {
                then, otherwise, ..
            }
            | Instr::AreEqual {
                then, otherwise, ..
            }
            | Instr::CheckAttribute {
                then, otherwise, ..
            }
            | Instr::CheckOperandCount {
                then, otherwise, ..
            }
            | Instr::CheckOperandCountAtLeast {
                then, otherwise, ..
            }
            | Instr::CheckOperationName {
                then, otherwise, ..
            }
            | Instr::CheckResultCount {
                then, otherwise, ..
            }
            | Instr::CheckResultCountAtLeast {
                then, otherwise, ..
            }
            | Instr::CheckType {
                then, otherwise, ..
            }
            | Instr::CheckTypes {
                then, otherwise, ..
            }
            | Instr::IsNotNull {
                then, otherwise, ..
            } => Some((then, otherwise)),
            _ => None,
        }
    }
}

/// What the VM knows of a native function a program calls.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NativeCall {
    /// The registered name.
    pub name: String,
    /// Whether it is a constraint (else a rewrite).
    pub constraint: bool,
    /// The kinds of its arguments, as the pattern passes them.
    pub args: Vec<Kind>,
    /// The kinds of its results, as the pattern uses them.
    pub results: Vec<Kind>,
}

/// A pattern of the program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    /// Its name, if it has one.
    pub name: Option<String>,
    /// Its benefit.
    pub benefit: u16,
    /// The root operation name, when the pattern fixes it.
    pub root_kind: Option<String>,
    /// Where it was written (`file:line:col`), for messages.
    pub location: String,
    /// The rewriter's entry in [`Program::code`].
    pub rewriter: Addr,
    /// Number of values the matcher passes to the rewriter.
    pub num_inputs: u32,
}

impl Pattern {
    /// A name for messages: the pattern's name, or its location.
    pub fn display_name(&self) -> String {
        match &self.name {
            Some(n) => format!("@{n} ({})", self.location),
            None => format!("pattern at {}", self.location),
        }
    }
}

/// A compiled pattern set: the matcher at address 0, then one rewriter per pattern.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Program {
    /// Instructions.
    pub code: Vec<Instr>,
    /// Operand lists of instructions.
    pub pool: Vec<u32>,
    /// Switch tables.
    pub switches: Vec<SwitchTable>,
    /// Native call sites.
    pub calls: Vec<Call>,
    /// Operations rewriters create.
    pub creates: Vec<Create>,
    /// Matches the matcher records.
    pub records: Vec<Record>,
    /// Names (operation and attribute names).
    pub names: Vec<String>,
    /// Constant attributes, in MLIR syntax.
    pub attrs: Vec<String>,
    /// Constant types, in MLIR syntax.
    pub types: Vec<String>,
    /// Constant type lists (indices into [`Program::types`]).
    pub type_lists: Vec<Vec<u32>>,
    /// Native functions called.
    pub natives: Vec<NativeCall>,
    /// Patterns, in set order.
    pub patterns: Vec<Pattern>,
    /// Number of memory slots.
    pub num_slots: u32,
    /// Deepest loop nesting.
    pub num_loops: u32,
    /// The matcher's branch points, by address: what they test and where each outcome
    /// leads (to explain match failures). Used when [`Program::lazy_branches`] has no
    /// builder.
    pub branches: Vec<crate::value::Branch>,
    /// The branch table built on first use instead (only a listener that explains match
    /// failures asks for it): see [`Program::branch_table`].
    pub lazy_branches: LazyBranches,
}

/// A branch table built by a function the first time it is asked for, then kept: a table
/// is only needed to explain match failures, and building it can cost more than the rest
/// of the compilation (each outcome lists the patterns it still leads to).
#[derive(Clone, Default)]
pub struct LazyBranches {
    /// The function building the table, sorted by id.
    build: Option<std::sync::Arc<BuildBranches>>,
    /// The table, once built.
    built: std::sync::OnceLock<Vec<crate::value::Branch>>,
}

/// A function building a branch table.
type BuildBranches = dyn Fn() -> Vec<crate::value::Branch> + Send + Sync;

impl LazyBranches {
    /// A table that `build` makes when first asked for.
    pub fn new(build: impl Fn() -> Vec<crate::value::Branch> + Send + Sync + 'static) -> Self {
        LazyBranches {
            build: Some(std::sync::Arc::new(build)),
            built: std::sync::OnceLock::new(),
        }
    }

    /// The table, built now if it was not yet; `None` without a builder.
    pub fn get(&self) -> Option<&[crate::value::Branch]> {
        let build = self.build.as_ref()?;
        Some(self.built.get_or_init(|| build()))
    }
}

impl std::fmt::Debug for LazyBranches {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (&self.build, self.built.get()) {
            (None, _) => f.write_str("LazyBranches(none)"),
            (Some(_), None) => f.write_str("LazyBranches(not built)"),
            (Some(_), Some(t)) => f.debug_tuple("LazyBranches").field(t).finish(),
        }
    }
}

/// Two lazy tables are equal when the tables they build are (both are built).
impl PartialEq for LazyBranches {
    fn eq(&self, other: &Self) -> bool {
        self.get() == other.get()
    }
}

impl Eq for LazyBranches {}

impl Program {
    /// The matcher's branch table: the lazy one ([`Program::lazy_branches`]), built on
    /// first use, or else [`Program::branches`].
    pub fn branch_table(&self) -> &[crate::value::Branch] {
        self.lazy_branches.get().unwrap_or(&self.branches)
    }

    /// The entries of a pool list.
    #[inline]
    pub fn list(&self, l: List) -> &[u32] {
        &self.pool[l.start as usize..(l.start + l.len) as usize]
    }

    /// Approximate bytes held by the program's code (for statistics).
    pub fn code_bytes(&self) -> usize {
        self.code.len() * std::mem::size_of::<Instr>()
            + self.pool.len() * 4
            + self.calls.len() * std::mem::size_of::<Call>()
            + self.creates.len() * std::mem::size_of::<Create>()
            + self.records.len() * std::mem::size_of::<Record>()
    }
}
