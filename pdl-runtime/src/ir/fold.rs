//! What op definitions mean for one operation: its traits, its constant value, folding (the
//! definition's hook, then the folds its traits imply, as MLIR's `Operation::fold`), and
//! whether it is trivially dead (MLIR's `isOpTriviallyDead`).

use super::opdef::{Folded, OpDef, OpFoldResult, Traits};
use super::{Attribute, Ir, OpId, Type};

impl Ir {
    /// The definition of `op`, if it is a registered operation.
    #[inline]
    pub fn op_def(&self, op: OpId) -> Option<&OpDef> {
        self.ctx.op_def(self.op_name(op))
    }

    /// Whether `op` is a registered operation.
    pub fn is_registered(&self, op: OpId) -> bool {
        self.op_def(op).is_some()
    }

    /// Whether `op` is registered with every trait of `t` (MLIR's `hasTrait`).
    pub fn has_trait(&self, op: OpId, t: Traits) -> bool {
        self.op_def(op).is_some_and(|d| d.has(t))
    }

    /// Whether `op` may have every trait of `t`: true for unregistered operations (MLIR's
    /// `mightHaveTrait`).
    pub fn might_have_trait(&self, op: OpId, t: Traits) -> bool {
        self.op_def(op).is_none_or(|d| d.has(t))
    }

    /// The constant `op` materialises, if it is `ConstantLike` (MLIR's `m_Constant`: the
    /// value its fold hook returns).
    pub fn constant_value(&mut self, op: OpId) -> Option<Attribute> {
        let def = self.op_def(op)?;
        if !def.has(Traits::CONSTANT_LIKE) {
            return None;
        }
        let fold = def.fold?;
        match fold(self, op, &[]) {
            Some(Folded::Results(r)) => match r.first() {
                Some(OpFoldResult::Attr(a)) => Some(*a),
                _ => None,
            },
            _ => None,
        }
    }

    /// The constant value of each operand of `op` (`None` where the operand is not defined by
    /// a constant-like operation).
    pub fn operand_constants(&mut self, op: OpId) -> smallvec::SmallVec<[Option<Attribute>; 4]> {
        (0..self.num_operands(op))
            .map(|i| {
                let v = self.operand(op, i);
                self.defining_op(v).and_then(|d| self.constant_value(d))
            })
            .collect()
    }

    /// Folds `op` as MLIR's `Operation::fold` does: the definition's fold hook with the
    /// constant values of the operands, then, if that failed or folded in place, the folds of
    /// its traits (`Commutative` moves constant operands last, `Involution` and `Idempotent`
    /// fold to an operand). `None` when nothing folds (and always for an unregistered op).
    pub fn fold_op(&mut self, op: OpId) -> Option<Folded> {
        let def = self.op_def(op)?;
        let (fold, traits) = (def.fold, def.traits);
        let constants = self.operand_constants(op);
        let own = fold.and_then(|f| f(self, op, &constants));
        match own {
            Some(Folded::Results(r)) if !self.folds_to_itself(op, &r) => {
                return Some(Folded::Results(r))
            }
            _ => {}
        }
        let in_place = own.is_some();
        if let Some(t) = self.fold_traits(op, traits, &constants) {
            return Some(t);
        }
        in_place.then_some(Folded::InPlace)
    }

    /// A single-result fold to the operation's own result means "folded in place".
    fn folds_to_itself(&self, op: OpId, r: &[OpFoldResult]) -> bool {
        self.num_results(op) == 1 && r.len() == 1 && r[0] == OpFoldResult::Value(self.result(op, 0))
    }

    fn fold_traits(
        &mut self,
        op: OpId,
        traits: Traits,
        constants: &[Option<Attribute>],
    ) -> Option<Folded> {
        let name = self.op_name(op);
        let same_op_def = |ir: &Ir, i: usize| {
            let v = ir.operand(op, i);
            ir.defining_op(v).filter(|&d| ir.op_name(d) == name)
        };
        if traits.contains(Traits::COMMUTATIVE) && constants.len() >= 2 {
            // Move the constant operands after the others, keeping each group's order.
            let first_const = constants.iter().position(|c| c.is_some());
            let moved = first_const.is_some_and(|f| constants[f..].iter().any(|c| c.is_none()));
            if moved {
                let operands: Vec<_> = self.operands(op).collect();
                let (mut order, consts): (Vec<usize>, Vec<usize>) =
                    (0..operands.len()).partition(|&i| constants[i].is_none());
                order.extend(consts);
                let new: Vec<_> = order.iter().map(|&i| operands[i]).collect();
                for (i, v) in new.into_iter().enumerate() {
                    if self.operand(op, i) != v {
                        self.set_operand(op, i, v);
                    }
                }
                return Some(Folded::InPlace);
            }
        }
        if traits.contains(Traits::INVOLUTION) && self.num_operands(op) >= 1 {
            if let Some(inner) = same_op_def(self, 0) {
                if self.num_operands(inner) >= 1 {
                    let v = self.operand(inner, 0);
                    return Some(Folded::Results(vec![OpFoldResult::Value(v)]));
                }
            }
        }
        if traits.contains(Traits::IDEMPOTENT) && self.num_operands(op) >= 1 {
            if self.num_operands(op) == 1 {
                if same_op_def(self, 0).is_some() {
                    let v = self.operand(op, 0);
                    return Some(Folded::Results(vec![OpFoldResult::Value(v)]));
                }
            } else if self.operand(op, 0) == self.operand(op, 1) {
                let v = self.operand(op, 0);
                return Some(Folded::Results(vec![OpFoldResult::Value(v)]));
            }
        }
        None
    }

