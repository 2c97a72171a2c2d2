//! How transform operations are implemented, and what an implementation works with.
//!
//! Users implement operations in Rust as [`TransformOpImpl`]s and register them by
//! operation name in a [`Registry`] (MLIR's dialect extensions); the built-in operations
//! (`transform/ops`) are registered by name in a table of the same shape
//! (`Builtins`), consulted first. Either is applied with the whole [`Interpreter`] at hand
//! (handles, payload, nested blocks, diagnostics) and returns the payloads of its results
//! or a [`Failure`]. Write users' operations in generic form in scripts.
//!
//! This file is below the interpreter's engine (`interp.rs`) and the
//! built-in operations, so both depend on it and not on each other.

use std::collections::HashMap;

use super::diag::{Diag, DiagSink, Loc, Severity};
use super::script::{HandleId, HandleKind, Script, ScriptOp, ScriptOpId};
use super::state::{Mapped, TransformState};
use crate::access::PayloadWrite;

/// A failed transform: silenceable (a match that does not hold; the diagnostics are
/// reported only if nobody silences it) or definite (already reported).
pub enum Failure<P: crate::access::PayloadRead> {
    /// Recoverable; the diagnostics say why.
    Silenceable(Vec<Diag<P>>),
    /// Irrecoverable; already reported.
    Definite,
}

impl<P: crate::access::PayloadRead> Failure<P> {
    /// The message of a silenceable failure (MLIR's `getMessage`: each diagnostic's text
    /// followed by a line end).
    pub fn message(&self) -> String {
        match self {
            // Each diagnostic's text and a line end, as MLIR's `getMessage`.
            Failure::Silenceable(d) => d.iter().map(|d| format!("{}\n", d.message)).collect(),
            Failure::Definite => "definite failure".into(),
        }
    }
}

/// The outcome of applying a transform: the results' payloads, or a failure.
pub type Applied<P> = Result<Vec<Mapped<P>>, Failure<P>>;

/// Finds PDL matches for `transform.pdl_match`; pdl-codegen supplies the compiled patterns.
pub trait PdlMatcher<P: PayloadWrite> {
    /// The operations nested in `root` (root included, children first) that pattern `name`
    /// of the `transform.with_pdl_patterns` operation `container` matches, its rewrite
    /// applied; `None` if the container has no such pattern.
    fn find_matches(
        &self,
        payload: &mut P,
        container: crate::ir::OpId,
        name: &str,
        root: P::Op,
    ) -> Option<Vec<P::Op>>;
}

/// What the matcher trace reports (`--debug-matcher`; MLIR's `-debug-only=transform-matcher`).
pub enum TraceEvent<'e, P: crate::access::PayloadRead> {
    /// A matcher is about to be tried on an operation.
    Matching(P::Op),
    /// A matcher named sequence failed on the operation last reported.
    MatcherFailed {
        /// The matcher's name.
        matcher: &'e str,
        /// Why.
        message: String,
    },
    /// Something a custom matcher wants to say (e.g. which operand it rejected).
    Note(String),
}

/// Receives trace events.
pub type TraceFn<'a, P> = dyn FnMut(&P, TraceEvent<'_, P>) + 'a;

/// The interpreter of one script over one payload.
pub struct Interpreter<'a, P: PayloadWrite> {
    /// The script.
    pub script: &'a Script,
    /// The payload.
    pub payload: &'a mut P,
    /// Handles and extensions.
    pub state: TransformState<P>,
    pub(super) sink: &'a mut dyn DiagSink<P>,
    pub(super) registry: &'a Registry<P>,
    pub(super) pdl: Option<&'a dyn PdlMatcher<P>>,
    pub(super) trace: Option<&'a mut TraceFn<'a, P>>,
    pub(super) pdl_containers: Vec<ScriptOpId>,
    /// How many transform operations are being applied, each nested in the previous one.
    pub(super) depth: usize,
    /// The built-in operations, by name.
    pub(super) builtins: Builtins<P>,
}

