//! Records of erased operations taken again by operations created later.
//!
//! A rewrite appends the operations it creates at the end of the arenas, far from the
//! operations around them, while the operations it erases leave holes where it matched. At a
//! million operations every later pass over the payload (the next iteration's walk, the
//! matcher's visit, the dead-operation check, the verifier) then misses the cache at each
//! created operation and at each of its values: the growth of time per operation with the
//! payload's size was mostly those misses. MLIR's operations come from `malloc`, which gives
//! the memory of an erased operation to the next one of its size; [`Ir::recycle`] does the
//! same with the arenas' records, so that what a rewrite creates lands where the previous
//! rewrite erased, next to the operations it works on.
//!
//! Only the owner of every handle to the erased operations can say when they are no longer
//! named anywhere: the greedy and walk drivers recycle the operations each rewrite erased
//! once they have left the worklist ([`PayloadWrite::recycle`](crate::access::PayloadWrite::recycle)).
//! Until a record is taken again, its operation stays erased ([`Ir::is_erased`]); after, a
//! stale handle names the new operation, as a dangling pointer to an erased MLIR operation
//! may.

use super::{Ir, OpId, NONE};

/// Longest run of results recycled (longer runs are rare; their values are not reused).
const MAX_RUN: usize = 4;

/// The records operations created next take, most recently freed first (the nearest to
/// where the driver is working).
#[derive(Clone, Debug, Default)]
pub(crate) struct FreeSlots {
    /// Operation records.
    ops: Vec<u32>,
    /// First values of runs of `n + 1` consecutive result values, by `n`.
    values: [Vec<u32>; MAX_RUN],
}

impl FreeSlots {
    /// A free operation record, if any.
    pub(super) fn take_op(&mut self) -> Option<u32> {
        self.ops.pop()
    }

    /// The first of `n` free consecutive values, if a run of `n` is free.
    pub(super) fn take_values(&mut self, n: usize) -> Option<u32> {
        self.values.get_mut(n.checked_sub(1)?)?.pop()
    }
}

impl Ir {
    /// Lets operations created from now on take the records of `ops` (and those of their
    /// results), which were erased: each operation that is erased, detached, has no regions,
    /// no operands and no used results, and was not recycled before. Others are left alone.
    ///
    /// After this a handle to one of these operations may come to name an operation created
    /// later: call it only when no handle to them is kept (the greedy driver does, after each
    /// rewrite). Until its record is taken, such an operation stays erased.
    pub fn recycle(&mut self, ops: &[OpId]) {
        for &op in ops {
            let (Some(d), Some(l)) = (self.ops.get(op.0 as usize), self.links.get(op.0 as usize))
            else {
                continue;
            };
            if !l.erased
                || d.free
                || l.parent != NONE
                || !d.operands.is_empty()
                || !d.regions().is_empty()
            {
                continue;
            }
            let (first, n) = (d.first_result, d.num_results as usize);
            let unused = (first..first + n as u32)
                .all(|v| (v as usize) < self.values.len() && self.use_empty(super::Value(v)));
            if !unused {
                continue;
            }
            let d = &mut self.ops[op.0 as usize];
            d.free = true;
            d.num_results = 0;
            self.free.ops.push(op.0);
            if (1..=MAX_RUN).contains(&n) {
                self.free.values[n - 1].push(first);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::{Ir, OperationState, TypeKind};

    /// An IR with `%0 = test.a`, `test.b(%0)`; returns it with both operations.
    fn two_ops() -> (Ir, crate::ir::OpId, crate::ir::OpId) {
        let mut ir = Ir::new();
        let i32t = ir.ctx.intern_type(TypeKind::int(32));
        let block = ir.root_block();
        let state = OperationState::new(&mut ir.ctx, "test.a").results(&[i32t]);
        let a = ir.create_op(state);
        ir.append_op(block, a);
        let v = ir.result(a, 0);
        let state = OperationState::new(&mut ir.ctx, "test.b").operands(&[v]);
        let b = ir.create_op(state);
        ir.append_op(block, b);
        (ir, a, b)
    }

    #[test]
    fn an_erased_operation_is_taken_again_with_its_results() {
        let (mut ir, a, b) = two_ops();
        let v = ir.result(a, 0);
        ir.erase_op(b);
        ir.erase_op(a);
        ir.recycle(&[b, a]);
        // Twice is once: the records are not handed out twice.
        ir.recycle(&[a, a, b]);
        assert!(ir.is_erased(a) && ir.is_erased(b), "erased until taken");
        let i32t = ir.ctx.intern_type(TypeKind::int(32));
        let block = ir.root_block();
        let state = OperationState::new(&mut ir.ctx, "test.c").results(&[i32t]);
        let c = ir.create_op(state);
        ir.append_op(block, c);
        assert_eq!(c, a, "the most recently recycled record first");
        assert_eq!(ir.result(c, 0), v, "with its result's record");
        let state = OperationState::new(&mut ir.ctx, "test.d").operands(&[ir.result(c, 0)]);
        let d = ir.create_op(state);
        ir.append_op(block, d);
        assert_eq!(d, b);
        let state = OperationState::new(&mut ir.ctx, "test.e");
        let e = ir.create_op(state);
        assert_eq!(e.index() as usize, 3, "then the arena grows");
        assert!(!ir.is_erased(c) && !ir.is_erased(d));
        assert_eq!(
            ir.users(ir.result(c, 0)).map(|u| u.op).collect::<Vec<_>>(),
            vec![d]
        );
        assert!(ir.verify().is_ok());
        assert_eq!(
            crate::text::print_generic(&ir),
            "\"builtin.module\"() ({\n  %0 = \"test.c\"() : () -> i32\n  \"test.d\"(%0) : (i32) -> ()\n}) : () -> ()\n\n"
        );
    }

    #[test]
    fn live_or_attached_operations_and_used_results_are_not_recycled() {
        let (mut ir, a, b) = two_ops();
        // Live, and erased while its result is still used (the IR is invalid then, and
        // the value's record must stay).
        ir.recycle(&[a, b]);
        ir.erase_op(a);
        ir.recycle(&[a]);
        let state = OperationState::new(&mut ir.ctx, "test.c");
        let c = ir.create_op(state);
        assert_eq!(
            c.index(),
            3,
            "nothing was recycled (the module, `a` and `b` come first)"
        );
    }
}
