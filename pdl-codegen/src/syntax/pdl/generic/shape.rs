//! The shape of a generic `pdl` statement: its operands and results, checked as MLIR's
//! verifier checks their number and kinds.

use super::{Head, Tail};
use crate::model::{Kind, ValueId};
use crate::syntax::pdl::{Diagnostic, PResult};

/// A generic statement's operands and results, with the checks MLIR's verifier makes on
/// their number and kinds.
pub(super) struct Shape<'a> {
    pub(super) head: &'a Head,
    pub(super) tail: &'a Tail,
    pub(super) ops: Vec<ValueId>,
    pub(super) kinds: Vec<Kind>,
    pub(super) result_kinds: Vec<Kind>,
}

impl Shape<'_> {
    /// An error about the operands, at the operation.
    pub(super) fn bad_operand(&self, what: &str) -> Diagnostic {
        Diagnostic::error(self.head.span, format!("'{}' op {what}", self.head.name))
    }

    /// No operand, or one of `kind`.
    pub(super) fn opt_one(&self, kind: Kind, what: &str) -> PResult<Option<ValueId>> {
        match (self.ops.as_slice(), self.kinds.as_slice()) {
            ([], _) => Ok(None),
            ([v], [k]) if *k == kind => Ok(Some(*v)),
            _ => Err(self.bad_operand(what)),
        }
    }

    /// One operand of `kind`.
    pub(super) fn one(&self, kind: Kind, what: &str) -> PResult<ValueId> {
        self.opt_one(kind, what)?
            .ok_or_else(|| self.bad_operand(what))
    }

    /// One result, of one of the `expected` kinds.
    pub(super) fn single_result(&self, expected: &[Kind]) -> PResult<Kind> {
        match self.result_kinds.as_slice() {
            [k] if expected.contains(k) => Ok(*k),
            _ => Err(Diagnostic::error(
                self.tail.ty_span,
                format!(
                    "'{}' op result #0 must be {}",
                    self.head.name,
                    expected
                        .iter()
                        .map(|k| format!("'{}'", k.mlir()))
                        .collect::<Vec<_>>()
                        .join(" or ")
                ),
            )),
        }
    }

    /// No result.
    pub(super) fn no_results(&self) -> PResult<()> {
        if self.result_kinds.is_empty() {
            Ok(())
        } else {
            Err(Diagnostic::error(
                self.tail.ty_span,
                format!("'{}' op requires zero results", self.head.name),
            ))
        }
    }
}

/// The inherent attributes (properties) of a `pdl` statement: the others are discardable.
pub(super) fn inherent_names(op: &str) -> &'static [&'static str] {
    match op {
        "pdl.type" => &["constantType"],
        "pdl.types" => &["constantTypes"],
        "pdl.attribute" => &["value"],
        "pdl.operation" => &["attributeValueNames", "opName", "operandSegmentSizes"],
        "pdl.result" | "pdl.results" => &["index"],
        "pdl.apply_native_constraint" => &["isNegated", "name"],
        "pdl.apply_native_rewrite" => &["name"],
        "pdl.replace" => &["operandSegmentSizes"],
        _ => &[],
    }
}
