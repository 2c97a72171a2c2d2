//! Creating operations: an [`OperationState`] describes one, [`Ir::create_op`] makes it.

use smallvec::SmallVec;

use super::operation::OpData;
use super::{
    AttrKind, Attribute, BlockId, Context, Ir, OpId, PropKind, RegionId, Symbol, Type, Value, NONE,
};

/// Everything needed to create an operation (MLIR's `OperationState`).
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The operation name.
    pub name: Symbol,
    /// Operand values.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Inherent attributes (a dictionary attribute), if any. For a registered operation whose
    /// definition declares its properties, only the entries of a property's name are kept
    /// (see [`Ir::create_op`]).
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
    ///
    /// A registered operation whose definition declares properties
    /// ([`OpDef::properties`](super::OpDef)) gets them as MLIR's `Operation::create` gives
    /// them: defaults first, then the discardable attributes of a property's name move into
    /// the properties (a value of the wrong kind leaves the property unset), then the entries
    /// of `state.properties` of a property's name. Other operations keep `state.properties`
    /// and `state.attributes` as given.
    pub fn create_op(&mut self, mut state: OperationState) -> OpId {
        let given = state.properties.take();
        let id = self.create_op_uninit(state);
        // The definition's property rules; a wrong-typed value leaves its property unset.
        let _ = self.init_properties(id, given, false);
        id
    }

    /// [`Ir::create_op`] without properties (`state.properties` is ignored): for the reader,
    /// which gives the operation its properties with [`Ir::init_properties`] once it has
    /// read them, so that the definition's rules run once per operation.
    pub(crate) fn create_op_uninit(&mut self, state: OperationState) -> OpId {
        // An erased operation's record when one was recycled (next to where the driver
        // works), else a new one.
        let id = OpId(self.free.take_op().unwrap_or(self.ops.len() as u32));
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
        let num_results = state.result_types.len();
        let first_result = match self.free.take_values(num_results) {
            Some(first) => {
                for (i, &t) in state.result_types.iter().enumerate() {
                    self.renew_value(first + i as u32, t, id.0, i as u32);
                }
                first
            }
            None => {
                let first = self.values.len() as u32;
                for (i, &t) in state.result_types.iter().enumerate() {
                    self.new_value(t, id.0, i as u32);
                }
                first
            }
        };
        let regions: Box<[RegionId]> = (0..state.num_regions)
            .map(|_| self.create_region(id))
            .collect();
        let mut data = OpData::new(first_result, state.result_types.len() as u32, attrs);
        data.set_regions(regions);
        data.set_successors(state.successors.into_boxed_slice());
        data.loc = state.loc.unwrap_or(NONE);
        self.put_op_record(id, state.name, data);
        self.push_operands(id, &state.operands);
        id
    }

    /// Gives `op` its properties, as MLIR does when it creates an operation: for a registered
    /// operation with a property list ([`OpDef::properties`](super::OpDef)), the defaults,
    /// then the discardable attributes of a property's name (moved out of the discardable
    /// dictionary), then the entries of `given` of a property's name (others are dropped;
    /// all of them for an operation declared without properties); otherwise exactly
    /// `given`. With `reader`, the errors MLIR's text reader reports are
    /// returned (a wrong-typed inherent attribute in the discardable dictionary when no
    /// `<{...}>` was written, a wrong-typed entry of `<{...}>`); else such values leave their
    /// property unset (or unchanged for [`PropKind::Segments`]).
    pub(crate) fn init_properties(
        &mut self,
        op: OpId,
        given: Option<Attribute>,
        reader: bool,
    ) -> Result<(), String> {
        let name = self.op_links(op).name;
        let Some(props) = self.ctx.prop_inits(name) else {
            self.ops[op.0 as usize].set_props(given);
            return Ok(());
        };
        if props.is_empty() {
            self.ops[op.0 as usize].set_props(None);
            return match given {
                Some(g) if reader => Err(format!(
                    "invalid properties {} for op {}: this operation does not support properties",
                    crate::text::print_attribute(&self.ctx, g),
                    self.ctx.str(name)
                )),
                _ => Ok(()),
            };
        }
        let mut values: SmallVec<[Option<Attribute>; 4]> = props.iter().map(|p| p.start).collect();
        let attrs = self.op_data(op).attrs;
        let entries: SmallVec<[(Symbol, Attribute); 4]> = match self.ctx.attr_kind(attrs) {
            AttrKind::Dictionary(e) => SmallVec::from_slice(e),
            _ => SmallVec::new(),
        };
        let mut kept: SmallVec<[(Symbol, Attribute); 4]> = SmallVec::new();
        for (k, v) in entries.iter().copied() {
            let Some(i) = props.iter().position(|p| p.name == k) else {
                kept.push((k, v));
                continue;
            };
            let kind = props[i].kind;
            if reader && given.is_none() && !kind.satisfies(&self.ctx, v) {
                return Err(format!(
                    "'{}' op attribute '{}' failed to satisfy constraint: {}",
                    self.ctx.str(name),
                    self.ctx.str(k),
                    self.property_summary(name, i)
                ));
            }
            values[i] = set_inherent(&self.ctx, kind, values[i], Some(v));
        }
        if let Some(g) = given {
            let given_entries: SmallVec<[(Symbol, Attribute); 4]> = match self.ctx.attr_kind(g) {
                AttrKind::Dictionary(e) => SmallVec::from_slice(e),
                _ => SmallVec::new(),
            };
            for (k, v) in given_entries {
                let Some(i) = props.iter().position(|p| p.name == k) else {
                    continue;
                };
                if props[i].kind.accepts(&self.ctx, v) {
                    values[i] = Some(v);
                } else if reader {
                    return Err(format!(
                        "invalid properties {} for op {}: Invalid attribute `{}` in property conversion: {}",
                        crate::text::print_attribute(&self.ctx, g),
                        self.ctx.str(name),
                        self.ctx.str(k),
                        crate::text::print_attribute(&self.ctx, v)
                    ));
                }
            }
        }
        let set: SmallVec<[(Symbol, Attribute); 4]> = props
            .iter()
            .zip(&values)
            .filter_map(|(p, v)| v.map(|v| (p.name, v)))
            .collect();
        let new_props = (!set.is_empty()).then(|| self.ctx.intern_dict(&set));
        self.ops[op.0 as usize].set_props(new_props);
        if kept.len() != entries.len() {
            let dict = self.ctx.intern_dict(&kept);
            self.ops[op.0 as usize].attrs = dict;
        }
        Ok(())
    }

    /// The constraint summary of property `i` of operation `name` (for diagnostics).
    fn property_summary(&self, name: Symbol, i: usize) -> String {
        self.ctx
            .op_def(name)
            .and_then(|d| d.properties.as_ref())
            .and_then(|ps| ps.get(i))
            .map_or_else(String::new, |p| p.summary())
    }

    /// If `op` is registered and `name` one of its properties, sets (or with `None` unsets)
    /// that property as MLIR's `setInherentAttr` does, and returns `true`.
    pub(crate) fn set_inherent_attr(
        &mut self,
        op: OpId,
        name: Symbol,
        value: Option<Attribute>,
    ) -> bool {
        let Some((registry, index)) = self.ctx.op_def_shared(self.op_links(op).name) else {
            return false;
        };
        let Some(p) = registry.op(index).property_named(self.ctx.str(name)) else {
            return false;
        };
        let props = self.op_data(op).props();
        let mut entries: Vec<(Symbol, Attribute)> = match props.map(|p| self.ctx.attr_kind(p)) {
            Some(AttrKind::Dictionary(e)) => e.to_vec(),
            _ => Vec::new(),
        };
        let at = entries.iter().position(|(k, _)| *k == name);
        let old = at.map(|i| entries[i].1);
        let new = set_inherent(&self.ctx, p.kind, old, value);
        match (at, new) {
            (Some(i), Some(v)) => entries[i].1 = v,
            (Some(i), None) => {
                entries.remove(i);
            }
            (None, Some(v)) => entries.push((name, v)),
            (None, None) => {}
        }
        let new = (!entries.is_empty())
            .then(|| self.ctx.intern_attr(AttrKind::Dictionary(entries.into())));
        self.ops[op.0 as usize].set_props(new);
        true
    }
}

