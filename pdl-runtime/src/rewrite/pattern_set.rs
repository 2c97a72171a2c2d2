//! The interface of a frozen PDL pattern set ([`PatternSet`]): what the greedy driver and
//! the applicator need of one, whichever back end runs it (the VM's
//! [`PdlPatternSet`](crate::vm::PdlPatternSet), or the sets `pdl!` and build
//! scripts generate).

use super::rewriter::{RewriteError, Rewriter};
use crate::access::PayloadWrite;
use crate::value::{Branch, Tracer};

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
    /// Calls `f` with each match of `op`, in the order [`match_op`](Self::match_op) lists
    /// them, for a caller that looks at each match once (to count, or to take the first) and
    /// keeps no list. `scratch` is a list the set may fill first (it is cleared) when it has
    /// to sort its matches; a set whose matcher records them best first already (as the
    /// generated sets of patterns of one benefit per root name do) hands them over as it
    /// finds them and leaves `scratch` alone.
    fn for_each_match<T: Tracer, F: FnMut(Self::Match)>(
        &self,
        state: &mut Self::State,
        payload: &mut P,
        op: P::Op,
        scratch: &mut Vec<Self::Match>,
        tracer: &mut T,
        f: F,
    ) {
        scratch.clear();
        self.match_op(state, payload, op, scratch, tracer);
        scratch.drain(..).for_each(f);
    }
    /// The pattern a match belongs to (an index into the set).
    fn pattern_of(&self, m: &Self::Match) -> usize;
    /// The benefit of the pattern a match belongs to.
    fn benefit_of(&self, m: &Self::Match) -> u16 {
        self.pattern_benefit(self.pattern_of(m))
    }
    /// The matched operation whose location created operations take, if not the root.
    fn location_of(&self, _m: &Self::Match) -> Option<P::Op> {
        None
    }
    /// How many patterns the set holds.
    fn pattern_count(&self) -> usize;
    /// A name for pattern `index` in messages (its name and location).
    fn pattern_name(&self, index: usize) -> &str;
    /// The benefit of pattern `index`.
    fn pattern_benefit(&self, index: usize) -> u16;
    /// The root operation name of pattern `index` (`None`: any operation).
    fn pattern_root(&self, index: usize) -> Option<&str>;
    /// Whether a state prepared on one payload serves a run on another whose context
    /// continues that payload's (see [`Applicator::state_serves_forks`](super::Applicator::state_serves_forks)).
    /// False unless the set says so.
    fn state_serves_forks(&self) -> bool {
        false
    }
    /// What the matcher's branch points test and which patterns each of their outcomes
    /// leads to, sorted by id: how the driver explains why a pattern did not match (see
    /// [`Branch`]). Empty when the set cannot say.
    fn branches(&self) -> &[Branch] {
        &[]
    }
    /// Performs the rewrite of `m`.
    fn apply(
        &self,
        state: &mut Self::State,
        rewriter: &mut Rewriter<'_, P>,
        m: &Self::Match,
    ) -> Result<(), RewriteError>;
}

/// Whether some pattern of `set` has its root named `name`, or a root of any name.
pub fn may_root_at<P: PayloadWrite, S: PatternSet<P> + ?Sized>(set: &S, name: &str) -> bool {
    (0..set.pattern_count()).any(|i| set.pattern_root(i).is_none_or(|r| r == name))
}
