//! The one list of the transform operations pdl-rs knows: for each, its name, the custom
//! syntax the reader reads it with, whether it may appear in a matcher, which operands it
//! consumes, the handle kinds of its operands and results, the function that applies it,
//! and the inherent attributes its custom syntax moves into properties. The
//! reader (`syntax.rs`), the interpreter's built-ins, the verifier and the effects consult
//! this table, so adding an operation is one entry here plus its implementation in `ops`.

use super::ext::{Builtin, Builtins, OpFn};
use super::ops;
use super::script::HandleKind;
use crate::access::PayloadWrite;
use Want::{AnyHandle, Op, Param, Value};

/// The custom syntax an operation is read with (one reader function each in `syntax.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    /// A function-like operation (`transform.named_sequence`).
    Function,
    /// `transform.yield`.
    Yield,
    /// `transform.include`.
    Include,
    /// A symbol use and a root operand (`collect_matching`, `pdl_match`).
    SymbolInRoot,
    /// `transform.foreach_match`.
    ForeachMatch,
    /// `transform.merge_handles`.
    MergeHandles,
    /// `transform.match.operation_name`.
    MatchOperationName,
    /// A neighbour by number (`get_producer_of_operand`, `get_consumers_of_result`).
    NumberedNeighbour,
    /// Positions (`get_operand`, `get_result`).
    Positions,
    /// One operand and its type.
    OneOperand,
    /// `transform.split_handle`.
    SplitHandle,
    /// `transform.param.constant`.
    ParamConstant,
    /// `transform.match.param.cmpi`.
    Cmpi,
    /// `transform.debug.emit_remark_at`.
    EmitRemarkAt,
    /// `transform.debug.emit_param_as_remark`.
    EmitParamAsRemark,
    /// `transform.annotate`.
    Annotate,
    /// `transform.test_consume_operand`.
    TestConsumeOperand,
    /// `transform.sequence` (with a region).
    Sequence,
    /// `transform.with_pdl_patterns` (with a region).
    WithPdlPatterns,
}

/// The type constraint of an operand or result (ODS's), when it is narrower than any
/// transform handle or parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Want {
    /// `TransformHandleTypeInterface`: operations.
    Op,
    /// `TransformValueHandleTypeInterface`: values.
    Value,
    /// `TransformParamTypeInterface`: parameters.
    Param,
    /// `Transform_AnyHandleType`: operations or values.
    AnyHandle,
}

impl Want {
    /// Whether a handle of `kind` satisfies the constraint.
    pub(crate) fn accepts(self, kind: HandleKind) -> bool {
        match self {
            Op => kind == HandleKind::Op,
            Value => kind == HandleKind::Value,
            Param => kind == HandleKind::Param,
            AnyHandle => kind != HandleKind::Param,
        }
    }

    /// ODS's description of the constraint, as MLIR's messages quote it.
    pub(crate) fn description(self) -> &'static str {
        match self {
            Op => "TransformHandleTypeInterface instance",
            Value => "TransformValueHandleTypeInterface instance",
            Param => "TransformParamTypeInterface instance",
            AnyHandle => "any transform handle",
        }
    }
}

/// Which operands an operation consumes (MLIR's memory effects on its operands).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Consumes {
    /// None of its own; a user extension registered under the name may say otherwise.
    Declared,
    /// The first (the root).
    First,
    /// All of them.
    All,
    /// Those its callee's arguments mark `transform.consumed` (`include`).
    CalleeConsumed,
    /// The root, if the operation's body consumes its block argument.
    FirstIfBodyDoes,
}

