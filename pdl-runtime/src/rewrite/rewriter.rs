//! The rewriter: every change a rewrite makes to the payload goes through it, is announced
//! to a [`Listener`] (the greedy driver's worklist) the way MLIR's rewriter announces it, and
//! is recorded in a journal, so that a rewrite that fails part-way can be rolled back and
//! leave the IR exactly as it was.
//!
//! Erasure is deferred: an erased operation is announced and hidden from the rewrite at
//! once, but only leaves the payload when the rewrite [commits](Rewriter::commit); a
//! [rollback](Rewriter::rollback) undoes the journal in reverse (operands set back, attributes
//! restored, created operations erased).

use rustc_hash::FxHashSet;
use smallvec::SmallVec;

use crate::access::{PayloadRead, PayloadWrite};

pub use crate::access::ErasedSet;

/// The operations a committed rewrite erased (nested ones included), or a rolled-back one
/// created: a few, held without allocating.
pub type Gone<O> = SmallVec<[O; 8]>;

/// Receives the changes a rewrite makes, when it makes them (MLIR's
/// `RewriterBase::Listener`). All methods do nothing by default.
pub trait Listener<P: PayloadRead> {
    /// `op` was just created and inserted.
    fn notify_inserted(&mut self, _payload: &P, _op: P::Op) {}
    /// `op` was changed in place (an operand or attribute).
    fn notify_modified(&mut self, _payload: &P, _op: P::Op) {}
    /// `op` is about to be replaced by `with` (its uses move next, then it is erased).
    fn notify_replaced(&mut self, _payload: &P, _op: P::Op, _with: &[P::Value]) {}
    /// `op` is about to be erased; `erased` holds the operations this rewrite erased
    /// before (they are still in the payload until the rewrite commits).
    fn notify_erased(&mut self, _payload: &P, _op: P::Op, _erased: &ErasedSet<P::Op>) {}
}

/// A listener that ignores everything.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoListener;

impl<P: PayloadRead> Listener<P> for NoListener {}

/// Why a rewrite failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RewriteError {
    /// What went wrong.
    pub message: String,
}

impl RewriteError {
    /// An error with a message.
    pub fn new(message: impl Into<String>) -> Self {
        RewriteError {
            message: message.into(),
        }
    }
}

impl std::fmt::Display for RewriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for RewriteError {}

/// One undoable change.
enum Change<P: PayloadRead> {
    Created(P::Op),
    SetOperand(P::Op, usize, P::Value),
    SetAttr(P::Op, String, Option<P::Attr>),
}

/// The rewriter of one rewrite: journals changes, notifies a listener, inserts new
/// operations before the operation being rewritten (MLIR's insertion point).
pub struct Rewriter<'a, P: PayloadWrite> {
    payload: &'a mut P,
    listener: &'a mut dyn Listener<P>,
    insert_before: P::Op,
    location: P::Op,
    journal: SmallVec<[Change<P>; 8]>,
    erased: ErasedSet<P::Op>,
    erase_order: Gone<P::Op>,
}

impl<'a, P: PayloadWrite> Rewriter<'a, P> {
    /// A rewriter inserting before `insert_before`.
    pub fn new(
        payload: &'a mut P,
        listener: &'a mut dyn Listener<P>,
        insert_before: P::Op,
    ) -> Self {
        Rewriter {
            payload,
            listener,
            insert_before,
            location: insert_before,
            journal: SmallVec::new(),
            erased: ErasedSet::default(),
            erase_order: Gone::new(),
        }
    }

    /// Read access to the payload.
    pub fn payload(&self) -> &P {
        self.payload
    }

    /// Mutable access for uniquing types and attributes only (no IR change).
    pub(crate) fn payload_mut_for_uniquing(&mut self) -> &mut P {
        self.payload
    }

    /// Created operations take the location of `op` (by default, the insertion point's).
    pub fn set_location_source(&mut self, op: P::Op) {
        self.location = op;
    }

    /// The operation new operations are inserted before.
    pub fn insertion_point(&self) -> P::Op {
        self.insert_before
    }

    /// Whether this rewrite erased `op` (it stays in the payload until commit).
    pub fn is_erased(&self, op: P::Op) -> bool {
        self.erased.contains(&op)
    }

    /// The type spelled `text`, uniqued in the payload.
    pub fn get_type(&mut self, text: &str) -> Option<P::Type> {
        self.payload.get_type(text)
    }

    /// The attribute spelled `text`, uniqued in the payload.
    pub fn get_attr(&mut self, text: &str) -> Option<P::Attr> {
        self.payload.get_attr(text)
    }

    /// Creates an operation at the insertion point.
    pub fn create_op(
        &mut self,
        name: &str,
        operands: &[P::Value],
        result_types: &[P::Type],
        attributes: &[(&str, P::Attr)],
    ) -> P::Op {
        let op =
            self.payload
                .create_op(name, operands, result_types, attributes, self.insert_before);
        self.payload.copy_location(op, self.location);
        self.journal.push(Change::Created(op));
        self.listener.notify_inserted(self.payload, op);
        op
    }

    /// Sets operand `i` of `op` to `v`.
    pub fn set_operand(&mut self, op: P::Op, i: usize, v: P::Value) {
        let old = self.payload.operand(op, i);
        self.payload.set_operand(op, i, v);
        self.journal.push(Change::SetOperand(op, i, old));
        self.listener.notify_modified(self.payload, op);
    }

