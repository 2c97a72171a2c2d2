//! The operations of `pdl_interp`, as data: for each, its name, how many operands, results,
//! successors and regions it has, whether it ends its block, its inherent attributes and the
//! kinds of its fixed operands and results (MLIR's `PDLInterpOps.td`). The readers check
//! arity and attributes against it, the verifier the kinds, and [`Op`] answers its name and
//! whether it is a terminator from it.

use super::Op;
use crate::model::Kind;

/// How many successors an operation has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Successors {
    /// Exactly this many.
    Fixed(usize),
    /// A switch: the default destination, then one per case (so at least one).
    Switch,
}

/// What the dialect says of one operation.
#[derive(Clone, Copy, Debug)]
pub struct OpInfo {
    /// MLIR's name, `pdl_interp.*`.
    pub name: &'static str,
    /// The number of operands (`None`: variadic).
    pub operands: Option<usize>,
    /// The number of results (`None`: variadic).
    pub results: Option<usize>,
    /// The successors.
    pub successors: Successors,
    /// The number of regions.
    pub regions: usize,
    /// Whether the operation ends its block.
    pub terminator: bool,
    /// Its inherent attributes (properties), sorted; no other attribute has a place.
    pub attributes: &'static [&'static str],
    /// The kinds allowed for each leading operand the verifier checks by kind alone (the
    /// others are checked by rules of their operation).
    pub operand_kinds: &'static [&'static [Kind]],
    /// The same for results.
    pub result_kinds: &'static [&'static [Kind]],
}

use Kind as V;
use Successors::{Fixed, Switch};

/// Kinds of the leading operands (or results), one list of allowed kinds each.
type Kinds = &'static [&'static [Kind]];

const OPERATION: &[Kind] = &[V::Operation];
const ATTRIBUTE: &[Kind] = &[V::Attribute];
const TYPE: &[Kind] = &[V::Type];
const TYPE_RANGE: &[Kind] = &[V::TypeRange];
const VALUES: &[Kind] = &[V::Value, V::ValueRange];

/// An operation with these operand and result counts, successors and attributes, not a
/// terminator, no region and no kind checked (the table's rows start from it).
const fn op(
    name: &'static str,
    operands: Option<usize>,
    results: Option<usize>,
    attributes: &'static [&'static str],
) -> OpInfo {
    OpInfo {
        name,
        operands,
        results,
        successors: Fixed(0),
        regions: 0,
        terminator: false,
        attributes,
        operand_kinds: &[],
        result_kinds: &[],
    }
}

/// A check: one operand of the given kinds, no result, branches to `then` / `otherwise`.
const fn check(name: &'static str, kinds: Kinds, attrs: &'static [&'static str]) -> OpInfo {
    OpInfo {
        successors: Fixed(2),
        terminator: true,
        operand_kinds: kinds,
        ..op(name, Some(1), Some(0), attrs)
    }
}

/// A switch over one operand of the given kinds.
const fn switch(name: &'static str, kinds: Kinds) -> OpInfo {
    OpInfo {
        successors: Switch,
        terminator: true,
        operand_kinds: kinds,
        ..op(name, Some(1), Some(0), &["caseValues"])
    }
}

/// A query: one operand, one result, each of the given kinds.
const fn query(
    name: &'static str,
    operand: Kinds,
    result: Kinds,
    attrs: &'static [&'static str],
) -> OpInfo {
    OpInfo {
        operand_kinds: operand,
        result_kinds: result,
        ..op(name, Some(1), Some(1), attrs)
    }
}

/// A constant: no operand, one result of the given kind, attribute `value`.
const fn constant(name: &'static str, result: Kinds) -> OpInfo {
    OpInfo {
        result_kinds: result,
        ..op(name, Some(0), Some(1), &["value"])
    }
}

/// A terminator without operands, results or attributes, with `successors` successors.
const fn jump(name: &'static str, successors: usize) -> OpInfo {
    OpInfo {
        successors: Fixed(successors),
        terminator: true,
        ..op(name, Some(0), Some(0), &[])
    }
}

