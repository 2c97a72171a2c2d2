//! The VM's registers: one small `Copy` value per slot ([`Reg`]), ranges held as spans of
//! element buffers ([`Ranges`]) that are cleared, not freed, between runs, so that matching
//! allocates nothing once the buffers have grown to the program's needs.

use crate::access::PayloadRead;
use crate::value::PdlValue;

/// Where a range's elements are in a [`Ranges`] buffer: `start..start + len`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(super) struct Span {
    pub start: u32,
    pub len: u32,
}

impl Span {
    #[inline]
    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.start as usize + self.len as usize
    }
}

/// What a slot holds: null, a handle, or a range of handles in a [`Ranges`] buffer.
pub(super) enum Reg<P: PayloadRead> {
    Null,
    Op(P::Op),
    Value(P::Value),
    Type(P::Type),
    Attr(P::Attr),
    Values(Span),
    Types(Span),
    Ops(Span),
}

impl<P: PayloadRead> Clone for Reg<P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P: PayloadRead> Copy for Reg<P> {}

impl<P: PayloadRead> Reg<P> {
    /// The operation held, if it is one.
    #[inline]
    pub fn op(self) -> Option<P::Op> {
        match self {
            Reg::Op(o) => Some(o),
            _ => None,
        }
    }

    /// Whether the slot holds a value (of any kind).
    #[inline]
    pub fn is_some(self) -> bool {
        !matches!(self, Reg::Null)
    }
}

/// The elements of the ranges registers refer to, one buffer per element kind.
pub(super) struct Ranges<P: PayloadRead> {
    pub values: Vec<P::Value>,
    pub types: Vec<P::Type>,
    pub ops: Vec<P::Op>,
}

impl<P: PayloadRead> Default for Ranges<P> {
    fn default() -> Self {
        Ranges {
            values: Vec::new(),
            types: Vec::new(),
            ops: Vec::new(),
        }
    }
}

/// Appends `items` to `buf`; the span they take.
#[inline]
fn push<T>(buf: &mut Vec<T>, items: impl IntoIterator<Item = T>) -> Span {
    let start = buf.len();
    buf.extend(items);
    Span {
        start: start as u32,
        len: (buf.len() - start) as u32,
    }
}

/// The elements of `s` in `buf` (none if the span is not in it).
#[inline]
pub(super) fn get<T>(buf: &[T], s: Span) -> &[T] {
    buf.get(s.range()).unwrap_or(&[])
}

/// Appends the elements of `s` in `buf` to `buf` (none if the span is not in it).
#[inline]
pub(super) fn extend_within<T: Copy>(buf: &mut Vec<T>, s: Span) {
    if s.range().end <= buf.len() {
        buf.extend_from_within(s.range());
    }
}

impl<P: PayloadRead> Ranges<P> {
    /// Forgets every range, keeping the memory.
    #[inline]
    pub fn clear(&mut self) {
        self.values.clear();
        self.types.clear();
        self.ops.clear();
    }

    #[inline]
    pub fn values(&self, s: Span) -> &[P::Value] {
        get(&self.values, s)
    }

    #[inline]
    pub fn types(&self, s: Span) -> &[P::Type] {
        get(&self.types, s)
    }

    #[inline]
    pub fn ops(&self, s: Span) -> &[P::Op] {
        get(&self.ops, s)
    }

    #[inline]
    pub fn push_values(&mut self, items: impl IntoIterator<Item = P::Value>) -> Span {
        push(&mut self.values, items)
    }

    #[inline]
    pub fn push_types(&mut self, items: impl IntoIterator<Item = P::Type>) -> Span {
        push(&mut self.types, items)
    }

    #[inline]
    pub fn push_ops(&mut self, items: impl IntoIterator<Item = P::Op>) -> Span {
        push(&mut self.ops, items)
    }

    /// The value a register holds, as native functions and users see it (ranges copied
    /// out); `None` for null.
    pub fn value(&self, r: Reg<P>) -> Option<PdlValue<P>> {
        Some(match r {
            Reg::Null => return None,
            Reg::Op(o) => PdlValue::Operation(o),
            Reg::Value(v) => PdlValue::Value(v),
            Reg::Type(t) => PdlValue::Type(t),
            Reg::Attr(a) => PdlValue::Attribute(a),
            Reg::Values(s) => PdlValue::ValueRange(self.values(s).to_vec()),
            Reg::Types(s) => PdlValue::TypeRange(self.types(s).to_vec()),
            Reg::Ops(s) => PdlValue::OperationRange(self.ops(s).to_vec()),
        })
    }

    /// A register holding `v`, its range's elements appended here.
    pub fn hold(&mut self, v: PdlValue<P>) -> Reg<P> {
        match v {
            PdlValue::Operation(o) => Reg::Op(o),
            PdlValue::Value(v) => Reg::Value(v),
            PdlValue::Type(t) => Reg::Type(t),
            PdlValue::Attribute(a) => Reg::Attr(a),
            PdlValue::ValueRange(r) => Reg::Values(self.push_values(r)),
            PdlValue::TypeRange(r) => Reg::Types(self.push_types(r)),
            PdlValue::OperationRange(r) => Reg::Ops(self.push_ops(r)),
        }
    }

    /// `r`, read in `from`, as a register of this buffer (its range's elements copied here).
    #[inline]
    pub fn copy_from(&mut self, from: &Ranges<P>, r: Reg<P>) -> Reg<P> {
        match r {
            Reg::Values(s) => Reg::Values(self.push_values(from.values(s).iter().copied())),
            Reg::Types(s) => Reg::Types(self.push_types(from.types(s).iter().copied())),
            Reg::Ops(s) => Reg::Ops(self.push_ops(from.ops(s).iter().copied())),
            other => other,
        }
    }
}
