//! Operations, their operands and results, and the use-lists of values.

use smallvec::SmallVec;

use super::{Attribute, BlockId, Ir, OpId, RegionId, Symbol, Type, Value, ValueDef, NONE};

/// One use of a value: operand `index` of operation `op`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Use {
    /// The operation that uses the value.
    pub op: OpId,
    /// Which of its operands.
    pub index: u32,
}

/// A link in a value's use-list: (op, operand index), or none when `op == NONE`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct UseRef {
    pub(crate) op: u32,
    pub(crate) index: u32,
}

impl UseRef {
    pub(crate) const NIL: UseRef = UseRef { op: NONE, index: 0 };
    pub(crate) fn is_nil(self) -> bool {
        self.op == NONE
    }
}

/// An operand slot: the value used and the links of the value's doubly linked use-list.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Operand {
    pub(crate) value: Value,
    pub(crate) next: UseRef,
    pub(crate) prev: UseRef,
}

/// The part of an operation's storage that walks read: its name, its place in its block,
/// and whether it holds regions; 20 bytes, kept in an arena of its own (`Ir::links`, by
/// the same index as [`OpData`]).
///
/// A pass over the payload that reads only these (the driver's walks and its visit of
/// operations no pattern roots at, the parent chains of its worklist) streams 20 bytes per
/// operation instead of the whole record: at a million operations, where the records no
/// longer fit in cache, a walk costs a few nanoseconds per operation instead of 25.
#[derive(Clone, Copy, Debug)]
pub(crate) struct OpLinks {
    pub(crate) name: Symbol,
    /// The block holding the operation, or [`NONE`].
    pub(crate) parent: u32,
    pub(crate) prev: u32,
    pub(crate) next: u32,
    /// Whether the operation has regions.
    pub(crate) nested: bool,
    /// Whether the operation was erased (here rather than in [`OpData`]: the verifier asks
    /// it of the definition of every operand, which it reaches by value, not by walk).
    pub(crate) erased: bool,
}

impl OpLinks {
    /// A detached operation named `name`, without regions.
    pub(crate) fn new(name: Symbol) -> Self {
        OpLinks {
            name,
            parent: NONE,
            prev: NONE,
            next: NONE,
            nested: false,
            erased: false,
        }
    }
}

/// The rest of an operation's storage: 80 bytes, with up to two operands inline. What few
/// operations have (regions, successors) lives behind one optional pointer; the
/// properties are a handle with [`NONE`] for none.
#[derive(Debug)]
pub(crate) struct OpData {
    pub(crate) first_result: u32,
    pub(crate) num_results: u32,
    pub(crate) operands: SmallVec<[Operand; 2]>,
    /// The properties dictionary's handle, or [`NONE`].
    props: u32,
    pub(crate) attrs: Attribute,
    pub(crate) loc: u32,
    /// Erased and handed to [`Ir::recycle`]: the next created operation may take it.
    pub(crate) free: bool,
    /// Regions and successors, if the operation has any.
    extra: Option<Box<OpExtra>>,
}

/// A copy whose operands are copied as one block (the derived `Clone` of a `SmallVec`
/// clones element by element): copies of records are the parallel drivers' way out and
/// back, and every `Ir::clone`.
impl Clone for OpData {
    fn clone(&self) -> Self {
        OpData {
            first_result: self.first_result,
            num_results: self.num_results,
            operands: SmallVec::from_slice(&self.operands),
            props: self.props,
            attrs: self.attrs,
            loc: self.loc,
            free: self.free,
            extra: self.extra.clone(),
        }
    }
}

/// The parts of an operation that most operations do not have.
#[derive(Clone, Debug, Default)]
struct OpExtra {
    regions: Box<[RegionId]>,
    successors: Box<[BlockId]>,
}

impl OpData {
    /// A detached operation without operands, regions, successors or properties.
    pub(crate) fn new(first_result: u32, num_results: u32, attrs: Attribute) -> Self {
        OpData {
            first_result,
            num_results,
            operands: SmallVec::new(),
            props: NONE,
            attrs,
            loc: NONE,
            free: false,
            extra: None,
        }
    }

