//! The state of reading one operation with its format: the operands, types, attributes and
//! successors read so far ([`Reading`]), and the types read or found ([`Slots`]). Small
//! vectors throughout: an operation of a few operands reads without a heap allocation.

use smallvec::SmallVec;

use super::grammar::TypeArg;
use crate::ir::{Attribute, BlockId, OpSyntax, Symbol, Type};
use crate::text::parser::UseRef;

/// The operands written for one declaration (or all of them).
pub(super) type Uses<'s> = SmallVec<[UseRef<'s>; 2]>;
/// The types read or found for one declaration.
pub(super) type Types = SmallVec<[Type; 2]>;
/// The successors written for one declaration.
pub(super) type Blocks = SmallVec<[BlockId; 2]>;

/// What has been read of one operation.
pub(super) struct Reading<'s> {
    /// The operands read, in the order read (see `use_ranges`).
    pub(super) uses: SmallVec<[UseRef<'s>; 4]>,
    /// Where the operands of each operand declaration are in `uses` (`None`: not written).
    pub(super) use_ranges: SmallVec<[Option<(u32, u32)>; 4]>,
    pub(super) all_uses: Option<Uses<'s>>,
    pub(super) slots: Slots,
    pub(super) attrs: SmallVec<[Option<Attribute>; 4]>,
    pub(super) dict: Vec<(Symbol, Attribute)>,
    pub(super) props: Vec<(Symbol, Attribute)>,
    pub(super) successors: SmallVec<[Blocks; 2]>,
    pub(super) all_successors: Option<Blocks>,
    /// Where the operation's name is.
    pub(super) at: usize,
}

impl<'s> Reading<'s> {
    /// Nothing read yet of an operation of `syntax` whose name is at `at`.
    pub(super) fn new(syntax: &OpSyntax, at: usize) -> Self {
        Reading {
            uses: SmallVec::new(),
            use_ranges: SmallVec::from_elem(None, syntax.operands.len()),
            all_uses: None,
            slots: Slots::new(syntax),
            attrs: SmallVec::from_elem(None, syntax.attributes.len()),
            dict: Vec::new(),
            props: Vec::new(),
            successors: SmallVec::from_elem(Blocks::new(), syntax.successors.len()),
            all_successors: None,
            at,
        }
    }

    /// Records `list` as the operands of declaration `decl` (replacing any before).
    pub(super) fn set_uses(&mut self, decl: usize, list: impl IntoIterator<Item = UseRef<'s>>) {
        let start = self.uses.len() as u32;
        self.uses.extend(list);
        self.use_ranges[decl] = Some((start, self.uses.len() as u32));
    }

    /// Where the operands of declaration `decl` are in `uses` (empty when not written).
    pub(super) fn use_range(&self, decl: usize) -> std::ops::Range<usize> {
        match self.use_ranges[decl] {
            Some((a, b)) => a as usize..b as usize,
            None => 0..0,
        }
    }
}

/// The types read or found, by operand and result declaration.
pub(super) struct Slots {
    pub(super) operands: SmallVec<[Option<Types>; 4]>,
    pub(super) results: SmallVec<[Option<Types>; 2]>,
    pub(super) all_operands: Option<Types>,
    pub(super) all_results: Option<Types>,
}

impl Slots {
    pub(super) fn new(syntax: &OpSyntax) -> Self {
        Slots {
            operands: SmallVec::from_elem(None, syntax.operands.len()),
            results: SmallVec::from_elem(None, syntax.results.len()),
            all_operands: None,
            all_results: None,
        }
    }

    /// Records the types a type directive read.
    pub(super) fn set(&mut self, arg: TypeArg, types: Types) {
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
    pub(super) fn result_types(&self) -> SmallVec<[Type; 2]> {
        self.results.iter().flatten().flatten().copied().collect()
    }
}
