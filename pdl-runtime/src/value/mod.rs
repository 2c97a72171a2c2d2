//! The PDL value model, shared by the bytecode VM, the code generated for compiled pattern
//! sets and the rewriter: the [`Kind`]s of PDL values and the values themselves
//! ([`PdlValue`]), the registry of native functions with their signatures ([`Natives`],
//! [`Signature`], called with a [`NativeCx`] or a rewriter), and the tracing of a matcher's
//! branches ([`Tracer`], [`NoTrace`], [`Branch`]).
//!
//! It sits below every back end, so that none of them has to import another to name a
//! value, a native function or a tracer.

mod natives;
mod trace;

pub(crate) use natives::builtin_attrs;
pub use natives::{
    Constraint, ConstraintFn, NativeCx, NativeResult, Natives, Rewrite, RewriteFn, Signature,
};
pub use trace::{Branch, NoTrace, Tracer};

use std::fmt;

use crate::access::PayloadRead;

/// The kind of a PDL value (and of a VM slot holding one), as PDL types it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `!pdl.operation`
    Operation,
    /// `!pdl.value`
    Value,
    /// `!pdl.range<value>`
    ValueRange,
    /// `!pdl.type`
    Type,
    /// `!pdl.range<type>`
    TypeRange,
    /// `!pdl.attribute`
    Attribute,
    /// `!pdl.range<operation>`
    OperationRange,
}

impl Kind {
    /// MLIR's spelling of the kind.
    pub fn mlir(self) -> &'static str {
        match self {
            Kind::Operation => "!pdl.operation",
            Kind::Value => "!pdl.value",
            Kind::ValueRange => "!pdl.range<value>",
            Kind::Type => "!pdl.type",
            Kind::TypeRange => "!pdl.range<type>",
            Kind::Attribute => "!pdl.attribute",
            Kind::OperationRange => "!pdl.range<operation>",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mlir())
    }
}

/// A value passed to or returned by a native function.
pub enum PdlValue<P: PayloadRead> {
    /// An operation.
    Operation(P::Op),
    /// A value.
    Value(P::Value),
    /// A type.
    Type(P::Type),
    /// An attribute.
    Attribute(P::Attr),
    /// A range of values.
    ValueRange(Vec<P::Value>),
    /// A range of types.
    TypeRange(Vec<P::Type>),
    /// A range of operations.
    OperationRange(Vec<P::Op>),
}

impl<P: PayloadRead> PdlValue<P> {
    /// The kind of the value.
    pub fn kind(&self) -> Kind {
        match self {
            PdlValue::Operation(_) => Kind::Operation,
            PdlValue::Value(_) => Kind::Value,
            PdlValue::Type(_) => Kind::Type,
            PdlValue::Attribute(_) => Kind::Attribute,
            PdlValue::ValueRange(_) => Kind::ValueRange,
            PdlValue::TypeRange(_) => Kind::TypeRange,
            PdlValue::OperationRange(_) => Kind::OperationRange,
        }
    }

    /// The operation, if it is one.
    pub fn as_op(&self) -> Option<P::Op> {
        match self {
            PdlValue::Operation(o) => Some(*o),
            _ => None,
        }
    }

    /// The value, if it is one.
    pub fn as_value(&self) -> Option<P::Value> {
        match self {
            PdlValue::Value(v) => Some(*v),
            _ => None,
        }
    }

    /// The type, if it is one.
    pub fn as_type(&self) -> Option<P::Type> {
        match self {
            PdlValue::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// The attribute, if it is one.
    pub fn as_attr(&self) -> Option<P::Attr> {
        match self {
            PdlValue::Attribute(a) => Some(*a),
            _ => None,
        }
    }

    /// The values, if it is a value range.
    pub fn as_values(&self) -> Option<&[P::Value]> {
        match self {
            PdlValue::ValueRange(v) => Some(v),
            _ => None,
        }
    }

    /// The types, if it is a type range.
    pub fn as_types(&self) -> Option<&[P::Type]> {
        match self {
            PdlValue::TypeRange(v) => Some(v),
            _ => None,
        }
    }
}

impl<P: PayloadRead> Clone for PdlValue<P> {
    fn clone(&self) -> Self {
        match self {
            PdlValue::Operation(o) => PdlValue::Operation(*o),
            PdlValue::Value(v) => PdlValue::Value(*v),
            PdlValue::Type(t) => PdlValue::Type(*t),
            PdlValue::Attribute(a) => PdlValue::Attribute(*a),
            PdlValue::ValueRange(v) => PdlValue::ValueRange(v.clone()),
            PdlValue::TypeRange(v) => PdlValue::TypeRange(v.clone()),
            PdlValue::OperationRange(v) => PdlValue::OperationRange(v.clone()),
        }
    }
}

impl<P: PayloadRead> PartialEq for PdlValue<P> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (PdlValue::Operation(a), PdlValue::Operation(b)) => a == b,
            (PdlValue::Value(a), PdlValue::Value(b)) => a == b,
            (PdlValue::Type(a), PdlValue::Type(b)) => a == b,
            (PdlValue::Attribute(a), PdlValue::Attribute(b)) => a == b,
            (PdlValue::ValueRange(a), PdlValue::ValueRange(b)) => a == b,
            (PdlValue::TypeRange(a), PdlValue::TypeRange(b)) => a == b,
            (PdlValue::OperationRange(a), PdlValue::OperationRange(b)) => a == b,
            _ => false,
        }
    }
}

impl<P: PayloadRead> fmt::Debug for PdlValue<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PdlValue::Operation(o) => write!(f, "Operation({o:?})"),
            PdlValue::Value(v) => write!(f, "Value({v:?})"),
            PdlValue::Type(t) => write!(f, "Type({t:?})"),
            PdlValue::Attribute(a) => write!(f, "Attribute({a:?})"),
            PdlValue::ValueRange(v) => write!(f, "ValueRange({v:?})"),
            PdlValue::TypeRange(v) => write!(f, "TypeRange({v:?})"),
            PdlValue::OperationRange(v) => write!(f, "OperationRange({v:?})"),
        }
    }
}
