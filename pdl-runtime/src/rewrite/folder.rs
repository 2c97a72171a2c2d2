//! The constant deduplication of MLIR's `OperationFolder`, as the greedy driver uses it while
//! it fills its worklist.

use rustc_hash::{FxHashMap, FxHashSet};

use super::listener::{Both, RewriteListener};
use super::rewriter::Rewriter;
use super::worklist::Queue;
use crate::access::{PayloadRead, PayloadWrite};

/// (insertion region as (parent, region index), dialect index, value, type).
type ConstantKey<P> = (
    (<P as PayloadRead>::Op, usize),
    u32,
    <P as PayloadRead>::Attr,
    <P as PayloadRead>::Type,
);

/// The constant deduplication of MLIR's `OperationFolder` as the greedy driver uses it
/// (`insertKnownConstant`, while the worklist is filled): one table per insertion region,
/// keyed by dialect, value and type; a fresh folder each iteration.
pub(super) struct Folder<P: PayloadRead> {
    /// (insertion region, dialect index, value, type) to the constant kept.
    constants: FxHashMap<ConstantKey<P>, P::Op>,
    /// The constants the folder keeps (MLIR's `referencedDialects` keys).
    owned: FxHashSet<P::Op>,
    /// Dialect names seen, indexed.
    dialects: Vec<String>,
}

impl<P: PayloadRead> Default for Folder<P> {
    fn default() -> Self {
        Folder {
            constants: FxHashMap::default(),
            owned: FxHashSet::default(),
            dialects: Vec::new(),
        }
    }
}

impl<P: PayloadWrite> Folder<P> {
    pub(super) fn clear(&mut self) {
        self.constants.clear();
        self.owned.clear();
    }

    pub(super) fn dialect_index(&mut self, name: &str) -> u32 {
        match self.dialects.iter().position(|d| d == name) {
            Some(i) => i as u32,
            None => {
                self.dialects.push(name.to_string());
                (self.dialects.len() - 1) as u32
            }
        }
    }

    /// Returns `false` if `op` is a constant equal to one already kept, in which case it
    /// was replaced by that one and erased (its erased operations are added to `gone`).
    /// A new constant is kept and moved to the front of its insertion region's entry block
    /// unless it is first there or follows a kept constant.
    pub(super) fn insert_known_constant<L: RewriteListener<P>>(
        &mut self,
        payload: &mut P,
        op: P::Op,
        queue: &mut Queue<P>,
        listener: &mut L,
        gone: &mut FxHashSet<P::Op>,
    ) -> bool {
        let Some(value) = payload.constant_value(op) else {
            return true;
        };
        let Some(region) = payload.constant_insertion_region(op) else {
            return true;
        };
        if payload.num_results(op) == 0 {
            return true;
        }
        let dialect = self.dialect_index(payload.op_dialect(op));
        let ty = payload.value_type(payload.result(op, 0));
        let key = (region, dialect, value, ty);
        if let Some(&kept) = self.constants.get(&key) {
            let with: Vec<P::Value> = (0..payload.num_results(kept))
                .map(|i| payload.result(kept, i))
                .collect();
            let mut both = Both {
                first: queue,
                second: &mut *listener,
            };
            let mut rw = Rewriter::new(payload, &mut both, op);
            if rw.replace_op(op, &with).is_ok() {
                if let Ok(erased) = rw.commit() {
                    gone.extend(erased);
                }
                return false;
            }
            return true;
        }
        let front = payload.region_entry_front(region.0, region.1);
        let stays =
            front == Some(op) || payload.prev_op(op).is_some_and(|p| self.owned.contains(&p));
        if !stays {
            if let Some(front) = front {
                payload.move_op_before(op, front);
            }
        }
        self.constants.insert(key, op);
        self.owned.insert(op);
        true
    }
}
