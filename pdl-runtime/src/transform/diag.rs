//! Diagnostics of the transform interpreter: remarks, warnings and errors at a transform
//! operation, a handle's definition or a payload entity, with notes, as MLIR reports them.
//! The interpreter hands them to a [`DiagSink`] as they happen; rendering them (with source
//! lines, or MLIR's "see current operation" notes) is the sink's business.

use super::script::{HandleId, Script, ScriptOpId};
use crate::access::PayloadRead;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// `error`.
    Error,
    /// `warning`.
    Warning,
    /// `remark`.
    Remark,
}

impl Severity {
    /// MLIR's spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
        }
    }
}

/// Where a diagnostic or note points.
pub enum Loc<P: PayloadRead> {
    /// A transform operation.
    Script(ScriptOpId),
    /// Where a transform value is defined.
    Handle(HandleId),
    /// A payload operation.
    Payload(P::Op),
    /// A payload value (its defining operation, or its block's parent for an argument).
    PayloadValue(P::Value),
}

impl<P: PayloadRead> Clone for Loc<P> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<P: PayloadRead> Copy for Loc<P> {}

impl<P: PayloadRead> PartialEq for Loc<P> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Loc::Script(a), Loc::Script(b)) => a == b,
            (Loc::Handle(a), Loc::Handle(b)) => a == b,
            (Loc::Payload(a), Loc::Payload(b)) => a == b,
            (Loc::PayloadValue(a), Loc::PayloadValue(b)) => a == b,
            _ => false,
        }
    }
}

impl<P: PayloadRead> std::fmt::Debug for Loc<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Loc::Script(o) => write!(f, "Script({o})"),
            Loc::Handle(h) => write!(f, "Handle({h})"),
            Loc::Payload(o) => write!(f, "Payload({o:?})"),
            Loc::PayloadValue(v) => write!(f, "PayloadValue({v:?})"),
        }
    }
}

/// A note attached to a diagnostic.
#[derive(Debug)]
pub enum Note<P: PayloadRead> {
    /// `note: message` at a location.
    Text(Loc<P>, String),
    /// MLIR's `see current operation: <the operation, printed>` for a diagnostic emitted
    /// on an operation.
    CurrentOp(Loc<P>),
}

impl<P: PayloadRead> Clone for Note<P> {
    fn clone(&self) -> Self {
        match self {
            Note::Text(l, m) => Note::Text(*l, m.clone()),
            Note::CurrentOp(l) => Note::CurrentOp(*l),
        }
    }
}

/// A diagnostic.
#[derive(Debug)]
pub struct Diag<P: PayloadRead> {
    /// Severity.
    pub severity: Severity,
    /// Where.
    pub loc: Loc<P>,
    /// What.
    pub message: String,
    /// Related places.
    pub notes: Vec<Note<P>>,
}

impl<P: PayloadRead> Clone for Diag<P> {
    fn clone(&self) -> Self {
        Diag {
            severity: self.severity,
            loc: self.loc,
            message: self.message.clone(),
            notes: self.notes.clone(),
        }
    }
}

impl<P: PayloadRead> Diag<P> {
    /// A diagnostic at a location (MLIR's `emitError(loc)`): no operation is printed.
    pub fn at(severity: Severity, loc: Loc<P>, message: impl Into<String>) -> Self {
        Diag {
            severity,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A diagnostic emitted on an operation (MLIR's `op->emitError()`): it ends with a
    /// "see current operation" note.
    pub fn on_op(severity: Severity, loc: Loc<P>, message: impl Into<String>) -> Self {
        let mut d = Self::at(severity, loc, message);
        d.notes.push(Note::CurrentOp(loc));
        d
    }

    /// Adds a note.
    pub fn note(mut self, loc: Loc<P>, message: impl Into<String>) -> Self {
        self.notes.push(Note::Text(loc, message.into()));
        self
    }
}

/// Receives the interpreter's diagnostics as they are emitted.
pub trait DiagSink<P: PayloadRead> {
    /// One diagnostic; `payload` is the payload as it is at that moment.
    fn emit(&mut self, payload: &P, script: &Script, diag: Diag<P>);
    /// A payload operation as a message shows it (MLIR's `<< *op`); by default its name.
    fn print_op(&self, payload: &P, op: P::Op) -> String {
        payload.name_str(payload.op_name(op)).to_string()
    }
    /// A transform operation as a message shows it (MLIR's `<< *op`, and `<< value` for a
    /// handle an operation defines); by default its name.
    fn print_script_op(&self, _payload: &P, script: &Script, op: ScriptOpId) -> String {
        script
            .ops
            .get(op)
            .map_or_else(String::new, |o| o.name.clone())
    }
}

/// A sink that keeps the diagnostics (for tests and for callers that render later).
pub struct Collect<P: PayloadRead>(pub Vec<Diag<P>>);

impl<P: PayloadRead> Default for Collect<P> {
    fn default() -> Self {
        Collect(Vec::new())
    }
}

impl<P: PayloadRead> DiagSink<P> for Collect<P> {
    fn emit(&mut self, _payload: &P, _script: &Script, diag: Diag<P>) {
        self.0.push(diag);
    }
}
