//! The PDLL type system the parser checks as it reads, as `mlir-pdll` does (its parser
//! types every expression and declaration on the spot): the types, their names in messages,
//! refinement of constraint types, implicit conversions, and the scopes of declarations.

use std::collections::HashMap;
use std::fmt;

use crate::diag::Span;

/// The type of a PDLL expression or declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Ty {
    /// `Attr`.
    Attr,
    /// `Op`, or `Op<dialect.name>`.
    Op(Option<String>),
    /// `Type`.
    Type,
    /// `TypeRange`.
    TypeRange,
    /// `Value`.
    Value,
    /// `ValueRange`.
    ValueRange,
    /// `Tuple<name: T, ...>` (unnamed elements have an empty name).
    Tuple(Vec<(String, Ty)>),
    /// A reference to a constraint.
    Constraint,
    /// A reference to a rewrite.
    Rewrite,
    /// Not known here (names from `#include`d files, ODS operations): converts to anything
    /// and is never reported.
    Unknown,
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::Attr => f.write_str("Attr"),
            Ty::Op(None) => f.write_str("Op"),
            Ty::Op(Some(n)) => write!(f, "Op<{n}>"),
            Ty::Type => f.write_str("Type"),
            Ty::TypeRange => f.write_str("TypeRange"),
            Ty::Value => f.write_str("Value"),
            Ty::ValueRange => f.write_str("ValueRange"),
            Ty::Constraint => f.write_str("Constraint"),
            Ty::Rewrite => f.write_str("Rewrite"),
            Ty::Unknown => f.write_str("<unknown>"),
            Ty::Tuple(elems) => {
                f.write_str("Tuple<")?;
                for (i, (name, ty)) in elems.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    if !name.is_empty() {
                        write!(f, "{name}: ")?;
                    }
                    write!(f, "{ty}")?;
                }
                f.write_str(">")
            }
        }
    }
}

impl Ty {
    /// The more refined of two compatible types (`Op` and `Op<x>` give `Op<x>`), or `None`
    /// when they conflict (MLIR's `Type::refineWith`).
    pub(super) fn refine(&self, other: &Ty) -> Option<Ty> {
        match (self, other) {
            (Ty::Unknown, t) | (t, Ty::Unknown) => Some(t.clone()),
            (a, b) if a == b => Some(a.clone()),
            (Ty::Op(_), Ty::Op(None)) => Some(self.clone()),
            (Ty::Op(None), Ty::Op(_)) => Some(other.clone()),
            _ => None,
        }
    }

    /// Whether an expression of this type converts implicitly to `to` (MLIR's
    /// `convertExpressionTo`); `in_rewrite`: tuples convert to ranges only in a rewrite.
    pub(super) fn converts_to(&self, to: &Ty, in_rewrite: bool) -> bool {
        match (self, to) {
            (Ty::Unknown, _) | (_, Ty::Unknown) => true,
            (a, b) if a == b => true,
            (Ty::Op(_), Ty::Op(name)) => name.is_none(),
            (Ty::Op(_), Ty::Value | Ty::ValueRange) => true,
            (Ty::Value | Ty::ValueRange, Ty::Value | Ty::ValueRange) => true,
            (Ty::Type | Ty::TypeRange, Ty::Type | Ty::TypeRange) => true,
            (Ty::Tuple(from), Ty::Tuple(into)) => {
                from.len() == into.len()
                    && from
                        .iter()
                        .zip(into)
                        .all(|((_, a), (_, b))| a.converts_to(b, in_rewrite))
            }
            (Ty::Tuple(elems), Ty::ValueRange) if in_rewrite => elems
                .iter()
                .all(|(_, t)| matches!(t, Ty::Value | Ty::ValueRange | Ty::Op(_) | Ty::Unknown)),
            (Ty::Tuple(elems), Ty::TypeRange) if in_rewrite => elems
                .iter()
                .all(|(_, t)| matches!(t, Ty::Type | Ty::TypeRange | Ty::Unknown)),
            _ => false,
        }
    }
}

/// The signature of a constraint or rewrite.
#[derive(Clone, Debug)]
pub(super) struct Sig {
    /// The types of its arguments.
    pub(super) inputs: Vec<Ty>,
    /// Its result type (`Tuple<>` for none).
    pub(super) result: Ty,
    /// Whether it is native (declared without a PDLL body).
    pub(super) native: bool,
    /// Where it is declared (its name).
    pub(super) span: Span,
}

/// What a name in scope is.
#[derive(Clone, Debug)]
pub(super) enum Entry {
    /// A variable, of this type.
    Var(Ty),
    /// A constraint.
    Constraint(Sig),
    /// A rewrite.
    Rewrite(Sig),
    /// A pattern.
    Pattern,
}

/// Nested scopes of declarations: the module's, then one per body and signature.
#[derive(Default)]
pub(super) struct Scopes {
    stack: Vec<HashMap<String, (Entry, Span)>>,
}

impl Scopes {
    /// Opens a scope.
    pub(super) fn push(&mut self) {
        self.stack.push(HashMap::new());
    }

    /// Closes the innermost scope, returning it.
    pub(super) fn pop(&mut self) -> HashMap<String, (Entry, Span)> {
        self.stack.pop().unwrap_or_default()
    }

    /// Reopens a scope closed with [`Scopes::pop`] (a signature's, for its body).
    pub(super) fn reopen(&mut self, scope: HashMap<String, (Entry, Span)>) {
        self.stack.push(scope);
    }

    /// What `name` is, from the innermost scope out, with where it was defined.
    pub(super) fn lookup(&self, name: &str) -> Option<&(Entry, Span)> {
        self.stack.iter().rev().find_map(|s| s.get(name))
    }

    /// Defines `name` in the innermost scope (the caller checks it is new).
    pub(super) fn define(&mut self, name: &str, entry: Entry, span: Span) {
        if let Some(s) = self.stack.last_mut() {
            s.insert(name.to_string(), (entry, span));
        }
    }
}
