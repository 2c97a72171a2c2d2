//! pdl-rs's own [`Ir`] behind the [access traits](crate::access): how the matchers and the
//! rewriter, generic over [`PayloadRead`] and [`PayloadWrite`], see and change it.

use crate::access::{
    FoldResult, FoldValue, OnErase, OnRegionChange, PayloadRead, PayloadWrite, RegionChange,
    RegionSimplification, Segment, Violation, Visit,
};
use crate::ir::{
    AttrKind, Attribute, DenseData, Folded, Ir, OpFoldResult, OpId, OperationState, Signedness,
    Symbol, Traits, Type, TypeKind, Uses, Value,
};

/// Iterator adapter from the runtime IR's [`Uses`] to (op, index) pairs.
pub struct IrUsers<'a>(Uses<'a>);

impl Iterator for IrUsers<'_> {
    type Item = (OpId, usize);
    #[inline]
    fn next(&mut self) -> Option<(OpId, usize)> {
        self.0.next().map(|u| (u.op, u.index as usize))
    }
}

impl PayloadRead for Ir {
    type Op = OpId;
    type Value = Value;
    type Type = Type;
    type Attr = Attribute;
    type Name = Symbol;
    type Users<'a> = IrUsers<'a>;

    fn lookup_name(&self, name: &str) -> Option<Symbol> {
        self.ctx.lookup_symbol(name)
    }
    fn attr_int(&self, attr: Attribute) -> Option<i128> {
        match self.ctx.attr_kind(attr) {
            AttrKind::Bool(b) => Some(i128::from(*b)),
            AttrKind::Integer { ty, bits } => {
                let (width, signed) = match self.ctx.type_kind(*ty) {
                    TypeKind::Index => (64, true),
                    // `i1` is a boolean (MLIR prints `true`): 1, not -1.
                    TypeKind::Integer { width, signedness } => {
                        (*width, *width > 1 && *signedness != Signedness::Unsigned)
                    }
                    _ => return None,
                };
                if width > 127 && bits >> 127 != 0 && !signed {
                    return None;
                }
                if width == 0 {
                    return Some(0);
                }
                if signed && width < 128 && (bits >> (width - 1)) & 1 == 1 {
                    // Sign-extend from `width` bits.
                    Some((*bits | (u128::MAX << width)) as i128)
                } else {
                    Some(*bits as i128)
                }
            }
            _ => None,
        }
    }
    fn attr_float(&self, attr: Attribute) -> Option<f64> {
        match self.ctx.attr_kind(attr) {
            AttrKind::Float { ty, bits } => match self.ctx.type_kind(*ty) {
                TypeKind::Float(crate::ir::FloatKind::F64) => Some(f64::from_bits(*bits as u64)),
                TypeKind::Float(crate::ir::FloatKind::F32) => {
                    Some(f64::from(f32::from_bits(*bits as u32)))
                }
                _ => {
                    let text = crate::text::print_attribute(&self.ctx, attr);
                    text.split_once(" : ")?.0.parse().ok()
                }
            },
            _ => None,
        }
    }
    fn attr_str(&self, attr: Attribute) -> Option<Vec<u8>> {
        match self.ctx.attr_kind(attr) {
            AttrKind::String { value, .. } => Some(value.to_vec()),
            _ => None,
        }
    }
    fn attr_as_type(&self, attr: Attribute) -> Option<Type> {
        match self.ctx.attr_kind(attr) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }
    fn verify_payload(&self) -> Result<(), Violation> {
        self.verify().map_err(|e| self.violation(e))
    }
    #[inline]
    fn name_str(&self, name: Symbol) -> &str {
        self.ctx.str(name)
    }
    #[inline]
    fn op_name(&self, op: OpId) -> Symbol {
        Ir::op_name(self, op)
    }
    #[inline]
    fn num_operands(&self, op: OpId) -> usize {
        Ir::num_operands(self, op)
    }
    // Always: a load or two, which LLVM left as calls in large generated matchers.
    #[inline(always)]
    fn operand(&self, op: OpId, i: usize) -> Value {
        Ir::operand(self, op, i)
    }
    #[inline]
    fn num_results(&self, op: OpId) -> usize {
        Ir::num_results(self, op)
    }
    #[inline]
    fn result(&self, op: OpId, i: usize) -> Value {
        Ir::result(self, op, i)
    }
    #[inline]
    fn attribute(&self, op: OpId, name: Symbol) -> Option<Attribute> {
        self.attr(op, name)
    }
    #[inline(always)]
    fn defining_op(&self, v: Value) -> Option<OpId> {
        Ir::defining_op(self, v)
    }
    #[inline]
    fn value_type(&self, v: Value) -> Type {
        Ir::value_type(self, v)
    }
    #[inline]
    fn users(&self, v: Value) -> IrUsers<'_> {
        IrUsers(Ir::users(self, v))
    }
    #[inline]
    fn parent_op(&self, op: OpId) -> Option<OpId> {
        Ir::parent_op(self, op)
    }
    #[inline]
    fn op_index(&self, op: OpId) -> Option<usize> {
        // Operation ids index the arena and are never reused.
        Some(op.0 as usize)
    }
    #[inline]
    fn name_index(&self, name: Symbol) -> Option<usize> {
        // Symbols index the context's interned names and are never reused.
        Some(name.index() as usize)
    }
    fn op_location(&self, op: OpId) -> Option<crate::access::SourceLoc> {
        Ir::op_location(self, op)
    }
    fn is_isolated_from_above(&self, op: OpId) -> bool {
        self.has_trait(op, crate::ir::Traits::ISOLATED_FROM_ABOVE)
    }
    fn nested_ops(&self, op: OpId, post_order: bool) -> Vec<OpId> {
        self.collect_ops(op, post_order)
    }
    fn nested_visits(&self, op: OpId, post_order: bool) -> Vec<Visit<OpId>> {
        // The walk reads each record anyway: its parent comes from the walk, and whether it
        // may be a constant from its name, in the same cache line.
        // From the top, room for every record: pages of the room the walk does not fill
        // are never touched, and at a million operations growing the list step by step
        // copied it several times over. (A walk of one function of a large payload grows
        // it instead: reserving the whole payload's size there would map and unmap that
        // much memory at every call.)
        let mut out = Vec::with_capacity(if op == self.root { self.links.len() } else { 0 });
        let mut visit = |o: OpId, parent: Option<OpId>| {
            let maybe_constant = self
                .ctx
                .op_def(self.links[o.0 as usize].name)
                .is_some_and(|d| d.has(Traits::CONSTANT_LIKE));
            out.push(Visit {
                op: o,
                parent,
                maybe_constant,
            });
        };
        if post_order {
            self.walk_post_with_parents(op, &mut visit);
        } else {
            self.walk_pre_with_parents(op, &mut visit);
        }
        // `op` itself: last in post-order, first in pre-order.
        let start = if post_order {
            out.last_mut()
        } else {
            out.first_mut()
        };
        if let Some(start) = start {
            start.parent = Ir::parent_op(self, op);
        }
        out
    }
    fn lookup_type(&self, text: &str) -> Option<Type> {
        // Parsing into a scratch context tells whether the text is a type; the IR can only
        // hold it if its own context already has it.
        let mut scratch = crate::ir::Context::new();
        let t = crate::text::parse_type(&mut scratch, text).ok()?;
        let printed = crate::text::print_type(&scratch, t);
        self.find_type(&printed)
    }
    fn lookup_attr(&self, text: &str) -> Option<Attribute> {
        let mut scratch = crate::ir::Context::new();
        let a = crate::text::parse_attribute(&mut scratch, text).ok()?;
        let printed = crate::text::print_attribute(&scratch, a);
        self.find_attr(&printed)
    }
    fn type_to_string(&self, ty: Type) -> String {
        crate::text::print_type(&self.ctx, ty)
    }
    fn attr_to_string(&self, attr: Attribute) -> String {
        crate::text::print_attribute(&self.ctx, attr)
    }
    fn attr_type(&self, attr: Attribute) -> Option<Type> {
        match self.ctx.attr_kind(attr) {
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::DenseElements { ty, .. } => Some(*ty),
            AttrKind::String { ty: Some(ty), .. } | AttrKind::Opaque { ty: Some(ty), .. } => {
                Some(*ty)
            }
            // MLIR gives an untyped string the type `none`.
            AttrKind::String { ty: None, .. } => self.find_type("none"),
            _ => None,
        }
    }

    fn operand_segment(&self, op: OpId, index: usize) -> Segment {
        self.segment(op, index, true)
    }
    fn result_segment(&self, op: OpId, index: usize) -> Segment {
        self.segment(op, index, false)
    }
}