    /// The properties dictionary, if any.
    pub(crate) fn props(&self) -> Option<Attribute> {
        (self.props != NONE).then_some(Attribute(self.props))
    }

    /// Sets (or clears) the properties dictionary.
    pub(crate) fn set_props(&mut self, props: Option<Attribute>) {
        self.props = props.map_or(NONE, |a| a.0);
    }

    /// The regions.
    pub(crate) fn regions(&self) -> &[RegionId] {
        self.extra.as_ref().map_or(&[], |e| &e.regions)
    }

    /// The successor blocks.
    pub(crate) fn successors(&self) -> &[BlockId] {
        self.extra.as_ref().map_or(&[], |e| &e.successors)
    }

    /// Replaces the regions.
    pub(crate) fn set_regions(&mut self, regions: Box<[RegionId]>) {
        if regions.is_empty() && self.extra.is_none() {
            return;
        }
        self.extra.get_or_insert_with(Default::default).regions = regions;
    }

    /// The regions and the successor blocks, to be changed in place.
    pub(crate) fn nested_mut(&mut self) -> (&mut [RegionId], &mut [BlockId]) {
        match self.extra.as_deref_mut() {
            Some(e) => (&mut e.regions, &mut e.successors),
            None => (&mut [], &mut []),
        }
    }

    /// Replaces the successors.
    pub(crate) fn set_successors(&mut self, successors: Box<[BlockId]>) {
        if successors.is_empty() && self.extra.is_none() {
            return;
        }
        self.extra.get_or_insert_with(Default::default).successors = successors;
    }

    /// Heap bytes held outside the record itself.
    pub(crate) fn extra_heap_bytes(&self) -> usize {
        use std::mem::size_of;
        let operands = if self.operands.spilled() {
            self.operands.capacity() * size_of::<Operand>()
        } else {
            0
        };
        operands
            + self.extra.as_ref().map_or(0, |e| {
                size_of::<OpExtra>() + e.regions.len() * 4 + e.successors.len() * 4
            })
    }
}

/// Storage of a value.
#[derive(Clone, Debug)]
pub(crate) struct ValueData {
    pub(crate) ty: Type,
    /// Defining op or owning block.
    pub(crate) owner: u32,
    /// Result or argument number; the top bit marks a block argument.
    pub(crate) index: u32,
    pub(crate) first_use: UseRef,
}

pub(crate) const ARG_BIT: u32 = 1 << 31;

/// Iterator over the uses of a value, most recent first (MLIR's order).
pub struct Uses<'a> {
    ir: &'a Ir,
    cur: UseRef,
}

impl Iterator for Uses<'_> {
    type Item = Use;
    #[inline]
    fn next(&mut self) -> Option<Use> {
        if self.cur.is_nil() {
            return None;
        }
        let u = Use {
            op: OpId(self.cur.op),
            index: self.cur.index,
        };
        self.cur = self.ir.ops[self.cur.op as usize].operands[self.cur.index as usize].next;
        Some(u)
    }
}

impl Ir {
    #[inline]
    pub(crate) fn op_data(&self, op: OpId) -> &OpData {
        &self.ops[op.0 as usize]
    }

    /// Stores a new operation named `name` in record `id` (a recycled one, or the next
    /// one), detached.
    #[inline]
    pub(crate) fn put_op_record(&mut self, id: OpId, name: Symbol, data: OpData) {
        let mut links = OpLinks::new(name);
        links.nested = !data.regions().is_empty();
        let i = id.0 as usize;
        if i == self.ops.len() {
            self.ops.push(data);
            self.links.push(links);
        } else {
            self.ops[i] = data;
            self.links[i] = links;
        }
    }

    #[inline(always)]
    pub(crate) fn op_links(&self, op: OpId) -> &OpLinks {
        &self.links[op.0 as usize]
    }

