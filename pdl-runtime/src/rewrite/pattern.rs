//! Pattern sets: what the greedy driver applies.
//!
//! [`PatternSet`] is the interface every kind of pattern set implements (the VM's
//! [`PdlPatternSet`] here; generated native sets and hand-written patterns later): per
//! operation, list the matches in the order they should be tried, and apply one through
//! the journaling [`Rewriter`].

use std::sync::Arc;

use super::natives::Natives;
use super::rewriter::{RewriteError, Rewriter};
use crate::access::PayloadWrite;
use crate::vm::exec::{resolve, Bound, Machine, Match, Native, NoTrace, Tracer};
use crate::vm::Program;

/// A frozen set of patterns the greedy driver can apply.
pub trait PatternSet<P: PayloadWrite> {
    /// Per-run state (constants bound to the payload, VM memory...).
    type State;
    /// A match of one pattern on one operation.
    type Match;

    /// Prepares a run on `payload`.
    fn prepare(&self, payload: &mut P) -> Result<Self::State, String>;
    /// Appends the matches of `op` to `out`, best first (by benefit, then record order).
    fn match_op<T: Tracer>(
        &self,
        state: &mut Self::State,
        payload: &mut P,
        op: P::Op,
        out: &mut Vec<Self::Match>,
        tracer: &mut T,
    );
    /// The pattern a match belongs to (an index into the set).
    fn pattern_of(&self, m: &Self::Match) -> usize;
    /// The matched operation whose location created operations take, if not the root.
    fn location_of(&self, _m: &Self::Match) -> Option<P::Op> {
        None
    }
    /// A name for pattern `index` in messages (its name and location).
    fn pattern_name(&self, index: usize) -> String;
    /// Performs the rewrite of `m`.
    fn apply(
        &self,
        state: &mut Self::State,
        rewriter: &mut Rewriter<'_, P>,
        m: &Self::Match,
    ) -> Result<(), RewriteError>;
}

/// A pattern set run by the bytecode VM: a compiled [`Program`] with its native functions
/// resolved. It is immutable, `Send` and `Sync`, and applies to any payload of type `P`.
pub struct PdlPatternSet<P: PayloadWrite> {
    program: Arc<Program>,
    natives: Vec<Native<P>>,
}

impl<P: PayloadWrite> Clone for PdlPatternSet<P> {
    fn clone(&self) -> Self {
        PdlPatternSet {
            program: self.program.clone(),
            natives: self.natives.clone(),
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
        Ok(PdlPatternSet {
            program: Arc::new(program),
            natives,
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

    fn location_of(&self, m: &Match<P>) -> Option<P::Op> {
        m.location
    }

    fn pattern_name(&self, index: usize) -> String {
        self.program.patterns[index].display_name()
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