/// A transform operation implemented in Rust.
///
/// `apply` returns one [`Mapped`] per result of the operation (fewer
/// means the rest are empty), a silenceable failure (a match that does not hold:
/// [`Interpreter::silenceable`]) or a definite one ([`Interpreter::definite`]).
pub trait TransformOpImpl<P: PayloadWrite> {
    /// Applies the operation `op` of the interpreter's script.
    fn apply(&self, it: &mut Interpreter<'_, P>, op: ScriptOpId) -> Applied<P>;
    /// The operands it consumes (invalidating the handles to their payload and to
    /// everything nested in it); none by default.
    fn consumed_operands(&self, _op: &ScriptOp) -> Vec<usize> {
        Vec::new()
    }
    /// Whether it may appear in a matcher (MLIR's `MatchOpInterface`); yes by default.
    fn is_match_op(&self) -> bool {
        true
    }
}

/// Operations implemented in Rust, by name.
pub struct Registry<P: PayloadWrite> {
    ops: HashMap<String, Box<dyn TransformOpImpl<P>>>,
}

impl<P: PayloadWrite> Default for Registry<P> {
    fn default() -> Self {
        Registry {
            ops: HashMap::new(),
        }
    }
}

impl<P: PayloadWrite> Registry<P> {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers `imp` for operations named `name` (replacing an earlier one).
    pub fn register(&mut self, name: &str, imp: impl TransformOpImpl<P> + 'static) -> &mut Self {
        self.ops.insert(name.to_string(), Box::new(imp));
        self
    }

