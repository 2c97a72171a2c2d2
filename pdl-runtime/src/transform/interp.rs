//! The interpreter: applies transform operations one by one over the payload, with MLIR's
//! failure semantics (success, silenceable failure carrying its diagnostics, definite
//! failure already reported) and its handle invalidation checks.

use super::diag::{Diag, DiagSink, Loc, Severity};
use super::ext::Registry;
use super::script::{HandleId, HandleKind, Script, ScriptBlock, ScriptOpId};
use super::state::{Invalidation, Mapped, TransformState};
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
    sink: &'a mut dyn DiagSink<P>,
    registry: &'a Registry<P>,
    pdl: Option<&'a dyn PdlMatcher<P>>,
    trace: Option<&'a mut TraceFn<'a, P>>,
    pdl_containers: Vec<ScriptOpId>,
    /// How many transform operations are being applied, each nested in the previous one.
    depth: usize,
}

/// How deeply transform operations may nest while they are applied (a region in a region,
/// or a named sequence included by one that is included...): the interpreter recurses on
/// the Rust stack once per level, so deeper scripts get a located error, not a stack
/// overflow. The text reader lets regions nest as deeply.
pub const MAX_NESTING: usize = 256;

impl<'a, P: PayloadWrite> Interpreter<'a, P> {
    /// An interpreter of `script` over `payload`.
    pub fn new(
        script: &'a Script,
        payload: &'a mut P,
        sink: &'a mut dyn DiagSink<P>,
        registry: &'a Registry<P>,
    ) -> Self {
        Interpreter {
            state: TransformState::new(script.handles.len()),
            script,
            payload,
            sink,
            registry,
            pdl: None,
            trace: None,
            pdl_containers: Vec::new(),
            depth: 0,
        }
    }

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

    // ----- applying -----

    /// The operands `op` consumes (as its effects declare).
    pub fn consumed_operands(&self, op: ScriptOpId) -> Vec<usize> {
        consumed_operands(self.script, self.registry, op)
    }

    /// Whether `op` may appear in a matcher (MLIR's `MatchOpInterface`).
    pub fn is_match_op(&self, op: ScriptOpId) -> bool {
        let name = self.script.op(op).name.as_str();
        match name {
            "transform.annotate"
            | "transform.test_consume_operand"
            | "transform.foreach_match"
            | "transform.sequence"
            | "transform.with_pdl_patterns"
            | "transform.pdl_match"
            | "transform.get_consumers_of_result"
            | "transform.get_result"
            | "transform.select" => false,
            n if n.starts_with("transform.") && super::ops::is_builtin(n) => true,
            n => self.registry.get(n).is_some_and(|e| e.is_match_op()),
        }
    }

    /// Applies one transform operation (MLIR's `TransformState::applyTransform`).
    pub fn apply(&mut self, op: ScriptOpId) -> Result<(), Failure<P>> {
        if self.depth >= MAX_NESTING {
            return Err(self.definite(
                op,
                format!("transform operations nested deeper than {MAX_NESTING} levels"),
            ));
        }
        self.depth += 1;
        let r = self.apply_nested(op);
        self.depth -= 1;
        r
    }

    /// [`Interpreter::apply`] within the nesting limit.
    fn apply_nested(&mut self, op: ScriptOpId) -> Result<(), Failure<P>> {
        let script = self.script;
        let o = script.op(op);
        // Expensive checks: a handle invalidated earlier must not be used.
        for &h in &o.operands {
            if let Some(inv) = self.state.invalidation(h) {
                let d = Diag::at(
                    Severity::Error,
                    Loc::Script(op),
                    "op uses a handle invalidated by a previously executed transform op",
                )
                .note(Loc::Handle(h), "handle to invalidated ops")
                .note(
                    Loc::Script(inv.consumer),
                    format!(
                        "invalidated by this transform op that consumes its operand #{} and invalidates all handles to payload IR entities associated with this operand and entities nested in them",
                        inv.operand
                    ),
                )
                .note(Loc::Payload(inv.ancestor), "ancestor payload op")
                .note(Loc::Payload(inv.nested), "nested payload op");
                self.emit(d);
                return Err(Failure::Definite);
            }
        }
        let consumed = self.consumed_operands(op);
        for &i in &consumed {
            self.record_invalidation(op, i);
        }
        let outcome = super::ops::dispatch(self, op);
        let results = match outcome {
            Ok(r) => Ok(r),
            Err(Failure::Silenceable(d)) => Err(Failure::Silenceable(d)),
            Err(Failure::Definite) => return Err(Failure::Definite),
        };
        // The consumed handles keep their invalidation record; their payload goes.
        for &i in &consumed {
            if let Some(&h) = o.operands.get(i) {
                self.forget_mapping_keep_invalid(h);
            }
        }
        match results {
            Ok(mut r) => {
                for (i, &h) in o.results.iter().enumerate() {
                    let m = if i < r.len() {
                        std::mem::replace(&mut r[i], Mapped::Ops(Vec::new()))
                    } else {
                        self.empty(h)
                    };
                    self.state.set(h, m);
                }
                Ok(())
            }
            Err(f) => {
                for &h in &o.results {
                    let e = self.empty(h);
                    self.state.set(h, e);
                }
                Err(f)
            }
        }
    }

