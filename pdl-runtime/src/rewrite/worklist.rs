//! The greedy driver's worklist (MLIR's: LIFO, each operation at most once, O(1) removal)
//! and the queue that fills it from the rewriter's notifications.

use rustc_hash::{FxHashMap, FxHashSet};

use super::rewriter::{ErasedSet, Listener};
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
///
/// Where the payload numbers its operations densely ([`PayloadRead::op_index`]), an
/// operation's position is kept in a slot addressed by that index: no hashing on the hot
/// path. Otherwise positions are kept in a hash map.
pub(super) struct Worklist<P: PayloadRead> {
    list: Vec<Option<P::Op>>,
    /// Per dense operation index: its position in `list` plus one (0: not queued).
    slots: Vec<u32>,
    /// Positions by operation, for payloads without dense indices.
    map: FxHashMap<P::Op, usize>,
    /// Operations queued.
    len: usize,
}

impl<P: PayloadRead> Worklist<P> {
    pub(super) fn new() -> Self {
        Worklist {
            list: Vec::new(),
            slots: Vec::new(),
            map: FxHashMap::default(),
            len: 0,
        }
    }
    pub(super) fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub(super) fn clear(&mut self) {
        self.list.clear();
        self.slots.fill(0);
        self.map.clear();
        self.len = 0;
    }
    /// Room for `n` more operations without growing.
    pub(super) fn reserve(&mut self, n: usize) {
        self.list.reserve(n);
    }
    /// The position of `op` in `list`, if queued.
    fn position(&self, payload: &P, op: P::Op) -> Option<usize> {
        match payload.op_index(op) {
            Some(i) => match self.slots.get(i) {
                Some(&p) if p > 0 => Some(p as usize - 1),
                _ => None,
            },
            None => self.map.get(&op).copied(),
        }
    }
    /// Records that `op` is at `position` (`None`: not queued).
    fn set_position(&mut self, payload: &P, op: P::Op, position: Option<usize>) {
        match payload.op_index(op) {
            Some(i) => {
                if i >= self.slots.len() {
                    self.slots.resize(i + 1, 0);
                }
                self.slots[i] = position.map_or(0, |p| p as u32 + 1);
            }
            None => {
                match position {
                    Some(p) => self.map.insert(op, p),
                    None => self.map.remove(&op),
                };
            }
        }
    }
    pub(super) fn push(&mut self, payload: &P, op: P::Op) {
        if self.position(payload, op).is_none() {
            self.set_position(payload, op, Some(self.list.len()));
            self.list.push(Some(op));
            self.len += 1;
        }
    }
    pub(super) fn pop(&mut self, payload: &P) -> Option<P::Op> {
        while let Some(top) = self.list.pop() {
            if let Some(op) = top {
                self.set_position(payload, op, None);
                self.len -= 1;
                return Some(op);
            }
        }
        None
    }
    pub(super) fn remove(&mut self, payload: &P, op: P::Op) {
        if let Some(i) = self.position(payload, op) {
            self.set_position(payload, op, None);
            self.list[i] = None;
            self.len -= 1;
        }
    }
    pub(super) fn reverse(&mut self, payload: &P) {
        self.list.reverse();
        for i in 0..self.list.len() {
            if let Some(o) = self.list[i] {
                self.set_position(payload, o, Some(i));
            }
        }
    }
}

/// The driver's side of the rewriter's notifications: the worklist, and the strict mode's
/// set of operations allowed on it.
pub(super) struct Queue<P: PayloadRead> {
    scope: P::Op,
    pub(super) worklist: Worklist<P>,
    strictness: Strictness,
    pub(super) allowed: FxHashSet<P::Op>,
    /// The chain of ancestors [`Queue::add`] walks (kept to reuse its allocation).
    chain: Vec<P::Op>,
}

impl<P: PayloadRead> Queue<P> {
    /// The operation whose regions the driver rewrites.
    pub(super) fn scope(&self) -> P::Op {
        self.scope
    }

    pub(super) fn new(scope: P::Op, strictness: Strictness) -> Self {
        Queue {
            scope,
            worklist: Worklist::new(),
            strictness,
            allowed: FxHashSet::default(),
            chain: Vec::new(),
        }
    }

    pub(super) fn push_single(&mut self, payload: &P, op: P::Op) {
        if self.strictness == Strictness::AnyOp || self.allowed.contains(&op) {
            self.worklist.push(payload, op);
        }
    }

    /// Adds `op` and its ancestors up to the scope; nothing if `op` is outside it.
    pub(super) fn add(&mut self, payload: &P, op: P::Op) {
        self.add_below(payload, op, payload.parent_op(op));
    }

    /// [`Queue::add`] for an operation whose parent is known (`parent`, as
    /// [`PayloadRead::parent_op`] gives it); whether `op` is inside the scope (and so was
    /// offered to the worklist with its ancestors).
    pub(super) fn add_below(&mut self, payload: &P, op: P::Op, parent: Option<P::Op>) -> bool {
        match parent {
            // The common case: no chain to gather.
            Some(p) if p == self.scope => {
                self.push_single(payload, op);
                return true;
            }
            None => return false,
            Some(_) => {}
        }
        let mut chain = std::mem::take(&mut self.chain);
        chain.clear();
        chain.push(op);
        let mut up = parent;
        let inside = loop {
            match up {
                Some(p) if p == self.scope => {
                    for &o in &chain {
                        self.push_single(payload, o);
                    }
                    break true;
                }
                Some(p) => {
                    chain.push(p);
                    up = payload.parent_op(p);
                }
                None => break false,
            }
        };
        self.chain = chain;
        inside
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
    fn notify_erased(&mut self, payload: &P, op: P::Op, erased: &ErasedSet<P::Op>) {
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
        self.worklist.remove(payload, op);
        if self.strictness != Strictness::AnyOp {
            self.allowed.remove(&op);
        }
    }
}