    /// Whether `op` would be dead if its results were unused (MLIR's
    /// `wouldOpBeTriviallyDead`): not a possible terminator, not a symbol, and neither it nor
    /// (through `HasRecursiveMemoryEffects`) what it nests has an effect that must be kept.
    pub fn would_be_trivially_dead(&self, op: OpId) -> bool {
        if self.might_have_trait(op, Traits::TERMINATOR) || self.has_trait(op, Traits::SYMBOL) {
            return false;
        }
        // Most operations decide on their own (no stack).
        if let Some(kept) = self.own_effects_kept(op) {
            return !kept;
        }
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            match self.own_effects_kept(o) {
                Some(true) => return false,
                Some(false) => {}
                // `HasRecursiveMemoryEffects`: what it nests decides.
                None => {
                    for r in self.regions(o) {
                        for &b in self.region_blocks(r) {
                            stack.extend(self.block_ops(b));
                        }
                    }
                }
            }
        }
        true
    }

    /// Whether `op` has an effect of its own that keeps it (`Some(true)`: unregistered, or
    /// effects that are not only reads or allocations of its results, or no effect
    /// interface and no recursive effects), none (`Some(false)`), or only the effects of the
    /// operations it nests to add (`None`: `HasRecursiveMemoryEffects` and nothing else
    /// keeping it).
    pub(super) fn own_effects_kept(&self, op: OpId) -> Option<bool> {
        match self.op_def(op) {
            Some(def) => def.own_effects_kept(),
            None => Some(true),
        }
    }

    /// [`Ir::would_be_trivially_dead`] of `op` and of every operation nested in it, indexed
    /// by operation, in one post-order walk: an operation with recursive effects is kept
    /// when one of the operations it nests is, which is known when it is reached. Linear,
    /// where asking each operation on its own costs the size of what it nests.
    pub(crate) fn trivially_dead_table(&self, op: OpId) -> Vec<bool> {
        // `keeps[o]`: `o` or (recursively) what it nests has an effect that must be kept.
        let mut keeps = vec![false; self.ops.len()];
        let mut dead = vec![false; self.ops.len()];
        self.walk_post(op, &mut |o| {
            let kept = match self.own_effects_kept(o) {
                Some(k) => k,
                None => self.regions(o).any(|r| {
                    self.region_blocks(r)
                        .iter()
                        .any(|&b| self.block_ops(b).any(|n| keeps[n.0 as usize]))
                }),
            };
            keeps[o.0 as usize] = kept;
            dead[o.0 as usize] = !kept
                && !self.might_have_trait(o, Traits::TERMINATOR)
                && !self.has_trait(o, Traits::SYMBOL);
        });
        dead
    }

    /// Whether `op` has no used result and would be trivially dead (MLIR's
    /// `isOpTriviallyDead`).
    pub fn is_trivially_dead(&self, op: OpId) -> bool {
        // The definition first: the operations it keeps (every unregistered one) need no
        // look at their results' uses.
        if self.own_effects_kept(op) == Some(true) {
            return false;
        }
        self.results(op).all(|r| self.use_empty(r)) && self.would_be_trivially_dead(op)
    }

    /// Materialises `value` as a `ty` through the constant hook of `dialect`, just before
    /// `before` (MLIR's `Dialect::materializeConstant`). `None` if the dialect has no hook
    /// or its hook declines.
    pub fn materialize_constant(
        &mut self,
        dialect: &str,
        value: Attribute,
        ty: Type,
        before: OpId,
    ) -> Option<OpId> {
        let hook = self.ctx.dialect_def(dialect)?.materialize_constant?;
        hook(self, value, ty, before)
    }

    /// The dialect of `op`: its name up to the first `.`.
    pub fn op_dialect(&self, op: OpId) -> &str {
        let name = self.op_name_str(op);
        name.split_once('.').map_or("", |(d, _)| d)
    }
}