/// The value of a property of storage class `kind`, holding `old`, after setting it to `new`
/// (MLIR's generated `setInherentAttr`): a value of another class (or none) unsets it; a
/// segment-size array ignores it.
fn set_inherent(
    ctx: &Context,
    kind: PropKind,
    old: Option<Attribute>,
    new: Option<Attribute>,
) -> Option<Attribute> {
    let new = new.filter(|&v| kind.accepts(ctx, v));
    match kind {
        PropKind::Segments(_) => new.or(old),
        _ => new,
    }
}

impl Ir {
    /// Appends a new, empty region to `op`.
    pub fn add_region(&mut self, op: OpId) -> RegionId {
        let r = self.create_region(op);
        let d = &mut self.ops[op.0 as usize];
        let mut v = d.regions().to_vec();
        v.push(r);
        d.set_regions(v.into_boxed_slice());
        self.links[op.0 as usize].nested = true;
        r
    }

    /// Puts `op`'s regions in the order of `regions` (the same regions, reordered: readers
    /// whose syntax writes regions in another order than they are declared).
    pub(crate) fn set_region_order(&mut self, op: OpId, regions: Vec<RegionId>) {
        debug_assert_eq!(regions.len(), self.ops[op.0 as usize].regions().len());
        self.ops[op.0 as usize].set_regions(regions.into_boxed_slice());
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
        self.ops[op.0 as usize].set_successors(blocks.into());
    }
}