impl Ir {
    /// Group `index` of the operands (`operands`) or results of `op`, as MLIR's bytecode
    /// splits them: by the segment-sizes attribute when the operation has the trait.
    fn segment(&self, op: OpId, index: usize, operands: bool) -> Segment {
        let (t, attr) = if operands {
            (Traits::ATTR_SIZED_OPERAND_SEGMENTS, "operandSegmentSizes")
        } else {
            (Traits::ATTR_SIZED_RESULT_SEGMENTS, "resultSegmentSizes")
        };
        if !self.has_trait(op, t) {
            return Segment::Trailing;
        }
        let sizes = self
            .ctx
            .lookup_symbol(attr)
            .and_then(|n| self.attr(op, n))
            .and_then(|a| match self.ctx.attr_kind(a) {
                AttrKind::DenseArray {
                    element,
                    data: DenseData::Ints(v),
                } if matches!(
                    self.ctx.type_kind(*element),
                    TypeKind::Integer {
                        width: 32,
                        signedness: Signedness::Signless
                    }
                ) =>
                {
                    Some(v)
                }
                _ => None,
            });
        let Some(sizes) = sizes.filter(|s| index < s.len()) else {
            return Segment::Missing;
        };
        // Sizes are the bits of i32 values; a negative one sizes nothing valid.
        let size = |bits: u128| Some(bits as u32 as i32).filter(|n| *n >= 0);
        let mut start = 0usize;
        for &b in &sizes[..index] {
            match size(b) {
                Some(n) => start += n as usize,
                None => return Segment::Missing,
            }
        }
        let Some(len) = size(sizes[index]) else {
            return Segment::Missing;
        };
        let end = start + len as usize;
        let n = if operands {
            self.num_operands(op)
        } else {
            self.num_results(op)
        };
        if end > n {
            return Segment::Missing;
        }
        Segment::Range(start..end)
    }

