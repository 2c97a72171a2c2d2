//! The inherent attributes of a generic `pdl` operation, read from its properties or its
//! attribute dictionary: strings, integers and segment sizes.

use pdl_runtime::ir::{AttrKind, DenseData};

use super::{Head, Tail};
use crate::syntax::pdl::{Diagnostic, PResult, Reader};

impl Reader<'_> {
    /// The string attribute `name`, if present.
    pub(super) fn str_attr(&self, head: &Head, tail: &Tail, name: &str) -> PResult<Option<String>> {
        match self
            .inherent(head, tail, name)
            .map(|a| self.ctx.attr_kind(a))
        {
            None => Ok(None),
            Some(AttrKind::String { value, .. }) => {
                Ok(Some(String::from_utf8_lossy(value).into_owned()))
            }
            Some(_) => Err(Diagnostic::error(
                head.span,
                format!(
                    "'{}' op attribute '{name}' failed to satisfy constraint: string attribute",
                    head.name
                ),
            )),
        }
    }

    /// The string attribute `name`, required.
    pub(super) fn required_str(&self, head: &Head, tail: &Tail, name: &str) -> PResult<String> {
        self.str_attr(head, tail, name)?.ok_or_else(|| {
            Diagnostic::error(
                head.span,
                format!("'{}' op requires attribute '{name}'", head.name),
            )
        })
    }

    /// The integer attribute `name`, if present.
    pub(super) fn int_attr(&self, head: &Head, tail: &Tail, name: &str) -> PResult<Option<u32>> {
        match self.inherent(head, tail, name).map(|a| self.ctx.attr_kind(a)) {
            None => Ok(None),
            Some(AttrKind::Integer { bits, .. }) if *bits <= u128::from(u32::MAX) => {
                Ok(Some(*bits as u32))
            }
            Some(_) => Err(Diagnostic::error(
                head.span,
                format!(
                    "'{}' op attribute '{name}' failed to satisfy constraint: 32-bit signless integer attribute",
                    head.name
                ),
            )),
        }
    }

    /// `operandSegmentSizes`, `n` groups summing to the operand count.
    pub(super) fn segments(&self, head: &Head, tail: &Tail, n: usize) -> PResult<Vec<u128>> {
        let err = |m: String| Diagnostic::error(head.span, m);
        // MLIR 22 gives an absent property its default, `n` zeros: right for an operation
        // without operands, a count mismatch for one with.
        let Some(a) = self.inherent(head, tail, "operandSegmentSizes") else {
            if head.operands.is_empty() {
                return Ok(vec![0; n]);
            }
            return Err(err(format!(
                "'{}' op operand count ({}) does not match with the total size (0) specified in attribute 'operandSegmentSizes'",
                head.name,
                head.operands.len()
            )));
        };
        let sizes = match self.ctx.attr_kind(a) {
            AttrKind::DenseArray {
                data: DenseData::Ints(v),
                ..
            } => v.to_vec(),
            _ => {
                return Err(err(format!(
                    "'{}' op attribute 'operandSegmentSizes' must be a dense i32 array",
                    head.name
                )))
            }
        };
        if sizes.len() != n {
            return Err(err(format!(
                "'{}' op 'operandSegmentSizes' attribute for specifying operand segments must have {n} elements, but got {}",
                head.name,
                sizes.len()
            )));
        }
        let total: u128 = sizes.iter().sum();
        if total != head.operands.len() as u128 {
            return Err(err(format!(
                "'{}' op operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'",
                head.name,
                head.operands.len()
            )));
        }
        Ok(sizes)
    }
}

/// The operations of MLIR's `pdl` dialect (any other `pdl.` name is unregistered).
pub(super) const PDL_OPS: &[&str] = &[
    "pdl.apply_native_constraint",
    "pdl.apply_native_rewrite",
    "pdl.attribute",
    "pdl.erase",
    "pdl.operand",
    "pdl.operands",
    "pdl.operation",
    "pdl.pattern",
    "pdl.range",
    "pdl.replace",
    "pdl.result",
    "pdl.results",
    "pdl.rewrite",
    "pdl.type",
    "pdl.types",
];
