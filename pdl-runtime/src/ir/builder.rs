//! Creating operations: an [`OperationState`] describes one, [`Ir::create_op`] makes it.

use smallvec::SmallVec;

use super::operation::OpData;
use super::{AttrKind, Attribute, BlockId, Context, Ir, OpId, RegionId, Symbol, Type, Value, NONE};

/// Everything needed to create an operation (MLIR's `OperationState`).
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The operation name.
    pub name: Symbol,
    /// Operand values.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Inherent attributes (a dictionary attribute), if any.
    pub properties: Option<Attribute>,
    /// Discardable attributes, in any order (they are sorted into a dictionary).
    pub attributes: Vec<(Symbol, Attribute)>,
    /// Number of (empty) regions to create.
    pub num_regions: usize,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
    /// Source offset for diagnostics, if the op comes from text.
    pub loc: Option<u32>,
}

impl OperationState {
    /// A state for an operation named `name`, with nothing else.
    pub fn new(ctx: &mut Context, name: &str) -> Self {
        Self::with_name(ctx.symbol(name))
    }

    /// Like [`OperationState::new`], with an interned name.
    pub fn with_name(name: Symbol) -> Self {
        OperationState {
            name,
            operands: Vec::new(),
            result_types: Vec::new(),
            properties: None,
            attributes: Vec::new(),
            num_regions: 0,
            successors: Vec::new(),
            loc: None,
        }
    }

    /// Adds operands.
    pub fn operands(mut self, values: &[Value]) -> Self {
        self.operands.extend_from_slice(values);
        self
    }

    /// Adds result types.
    pub fn results(mut self, types: &[Type]) -> Self {
        self.result_types.extend_from_slice(types);
        self
    }

    /// Adds a discardable attribute.
    pub fn attr(mut self, name: Symbol, value: Attribute) -> Self {
        self.attributes.push((name, value));
        self
    }

    /// Sets the properties dictionary.
    pub fn properties(mut self, dict: Attribute) -> Self {
        self.properties = Some(dict);
        self
    }

    /// Sets the number of regions.
    pub fn regions(mut self, n: usize) -> Self {
        self.num_regions = n;
        self
    }

    /// Adds successors.
    pub fn successors(mut self, blocks: &[BlockId]) -> Self {
        self.successors.extend_from_slice(blocks);
        self
    }
}

impl Ir {
    /// Creates a detached operation (insert it with [`Ir::append_op`] or
    /// [`Ir::insert_op_before`]). Attribute names given twice keep the last value.
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        let id = OpId(self.ops.len() as u32);
        let attrs = if state.attributes.is_empty() {
            self.ctx.empty_dict()
        } else {
            let mut entries = state.attributes;
            let mut seen: Vec<(Symbol, Attribute)> = Vec::with_capacity(entries.len());
            for (k, v) in entries.drain(..) {
                if let Some(e) = seen.iter_mut().find(|(n, _)| *n == k) {
                    e.1 = v;
                } else {
                    seen.push((k, v));
                }
            }
            self.ctx.intern_attr(AttrKind::Dictionary(seen.into()))
        };
        let first_result = self.values.len() as u32;
        for (i, &t) in state.result_types.iter().enumerate() {
            self.new_value(t, id.0, i as u32);
        }
        let regions: Box<[RegionId]> = (0..state.num_regions)
            .map(|_| self.create_region(id))
            .collect();
        self.ops.push(OpData {
            name: state.name,
            parent: NONE,
            prev: NONE,
            next: NONE,
            first_result,
            num_results: state.result_types.len() as u32,
            regions,
            operands: SmallVec::new(),
            props: state.properties,
            attrs,
            successors: state.successors.into_boxed_slice(),
            loc: state.loc.unwrap_or(NONE),
            erased: false,
        });
        self.push_operands(id, &state.operands);
        id
    }
}

impl Ir {
    /// Appends a new, empty region to `op`.
    pub fn add_region(&mut self, op: OpId) -> RegionId {
        let r = self.create_region(op);
        let d = &mut self.ops[op.0 as usize];
        let mut v = std::mem::take(&mut d.regions).into_vec();
        v.push(r);
        d.regions = v.into_boxed_slice();
        r
    }

    /// Gives a result-less operation results of the given types (used by readers that learn
    /// the types after the operation's regions).
    pub(crate) fn set_result_types(&mut self, op: OpId, types: &[Type]) {
        debug_assert_eq!(self.ops[op.0 as usize].num_results, 0);
        let first = self.values.len() as u32;
        for (i, &t) in types.iter().enumerate() {
            self.new_value(t, op.0, i as u32);
        }
        let d = &mut self.ops[op.0 as usize];
        d.first_result = first;
        d.num_results = types.len() as u32;
    }

    /// Sets the successors of `op`.
    pub fn set_successors(&mut self, op: OpId, blocks: &[BlockId]) {
        self.ops[op.0 as usize].successors = blocks.into();
    }
}
