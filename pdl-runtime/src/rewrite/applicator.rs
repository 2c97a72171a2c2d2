//! The pattern applicator: on one operation, try the candidate patterns in order and apply
//! the first that rewrites (MLIR's `PatternApplicator::matchAndRewrite`).
//!
//! [`Applicator`] is what the greedy driver and [`apply_once`](super::driver::apply_once)
//! run. A mixed [`FrozenPatternSet`](super::frozen::FrozenPatternSet) implements it, and so
//! does each PDL pattern set on its own (the VM's and generated ones), with no dynamic
//! dispatch: [`apply_pdl`] is that implementation.

use super::explain::Explainer;
use super::listener::{Both, PatternKind, PatternRef, RewriteListener};
use super::pattern_set::PatternSet;
use super::rewriter::{Gone, Listener, RewriteError, Rewriter};
use crate::access::PayloadWrite;
use crate::value::NoTrace;

/// What trying the patterns on one operation did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Applied<O> {
    /// The pattern that rewrote the operation (an index into the set), if one did.
    pub pattern: Option<usize>,
    /// Operations that no longer exist: erased by the rewrite, or created by a pattern that
    /// then declined and was rolled back.
    pub gone: Gone<O>,
}

impl<O> Applied<O> {
    /// Nothing applied, nothing gone.
    pub fn none() -> Self {
        Applied {
            pattern: None,
            gone: Gone::new(),
        }
    }
}

/// A rewrite that failed; it was rolled back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApplyError {
    /// The pattern (an index into the set).
    pub pattern: usize,
    /// What went wrong.
    pub message: String,
}

/// Tries patterns on one operation: what the drivers take, so the bound for "any pattern
/// set" in generic code. Every kind of set implements it: the VM's
/// [`PdlPatternSet`](crate::vm::PdlPatternSet), the sets `pdl!` and build scripts generate,
/// and [`FrozenPatternSet`](super::FrozenPatternSet) (hand-written patterns, mixed with PDL
/// sets).
///
/// ```
/// use pdl_runtime::ir::Ir;
/// use pdl_runtime::rewrite::{apply_patterns_greedily, Applicator, GreedyConfig, RewritePatternSet};
///
/// /// Applies any set to the whole IR; whether it changed.
/// fn run<S: Applicator<Ir>>(ir: &mut Ir, set: &S) -> bool {
///     let root = ir.root();
///     apply_patterns_greedily(ir, root, set, &GreedyConfig::default()).is_ok_and(|o| o.changed)
/// }
///
/// let mut patterns = RewritePatternSet::<Ir>::new();
/// patterns.add_fn("erase-a", Some("test.a"), 1, |rw, op| Ok(rw.erase_op(op)?));
/// let mut ir = pdl_runtime::text::parse("\"test.a\"() : () -> ()\n", "x.mlir").unwrap();
/// assert!(run(&mut ir, &patterns.freeze()));
/// # let _ = run::<pdl_runtime::vm::PdlPatternSet<Ir>>;
/// ```
pub trait Applicator<P: PayloadWrite> {
    /// Per-run state (constants bound to the payload, matcher memory...).
    type State;

    /// Prepares a run on `payload`.
    fn prepare(&self, payload: &mut P) -> Result<Self::State, String>;

    /// Tries the patterns on `op`, best first, until one rewrites it. IR notifications go
    /// to `queue` (the driver's worklist) and to `listener`, which also hears of every
    /// attempt and failure.
    fn match_and_rewrite<Q, L>(
        &self,
        state: &mut Self::State,
        payload: &mut P,
        op: P::Op,
        queue: &mut Q,
        listener: &mut L,
    ) -> Result<Applied<P::Op>, ApplyError>
    where
        Q: Listener<P> + ?Sized,
        L: RewriteListener<P>;

    /// The name of pattern `index`, for messages.
    fn pattern_name(&self, index: usize) -> &str;

    /// Whether a state [prepared](Self::prepare) on one payload serves a run on another
    /// whose context is that payload's, or a [fork](crate::ir::Context::fork) of it grown
    /// since: true when the state holds only what a context gives (interned names, types,
    /// attributes, tables over them) and memory reused from match to match, nothing that
    /// names the payload's operations. The parallel drivers then prepare once per chunk of
    /// isolated operations rather than once per operation (binding a large set's constants
    /// costs more than rewriting a small function). False unless the set says so.
    fn state_serves_forks(&self) -> bool {
        false
    }

    /// Whether a pattern of the set may have its root at an operation named `name` (true
    /// when the set cannot tell, the default). The parallel drivers leave the bodies of
    /// isolated operations no pattern roots at out of the run over what lies between them.
    fn may_root_at(&self, _name: &str) -> bool {
        true
    }
}

/// The run-time state of one PDL pattern set: its own, and its matches of the operation
/// being visited.
pub struct PdlState<P: PayloadWrite, S: PatternSet<P> + ?Sized> {
    /// The set's own state.
    pub state: S::State,
    matches: Vec<S::Match>,
    explainer: Explainer,
}

impl<P: PayloadWrite, S: PatternSet<P> + ?Sized> PdlState<P, S> {
    /// Prepares `set` for a run on `payload`.
    pub fn prepare(set: &S, payload: &mut P) -> Result<Self, String> {
        Ok(PdlState {
            state: set.prepare(payload)?,
            matches: Vec::new(),
            explainer: Explainer::default(),
        })
    }

