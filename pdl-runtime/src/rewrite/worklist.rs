//! The greedy driver's worklist (MLIR's: LIFO, each operation at most once, O(1) removal)
//! and the queue that fills it from the rewriter's notifications.

use rustc_hash::{FxHashMap, FxHashSet};

use super::rewriter::Listener;
use crate::access::PayloadRead;

/// Which operations the driver may queue (MLIR's `GreedyRewriteStrictness`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Strictness {
    /// Any operation in the scope (the default).
    #[default]
    AnyOp,
    /// The operations the driver started with, and those created while it runs.
    ExistingAndNewOps,
    /// Only the operations the driver started with.
    ExistingOps,
}

/// A LIFO worklist with set semantics and O(1) removal (removed entries become holes).
pub(super) struct Worklist<O: Copy + Eq + std::hash::Hash> {
    list: Vec<Option<O>>,
    map: FxHashMap<O, usize>,
}

impl<O: Copy + Eq + std::hash::Hash> Worklist<O> {
    pub(super) fn new() -> Self {
        Worklist {
            list: Vec::new(),
            map: FxHashMap::default(),
        }
    }
    pub(super) fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
    pub(super) fn clear(&mut self) {
        self.list.clear();
        self.map.clear();
    }
    pub(super) fn push(&mut self, op: O) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.map.entry(op) {
            e.insert(self.list.len());
            self.list.push(Some(op));
        }
    }
    pub(super) fn pop(&mut self) -> Option<O> {
        while let Some(top) = self.list.pop() {
            if let Some(op) = top {
                self.map.remove(&op);
                return Some(op);
            }
        }
        None
    }
    pub(super) fn remove(&mut self, op: O) {
        if let Some(i) = self.map.remove(&op) {
            self.list[i] = None;
        }
    }
    pub(super) fn reverse(&mut self) {
        self.list.reverse();
        for (i, o) in self.list.iter().enumerate() {
            if let Some(o) = o {
                self.map.insert(*o, i);
            }
        }
    }
}

/// The driver's side of the rewriter's notifications: the worklist, and the strict mode's
/// set of operations allowed on it.
pub(super) struct Queue<P: PayloadRead> {
    scope: P::Op,
    pub(super) worklist: Worklist<P::Op>,
    strictness: Strictness,
    pub(super) allowed: FxHashSet<P::Op>,
}

impl<P: PayloadRead> Queue<P> {
    pub(super) fn new(scope: P::Op, strictness: Strictness) -> Self {
        Queue {
            scope,
            worklist: Worklist::new(),
            strictness,
            allowed: FxHashSet::default(),
        }
    }

    pub(super) fn push_single(&mut self, op: P::Op) {
        if self.strictness == Strictness::AnyOp || self.allowed.contains(&op) {
            self.worklist.push(op);
        }
    }

    /// Adds `op` and its ancestors up to the scope; nothing if `op` is outside it.
    pub(super) fn add(&mut self, payload: &P, op: P::Op) {
        let mut chain = vec![op];
        let mut cur = op;
        loop {
            match payload.parent_op(cur) {
                Some(p) if p == self.scope => {
                    for o in chain {
                        self.push_single(o);
                    }
                    return;
                }
                Some(p) => {
                    chain.push(p);
                    cur = p;
                }
                None => return,
            }
        }
    }
}

impl<P: PayloadRead> Listener<P> for Queue<P> {
    fn notify_inserted(&mut self, payload: &P, op: P::Op) {
        if self.strictness == Strictness::ExistingAndNewOps {
            self.allowed.insert(op);
        }
        self.add(payload, op);
    }
    fn notify_modified(&mut self, payload: &P, op: P::Op) {
        self.add(payload, op);
    }
    fn notify_erased(&mut self, payload: &P, op: P::Op, erased: &FxHashSet<P::Op>) {
        // Defining operations of operands left with at most one other user.
        for i in 0..payload.num_operands(op) {
            let v = payload.operand(op, i);
            let Some(def) = payload.defining_op(v) else {
                continue;
            };
            // A value defined by an operation already erased with this one has had its
            // uses dropped (MLIR leaves the operand null).
            if erased.contains(&def) {
                continue;
            }
            let mut other = None;
            let mut more = false;
            for (user, _) in payload.users(v) {
                if user == op || Some(user) == other || erased.contains(&user) {
                    continue;
                }
                if other.is_none() {
                    other = Some(user);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add(payload, def);
            }
        }
        self.worklist.remove(op);
        if self.strictness != Strictness::AnyOp {
            self.allowed.remove(&op);
        }
    }
}
