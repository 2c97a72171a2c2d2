//! The IR's handles: small copyable names of what the [`Context`](super::Context) and the
//! [`Ir`](super::Ir) own (interned symbols, uniqued types and attributes, operations,
//! blocks, regions and values). They depend on nothing, so the context, the types and the
//! attributes can all name each other's handles without importing each other.

/// An interned identifier: an operation name, attribute name or symbol name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Symbol(pub(crate) u32);

impl Symbol {
    /// The index of this symbol in its context (stable for the context's lifetime).
    pub fn index(self) -> u32 {
        self.0
    }
}

/// A uniqued type: a handle into its [`Context`](super::Context). Equal types have equal
/// handles.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

/// A uniqued attribute: a handle into its [`Context`](super::Context). Equal attributes have
/// equal handles.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

/// An operation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpId(pub(crate) u32);

/// A block.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct BlockId(pub(crate) u32);

/// A region.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct RegionId(pub(crate) u32);

/// An SSA value: an operation result or a block argument.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Value(pub(crate) u32);

impl OpId {
    /// The arena index of this operation.
    pub fn index(self) -> u32 {
        self.0
    }
}

impl Value {
    /// The arena index of this value.
    pub fn index(self) -> u32 {
        self.0
    }
}