    /// The implementation of `name`, if registered.
    pub fn get(&self, name: &str) -> Option<&dyn TransformOpImpl<P>> {
        self.ops.get(name).map(|b| b.as_ref())
    }
}

/// How a built-in operation is applied.
pub(crate) type OpFn<P> = fn(&mut Interpreter<'_, P>, ScriptOpId) -> Applied<P>;

/// A built-in operation: what a [`TransformOpImpl`] says, as plain data (a function
/// pointer), so the built-in table needs no `'static` payload.
pub(crate) struct Builtin<P: PayloadWrite> {
    /// Applies the operation.
    pub(crate) apply: OpFn<P>,
    /// Whether it may appear in a matcher (MLIR's `MatchOpInterface`).
    pub(crate) match_op: bool,
}

impl<P: PayloadWrite> Clone for Builtin<P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P: PayloadWrite> Copy for Builtin<P> {}

/// The built-in operations by name, consulted before the users' [`Registry`].
pub(crate) type Builtins<P> = HashMap<&'static str, Builtin<P>>;

impl<'a, P: PayloadWrite> Interpreter<'a, P> {
    /// Supplies compiled PDL patterns for `transform.pdl_match`.
    pub fn with_pdl(mut self, pdl: &'a dyn PdlMatcher<P>) -> Self {
        self.pdl = Some(pdl);
        self
    }

    /// Reports the matcher trace to `trace`.
    pub fn with_trace(mut self, trace: &'a mut TraceFn<'a, P>) -> Self {
        self.trace = Some(trace);
        self
    }

    // ----- diagnostics -----

    /// Emits a diagnostic now.
    pub fn emit(&mut self, d: Diag<P>) {
        self.sink.emit(self.payload, self.script, d);
    }

    /// A silenceable failure at transform op `op` (MLIR's `emitSilenceableError`).
    pub fn silenceable(&self, op: ScriptOpId, message: impl Into<String>) -> Failure<P> {
        Failure::Silenceable(vec![Diag::at(Severity::Error, Loc::Script(op), message)])
    }

    /// A definite failure at transform op `op`, reported now (MLIR's `emitDefiniteFailure`).
    pub fn definite(&mut self, op: ScriptOpId, message: impl Into<String>) -> Failure<P> {
        self.emit(Diag::at(Severity::Error, Loc::Script(op), message));
        Failure::Definite
    }

    /// A payload op as messages show it (MLIR's `<< *op`), as the sink prints it.
    pub fn describe_op(&self, op: P::Op) -> String {
        self.sink.print_op(self.payload, op)
    }

    /// A handle as messages show it (MLIR's `<< value`): the operation defining it, as the
    /// sink prints it, or MLIR's words for a block argument.
    pub fn describe_handle(&self, h: HandleId) -> String {
        let script = self.script;
        for (id, o) in script.ops.iter().enumerate() {
            if o.results.contains(&h) {
                return self.sink.print_script_op(self.payload, script, id);
            }
            for b in &o.regions {
                if let Some(i) = b.args.iter().position(|&a| a == h) {
                    let ty = script.handles.get(h as usize).map_or("", |x| x.ty.as_str());
                    return format!("<block argument> of type '{ty}' at index: {i}");
                }
            }
        }
        String::new()
    }

    /// Reports the trace event, if tracing.
    pub fn trace(&mut self, e: TraceEvent<'_, P>) {
        if let Some(t) = self.trace.as_mut() {
            t(self.payload, e);
        }
    }

    // ----- handles -----

    /// The payload ops of handle `h` (empty if not an op handle or not set).
    pub fn ops(&self, h: HandleId) -> Vec<P::Op> {
        match self.state.get(h) {
            Some(Mapped::Ops(v)) => v.clone(),
            _ => Vec::new(),
        }
    }

    /// The payload values of handle `h`.
    pub fn values(&self, h: HandleId) -> Vec<P::Value> {
        match self.state.get(h) {
            Some(Mapped::Values(v)) => v.clone(),
            _ => Vec::new(),
        }
    }

    /// The parameters of handle `h`.
    pub fn params(&self, h: HandleId) -> Vec<P::Attr> {
        match self.state.get(h) {
            Some(Mapped::Params(v)) => v.clone(),
            _ => Vec::new(),
        }
    }

    /// What `h` is associated with (an empty list of its kind if nothing).
    pub fn mapped(&self, h: HandleId) -> Mapped<P> {
        match self.state.get(h) {
            Some(m) => m.clone(),
            None => self.empty(h),
        }
    }

    /// An empty association of `h`'s kind.
    pub fn empty(&self, h: HandleId) -> Mapped<P> {
        match self.script.handles.get(h as usize).map(|x| x.kind) {
            Some(HandleKind::Value) => Mapped::Values(Vec::new()),
            Some(HandleKind::Param) => Mapped::Params(Vec::new()),
            _ => Mapped::Ops(Vec::new()),
        }
    }

    /// An `N : i64` parameter.
    pub fn i64_param(&mut self, n: i64) -> Option<P::Attr> {
        self.payload.get_attr(&format!("{n} : i64"))
    }

    /// An `N : i32` parameter.
    pub fn i32_param(&mut self, n: i64) -> Option<P::Attr> {
        self.payload.get_attr(&format!("{n} : i32"))
    }

    /// Whether `anc` is `op` or one of its ancestors.
    pub fn is_ancestor(&self, anc: P::Op, op: P::Op) -> bool {
        let mut cur = Some(op);
        let mut steps = 0usize;
        while let Some(o) = cur {
            if o == anc {
                return true;
            }
            steps += 1;
            if steps > 1_000_000 {
                return false;
            }
            cur = self.payload.parent_op(o);
        }
        false
    }

    /// Erases a payload op (and everything in it) and drops it from every handle, as
    /// MLIR's tracking rewriter does. Its results must be unused.
    pub fn erase_payload_op(&mut self, op: P::Op) {
        for o in self.payload.nested_ops(op, true) {
            self.state.drop_op(o);
        }
        self.payload.erase_op(op);
    }

    /// Applies `op` with the user extension registered under its name, or fails definitely
    /// when there is none: how an operation that is not built in is applied.
    pub(crate) fn apply_extension(&mut self, op: ScriptOpId) -> Applied<P> {
        let name = self.script.op(op).name.as_str();
        let registry = self.registry();
        match registry.get(name) {
            Some(ext) => ext.apply(self, op),
            None => {
                let msg = format!("'{name}' is not a transform operation this interpreter knows (register it as an extension)");
                Err(self.definite(op, msg))
            }
        }
    }

    /// The innermost `transform.with_pdl_patterns` being applied.
    pub(crate) fn pdl_container(&self) -> Option<ScriptOpId> {
        self.pdl_containers.last().copied()
    }

    pub(crate) fn push_pdl_container(&mut self, op: ScriptOpId) {
        self.pdl_containers.push(op);
    }

    pub(crate) fn pop_pdl_container(&mut self) {
        self.pdl_containers.pop();
    }

    pub(crate) fn pdl_matcher(&self) -> Option<&'a dyn PdlMatcher<P>> {
        self.pdl
    }

    pub(crate) fn registry(&self) -> &'a Registry<P> {
        self.registry
    }
}