    /// The type of this IR whose MLIR spelling is `printed`, if the context has it.
    fn find_type(&self, printed: &str) -> Option<Type> {
        self.ctx
            .find_type_by(|t| crate::text::print_type(&self.ctx, t) == printed)
    }

    /// The attribute of this IR whose MLIR spelling is `printed`, if the context has it.
    fn find_attr(&self, printed: &str) -> Option<Attribute> {
        self.ctx
            .find_attr_by(|a| crate::text::print_attribute(&self.ctx, a) == printed)
    }
}

impl PayloadWrite for Ir {
    fn create_op(
        &mut self,
        name: &str,
        operands: &[Value],
        result_types: &[Type],
        attributes: &[(&str, Attribute)],
        before: OpId,
    ) -> OpId {
        let mut state = OperationState::new(&mut self.ctx, name)
            .operands(operands)
            .results(result_types);
        for &(n, a) in attributes {
            let k = self.ctx.symbol(n);
            state = state.attr(k, a);
        }
        let op = Ir::create_op(self, state);
        self.insert_op_before(before, op);
        op
    }
    fn set_operand(&mut self, op: OpId, i: usize, v: Value) {
        Ir::set_operand(self, op, i, v)
    }
    fn erase_op(&mut self, op: OpId) {
        Ir::erase_op(self, op)
    }
    fn recycle(&mut self, ops: &[OpId]) {
        Ir::recycle(self, ops)
    }
    fn set_attribute(&mut self, op: OpId, name: &str, value: Option<Attribute>) {
        let k = self.ctx.symbol(name);
        self.set_attr(op, k, value)
    }
    fn get_type(&mut self, text: &str) -> Option<Type> {
        crate::text::parse_type(&mut self.ctx, text).ok()
    }
    fn get_attr(&mut self, text: &str) -> Option<Attribute> {
        crate::text::parse_attribute(&mut self.ctx, text)
            .ok()
            .filter(|a| {
                !matches!(self.ctx.attr_kind(*a), AttrKind::Opaque { .. }) || text.starts_with('#')
            })
    }
    fn intern_name(&mut self, name: &str) -> Symbol {
        self.ctx.symbol(name)
    }
    fn copy_location(&mut self, op: OpId, from: OpId) {
        let loc = self.op_loc(from);
        self.set_op_loc(op, loc);
    }
    fn simplify_regions(&mut self, op: OpId) -> bool {
        self.simplify_regions_at(op, RegionSimplification::Normal)
    }
    fn simplify_regions_at(&mut self, op: OpId, level: RegionSimplification) -> bool {
        self.simplify_regions_notifying(op, level, &mut |_, _| {})
    }
    fn simplify_regions_notifying(
        &mut self,
        op: OpId,
        level: RegionSimplification,
        on_change: &mut OnRegionChange<'_, Ir>,
    ) -> bool {
        if level == RegionSimplification::Disabled {
            return false;
        }
        let blocks = self.erase_unreachable_blocks_with(op, &mut |ir, o, dead| {
            on_change(ir, RegionChange::Erased(o, dead))
        });
        // With nothing registered every operation is live and no terminator is a known
        // branch: region DCE reduces to erasing the unused arguments of non-entry blocks.
        let dce = if self.ctx.registry().is_empty() {
            self.erase_dead_block_args(op)
        } else {
            self.run_region_dce_with(op, on_change)
        };
        // MLIR's `Aggressive` level also merges identical blocks, then drops redundant
        // arguments.
        let aggressive = level == RegionSimplification::Aggressive;
        let merged = aggressive && self.merge_identical_blocks_with(op, on_change);
        let args = aggressive && self.drop_redundant_arguments_with(op, on_change);
        blocks || dce || merged || args
    }
    fn erase_unreachable_blocks(&mut self, op: OpId, on_erase: &mut OnErase<'_, Ir>) -> bool {
        self.erase_unreachable_blocks_with(op, on_erase)
    }
    fn is_trivially_dead(&self, op: OpId) -> bool {
        Ir::is_trivially_dead(self, op)
    }
    fn is_constant_like(&self, op: OpId) -> bool {
        self.has_trait(op, Traits::CONSTANT_LIKE)
    }
    fn constant_value(&mut self, op: OpId) -> Option<Attribute> {
        Ir::constant_value(self, op)
    }
    fn fold(&mut self, op: OpId) -> Option<FoldResult<Value, Attribute>> {
        // Nothing to fold (and nothing to allocate) for an operation without a fold hook or
        // a folding trait.
        let def = self.op_def(op)?;
        let folding_traits = def.has(Traits::COMMUTATIVE)
            || def.has(Traits::INVOLUTION)
            || def.has(Traits::IDEMPOTENT);
        if def.fold.is_none() && !folding_traits {
            return None;
        }
        Some(match self.fold_op(op)? {
            Folded::InPlace => FoldResult::InPlace,
            Folded::Results(r) => FoldResult::Results(
                r.into_iter()
                    .map(|f| match f {
                        OpFoldResult::Value(v) => FoldValue::Value(v),
                        OpFoldResult::Attr(a) => FoldValue::Attr(a),
                    })
                    .collect(),
            ),
        })
    }
    fn materialize_constant(
        &mut self,
        op: OpId,
        value: Attribute,
        ty: Type,
        before: OpId,
    ) -> Option<OpId> {
        let name = self.op_name(op);
        let dialect = self.ctx.str(name).split_once('.').map_or("", |(d, _)| d);
        let hook = self.ctx.dialect_def(dialect)?.materialize_constant?;
        hook(self, value, ty, before)
    }
    fn op_dialect(&self, op: OpId) -> &str {
        Ir::op_dialect(self, op)
    }
    fn constant_insertion_region(&self, op: OpId) -> Option<(OpId, usize)> {
        let mut block = self.parent_block(op)?;
        loop {
            let region = self.block_parent(block)?;
            let parent = self.region_parent(region)?;
            let top = self.parent_block(parent).is_none();
            if top || self.might_have_trait(parent, Traits::ISOLATED_FROM_ABOVE) {
                let index = self.regions(parent).position(|r| r == region)?;
                return Some((parent, index));
            }
            block = self.parent_block(parent)?;
        }
    }
    fn region_entry_front(&self, parent: OpId, index: usize) -> Option<OpId> {
        let region = self.regions(parent).nth(index)?;
        self.first_op(self.first_block(region)?)
    }
    fn prev_op(&self, op: OpId) -> Option<OpId> {
        Ir::prev_op(self, op)
    }
    fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        Ir::move_op_before(self, op, anchor)
    }
    fn region_count(&self, op: OpId) -> Option<usize> {
        Some(if self.is_erased(op) {
            0
        } else {
            self.num_regions(op)
        })
    }
    fn block_count(&self, op: OpId, region: usize) -> usize {
        match self.regions(op).nth(region) {
            Some(r) if !self.is_erased(op) => self.region_blocks(r).len(),
            _ => 0,
        }
    }
    fn block_front(&self, op: OpId, region: usize, block: usize) -> Option<OpId> {
        if self.is_erased(op) {
            return None;
        }
        let r = self.regions(op).nth(region)?;
        self.first_op(*self.region_blocks(r).get(block)?)
    }
    fn next_op(&self, op: OpId) -> Option<OpId> {
        if self.is_erased(op) {
            return None;
        }
        Ir::next_op(self, op)
    }
    fn infer_result_types(
        &mut self,
        name: &str,
        operands: &[Value],
        attributes: &[(&str, Attribute)],
    ) -> Result<Vec<Type>, String> {
        // Interned here: the name may be new to this IR.
        let name_sym = self.ctx.symbol(name);
        let hook = self.ctx.op_def(name_sym).and_then(|d| d.infer_types);
        let Some(infer) = hook else {
            return Err(format!(
                "'{name}' does not implement InferTypeOpInterface: its result types cannot be inferred"
            ));
        };
        let entries: Vec<(Symbol, Attribute)> = attributes
            .iter()
            .map(|&(n, a)| (self.ctx.symbol(n), a))
            .collect();
        let dict = self.ctx.intern_attr(AttrKind::Dictionary(entries.into()));
        infer(self, operands, dict)
            .ok_or_else(|| format!("'{name}' failed to infer its result types"))
    }
}

impl Ir {
    /// A verification failure as the access traits report it.
    fn violation(&self, e: super::VerifyError) -> Violation {
        Violation {
            op_name: self.op_name_str(e.op).to_string(),
            message: e.message,
            offset: self.op_loc(e.op).map(|o| o as usize),
            location: Ir::op_location(self, e.op),
        }
    }

    /// [`PayloadRead::verify_payload`] with the bodies of `parts` (isolated from above, none
    /// inside another) checked on the threads of the current rayon pool: the same result.
    pub(crate) fn verify_payload_in_parallel(&self, parts: &[OpId]) -> Result<(), Violation> {
        self.verify_in_parallel(parts)
            .map_err(|e| self.violation(e))
    }
}