/// One transform operation.
pub(crate) struct OpDef<P: PayloadWrite> {
    /// Its full name.
    pub(crate) name: &'static str,
    /// The custom syntax it is read with.
    pub(crate) form: Form,
    /// Whether it may appear in a matcher (MLIR's `MatchOpInterface`).
    pub(crate) match_op: bool,
    /// The operands it consumes.
    pub(crate) consumes: Consumes,
    /// The handle kinds its operands must have, by position (`None`: any; past the end: any).
    pub(crate) operands: &'static [Option<Want>],
    /// The handle kinds its results must have, by position (`None`: any; past the end: any).
    pub(crate) results: &'static [Option<Want>],
    /// The function that applies it; `None` for operations read but not applied.
    pub(crate) apply: Option<OpFn<P>>,
    /// The inherent attributes its custom syntax takes from the attribute dictionary into
    /// the operation's properties (MLIR's ODS arguments), with their constraints and defaults.
    pub(crate) props: &'static [Prop],
}

/// The constraint of an inherent attribute, as ODS declares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PropKind {
    /// `UnitAttr`.
    Unit,
    /// `StrAttr`.
    Str,
    /// `BoolAttr`, with its default value if it has one.
    Bool(Option<bool>),
    /// `I64Attr`, with its default value if it has one.
    I64(Option<i64>),
    /// `ConfinedAttr<I64Attr, [IntPositive]>`, with its default value if it has one.
    PositiveI64(Option<i64>),
}

impl PropKind {
    /// ODS's description of the constraint, as MLIR's messages quote it.
    pub(crate) fn description(self) -> &'static str {
        match self {
            PropKind::Unit => "unit attribute",
            PropKind::Str => "string attribute",
            PropKind::Bool(_) => "bool attribute",
            PropKind::I64(_) => "64-bit signless integer attribute",
            PropKind::PositiveI64(_) => "64-bit signless integer attribute whose value is positive",
        }
    }
}