    /// Sets or removes attribute `name` of `op`.
    pub fn set_attribute(&mut self, op: P::Op, name: &str, value: Option<P::Attr>) {
        let old = match self.payload.lookup_name(name) {
            Some(n) => self.payload.attribute(op, n),
            None => None,
        };
        self.payload.set_attribute(op, name, value);
        self.journal
            .push(Change::SetAttr(op, name.to_string(), old));
        self.listener.notify_modified(self.payload, op);
    }

    /// Replaces every use of `from` by `to`, user by user as MLIR does (each user is
    /// announced as modified).
    pub fn replace_all_uses(&mut self, from: P::Value, to: P::Value) {
        if from == to {
            return;
        }
        loop {
            let Some((user, index)) = self.payload.users(from).next() else {
                break;
            };
            self.set_operand(user, index, to);
        }
    }

    /// Replaces `op` by `values` (one per result): its uses move to them, then it is erased.
    pub fn replace_op(&mut self, op: P::Op, values: &[P::Value]) -> Result<(), RewriteError> {
        self.check_live(op, "replace")?;
        let n = self.payload.num_results(op);
        if n != values.len() {
            return Err(RewriteError::new(format!(
                "replacing an operation with {n} result{} by {} value{}",
                if n == 1 { "" } else { "s" },
                values.len(),
                if values.len() == 1 { "" } else { "s" }
            )));
        }
        self.listener.notify_replaced(self.payload, op, values);
        for (i, &v) in values.iter().enumerate() {
            let r = self.payload.result(op, i);
            self.replace_all_uses(r, v);
        }
        self.erase_op(op)
    }

    /// Erases `op` and the operations nested in it; its results must be unused.
    pub fn erase_op(&mut self, op: P::Op) -> Result<(), RewriteError> {
        self.check_live(op, "erase")?;
        for i in 0..self.payload.num_results(op) {
            let r = self.payload.result(op, i);
            if let Some((user, _)) = self
                .payload
                .users(r)
                .find(|(u, _)| !self.erased.contains(u))
            {
                return Err(RewriteError::new(format!(
                    "erasing a `{}` operation whose result #{i} is still used by a `{}` operation",
                    self.payload.name_str(self.payload.op_name(op)),
                    self.payload.name_str(self.payload.op_name(user)),
                )));
            }
        }
        if self.payload.region_count(op) == Some(0) {
            // Nothing nested (no walk, no buffer).
            self.listener.notify_erased(self.payload, op, &self.erased);
            self.erased.insert(op);
            self.erase_order.push(op);
            return Ok(());
        }
        // The operation and those nested in it, in MLIR's order: children before parents, the last
        // operation of a block first (the reverse of a pre-order walk).
        for inner in self.payload.nested_ops(op, false).into_iter().rev() {
            self.listener
                .notify_erased(self.payload, inner, &self.erased);
            self.erased.insert(inner);
        }
        self.erase_order.push(op);
        Ok(())
    }

    fn check_live(&self, op: P::Op, what: &str) -> Result<(), RewriteError> {
        if self.erased.contains(&op) {
            return Err(RewriteError::new(format!(
                "cannot {what} a `{}` operation that this rewrite already erased",
                self.payload.name_str(self.payload.op_name(op))
            )));
        }
        Ok(())
    }

    /// Makes the rewrite final: erased operations leave the payload. Returns every
    /// operation erased (nested ones included). Fails (and rolls back) if an erased
    /// operation's result gained a use after it was erased.
    pub fn commit(mut self) -> Result<Gone<P::Op>, RewriteError> {
        for &op in &self.erase_order {
            for i in 0..self.payload.num_results(op) {
                let r = self.payload.result(op, i);
                let user = self
                    .payload
                    .users(r)
                    .find(|(u, _)| !self.erased.contains(u));
                if let Some((user, _)) = user {
                    let msg = format!(
                        "a `{}` operation uses a result of a `{}` operation the rewrite erased",
                        self.payload.name_str(self.payload.op_name(user)),
                        self.payload.name_str(self.payload.op_name(op)),
                    );
                    self.rollback();
                    return Err(RewriteError::new(msg));
                }
            }
        }
        // Outer operations first: erasing one erases what it holds.
        let order = std::mem::take(&mut self.erase_order);
        // Operations without regions nest nothing and none nests another: they are all
        // that goes (no set, no walk).
        if order
            .iter()
            .all(|&op| self.payload.region_count(op) == Some(0))
        {
            for &op in &order {
                self.payload.erase_op(op);
            }
            return Ok(order);
        }
        let mut gone: FxHashSet<P::Op> = FxHashSet::default();
        for op in order {
            if gone.contains(&op) {
                continue;
            }
            if self.payload.region_count(op) == Some(0) {
                gone.insert(op);
            } else {
                for inner in self.payload.nested_ops(op, false) {
                    gone.insert(inner);
                }
            }
            self.payload.erase_op(op);
        }
        Ok(gone.into_iter().collect())
    }

    /// Undoes every change of the rewrite, newest first. Returns the operations the
    /// rewrite had created (they no longer exist).
    pub fn rollback(mut self) -> Gone<P::Op> {
        let mut created = Gone::new();
        while let Some(c) = self.journal.pop() {
            match c {
                Change::Created(op) => {
                    created.push(op);
                    self.payload.erase_op(op)
                }
                Change::SetOperand(op, i, v) => self.payload.set_operand(op, i, v),
                Change::SetAttr(op, name, old) => self.payload.set_attribute(op, &name, old),
            }
        }
        self.erased = ErasedSet::default();
        self.erase_order.clear();
        created
    }
}