/// The index of each operation in [`OPS`], the order of [`Op`]'s variants.
mod ix {
    pub const APPLY_CONSTRAINT: usize = 0;
    pub const APPLY_REWRITE: usize = 1;
    pub const ARE_EQUAL: usize = 2;
    pub const BRANCH: usize = 3;
    pub const CHECK_ATTRIBUTE: usize = 4;
    pub const CHECK_OPERAND_COUNT: usize = 5;
    pub const CHECK_OPERATION_NAME: usize = 6;
    pub const CHECK_RESULT_COUNT: usize = 7;
    pub const CHECK_TYPE: usize = 8;
    pub const CHECK_TYPES: usize = 9;
    pub const CONTINUE: usize = 10;
    pub const CREATE_ATTRIBUTE: usize = 11;
    pub const CREATE_OPERATION: usize = 12;
    pub const CREATE_RANGE: usize = 13;
    pub const CREATE_TYPE: usize = 14;
    pub const CREATE_TYPES: usize = 15;
    pub const ERASE: usize = 16;
    pub const EXTRACT: usize = 17;
    pub const FINALIZE: usize = 18;
    pub const FOREACH: usize = 19;
    pub const GET_ATTRIBUTE: usize = 20;
    pub const GET_ATTRIBUTE_TYPE: usize = 21;
    pub const GET_DEFINING_OP: usize = 22;
    pub const GET_OPERAND: usize = 23;
    pub const GET_OPERANDS: usize = 24;
    pub const GET_RESULT: usize = 25;
    pub const GET_RESULTS: usize = 26;
    pub const GET_USERS: usize = 27;
    pub const GET_VALUE_TYPE: usize = 28;
    pub const IS_NOT_NULL: usize = 29;
    pub const RECORD_MATCH: usize = 30;
    pub const REPLACE: usize = 31;
    pub const SWITCH_ATTRIBUTE: usize = 32;
    pub const SWITCH_OPERAND_COUNT: usize = 33;
    pub const SWITCH_OPERATION_NAME: usize = 34;
    pub const SWITCH_RESULT_COUNT: usize = 35;
    pub const SWITCH_TYPE: usize = 36;
    pub const SWITCH_TYPES: usize = 37;
}

/// Every operation of the dialect but `pdl_interp.func`, sorted by name.
pub const OPS: [OpInfo; 38] = [
    OpInfo {
        successors: Fixed(2),
        terminator: true,
        ..op(
            "pdl_interp.apply_constraint",
            None,
            None,
            &["isNegated", "name"],
        )
    },
    op("pdl_interp.apply_rewrite", None, None, &["name"]),
    OpInfo {
        successors: Fixed(2),
        terminator: true,
        ..op("pdl_interp.are_equal", Some(2), Some(0), &[])
    },
    jump("pdl_interp.branch", 1),
    check(
        "pdl_interp.check_attribute",
        &[ATTRIBUTE],
        &["constantValue"],
    ),
    check(
        "pdl_interp.check_operand_count",
        &[OPERATION],
        &["compareAtLeast", "count"],
    ),
    check("pdl_interp.check_operation_name", &[OPERATION], &["name"]),
    check(
        "pdl_interp.check_result_count",
        &[OPERATION],
        &["compareAtLeast", "count"],
    ),
    check("pdl_interp.check_type", &[TYPE], &["type"]),
    check("pdl_interp.check_types", &[TYPE_RANGE], &["types"]),
    jump("pdl_interp.continue", 0),
    constant("pdl_interp.create_attribute", &[ATTRIBUTE]),
    OpInfo {
        result_kinds: &[OPERATION],
        ..op(
            "pdl_interp.create_operation",
            None,
            Some(1),
            &[
                "inferredResultTypes",
                "inputAttributeNames",
                "name",
                "numRegions",
                "operandSegmentSizes",
            ],
        )
    },
    OpInfo {
        result_kinds: &[&[V::ValueRange, V::TypeRange]],
        ..op("pdl_interp.create_range", None, Some(1), &[])
    },
    constant("pdl_interp.create_type", &[TYPE]),
    constant("pdl_interp.create_types", &[TYPE_RANGE]),
    OpInfo {
        operand_kinds: &[OPERATION],
        ..op("pdl_interp.erase", Some(1), Some(0), &[])
    },
    op("pdl_interp.extract", Some(1), Some(1), &["index"]),
    jump("pdl_interp.finalize", 0),
    OpInfo {
        successors: Fixed(1),
        regions: 1,
        terminator: true,
        ..op("pdl_interp.foreach", Some(1), Some(0), &[])
    },
    query(
        "pdl_interp.get_attribute",
        &[OPERATION],
        &[ATTRIBUTE],
        &["name"],
    ),
    query("pdl_interp.get_attribute_type", &[ATTRIBUTE], &[TYPE], &[]),
    query("pdl_interp.get_defining_op", &[VALUES], &[OPERATION], &[]),
    query(
        "pdl_interp.get_operand",
        &[OPERATION],
        &[&[V::Value]],
        &["index"],
    ),
    query(
        "pdl_interp.get_operands",
        &[OPERATION],
        &[VALUES],
        &["index"],
    ),
    query(
        "pdl_interp.get_result",
        &[OPERATION],
        &[&[V::Value]],
        &["index"],
    ),
    query(
        "pdl_interp.get_results",
        &[OPERATION],
        &[VALUES],
        &["index"],
    ),
    query(
        "pdl_interp.get_users",
        &[VALUES],
        &[&[V::OperationRange]],
        &[],
    ),
    OpInfo {
        operand_kinds: &[VALUES],
        ..op("pdl_interp.get_value_type", Some(1), Some(1), &[])
    },
    OpInfo {
        successors: Fixed(2),
        terminator: true,
        ..op("pdl_interp.is_not_null", Some(1), Some(0), &[])
    },
    OpInfo {
        successors: Fixed(1),
        terminator: true,
        ..op(
            "pdl_interp.record_match",
            None,
            Some(0),
            &[
                "benefit",
                "generatedOps",
                "operandSegmentSizes",
                "rewriter",
                "rootKind",
            ],
        )
    },
    OpInfo {
        operand_kinds: &[OPERATION],
        ..op("pdl_interp.replace", None, Some(0), &[])
    },
    switch("pdl_interp.switch_attribute", &[ATTRIBUTE]),
    switch("pdl_interp.switch_operand_count", &[OPERATION]),
    switch("pdl_interp.switch_operation_name", &[OPERATION]),
    switch("pdl_interp.switch_result_count", &[OPERATION]),
    switch("pdl_interp.switch_type", &[TYPE]),
    switch("pdl_interp.switch_types", &[TYPE_RANGE]),
];

