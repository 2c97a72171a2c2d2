//! The state of reading one operation with its format: the operands, types, attributes and
//! successors read so far ([`Reading`]), and the types read or found ([`Slots`]).

use super::grammar::TypeArg;
use crate::ir::{Attribute, BlockId, OpSyntax, Symbol, Type};
use crate::text::parser::UseRef;

/// What has been read of one operation.
pub(super) struct Reading<'s> {
    pub(super) uses: Vec<Option<Vec<UseRef<'s>>>>,
    pub(super) all_uses: Option<Vec<UseRef<'s>>>,
    pub(super) slots: Slots,
    pub(super) attrs: Vec<Option<Attribute>>,
    pub(super) dict: Vec<(Symbol, Attribute)>,
    pub(super) props: Vec<(Symbol, Attribute)>,
    pub(super) successors: Vec<Vec<BlockId>>,
    pub(super) all_successors: Option<Vec<BlockId>>,
    /// Where the operation's name is.
    pub(super) at: usize,
    /// The operation's name.
    pub(super) name: String,
}

/// The types read or found, by operand and result declaration.
pub(super) struct Slots {
    pub(super) operands: Vec<Option<Vec<Type>>>,
    pub(super) results: Vec<Option<Vec<Type>>>,
    pub(super) all_operands: Option<Vec<Type>>,
    pub(super) all_results: Option<Vec<Type>>,
}

impl Slots {
    pub(super) fn new(syntax: &OpSyntax) -> Self {
        Slots {
            operands: vec![None; syntax.operands.len()],
            results: vec![None; syntax.results.len()],
            all_operands: None,
            all_results: None,
        }
    }

    /// Records the types a type directive read.
    pub(super) fn set(&mut self, arg: TypeArg, types: Vec<Type>) {
        match arg {
            TypeArg::Operand(i) => self.operands[i] = Some(types),
            TypeArg::Result(i) => self.results[i] = Some(types),
            TypeArg::Operands => self.all_operands = Some(types),
            TypeArg::Results => self.all_results = Some(types),
        }
    }

    /// The first type read for operand declaration `i`.
    pub(super) fn first_operand_type(&self, i: usize) -> Option<Type> {
        self.operands.get(i)?.as_ref()?.first().copied()
    }

    /// The result types, in order (after `types::resolve_types`).
    pub(super) fn result_types(&self) -> Vec<Type> {
        self.results.iter().flatten().flatten().copied().collect()
    }
}