    /// Runs the set's matcher on `op`, recording the branches taken if `explain`.
    pub(crate) fn run(&mut self, set: &S, payload: &mut P, op: P::Op, explain: bool) {
        self.matches.clear();
        if explain {
            self.explainer.clear();
            let (state, matches) = (&mut self.state, &mut self.matches);
            set.match_op(state, payload, op, matches, &mut self.explainer);
        } else {
            set.match_op(
                &mut self.state,
                payload,
                op,
                &mut self.matches,
                &mut NoTrace,
            );
        }
    }

    /// After an explained [`run`](Self::run): each candidate pattern ruled out, with why.
    /// Patterns rooted at another kind of operation are not candidates.
    pub(crate) fn failures(&self, set: &S, payload: &P, op: P::Op) -> Vec<(usize, String)> {
        let name = payload.name_str(payload.op_name(op));
        self.explainer
            .failures(set.branches())
            .into_iter()
            .map(|(p, reason)| (p as usize, reason))
            .filter(|(p, _)| set.pattern_root(*p).is_none_or(|r| r == name))
            .collect()
    }

    /// How many matches the last run found.
    pub(crate) fn len(&self) -> usize {
        self.matches.len()
    }

    /// The pattern and benefit of match `i`.
    pub(crate) fn candidate(&self, set: &S, i: usize) -> (usize, u16) {
        let m = &self.matches[i];
        (set.pattern_of(m), set.benefit_of(m))
    }

    /// Rewrites `op` with match `i`, then commits (returning the operations erased) or
    /// rolls back.
    pub(crate) fn rewrite(
        &mut self,
        set: &S,
        i: usize,
        payload: &mut P,
        op: P::Op,
        listener: &mut dyn Listener<P>,
    ) -> Result<Gone<P::Op>, RewriteError> {
        let m = &self.matches[i];
        let mut rewriter = Rewriter::new(payload, listener, op);
        if let Some(l) = set.location_of(m) {
            rewriter.set_location_source(l);
        }
        match set.apply(&mut self.state, &mut rewriter, m) {
            Ok(()) => rewriter.commit(),
            Err(e) => {
                rewriter.rollback();
                Err(e)
            }
        }
    }
}

fn pdl_ref<P: PayloadWrite, S: PatternSet<P> + ?Sized>(
    set: &S,
    base: usize,
    index: usize,
) -> PatternRef<'_> {
    PatternRef {
        name: set.pattern_name(index),
        benefit: set.pattern_benefit(index),
        kind: PatternKind::Pdl,
        index: base + index,
    }
}

/// [`Applicator::match_and_rewrite`] for a PDL pattern set alone: match all patterns at
/// once, then rewrite with the best match (by benefit, then the matcher's order). A
/// rewrite that fails is rolled back and reported.
pub fn apply_pdl<P, S, Q, L>(
    set: &S,
    state: &mut PdlState<P, S>,
    payload: &mut P,
    op: P::Op,
    queue: &mut Q,
    listener: &mut L,
) -> Result<Applied<P::Op>, ApplyError>
where
    P: PayloadWrite,
    S: PatternSet<P> + ?Sized,
    Q: Listener<P> + ?Sized,
    L: RewriteListener<P>,
{
    state.run(set, payload, op, L::EXPLAIN);
    if L::EXPLAIN {
        for (p, reason) in state.failures(set, payload, op) {
            listener.match_failure(payload, op, pdl_ref(set, 0, p), &reason);
        }
        for i in 0..state.len() {
            let (p, _) = state.candidate(set, i);
            listener.match_success(payload, op, pdl_ref(set, 0, p));
        }
    }
    if state.len() == 0 {
        return Ok(Applied::none());
    }
    let (index, _) = state.candidate(set, 0);
    listener.match_attempt(payload, op, pdl_ref(set, 0, index));
    let mut both = Both {
        first: queue,
        second: &mut *listener,
    };
    match state.rewrite(set, 0, payload, op, &mut both) {
        Ok(gone) => {
            listener.rewrite_applied(payload, op, pdl_ref(set, 0, index));
            Ok(Applied {
                pattern: Some(index),
                gone,
            })
        }
        Err(e) => Err(ApplyError {
            pattern: index,
            message: e.message,
        }),
    }
}

impl<P: PayloadWrite> Applicator<P> for crate::vm::PdlPatternSet<P> {
    type State = PdlState<P, Self>;

    fn prepare(&self, payload: &mut P) -> Result<Self::State, String> {
        PdlState::prepare(self, payload)
    }

    fn match_and_rewrite<Q, L>(
        &self,
        state: &mut Self::State,
        payload: &mut P,
        op: P::Op,
        queue: &mut Q,
        listener: &mut L,
    ) -> Result<Applied<P::Op>, ApplyError>
    where
        Q: Listener<P> + ?Sized,
        L: RewriteListener<P>,
    {
        apply_pdl(self, state, payload, op, queue, listener)
    }

    fn pattern_name(&self, index: usize) -> &str {
        PatternSet::pattern_name(self, index)
    }

    fn state_serves_forks(&self) -> bool {
        PatternSet::state_serves_forks(self)
    }

    fn may_root_at(&self, name: &str) -> bool {
        super::pattern_set::may_root_at(self, name)
    }
}
