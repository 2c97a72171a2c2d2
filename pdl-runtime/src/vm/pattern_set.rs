//! The VM as a pattern set: a compiled [`Program`] with its native functions resolved
//! ([`PdlPatternSet`]), and its per-payload state ([`VmState`]).

use std::sync::Arc;

use super::bind::{resolve, Bound, Native};
use super::exec::{Machine, Match};
use super::Program;
use crate::access::PayloadWrite;
use crate::rewrite::PatternSet;
use crate::rewrite::{RewriteError, Rewriter};
use crate::value::Natives;
use crate::value::{Branch, NoTrace, Tracer};

/// A pattern set run by the bytecode VM: a compiled [`Program`] with its native functions
/// resolved. It is immutable, `Send` and `Sync`, and applies to any payload of type `P`.
pub struct PdlPatternSet<P: PayloadWrite> {
    program: Arc<Program>,
    natives: Vec<Native<P>>,
    names: Arc<[String]>,
}

impl<P: PayloadWrite> Clone for PdlPatternSet<P> {
    fn clone(&self) -> Self {
        PdlPatternSet {
            program: self.program.clone(),
            natives: self.natives.clone(),
            names: self.names.clone(),
        }
    }
}

impl<P: PayloadWrite> std::fmt::Debug for PdlPatternSet<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PdlPatternSet")
            .field("patterns", &self.program.patterns.len())
            .field("instructions", &self.program.code.len())
            .finish()
    }
}

/// The run-time state of a [`PdlPatternSet`] on one payload.
pub struct VmState<P: PayloadWrite> {
    /// Constants bound to the payload.
    pub bound: Bound<P>,
    /// VM memory.
    pub machine: Machine<P>,
}

impl<P: PayloadWrite> PdlPatternSet<P> {
    /// Freezes a compiled program with its natives. Every native call must resolve (see
    /// [`resolve`]); otherwise the messages say which do not.
    pub fn new(program: Program, natives: &Natives<P>) -> Result<Self, Vec<String>> {
        let natives = resolve(&program, natives)?;
        let names = program.patterns.iter().map(|p| p.display_name()).collect();
        Ok(PdlPatternSet {
            program: Arc::new(program),
            natives,
            names,
        })
    }

    /// The compiled program.
    pub fn program(&self) -> &Program {
        &self.program
    }

    /// Runs the matcher on `op` with an explicit tracer.
    pub fn match_traced<T: Tracer>(
        &self,
        state: &mut VmState<P>,
        payload: &mut P,
        op: P::Op,
        out: &mut Vec<Match<P>>,
        tracer: &mut T,
    ) {
        state.machine.run_matcher(
            &self.program,
            &state.bound,
            &self.natives,
            payload,
            op,
            out,
            tracer,
        );
    }

    /// The matches of `op`, best first.
    pub fn matches(&self, state: &mut VmState<P>, payload: &mut P, op: P::Op) -> Vec<Match<P>> {
        let mut out = Vec::new();
        self.match_traced(state, payload, op, &mut out, &mut NoTrace);
        out
    }
}

impl<P: PayloadWrite> PatternSet<P> for PdlPatternSet<P> {
    type State = VmState<P>;
    type Match = Match<P>;

    /// The state holds the program's constants bound to the context and the machine's
    /// registers: nothing of the payload's operations.
    fn state_serves_forks(&self) -> bool {
        true
    }

    fn prepare(&self, payload: &mut P) -> Result<VmState<P>, String> {
        Ok(VmState {
            bound: Bound::bind(&self.program, payload)?,
            machine: Machine::new(&self.program),
        })
    }

    fn match_op<T: Tracer>(
        &self,
        state: &mut VmState<P>,
        payload: &mut P,
        op: P::Op,
        out: &mut Vec<Match<P>>,
        tracer: &mut T,
    ) {
        self.match_traced(state, payload, op, out, tracer);
    }

    fn pattern_of(&self, m: &Match<P>) -> usize {
        m.pattern as usize
    }

    fn benefit_of(&self, m: &Match<P>) -> u16 {
        m.benefit
    }

    fn pattern_benefit(&self, index: usize) -> u16 {
        self.program.patterns.get(index).map_or(0, |p| p.benefit)
    }

    fn location_of(&self, m: &Match<P>) -> Option<P::Op> {
        m.location
    }

    fn pattern_count(&self) -> usize {
        self.program.patterns.len()
    }

    fn pattern_name(&self, index: usize) -> &str {
        self.names
            .get(index)
            .map_or("unknown pattern", |n| n.as_str())
    }

    fn pattern_root(&self, index: usize) -> Option<&str> {
        self.program.patterns.get(index)?.root_kind.as_deref()
    }

    fn branches(&self) -> &[Branch] {
        self.program.branch_table()
    }

    fn apply(
        &self,
        state: &mut VmState<P>,
        rewriter: &mut Rewriter<'_, P>,
        m: &Match<P>,
    ) -> Result<(), RewriteError> {
        state
            .machine
            .run_rewriter(&self.program, &state.bound, &self.natives, rewriter, m)
    }
}
