//! The interpreter: applies transform operations one by one over the payload, with MLIR's
//! failure semantics (success, silenceable failure carrying its diagnostics, definite
//! failure already reported) and its handle invalidation checks. Each operation is applied
//! through its registered implementation (a [`TransformOpImpl`](super::TransformOpImpl)
//! registered in a [`Registry`]): built in or a user's.

use super::diag::{Diag, DiagSink, Loc, Severity};
use super::effects::consumed_operands;
use super::ext::Registry;
use super::ext::{Applied, Failure, Interpreter};
use super::script::{HandleId, Script, ScriptBlock, ScriptOpId};
use super::state::{Invalidation, Mapped, TransformState};
use crate::access::PayloadWrite;

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
            builtins: super::defs::builtins(),
        }
    }

    // ----- applying -----

    /// The operands `op` consumes (as its effects declare).
    pub fn consumed_operands(&self, op: ScriptOpId) -> Vec<usize> {
        consumed_operands(self.script, self.registry, op)
    }

    /// Whether `op` may appear in a matcher (MLIR's `MatchOpInterface`), as its
    /// implementation says (built in first, then the user's); an unknown op may not.
    pub fn is_match_op(&self, op: ScriptOpId) -> bool {
        let name = self.script.op(op).name.as_str();
        match self.builtins.get(name) {
            Some(b) => b.match_op,
            None => self.registry.get(name).is_some_and(|e| e.is_match_op()),
        }
    }

    /// Applies `op` through its implementation: the built-in one of its name, else the
    /// user extension (or a definite failure naming it).
    fn dispatch(&mut self, op: ScriptOpId) -> Applied<P> {
        match self.builtins.get(self.script.op(op).name.as_str()).copied() {
            Some(b) => (b.apply)(self, op),
            None => self.apply_extension(op),
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
        let outcome = self.dispatch(op);
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
                    self.check_payload(h, &m)?;
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

    /// Maps `block`'s arguments; a payload their types do not accept is a definite failure,
    /// reported (MLIR's `mapBlockArguments`).
    pub fn map_args(
        &mut self,
        block: &ScriptBlock,
        args: Vec<Mapped<P>>,
    ) -> Result<(), Failure<P>> {
        for (&h, m) in block.args.iter().zip(args) {
            self.check_payload(h, &m)?;
            self.state.set(h, m);
        }
        Ok(())
    }

    /// Whether the parameters of a `!transform.param<T>` handle are integer attributes of
    /// type `T` (MLIR's `TransformParamType::checkPayload`); reported at the handle's
    /// definition, a definite failure, if not.
    fn check_params(&mut self, h: HandleId, params: &[P::Attr]) -> Result<(), Failure<P>> {
        let Some(want) = self.script.handles.get(h as usize).and_then(|x| {
            x.ty.strip_prefix("!transform.param<")
                .and_then(|t| t.strip_suffix('>'))
        }) else {
            return Ok(());
        };
        for &a in params {
            let ty = self
                .payload
                .attr_type(a)
                .map(|t| self.payload.type_to_string(t))
                .filter(|t| is_integer_type(t));
            let message = match ty {
                None => format!(
                    "expected parameter to be an integer attribute, got {}",
                    self.payload.attr_to_string(a)
                ),
                Some(t) if t != want => format!(
                    "expected the type of the parameter attribute ('{t}') to match the parameter type ('{want}')"
                ),
                Some(_) => continue,
            };
            self.emit(Diag::at(Severity::Error, Loc::Handle(h), message));
            return Err(Failure::Definite);
        }
        Ok(())
    }

    /// Whether handle `h`'s type accepts the payload `m` (MLIR's `checkPayload` of the
    /// handle's type): a `!transform.op<"name">` handle holds only operations named `name`.
    /// A mismatch is reported at the handle's definition and is a definite failure.
    pub fn check_payload(&mut self, h: HandleId, m: &Mapped<P>) -> Result<(), Failure<P>> {
        let Some(handle) = self.script.handles.get(h as usize) else {
            return Ok(());
        };
        if let Mapped::Params(params) = m {
            return self.check_params(h, params);
        }
        let Mapped::Ops(ops) = m else {
            return Ok(());
        };
        let Some(want) = handle
            .ty
            .strip_prefix("!transform.op<\"")
            .and_then(|t| t.strip_suffix("\">"))
        else {
            return Ok(());
        };
        for &op in ops {
            let got = self.payload.name_str(self.payload.op_name(op));
            if got != want {
                let message = format!(
                    "incompatible payload operation name expected {want} vs {got} -> {}",
                    self.describe_op(op)
                );
                let d = Diag::at(Severity::Error, Loc::Handle(h), message)
                    .note(Loc::Payload(op), "payload operation");
                self.emit(d);
                return Err(Failure::Definite);
            }
        }
        Ok(())
    }

    /// Runs `block` as a matcher (MLIR's `matchBlock`): its arguments mapped to `args`,
    /// every operation must be a match operation and succeed; returns the yielded payloads.
    pub fn match_block(&mut self, block: &ScriptBlock, args: Vec<Mapped<P>>) -> Applied<P> {
        self.map_args(block, args)?;
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
        self.map_args(block, args)?;
        let r = self.apply_block(block, propagate);
        self.leave_scope(block);
        r
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

/// Whether `t` (as printed) is an integer type: `iN`, `siN`, `uiN` or `index`.
pub(crate) fn is_integer_type(t: &str) -> bool {
    let digits = t
        .strip_prefix("si")
        .or_else(|| t.strip_prefix("ui"))
        .or_else(|| t.strip_prefix('i'));
    t == "index" || digits.is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}
