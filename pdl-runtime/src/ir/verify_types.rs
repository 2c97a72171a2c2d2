//! The type-equality rules of an operation's definition, as MLIR's verifier checks them:
//! `SameOperandsAndResultType` (same element type, compatible shapes), `SameTypeOperands`,
//! and `AllTypesMatch` (equal types) among its single operands, results and typed
//! attributes; and a symbol's visibility.

use smallvec::SmallVec;

use super::syntax::{Arity, TypeRelation};
use super::types::{TypeKind, DYNAMIC};
use super::verify::VerifyError;
use super::{AttrKind, Ir, OpId, Traits, Type};

/// The shape of a type for MLIR's `verifyCompatibleShape`: `None` for a type that is not
/// shaped, `Some(None)` for an unranked one.
type Shape<'a> = Option<Option<&'a [i64]>>;

impl Ir {
    /// Checks `op`'s type-equality traits and relations; the error names the rule.
    pub(super) fn verify_type_relations(&self, op: OpId) -> Result<(), VerifyError> {
        let Some(def) = self.op_def(op) else {
            return Ok(());
        };
        let name = self.op_name_str(op);
        let err = |message: String| VerifyError {
            op,
            message: format!("'{name}' op {message}"),
            note: None,
        };
        // Small vectors: this runs on every operation of every file read.
        let operands: SmallVec<[Type; 4]> = self.operands(op).map(|v| self.value_type(v)).collect();
        let results: SmallVec<[Type; 2]> = self.results(op).map(|v| self.value_type(v)).collect();
        let same_all = def.has(Traits::SAME_OPERANDS_AND_RESULT_TYPE);
        if same_all {
            let mut all = results.iter().chain(&operands).copied();
            if let Some(first) = all.next() {
                if all.any(|t| !self.same_element_compatible_shape(first, t)) {
                    return Err(err(
                        "requires the same type for all operands and results".into()
                    ));
                }
            }
        }
        let same_operands = def.has(Traits::SAME_TYPE_OPERANDS);
        if same_operands && operands.windows(2).any(|w| w[0] != w[1]) {
            return Err(err("requires all operands to have the same type".into()));
        }
        let Some(syntax) = def.syntax.as_deref() else {
            return Ok(());
        };
        // `AllTypesMatch` among single operands and results, when each declaration is one
        // value (the values then follow the declarations).
        let single = |decls: &[super::syntax::ArgDecl], n: usize| {
            decls.len() == n && decls.iter().all(|d| d.arity == Arity::Single)
        };
        if !single(&syntax.operands, operands.len()) || !single(&syntax.results, results.len()) {
            return Ok(());
        }
        let all_names = syntax.operands.len() + syntax.results.len();
        for rel in &syntax.type_relations {
            let TypeRelation::AllMatch(names) = rel else {
                continue;
            };
            // The relations the traits above stand for were checked as the traits say.
            if (same_all && names.len() == all_names)
                || (same_operands && names.len() == syntax.operands.len())
            {
                continue;
            }
            let types: SmallVec<[Type; 4]> = names
                .iter()
                .filter_map(|n| {
                    let n = &**n;
                    match (syntax.operand_named(n), syntax.result_named(n)) {
                        (Some((i, _)), _) => Some(operands[i]),
                        (_, Some((i, _))) => Some(results[i]),
                        // A typed attribute (`arith.constant`'s value).
                        _ => self
                            .attr(op, self.ctx.lookup_symbol(n)?)
                            .and_then(|a| self.ctx.attr_type(a)),
                    }
                })
                .collect();
            if types.windows(2).any(|w| w[0] != w[1]) {
                let list: Vec<&str> = names.iter().map(|n| &**n).collect();
                return Err(err(format!(
                    "failed to verify that all of {{{}}} have same type",
                    list.join(", ")
                )));
            }
        }
        Ok(())
    }

    /// A symbol's visibility (`sym_visibility`) is `public`, `private` or `nested`
    /// (MLIR's `SymbolOpInterface` verifier).
    pub(super) fn verify_symbol_visibility(&self, op: OpId) -> Result<(), VerifyError> {
        if !self.has_trait(op, Traits::SYMBOL) {
            return Ok(());
        }
        let Some(v) = self
            .ctx
            .lookup_symbol("sym_visibility")
            .and_then(|k| self.attr(op, k))
        else {
            return Ok(());
        };
        let AttrKind::String { value, .. } = self.ctx.attr_kind(v) else {
            return Ok(());
        };
        if matches!(&value[..], b"public" | b"private" | b"nested") {
            return Ok(());
        }
        Err(VerifyError {
            op,
            message: format!(
                "'{}' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{}\"",
                self.op_name_str(op),
                String::from_utf8_lossy(value)
            ),
            note: None,
        })
    }

    /// MLIR's `getElementTypeOrSelf(a) == getElementTypeOrSelf(b)` and
    /// `verifyCompatibleShape(a, b)`.
    fn same_element_compatible_shape(&self, a: Type, b: Type) -> bool {
        if a == b {
            return true;
        }
        let (ea, sa) = self.element_and_shape(a);
        let (eb, sb) = self.element_and_shape(b);
        if ea != eb {
            return false;
        }
        match (sa, sb) {
            (None, None) => true,
            (Some(None), Some(_)) | (Some(_), Some(None)) => true,
            (Some(Some(x)), Some(Some(y))) => {
                x.len() == y.len()
                    && x.iter()
                        .zip(y)
                        .all(|(&p, &q)| p == q || p == DYNAMIC || q == DYNAMIC)
            }
            _ => false,
        }
    }

    fn element_and_shape(&self, t: Type) -> (Type, Shape<'_>) {
        match self.ctx.type_kind(t) {
            TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::MemRef { shape, element, .. }
            | TypeKind::Vector { shape, element, .. } => (*element, Some(Some(shape))),
            TypeKind::UnrankedTensor(element) | TypeKind::UnrankedMemRef { element, .. } => {
                (*element, Some(None))
            }
            _ => (t, None),
        }
    }
}