/// An inherent attribute: its name and constraint.
pub(crate) type Prop = (&'static str, PropKind);

const GET_PARENT_OP_PROPS: &[Prop] = &[
    ("isolated_from_above", PropKind::Unit),
    ("allow_empty_results", PropKind::Unit),
    ("op_name", PropKind::Str),
    ("deduplicate", PropKind::Unit),
    ("nth_parent", PropKind::PositiveI64(Some(1))),
];

const SPLIT_HANDLE_PROPS: &[Prop] = &[
    ("pass_through_empty_handle", PropKind::Bool(Some(true))),
    ("fail_on_payload_too_small", PropKind::Bool(Some(true))),
    ("overflow_result", PropKind::I64(None)),
];

/// A row of the table.
#[allow(clippy::too_many_arguments)]
const fn def<P: PayloadWrite>(
    name: &'static str,
    form: Form,
    match_op: bool,
    consumes: Consumes,
    operands: &'static [Option<Want>],
    results: &'static [Option<Want>],
    apply: Option<OpFn<P>>,
    props: &'static [Prop],
) -> OpDef<P> {
    OpDef {
        name,
        form,
        match_op,
        consumes,
        operands,
        results,
        apply,
        props,
    }
}

const OP_OP: &[Option<Want>] = &[Some(Op), Some(Op)];
const OP: &[Option<Want>] = &[Some(Op)];
const VALUE: &[Option<Want>] = &[Some(Value)];
const PARAM: &[Option<Want>] = &[Some(Param)];

/// Every transform operation pdl-rs knows: name, syntax, may appear in a matcher, consumes,
/// operand kinds, implementation.
#[rustfmt::skip]
pub(crate) fn table<P: PayloadWrite>() -> [OpDef<P>; 25] {
    use Consumes::*;
    use Form::*;
    [
        def("transform.named_sequence", Function, true, Declared, &[], &[], Some(ops::nested_named_sequence), &[]),
        def("transform.yield", Yield, true, Declared, &[], &[], Some(ops::yield_alone), &[]),
        def("transform.include", Include, true, CalleeConsumed, &[], &[], Some(ops::include), &[]),
        def("transform.collect_matching", SymbolInRoot, true, Declared, OP_OP, &[], Some(ops::collect_matching), &[]),
        def("transform.foreach_match", ForeachMatch, false, First, &[Some(Op)], OP, Some(ops::foreach_match), &[]),
        def("transform.merge_handles", MergeHandles, true, Declared, &[], &[], Some(ops::merge_handles), &[]),
        def("transform.match.operation_name", MatchOperationName, true, Declared, OP_OP, &[], Some(ops::match_operation_name), &[]),
        def("transform.get_producer_of_operand", NumberedNeighbour, true, Declared, OP_OP, OP, Some(ops::get_producer_of_operand), &[]),
        def("transform.get_consumers_of_result", NumberedNeighbour, false, Declared, OP_OP, OP, Some(ops::get_consumers_of_result), &[]),
        def("transform.get_defining_op", OneOperand, true, Declared, &[Some(Value)], OP, Some(ops::get_defining_op), &[]),
        def("transform.get_operand", Positions, true, Declared, OP_OP, VALUE, Some(ops::get_operand_or_result), &[]),
        def("transform.get_result", Positions, false, Declared, OP_OP, VALUE, Some(ops::get_operand_or_result), &[]),
        def("transform.get_parent_op", OneOperand, true, Declared, &[Some(Op)], OP, Some(ops::get_parent_op), GET_PARENT_OP_PROPS),
        def("transform.param.constant", ParamConstant, true, Declared, &[], PARAM, Some(ops::param_constant), &[]),
        def("transform.match.param.cmpi", Cmpi, true, Declared, &[Some(Param), Some(Param)], &[], Some(ops::cmpi), &[]),
        def("transform.num_associations", OneOperand, true, Declared, &[], PARAM, Some(ops::num_associations), &[]),
        def("transform.debug.emit_remark_at", EmitRemarkAt, true, Declared, &[Some(AnyHandle)], &[], Some(ops::emit_remark_at), &[]),
        def("transform.debug.emit_param_as_remark", EmitParamAsRemark, true, Declared, &[Some(Param), Some(Op)], &[], Some(ops::emit_param_as_remark), &[]),
        def("transform.sequence", Sequence, false, FirstIfBodyDoes, OP, &[], Some(ops::sequence), &[]),
        def("transform.with_pdl_patterns", WithPdlPatterns, false, FirstIfBodyDoes, OP, &[], Some(ops::with_pdl_patterns), &[]),
        def("transform.pdl_match", SymbolInRoot, false, Declared, OP_OP, OP, Some(ops::pdl_match), &[]),
        def("transform.annotate", Annotate, false, Declared, &[Some(Op), Some(Param)], &[], Some(ops::annotate), &[]),
        def("transform.select", OneOperand, false, Declared, OP_OP, OP, Some(ops::select), &[]),
        def("transform.split_handle", SplitHandle, false, Declared, &[], &[], Some(ops::split_handle), SPLIT_HANDLE_PROPS),
        // MLIR's test extension: consumes its operands and does nothing else.
        def("transform.test_consume_operand", TestConsumeOperand, false, All, &[None, Some(Op)], &[], Some(ops::test_consume_operand), &[]),
    ]
}

/// The definition of the operation named `name`, if pdl-rs knows it.
pub(crate) fn find<P: PayloadWrite>(name: &str) -> Option<OpDef<P>> {
    table::<P>().into_iter().find(|d| d.name == name)
}

/// The registry of the built-in operations (those with an implementation), by name.
pub(crate) fn builtins<P: PayloadWrite>() -> Builtins<P> {
    table::<P>()
        .into_iter()
        .filter_map(|d| {
            let apply = d.apply?;
            Some((
                d.name,
                Builtin {
                    apply,
                    match_op: d.match_op,
                },
            ))
        })
        .collect()
}

/// Whether `name` is one of the operations the interpreter applies itself.
pub fn is_builtin(name: &str) -> bool {
    table::<crate::ir::Ir>()
        .iter()
        .any(|d| d.name == name && d.apply.is_some())
}
