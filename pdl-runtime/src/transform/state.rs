//! The transform state (seed 004): what each handle is associated with, which handles were
//! invalidated (and by what), and the extensions users attach to the state.

use std::any::Any;

use super::script::{HandleId, ScriptOpId};
use crate::access::PayloadRead;

/// What a handle is associated with.
pub enum Mapped<P: PayloadRead> {
    /// Payload operations.
    Ops(Vec<P::Op>),
    /// Payload values.
    Values(Vec<P::Value>),
    /// Parameters.
    Params(Vec<P::Attr>),
}

impl<P: PayloadRead> Clone for Mapped<P> {
    fn clone(&self) -> Self {
        match self {
            Mapped::Ops(v) => Mapped::Ops(v.clone()),
            Mapped::Values(v) => Mapped::Values(v.clone()),
            Mapped::Params(v) => Mapped::Params(v.clone()),
        }
    }
}

impl<P: PayloadRead> std::fmt::Debug for Mapped<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Mapped::Ops(v) => write!(f, "Ops({v:?})"),
            Mapped::Values(v) => write!(f, "Values({v:?})"),
            Mapped::Params(v) => write!(f, "Params({v:?})"),
        }
    }
}

impl<P: PayloadRead> Mapped<P> {
    /// How many entities.
    pub fn len(&self) -> usize {
        match self {
            Mapped::Ops(v) => v.len(),
            Mapped::Values(v) => v.len(),
            Mapped::Params(v) => v.len(),
        }
    }
    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Why a handle can no longer be used: a transform op consumed a handle to `ancestor`, and
/// this handle pointed to `nested` (the same op or one inside it).
pub struct Invalidation<P: PayloadRead> {
    /// The consuming transform operation.
    pub consumer: ScriptOpId,
    /// Which of its operands it consumed.
    pub operand: usize,
    /// The payload op the consumed handle pointed to.
    pub ancestor: P::Op,
    /// The payload op this handle pointed to.
    pub nested: P::Op,
}

/// A user extension of the transform state (seed 004): extra data kept for the duration
/// of the interpretation, notified when a handle is associated with payload.
pub trait StateExtension<P: PayloadRead> {
    /// A handle was (re)associated.
    fn notify_set(&mut self, _handle: HandleId, _mapped: &Mapped<P>) {}
    /// The extension as `Any`, to find it by type.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

/// The mapping from handles to payload.
pub struct TransformState<P: PayloadRead> {
    mapping: Vec<Option<Mapped<P>>>,
    invalidated: Vec<Option<Invalidation<P>>>,
    extensions: Vec<Box<dyn StateExtension<P>>>,
}

impl<P: PayloadRead> TransformState<P> {
    /// An empty state for a script of `handles` handles.
    pub fn new(handles: usize) -> Self {
        TransformState {
            mapping: (0..handles).map(|_| None).collect(),
            invalidated: (0..handles).map(|_| None).collect(),
            extensions: Vec::new(),
        }
    }

    /// What `h` is associated with, if anything.
    pub fn get(&self, h: HandleId) -> Option<&Mapped<P>> {
        self.mapping.get(h as usize).and_then(|m| m.as_ref())
    }

    /// Associates `h`; notifies the extensions.
    pub fn set(&mut self, h: HandleId, m: Mapped<P>) {
        for e in &mut self.extensions {
            e.notify_set(h, &m);
        }
        if let Some(slot) = self.mapping.get_mut(h as usize) {
            *slot = Some(m);
        }
        if let Some(slot) = self.invalidated.get_mut(h as usize) {
            *slot = None;
        }
    }

    /// Forgets `h` (its mapping and invalidation), as leaving its region does.
    pub fn forget(&mut self, h: HandleId) {
        if let Some(slot) = self.mapping.get_mut(h as usize) {
            *slot = None;
        }
        if let Some(slot) = self.invalidated.get_mut(h as usize) {
            *slot = None;
        }
    }

    /// Why `h` is invalid, if it is.
    pub fn invalidation(&self, h: HandleId) -> Option<&Invalidation<P>> {
        self.invalidated.get(h as usize).and_then(|i| i.as_ref())
    }

    /// Marks `h` invalid (the first reason is kept).
    pub fn invalidate(&mut self, h: HandleId, why: Invalidation<P>) {
        if let Some(slot) = self.invalidated.get_mut(h as usize) {
            if slot.is_none() {
                *slot = Some(why);
            }
        }
    }

    /// Every handle currently associated, with its payload.
    pub fn mapped(&self) -> impl Iterator<Item = (HandleId, &Mapped<P>)> {
        self.mapping
            .iter()
            .enumerate()
            .filter_map(|(i, m)| m.as_ref().map(|m| (i as HandleId, m)))
    }

    /// Removes `op` from every handle (it was erased): MLIR's tracking listener.
    pub fn drop_op(&mut self, op: P::Op) {
        for m in self.mapping.iter_mut().flatten() {
            if let Mapped::Ops(v) = m {
                v.retain(|&o| o != op);
            }
        }
    }

    /// Attaches an extension (one per type: a second one of a type replaces the first).
    pub fn add_extension<E: StateExtension<P> + 'static>(&mut self, ext: E) {
        self.extensions
            .retain_mut(|e| e.as_any_mut().downcast_mut::<E>().is_none());
        self.extensions.push(Box::new(ext));
    }

    /// The extension of type `E`, if attached.
    pub fn extension_mut<E: StateExtension<P> + 'static>(&mut self) -> Option<&mut E> {
        self.extensions
            .iter_mut()
            .find_map(|e| e.as_any_mut().downcast_mut::<E>())
    }

    /// Detaches the extension of type `E`.
    pub fn remove_extension<E: StateExtension<P> + 'static>(&mut self) {
        self.extensions
            .retain_mut(|e| e.as_any_mut().downcast_mut::<E>().is_none());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Ir, OpId};

    struct Log(Vec<HandleId>);
    impl StateExtension<Ir> for Log {
        fn notify_set(&mut self, h: HandleId, _m: &Mapped<Ir>) {
            self.0.push(h);
        }
        fn as_any_mut(&mut self) -> &mut dyn Any {
            self
        }
    }

    #[test]
    fn mappings_invalidation_and_extensions() {
        let ir = Ir::new();
        let root: OpId = ir.root();
        let mut s = TransformState::<Ir>::new(3);
        s.add_extension(Log(Vec::new()));
        s.set(0, Mapped::Ops(vec![root]));
        s.set(1, Mapped::Ops(vec![root, root]));
        assert_eq!(s.get(1).map(Mapped::len), Some(2));
        s.invalidate(
            1,
            Invalidation {
                consumer: 0,
                operand: 0,
                ancestor: root,
                nested: root,
            },
        );
        assert!(s.invalidation(1).is_some());
        // A new association makes the handle valid again (a new iteration of its region).
        s.set(1, Mapped::Ops(Vec::new()));
        assert!(s.invalidation(1).is_none());
        s.drop_op(root);
        assert_eq!(s.get(0).map(Mapped::len), Some(0));
        s.forget(0);
        assert!(s.get(0).is_none());
        assert_eq!(
            s.extension_mut::<Log>().map(|l| l.0.clone()),
            Some(vec![0, 1, 1])
        );
        s.remove_extension::<Log>();
        assert!(s.extension_mut::<Log>().is_none());
    }
}