/// The inherent attributes of `pdl_interp.func`.
pub const FUNC_ATTRIBUTES: &[&str] = &["arg_attrs", "function_type", "res_attrs", "sym_name"];

/// The operation named `name` (not `pdl_interp.func`, which is no operation of a block).
pub fn info(name: &str) -> Option<&'static OpInfo> {
    OPS.iter().find(|i| i.name == name)
}

impl Op {
    /// What the dialect says of this operation.
    pub fn info(&self) -> &'static OpInfo {
        use ix::*;
        &OPS[match self {
            Op::ApplyConstraint { .. } => APPLY_CONSTRAINT,
            Op::ApplyRewrite { .. } => APPLY_REWRITE,
            Op::AreEqual { .. } => ARE_EQUAL,
            Op::Branch { .. } => BRANCH,
            Op::CheckAttribute { .. } => CHECK_ATTRIBUTE,
            Op::CheckOperandCount { .. } => CHECK_OPERAND_COUNT,
            Op::CheckOperationName { .. } => CHECK_OPERATION_NAME,
            Op::CheckResultCount { .. } => CHECK_RESULT_COUNT,
            Op::CheckType { .. } => CHECK_TYPE,
            Op::CheckTypes { .. } => CHECK_TYPES,
            Op::Continue => CONTINUE,
            Op::CreateAttribute { .. } => CREATE_ATTRIBUTE,
            Op::CreateOperation { .. } => CREATE_OPERATION,
            Op::CreateRange { .. } => CREATE_RANGE,
            Op::CreateType { .. } => CREATE_TYPE,
            Op::CreateTypes { .. } => CREATE_TYPES,
            Op::Erase { .. } => ERASE,
            Op::Extract { .. } => EXTRACT,
            Op::Finalize => FINALIZE,
            Op::Foreach { .. } => FOREACH,
            Op::GetAttribute { .. } => GET_ATTRIBUTE,
            Op::GetAttributeType { .. } => GET_ATTRIBUTE_TYPE,
            Op::GetDefiningOp { .. } => GET_DEFINING_OP,
            Op::GetOperand { .. } => GET_OPERAND,
            Op::GetOperands { .. } => GET_OPERANDS,
            Op::GetResult { .. } => GET_RESULT,
            Op::GetResults { .. } => GET_RESULTS,
            Op::GetUsers { .. } => GET_USERS,
            Op::GetValueType { .. } => GET_VALUE_TYPE,
            Op::IsNotNull { .. } => IS_NOT_NULL,
            Op::RecordMatch { .. } => RECORD_MATCH,
            Op::Replace { .. } => REPLACE,
            Op::SwitchAttribute { .. } => SWITCH_ATTRIBUTE,
            Op::SwitchOperandCount { .. } => SWITCH_OPERAND_COUNT,
            Op::SwitchOperationName { .. } => SWITCH_OPERATION_NAME,
            Op::SwitchResultCount { .. } => SWITCH_RESULT_COUNT,
            Op::SwitchType { .. } => SWITCH_TYPE,
            Op::SwitchTypes { .. } => SWITCH_TYPES,
        }]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_and_its_rows_are_unique() {
        assert!(OPS.windows(2).all(|w| w[0].name < w[1].name));
        assert!(OPS
            .iter()
            .all(|i| i.attributes.windows(2).all(|w| w[0] < w[1])));
    }
}