    fn forget_mapping_keep_invalid(&mut self, h: HandleId) {
        let inv = self.state.invalidation(h).map(|i| Invalidation {
            consumer: i.consumer,
            operand: i.operand,
            ancestor: i.ancestor,
            nested: i.nested,
        });
        self.state.forget(h);
        if let Some(i) = inv {
            self.state.invalidate(h, i);
        }
    }

    /// Records that operand `operand` of `op` is consumed: every handle to the same payload
    /// ops or to ops nested in them becomes invalid.
    fn record_invalidation(&mut self, op: ScriptOpId, operand: usize) {
        let Some(&h) = self.script.op(op).operands.get(operand) else {
            return;
        };
        let ancestors = self.ops(h);
        let consumed_values = self.values(h);
        let mut found: Vec<(HandleId, P::Op, P::Op)> = Vec::new();
        for (other, m) in self.state.mapped() {
            match m {
                Mapped::Ops(list) => {
                    'ops: for &o in list {
                        for &a in &ancestors {
                            if self.is_ancestor(a, o) {
                                found.push((other, a, o));
                                break 'ops;
                            }
                        }
                    }
                }
                Mapped::Values(list) => {
                    if list.iter().any(|v| consumed_values.contains(v)) {
                        // The consumed value handle's own payload: no op to name but the
                        // value's owner.
                        if let Some(d) = list.iter().find_map(|&v| self.payload.defining_op(v)) {
                            found.push((other, d, d));
                        }
                        continue;
                    }
                    'vals: for &v in list {
                        if let Some(d) = self.payload.defining_op(v) {
                            for &a in &ancestors {
                                if self.is_ancestor(a, d) {
                                    found.push((other, a, d));
                                    break 'vals;
                                }
                            }
                        }
                    }
                }
                Mapped::Params(_) => {}
            }
        }
        for (other, ancestor, nested) in found {
            self.state.invalidate(
                other,
                Invalidation {
                    consumer: op,
                    operand,
                    ancestor,
                    nested,
                },
            );
        }
    }

    /// Applies the operations of `block` but its terminator (MLIR's `applySequenceBlock`);
    /// with `propagate`, the first silenceable failure stops and is returned, otherwise it
    /// is silenced. On success, returns the payloads of the terminator's operands.
    pub fn apply_block(&mut self, block: &ScriptBlock, propagate: bool) -> Applied<P> {
        let (body, term) = self.split_terminator(block);
        for &o in body {
            match self.apply(o) {
                Ok(()) => {}
                Err(Failure::Definite) => return Err(Failure::Definite),
                Err(f @ Failure::Silenceable(_)) => {
                    if propagate {
                        return Err(f);
                    }
                }
            }
        }
        Ok(self.terminator_values(term))
    }

    /// The operations of a block but a trailing `transform.yield`, and that yield.
    pub fn split_terminator<'b>(
        &self,
        block: &'b ScriptBlock,
    ) -> (&'b [ScriptOpId], Option<ScriptOpId>) {
        match block.ops.split_last() {
            Some((&last, rest)) if self.script.op(last).name == "transform.yield" => {
                (rest, Some(last))
            }
            _ => (&block.ops, None),
        }
    }

    fn terminator_values(&self, term: Option<ScriptOpId>) -> Vec<Mapped<P>> {
        match term {
            Some(t) => self
                .script
                .op(t)
                .operands
                .iter()
                .map(|&h| self.mapped(h))
                .collect(),
            None => Vec::new(),
        }
    }

    /// Forgets every handle defined in `block` (leaving a region scope).
    pub fn leave_scope(&mut self, block: &ScriptBlock) {
        let mut hs = Vec::new();
        self.script.handles_in(block, &mut hs);
        for h in hs {
            self.state.forget(h);
        }
    }

    /// Maps `block`'s arguments.
    pub fn map_args(&mut self, block: &ScriptBlock, args: Vec<Mapped<P>>) {
        for (&h, m) in block.args.iter().zip(args) {
            self.state.set(h, m);
        }
    }

    /// Runs `block` as a matcher (MLIR's `matchBlock`): its arguments mapped to `args`,
    /// every operation must be a match operation and succeed; returns the yielded payloads.
    pub fn match_block(&mut self, block: &ScriptBlock, args: Vec<Mapped<P>>) -> Applied<P> {
        self.map_args(block, args);
        let (body, term) = self.split_terminator(block);
        let mut result = Ok(());
        for &o in body {
            if !self.is_match_op(o) {
                self.emit(Diag::at(
                    Severity::Error,
                    Loc::Script(o),
                    "expected operations in the match part to implement MatchOpInterface",
                ));
                result = Err(Failure::Definite);
                break;
            }
            if let Err(f) = self.apply(o) {
                result = Err(f);
                break;
            }
        }
        let out = result.map(|()| self.terminator_values(term));
        self.leave_scope(block);
        out
    }

    /// Runs the named sequence `seq` with its arguments mapped to `args` (what
    /// `transform.include` does); returns the yielded payloads.
    pub fn run_named(
        &mut self,
        seq: ScriptOpId,
        args: Vec<Mapped<P>>,
        propagate: bool,
    ) -> Applied<P> {
        let script = self.script;
        let Some(block) = script.op(seq).regions.first() else {
            return Err(self.definite(seq, "unresolved external named sequence"));
        };
        self.map_args(block, args);
        let r = self.apply_block(block, propagate);
        self.leave_scope(block);
        r
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

/// Runs `@__transform_main` (or `entry`) of `script` on `root`, as MLIR's
/// `--transform-interpreter` does: finds the entry point, maps its first argument to
/// `root`, applies it and reports a silenceable failure that reaches the top as errors.
/// Returns whether the interpretation succeeded.
pub fn run_entry<P: PayloadWrite>(
    interp: &mut Interpreter<'_, P>,
    root: P::Op,
    entry: &str,
) -> bool {
    let script = interp.script;
    if let Some(d) = super::verify::verify(script, interp.registry) {
        interp.emit(d);
        return false;
    }
    let Some(&main) = script.named.get(entry) else {
        interp.emit(Diag::on_op(
            Severity::Error,
            Loc::Payload(root),
            format!("could not find a nested named sequence with name: {entry}"),
        ));
        return false;
    };
    let Some(block) = script.op(main).regions.first() else {
        interp.emit(Diag::on_op(
            Severity::Error,
            Loc::Script(main),
            "unresolved external named sequence",
        ));
        return false;
    };
    if block.args.len() > 1 {
        interp.emit(Diag::on_op(
            Severity::Error,
            Loc::Script(main),
            format!(
                "expects the entry block to have at most 1 arguments, got {}",
                block.args.len()
            ),
        ));
        return false;
    }
    let args: Vec<Mapped<P>> = block.args.iter().map(|_| Mapped::Ops(vec![root])).collect();
    match interp.run_named(main, args, true) {
        Ok(_) => true,
        Err(Failure::Definite) => false,
        Err(Failure::Silenceable(diags)) => {
            for d in diags {
                interp.emit(d);
            }
            false
        }
    }
}

/// The operands transform op `op` consumes (as its effects declare): `foreach_match` its
/// root, `include` the arguments its callee marks `transform.consumed`, `sequence` and
/// `with_pdl_patterns` their root if their body consumes it, extensions as they say.
pub fn consumed_operands<P: PayloadWrite>(
    script: &Script,
    registry: &Registry<P>,
    op: ScriptOpId,
) -> Vec<usize> {
    let o = script.op(op);
    match o.name.as_str() {
        "transform.include" => {
            let Some(callee) = o
                .attr("target")
                .and_then(|a| a.as_str())
                .and_then(|n| script.named.get(n))
            else {
                return Vec::new();
            };
            let effects = &script.op(*callee).arg_effects;
            (0..o.operands.len())
                .filter(|&i| effects.get(i).is_some_and(|e| e.0))
                .collect()
        }
        "transform.foreach_match" => vec![0],
        "transform.test_consume_operand" => (0..o.operands.len()).collect(),
        "transform.sequence" | "transform.with_pdl_patterns" => {
            let Some(block) = o.regions.first() else {
                return Vec::new();
            };
            let Some(&arg) = block.args.first() else {
                return Vec::new();
            };
            if !o.operands.is_empty() && block_consumes(script, registry, block, arg) {
                vec![0]
            } else {
                Vec::new()
            }
        }
        name => match registry.get(name) {
            Some(ext) => ext.consumed_operands(o),
            None => Vec::new(),
        },
    }
}

/// Whether an operation of `block` (or nested in one) consumes `h`.
pub fn block_consumes<P: PayloadWrite>(
    script: &Script,
    registry: &Registry<P>,
    block: &ScriptBlock,
    h: HandleId,
) -> bool {
    block.ops.iter().any(|&o| {
        let op = script.op(o);
        consumed_operands(script, registry, o)
            .iter()
            .any(|&i| op.operands.get(i) == Some(&h))
            || op
                .regions
                .iter()
                .any(|r| block_consumes(script, registry, r, h))
    })
}