    /// The operation's name (`dialect.op`).
    #[inline]
    pub fn op_name(&self, op: OpId) -> Symbol {
        self.op_links(op).name
    }

    /// The operation's name as text.
    pub fn op_name_str(&self, op: OpId) -> &str {
        self.ctx.str(self.op_links(op).name)
    }

    /// Number of operands.
    #[inline]
    pub fn num_operands(&self, op: OpId) -> usize {
        self.op_data(op).operands.len()
    }

    /// Operand `i`.
    #[inline(always)]
    pub fn operand(&self, op: OpId, i: usize) -> Value {
        self.op_data(op).operands[i].value
    }

    /// All operands.
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.op_data(op).operands.iter().map(|o| o.value)
    }

    /// Number of results.
    #[inline]
    pub fn num_results(&self, op: OpId) -> usize {
        self.op_data(op).num_results as usize
    }

    /// Result `i`.
    #[inline]
    pub fn result(&self, op: OpId, i: usize) -> Value {
        Value(self.op_data(op).first_result + i as u32)
    }

    /// All results.
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> {
        let d = self.op_data(op);
        (d.first_result..d.first_result + d.num_results).map(Value)
    }

    /// Number of regions.
    pub fn num_regions(&self, op: OpId) -> usize {
        self.op_data(op).regions().len()
    }

    /// Region `i`.
    pub fn region(&self, op: OpId, i: usize) -> RegionId {
        self.op_data(op).regions()[i]
    }

    /// All regions.
    pub fn regions(&self, op: OpId) -> impl ExactSizeIterator<Item = RegionId> + '_ {
        self.op_data(op).regions().iter().copied()
    }

    /// Successor blocks.
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        self.op_data(op).successors()
    }

    /// Inherent attributes (MLIR's properties, `<{...}>`), a dictionary, if any.
    pub fn properties(&self, op: OpId) -> Option<Attribute> {
        self.op_data(op).props()
    }

    /// Sets the inherent attributes (a dictionary attribute, or `None`).
    pub fn set_properties(&mut self, op: OpId, props: Option<Attribute>) {
        self.ops[op.0 as usize].set_props(props);
    }

    /// Discardable attributes (`{...}`), a dictionary.
    pub fn attributes(&self, op: OpId) -> Attribute {
        self.op_data(op).attrs
    }

    /// Replaces the discardable attributes (must be a dictionary attribute).
    pub fn set_attributes(&mut self, op: OpId, dict: Attribute) {
        self.ops[op.0 as usize].attrs = dict;
    }

    /// Looks up an attribute by name: properties first, then discardable attributes.
    #[inline]
    pub fn attr(&self, op: OpId, name: Symbol) -> Option<Attribute> {
        let d = self.op_data(op);
        d.props()
            .and_then(|p| self.dict_get(p, name))
            .or_else(|| self.dict_get(d.attrs, name))
    }

    /// Looks `name` up in a dictionary attribute.
    pub fn dict_get(&self, dict: Attribute, name: Symbol) -> Option<Attribute> {
        match self.ctx.attr_kind(dict) {
            super::AttrKind::Dictionary(entries) => {
                entries.iter().find(|(k, _)| *k == name).map(|(_, v)| *v)
            }
            _ => None,
        }
    }

    /// Sets (or with `None` removes) the discardable attribute `name`. On a registered
    /// operation whose definition has a property `name`, sets that property instead, as
    /// MLIR's `Operation::setAttr` does: a value of the wrong storage class (or `None`) leaves
    /// it unset, and its default is not restored. On other operations, a property of that
    /// name is updated instead if the operation has one.
    pub fn set_attr(&mut self, op: OpId, name: Symbol, value: Option<Attribute>) {
        if self.set_inherent_attr(op, name, value) {
            return;
        }
        let d = self.op_data(op);
        if let Some(p) = d.props() {
            if self.dict_get(p, name).is_some() {
                let new = self.dict_with(p, name, value);
                self.ops[op.0 as usize].set_props(Some(new));
                return;
            }
        }
        let new = self.dict_with(d.attrs, name, value);
        self.ops[op.0 as usize].attrs = new;
    }

    fn dict_with(&mut self, dict: Attribute, name: Symbol, value: Option<Attribute>) -> Attribute {
        let mut entries: Vec<(Symbol, Attribute)> = match self.ctx.attr_kind(dict) {
            super::AttrKind::Dictionary(e) => {
                e.iter().copied().filter(|(k, _)| *k != name).collect()
            }
            _ => Vec::new(),
        };
        if let Some(v) = value {
            entries.push((name, v));
        }
        self.ctx
            .intern_attr(super::AttrKind::Dictionary(entries.into()))
    }

    /// The source offset the operation was read from, if any (for diagnostics).
    pub fn op_loc(&self, op: OpId) -> Option<u32> {
        let l = self.op_data(op).loc;
        (l != NONE).then_some(l)
    }

    /// Sets (or clears) the source offset of an operation.
    pub fn set_op_loc(&mut self, op: OpId, loc: Option<u32>) {
        self.ops[op.0 as usize].loc = loc.unwrap_or(NONE);
    }

    /// Whether the operation was erased.
    pub fn is_erased(&self, op: OpId) -> bool {
        self.op_links(op).erased
    }

    /// The block holding the operation, if it is in one.
    pub fn parent_block(&self, op: OpId) -> Option<BlockId> {
        let p = self.op_links(op).parent;
        (p != NONE).then_some(BlockId(p))
    }

    /// The operation holding the region of the block holding `op`.
    #[inline]
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let b = self.parent_block(op)?;
        let r = self.block_parent(b)?;
        self.region_parent(r)
    }

    /// The next operation in the same block.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        let n = self.op_links(op).next;
        (n != NONE).then_some(OpId(n))
    }

    /// The previous operation in the same block.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        let n = self.op_links(op).prev;
        (n != NONE).then_some(OpId(n))
    }

    // ----- values -----

    /// The type of a value.
    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v.0 as usize].ty
    }

    /// Changes the type of a value.
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v.0 as usize].ty = ty;
    }

    /// What defines a value.
    #[inline(always)]
    pub fn value_def(&self, v: Value) -> ValueDef {
        let d = &self.values[v.0 as usize];
        if d.index & ARG_BIT != 0 {
            ValueDef::BlockArg(BlockId(d.owner), d.index & !ARG_BIT)
        } else {
            ValueDef::Result(OpId(d.owner), d.index)
        }
    }

    /// The operation defining a value (`None` for block arguments).
    #[inline(always)]
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        match self.value_def(v) {
            ValueDef::Result(op, _) if op.0 != NONE => Some(op),
            _ => None,
        }
    }

    /// The uses of a value, most recent first (MLIR's order).
    #[inline]
    pub fn users(&self, v: Value) -> Uses<'_> {
        Uses {
            ir: self,
            cur: self.values[v.0 as usize].first_use,
        }
    }

    /// Whether the value has no uses.
    pub fn use_empty(&self, v: Value) -> bool {
        self.values[v.0 as usize].first_use.is_nil()
    }

    pub(crate) fn new_value(&mut self, ty: Type, owner: u32, index: u32) -> Value {
        let id = Value(self.values.len() as u32);
        self.values.push(ValueData {
            ty,
            owner,
            index,
            first_use: UseRef::NIL,
        });
        id
    }

    /// [`new_value`](Self::new_value) in the record of value `at` (a recycled one).
    pub(crate) fn renew_value(&mut self, at: u32, ty: Type, owner: u32, index: u32) {
        self.values[at as usize] = ValueData {
            ty,
            owner,
            index,
            first_use: UseRef::NIL,
        };
    }

    /// Links operand slot (op, idx) at the head of its value's use-list.
    fn link_use(&mut self, op: u32, idx: u32) {
        let v = self.ops[op as usize].operands[idx as usize].value;
        let head = self.values[v.0 as usize].first_use;
        {
            let slot = &mut self.ops[op as usize].operands[idx as usize];
            slot.next = head;
            slot.prev = UseRef::NIL;
        }
        if !head.is_nil() {
            self.ops[head.op as usize].operands[head.index as usize].prev =
                UseRef { op, index: idx };
        }
        self.values[v.0 as usize].first_use = UseRef { op, index: idx };
    }

    /// Unlinks operand slot (op, idx) from its value's use-list.
    fn unlink_use(&mut self, op: u32, idx: u32) {
        let Operand { value, next, prev } = self.ops[op as usize].operands[idx as usize];
        if prev.is_nil() {
            self.values[value.0 as usize].first_use = next;
        } else {
            self.ops[prev.op as usize].operands[prev.index as usize].next = next;
        }
        if !next.is_nil() {
            self.ops[next.op as usize].operands[next.index as usize].prev = prev;
        }
    }

    /// Sets operand `i` of `op` to `v` (the new use goes to the head of `v`'s use-list).
    pub fn set_operand(&mut self, op: OpId, i: usize, v: Value) {
        self.unlink_use(op.0, i as u32);
        self.ops[op.0 as usize].operands[i].value = v;
        self.link_use(op.0, i as u32);
    }

    /// Replaces all operands of `op`.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        let n = self.num_operands(op);
        for i in 0..n {
            self.unlink_use(op.0, i as u32);
        }
        self.ops[op.0 as usize].operands.clear();
        self.push_operands(op, values);
    }

    pub(crate) fn push_operands(&mut self, op: OpId, values: &[Value]) {
        // One allocation for a list longer than the inline room, not one per doubling.
        self.ops[op.0 as usize].operands.reserve(values.len());
        for &v in values {
            let idx = self.ops[op.0 as usize].operands.len() as u32;
            self.ops[op.0 as usize].operands.push(Operand {
                value: v,
                next: UseRef::NIL,
                prev: UseRef::NIL,
            });
            self.link_use(op.0, idx);
        }
    }

    /// Replaces every use of `from` with `to`, as MLIR does: uses are moved one by one from
    /// the head of `from`'s list to the head of `to`'s list.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        loop {
            let head = self.values[from.0 as usize].first_use;
            if head.is_nil() {
                break;
            }
            self.set_operand(OpId(head.op), head.index as usize, to);
        }
    }

    /// Replaces the uses of each result of `op` by the matching value of `with`.
    pub fn replace_op_uses(&mut self, op: OpId, with: &[Value]) {
        for (i, &w) in with.iter().enumerate().take(self.num_results(op)) {
            let r = self.result(op, i);
            self.replace_all_uses_with(r, w);
        }
    }

    /// Drops every operand use of `op` and of the operations nested in it.
    pub fn drop_all_uses_in(&mut self, op: OpId) {
        let mut nested = Vec::new();
        self.walk_pre(op, &mut |o| nested.push(o));
        for o in nested {
            let n = self.num_operands(o);
            for i in 0..n {
                self.unlink_use(o.0, i as u32);
            }
            self.ops[o.0 as usize].operands.clear();
        }
    }

    /// Erases `op` and everything nested in it. The results must be unused (else the IR is
    /// left referring to erased values, which [`Ir::verify`] reports).
    pub fn erase_op(&mut self, op: OpId) {
        self.detach_op(op);
        if self.num_regions(op) == 0 {
            // Nothing nested: no walk, no buffer.
            for i in 0..self.num_operands(op) {
                self.unlink_use(op.0, i as u32);
            }
            self.ops[op.0 as usize].operands.clear();
            self.links[op.0 as usize].erased = true;
            return;
        }
        self.drop_all_uses_in(op);
        let mut nested = Vec::new();
        self.walk_pre(op, &mut |o| nested.push(o));
        for o in nested {
            self.links[o.0 as usize].erased = true;
        }
    }

    /// The first operation of each block of each region of `op`, in order.
    fn first_ops_of_regions(&self, op: OpId) -> impl Iterator<Item = Option<OpId>> + '_ {
        self.regions(op)
            .flat_map(move |r| self.region_blocks(r).iter().map(move |&b| self.first_op(b)))
    }

    /// Visits `op` and every operation nested in it, parents before children. Iterative (an
    /// explicit stack of the next operation to visit in each open block), so that the depth
    /// of region nesting cannot exhaust the call stack.
    pub fn walk_pre(&self, op: OpId, f: &mut dyn FnMut(OpId)) {
        self.walk_pre_with_parents(op, &mut |o, _| f(o));
    }

    /// [`Ir::walk_pre`], giving each operation nested in `op` with its parent operation
    /// (`op` itself comes with `None`).
    pub(crate) fn walk_pre_with_parents(&self, op: OpId, f: &mut dyn FnMut(OpId, Option<OpId>)) {
        f(op, None);
        // Cursors into open blocks, each with the operation that holds the block; the last
        // is the innermost, its blocks are visited in order by pushing them in reverse.
        let mut stack: Vec<(Option<OpId>, OpId)> =
            self.first_ops_of_regions(op).map(|c| (c, op)).collect();
        stack.reverse();
        while let Some((top, parent)) = stack.last_mut() {
            let Some(o) = *top else {
                stack.pop();
                continue;
            };
            *top = self.next_op(o);
            f(o, Some(*parent));
            let at = stack.len();
            stack.extend(self.first_ops_of_regions(o).map(|c| (c, o)));
            stack[at..].reverse();
        }
    }

    /// Visits `op` and every operation nested in it, children before parents (MLIR's default
    /// walk order). Iterative, as [`Ir::walk_pre`].
    pub fn walk_post(&self, op: OpId, f: &mut dyn FnMut(OpId)) {
        self.walk_post_with_parents(op, &mut |o, _| f(o));
    }

    /// [`Ir::walk_post`], giving each operation nested in `op` with its parent operation
    /// (`op` itself comes with `None`).
    pub(crate) fn walk_post_with_parents(&self, op: OpId, f: &mut dyn FnMut(OpId, Option<OpId>)) {
        // Frames: an operation whose nested operations are being visited, and where the
        // cursors of its blocks start in `cursors` (one stack for all frames, reversed per
        // frame: the last is the current one), so that no frame allocates.
        let mut frames: Vec<(OpId, usize)> = vec![(op, 0)];
        let mut cursors: Vec<Option<OpId>> = self.first_ops_of_regions(op).collect();
        cursors.reverse();
        while let Some(&(owner, base)) = frames.last() {
            if cursors.len() == base {
                frames.pop();
                f(owner, frames.last().map(|&(parent, _)| parent));
                continue;
            }
            let Some(cur) = cursors.last_mut() else {
                break;
            };
            let Some(o) = *cur else {
                cursors.pop();
                continue;
            };
            *cur = self.next_op(o);
            if !self.links[o.0 as usize].nested {
                // Nothing nested: visited as soon as it is reached (no frame).
                f(o, Some(owner));
                continue;
            }
            let at = cursors.len();
            frames.push((o, at));
            cursors.extend(self.first_ops_of_regions(o));
            cursors[at..].reverse();
        }
    }

    /// Collects the operations nested in `op` (and `op`), in pre- or post-order.
    pub fn collect_ops(&self, op: OpId, post_order: bool) -> Vec<OpId> {
        let mut v = Vec::new();
        if post_order {
            self.walk_post(op, &mut |o| v.push(o));
        } else {
            self.walk_pre(op, &mut |o| v.push(o));
        }
        v
    }
}

#[cfg(test)]
mod tests {
    /// The operation record stays compact (P1: at most 200 bytes of memory per payload op,
    /// all arenas and the reader's tables included).
    #[test]
    fn op_record_is_compact() {
        assert!(std::mem::size_of::<super::OpData>() <= 80);
        assert!(std::mem::size_of::<super::OpLinks>() <= 20);
        assert!(std::mem::size_of::<super::ValueData>() <= 20);
    }
}
