//! The greedy driver: MLIR 22's `applyPatternsGreedily`, with `GreedyRewriteConfig`'s
//! options, the single-operation entry points, and MLIR's walk driver
//! ([`walk_and_apply_patterns`](super::walk_and_apply_patterns)).
//!
//! Each iteration fills a worklist with the operations nested in the operation's regions in
//! post-order (each with its ancestors up to the scope, as MLIR's `addToWorklist` does);
//! top-down traversal fills it in pre-order and reverses it. While it is filled, constants
//! are deduplicated as MLIR's `OperationFolder::insertKnownConstant` does
//! ([`cse_constants`](GreedyConfig::cse_constants)): a constant equal (dialect, value,
//! type) to one already met in the same insertion region (the nearest enclosing region whose
//! parent is unregistered, isolated from above or top-level) is replaced by it and
//! erased; a new one moves to the front of its insertion region's entry block unless it is
//! first there or follows a kept constant. Blocks unreachable from their region's entry
//! are then erased, and the worklist is popped last-in first-out. For each operation, as
//! MLIR's `processWorklist`: a trivially dead operation is erased; otherwise, unless it is
//! `ConstantLike` or [`fold`](GreedyConfig::fold) is off, it is folded (in place, or replaced
//! by existing values and constants materialised through its dialect just before it; when a
//! materialisation fails, what was materialised is erased and the patterns are tried);
//! otherwise the [`Applicator`] tries the patterns, best first, and applies the first
//! rewrite that succeeds. The rewriter's notifications re-queue operations as MLIR's driver
//! does: created and modified operations (with their ancestors), and, when an operation is
//! erased, the defining operations of its operands that are left with at most one other
//! user. After the worklist empties, regions are simplified at the configured
//! [`RegionSimplification`] level; the whole repeats until nothing changes, at most
//! [`max_iterations`](GreedyConfig::max_iterations) times.
//!
//! [`Strictness`] limits which operations may enter the worklist, as MLIR's
//! `GreedyRewriteStrictness`: any, those that existed when the driver started plus those
//! it creates, or only those that existed. The [`scope`](GreedyConfig::scope) bounds where
//! operations are queued from (default: the operation whose regions are rewritten).
//!
//! What an operation folds to, whether it is dead, constant, and how control flow is
//! simplified come from the payload through the [access traits](crate::access); their
//! defaults treat every operation as MLIR treats unregistered ones (never folded, never
//! trivially dead), and pdl-rs's [`Ir`](crate::ir::Ir) answers from its op definitions.
//!
//! Where MLIR would loop for ever (patterns that undo each other), the driver stops after
//! [`GreedyConfig::rewrite_budget`] rewrites (in-place folds count too) with [`DriverError::NotConverging`] naming the
//! patterns involved. A rewrite that fails (a native rewrite of a PDL pattern returning an
//! error, say) is rolled back and reported as [`DriverError::Rewrite`]; the payload is left
//! as it was before that rewrite. MLIR 22 aborts the process there (`PDLByteCode::rewrite`
//! calls `report_fatal_error` because the greedy driver's rewriter cannot recover from a
//! failed rewrite), so no later pattern is tried in either.

use std::fmt;

use rustc_hash::FxHashSet;

use super::applicator::Applicator;
use super::folder::Folder;
use super::listener::{Both, RewriteListener};
use super::rewriter::{Listener, NoListener, Rewriter};
use super::worklist::{Queue, Strictness};
pub use crate::access::RegionSimplification;
use crate::access::{
    FoldResult, FoldValue, PayloadRead, PayloadWrite, RegionChange, SourceLoc, Violation,
};

/// How the driver runs (MLIR's `GreedyRewriteConfig`; the defaults are MLIR 22's).
///
/// `O` is the payload's operation handle (the scope's type).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GreedyConfig<O = crate::ir::OpId> {
    /// Fill the worklist in pre-order and visit top-down (MLIR's `useTopDownTraversal`;
    /// default: post-order, bottom-up).
    pub top_down: bool,
    /// Iterations of "erase unreachable blocks, process the worklist, simplify regions";
    /// `None`: no limit (MLIR's `maxIterations`, `kNoLimit`; default 10).
    pub max_iterations: Option<u32>,
    /// Rewrites per iteration before the iteration stops (MLIR's `maxNumRewrites`; default:
    /// no limit).
    pub max_rewrites: Option<u64>,
    /// How regions are simplified after each pass over the worklist (MLIR's
    /// `regionSimplificationLevel`; default `Aggressive`, as MLIR 22).
    pub region_simplification: RegionSimplification,
    /// Fold operations before trying the patterns (MLIR's `fold`, `enableFolding`; default
    /// on).
    pub fold: bool,
    /// Deduplicate constants while filling the worklist, as MLIR's `OperationFolder` does
    /// (MLIR's `cseConstants`, `enableConstantCSE`; default on).
    pub cse_constants: bool,
    /// Which operations may be queued (MLIR's `strictMode`; default: any).
    pub strictness: Strictness,
    /// Only operations nested in this one's regions are queued; `None`: the operation
    /// whose regions are rewritten (MLIR's `scope`, a region there).
    pub scope: Option<O>,
    /// Total rewrites (pattern applications and in-place folds) after which the driver gives up with
    /// [`DriverError::NotConverging`]; `None` picks 100 per operation in the scope, at least
    /// 100,000. (MLIR has no such limit and may loop for ever.)
    pub rewrite_budget: Option<u64>,
    /// Verify the payload after applying ([`PayloadRead::verify_payload`]), as MLIR's pass
    /// manager verifies after each pass; a failure is [`DriverError::Invalid`] (default on).
    pub verify: bool,
}

impl<O> Default for GreedyConfig<O> {
    fn default() -> Self {
        GreedyConfig {
            top_down: false,
            max_iterations: Some(10),
            max_rewrites: None,
            region_simplification: RegionSimplification::Aggressive,
            fold: true,
            cse_constants: true,
            strictness: Strictness::AnyOp,
            scope: None,
            rewrite_budget: None,
            verify: true,
        }
    }
}

/// What a run did.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GreedyOutcome {
    /// Whether the last iteration changed nothing (the patterns reached a fixpoint).
    pub converged: bool,
    /// Whether the IR changed.
    pub changed: bool,
    /// Iterations run.
    pub iterations: u32,
    /// Rewrites applied.
    pub rewrites: u64,
    /// Operations visited.
    pub visits: u64,
}

/// Why a run stopped early.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DriverError {
    /// The pattern set could not be prepared for this payload.
    Prepare(String),
    /// A rewrite failed part-way; it was rolled back.
    Rewrite {
        /// The pattern, by name and location.
        pattern: String,
        /// The name of the operation being rewritten.
        op_name: String,
        /// What went wrong.
        message: String,
        /// Where the operation was read from, if the payload knows
        /// ([`PayloadRead::op_location`]).
        location: Option<SourceLoc>,
    },
    /// The rewrite budget ran out: patterns keep undoing each other.
    NotConverging {
        /// Rewrites applied.
        rewrites: u64,
        /// The patterns applied in the last rewrites, most frequent first, with counts.
        patterns: Vec<(String, u64)>,
        /// Where the scope of the run was read from, if the payload knows
        /// ([`PayloadRead::op_location`]).
        location: Option<SourceLoc>,
    },
    /// The patterns applied, and the payload no longer verifies (a rewrite broke dominance,
    /// or left an operation its verifier rejects). The IR is as the rewrites left it.
    Invalid(Violation),
}

impl DriverError {
    /// What went wrong, without the place (the [`Display`](fmt::Display) form leads with
    /// it when it is known): for a caller that renders the place itself.
    pub fn message(&self) -> String {
        Message(self).to_string()
    }

    /// Where the error is, when the payload knows its source: the operation whose rewrite
    /// failed, the scope that did not converge, or the operation that does not verify.
    pub fn location(&self) -> Option<&SourceLoc> {
        match self {
            DriverError::Prepare(_) => None,
            DriverError::Rewrite { location, .. } | DriverError::NotConverging { location, .. } => {
                location.as_ref()
            }
            DriverError::Invalid(v) => v.location.as_ref(),
        }
    }
}

/// `file:line:col: error: ...` when the place is known ([`DriverError::location`]), as
/// MLIR's diagnostics read, then the [`message`](DriverError::message).
impl fmt::Display for DriverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(at) = self.location() {
            write!(f, "{at}: error: ")?;
        }
        write!(f, "{}", Message(self))
    }
}

/// What a [`DriverError`] says, without its place.
struct Message<'e>(&'e DriverError);

impl fmt::Display for Message<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            DriverError::Prepare(m) => write!(f, "cannot apply the patterns: {m}"),
            DriverError::Rewrite {
                pattern,
                op_name,
                message,
                ..
            } => write!(
                f,
                "rewrite of {pattern} on a `{op_name}` operation failed and was rolled back: {message}"
            ),
            DriverError::NotConverging {
                rewrites, patterns, ..
            } => {
                write!(
                    f,
                    "the patterns do not converge: stopped after {rewrites} rewrites; the last rewrites applied "
                )?;
                for (i, (p, n)) in patterns.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{p} ({n} times)")?;
                }
                Ok(())
            }
            DriverError::Invalid(v) => write!(
                f,
                "the rewritten IR does not verify: `{}`: {}",
                v.op_name, v.message
            ),
        }
    }
}

impl std::error::Error for DriverError {}

/// One run of the driver: the applicator's state, the worklist, the counters.
struct Run<'s, P: PayloadWrite, A: Applicator<P>> {
    set: &'s A,
    state: A::State,
    queue: Queue<P>,
    outcome: GreedyOutcome,
    budget: u64,
    /// Folds in place: they count against the budget with the rewrites (a fold that keeps
    /// succeeding in place, such as `arith.andi` folding to its own result in a graph
    /// region, would otherwise loop for ever, as it does in MLIR).
    in_place_folds: u64,
    /// The patterns (or in-place folds) of the last rewrites, for the non-convergence
    /// message.
    recent: std::collections::VecDeque<Step<P::Name>>,
}

/// What [`Run::try_fold`] did.
enum Folding {
    /// Nothing: the operation does not fold.
    Failed,
    /// The operation was replaced by existing values and materialised constants.
    Replaced,
    /// The operation was changed in place.
    InPlace,
}

/// One change the driver made, as the non-convergence message names it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Step<N> {
    /// A pattern (its index in the set) rewrote an operation.
    Pattern(usize),
    /// An operation of this name folded in place.
    FoldInPlace(N),
}

impl<'s, P: PayloadWrite, A: Applicator<P>> Run<'s, P, A> {
    fn new(payload: &mut P, set: &'s A, queue: Queue<P>, budget: u64) -> Result<Self, DriverError> {
        let state = set.prepare(payload).map_err(DriverError::Prepare)?;
        Ok(Run::with_state(set, state, queue, budget))
    }

    /// A run with a state prepared already.
    fn with_state(set: &'s A, state: A::State, queue: Queue<P>, budget: u64) -> Self {
        Run {
            set,
            state,
            queue,
            outcome: GreedyOutcome::default(),
            budget,
            in_place_folds: 0,
            recent: std::collections::VecDeque::new(),
        }
    }

    /// Pops and rewrites until the worklist is empty or `max_rewrites` rewrites were
    /// made. Returns whether anything changed.
    fn process_worklist<L: RewriteListener<P>>(
        &mut self,
        payload: &mut P,
        max_rewrites: Option<u64>,
        fold: bool,
        listener: &mut L,
    ) -> Result<bool, DriverError> {
        let mut changed = false;
        let mut rewrites = 0u64;
        while max_rewrites.is_none_or(|m| rewrites < m) {
            let Some(op) = self.queue.worklist.pop(payload) else {
                break;
            };
            self.outcome.visits += 1;
            listener.visit(payload, op);
            if payload.is_trivially_dead(op) {
                self.erase_dead(payload, op, listener);
                changed = true;
                continue;
            }
            if fold && !payload.is_constant_like(op) {
                match self.try_fold(payload, op, listener) {
                    Folding::Failed => {}
                    Folding::Replaced => {
                        changed = true;
                        continue;
                    }
                    Folding::InPlace => {
                        changed = true;
                        self.in_place_folds += 1;
                        self.remember(Step::FoldInPlace(payload.op_name(op)));
                        if self.outcome.rewrites + self.in_place_folds >= self.budget {
                            return Err(self.not_converging(payload));
                        }
                        continue;
                    }
                }
            }
            let applied =
                self.set
                    .match_and_rewrite(&mut self.state, payload, op, &mut self.queue, listener);
            // Read in place: most visits match nothing, and copying the whole result out
            // (its inline list of erased operations) right after the call wrote it field
            // by field stalls on store forwarding (the profile showed it).
            let applied = match &applied {
                Ok(a) => a,
                Err(e) => {
                    return Err(DriverError::Rewrite {
                        pattern: self.set.pattern_name(e.pattern).to_string(),
                        op_name: payload.name_str(payload.op_name(op)).to_string(),
                        message: e.message.clone(),
                        location: payload.op_location(op),
                    })
                }
            };
            if !applied.gone.is_empty() {
                // Erased operations may have been queued again during the rewrite (e.g.
                // modified before being erased); they are gone now.
                for &o in &applied.gone {
                    self.queue.worklist.remove(payload, o);
                    self.queue.allowed.remove(&o);
                }
                // Nothing of the driver names them any more (the folder's table is only
                // read while the worklist is filled): what the next rewrites create may
                // take their storage, next to where this one worked.
                payload.recycle(&applied.gone);
            }
            let Some(pattern) = applied.pattern else {
                continue;
            };
            changed = true;
            rewrites += 1;
            self.outcome.rewrites += 1;
            self.remember(Step::Pattern(pattern));
            if self.outcome.rewrites + self.in_place_folds >= self.budget {
                return Err(self.not_converging(payload));
            }
        }
        Ok(changed)
    }

    /// Erases a trivially dead operation through the rewriter (MLIR's `eraseOp`), so that
    /// the worklist hears of it.
    fn erase_dead<L: RewriteListener<P>>(&mut self, payload: &mut P, op: P::Op, listener: &mut L) {
        let mut both = Both {
            first: &mut self.queue,
            second: &mut *listener,
        };
        let mut rw = Rewriter::new(payload, &mut both, op);
        if rw.erase_op(op).is_ok() {
            // Only fails if a result is used, which `is_trivially_dead` excludes. The
            // worklist heard of each erased operation.
            if let Ok(gone) = rw.commit() {
                payload.recycle(&gone);
            }
        }
    }

    /// Folds `op` as MLIR's `processWorklist` does; says whether it changed the IR:
    /// folded in place, or replaced by existing values and materialised constants.
    fn try_fold<L: RewriteListener<P>>(
        &mut self,
        payload: &mut P,
        op: P::Op,
        listener: &mut L,
    ) -> Folding {
        let Some(folded) = payload.fold(op) else {
            return Folding::Failed;
        };
        let results = match folded {
            FoldResult::InPlace => {
                self.queue.notify_modified(payload, op);
                listener.notify_modified(payload, op);
                return Folding::InPlace;
            }
            FoldResult::Results(r) => r,
        };
        if results.len() != payload.num_results(op) {
            return Folding::Failed;
        }
        let mut values = Vec::with_capacity(results.len());
        let mut created: Vec<P::Op> = Vec::new();
        for (i, r) in results.into_iter().enumerate() {
            match r {
                FoldValue::Value(v) => values.push(v),
                FoldValue::Attr(a) => {
                    let ty = payload.value_type(payload.result(op, i));
                    let Some(c) = payload.materialize_constant(op, a, ty, op) else {
                        // Materialisation failed: erase what was made for the earlier
                        // results, then let the patterns try.
                        let mut both = Both {
                            first: &mut self.queue,
                            second: &mut *listener,
                        };
                        let mut rw = Rewriter::new(payload, &mut both, op);
                        for &c in &created {
                            let _ = rw.erase_op(c);
                        }
                        let _ = rw.commit();
                        return Folding::Failed;
                    };
                    payload.copy_location(c, op);
                    self.queue.notify_inserted(payload, c);
                    listener.notify_inserted(payload, c);
                    if !created.contains(&c) {
                        created.push(c);
                    }
                    values.push(payload.result(c, 0));
                }
            }
        }
        let mut both = Both {
            first: &mut self.queue,
            second: &mut *listener,
        };
        let mut rw = Rewriter::new(payload, &mut both, op);
        if rw.replace_op(op, &values).is_ok() {
            let _ = rw.commit();
        }
        Folding::Replaced
    }

    /// Keeps the last 64 changes for the non-convergence message.
    fn remember(&mut self, step: Step<P::Name>) {
        if self.recent.len() == 64 {
            self.recent.pop_front();
        }
        self.recent.push_back(step);
    }

    fn not_converging(&self, payload: &P) -> DriverError {
        let mut counts: Vec<(Step<P::Name>, u64)> = Vec::new();
        for &p in &self.recent {
            match counts.iter_mut().find(|(q, _)| *q == p) {
                Some(c) => c.1 += 1,
                None => counts.push((p, 1)),
            }
        }
        counts.sort_by_key(|c| std::cmp::Reverse(c.1));
        DriverError::NotConverging {
            location: payload.op_location(self.queue.scope()),
            rewrites: self.outcome.rewrites,
            patterns: counts
                .into_iter()
                .map(|(step, n)| {
                    let name = match step {
                        Step::Pattern(p) => self.set.pattern_name(p).to_string(),
                        Step::FoldInPlace(name) => {
                            format!("the in-place fold of `{}`", payload.name_str(name))
                        }
                    };
                    (name, n)
                })
                .collect(),
        }
    }
}

pub(super) fn budget_for<P: PayloadRead>(
    payload: &P,
    scope: P::Op,
    config_budget: Option<u64>,
) -> u64 {
    config_budget.unwrap_or_else(|| budget_from_count(payload.nested_ops(scope, true).len()))
}

/// The default budget for a scope of `n` operations (itself included).
pub(super) fn budget_from_count(n: usize) -> u64 {
    (n as u64 * 100).max(100_000)
}

/// Applies `set` to the operations nested in `op`'s regions (not `op` itself) until a
/// fixpoint, as MLIR's `applyPatternsGreedily`.
///
/// `set` is any [`Applicator`]: a [`FrozenPatternSet`](super::frozen::FrozenPatternSet)
/// mixing hand-written and PDL patterns, or one PDL set alone.
///
/// As in MLIR, where an erased operation's memory goes back to the allocator, a handle to an
/// operation the driver erased must not be used after the rewrite that erased it: the
/// driver lets the payload give its storage to operations created later
/// ([`PayloadWrite::recycle`]), and the handle may then name one of them. Listeners hear of
/// each erasure before that happens.
///
/// ```
/// use pdl_runtime::access::PayloadRead;
/// use pdl_runtime::ir::Ir;
/// use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};
/// use pdl_runtime::rewrite::RewritePatternSet;
/// use pdl_runtime::text::{parse, print};
///
/// // Erase every "test.a".
/// let mut patterns = RewritePatternSet::<Ir>::new();
/// patterns.add_fn("erase-a", Some("test.a"), 1, |rw, op| Ok(rw.erase_op(op)?));
/// let set = patterns.freeze();
/// let mut ir = parse("\"test.a\"() : () -> ()\n\"test.b\"() : () -> ()\n", "x.mlir").unwrap();
/// let root = ir.root();
/// let outcome = apply_patterns_greedily(&mut ir, root, &set, &GreedyConfig::default()).unwrap();
/// assert!(outcome.converged && outcome.changed);
/// assert_eq!(outcome.rewrites, 1);
/// assert!(!print(&ir).contains("test.a"));
/// ```
pub fn apply_patterns_greedily<P, A>(
    payload: &mut P,
    op: P::Op,
    set: &A,
    config: &GreedyConfig<P::Op>,
) -> Result<GreedyOutcome, DriverError>
where
    P: PayloadWrite,
    A: Applicator<P>,
{
    apply_patterns_greedily_with(payload, op, set, config, &mut NoListener)
}

/// [`apply_patterns_greedily`] telling `listener` of every visit, attempt, failure (with its
/// reason), rewrite and change to the IR.
pub fn apply_patterns_greedily_with<P, A, L>(
    payload: &mut P,
    op: P::Op,
    set: &A,
    config: &GreedyConfig<P::Op>,
    listener: &mut L,
) -> Result<GreedyOutcome, DriverError>
where
    P: PayloadWrite,
    A: Applicator<P>,
    L: RewriteListener<P>,
{
    let state = set.prepare(payload).map_err(DriverError::Prepare)?;
    apply_prepared(payload, op, set, config, listener, state).0
}

/// [`apply_patterns_greedily_with`] with the set's state prepared already; the state is
/// given back for the next run (the parallel drivers prepare once per chunk of isolated
/// operations when [`Applicator::state_serves_forks`] says so).
pub(crate) fn apply_prepared<P, A, L>(
    payload: &mut P,
    op: P::Op,
    set: &A,
    config: &GreedyConfig<P::Op>,
    listener: &mut L,
    state: A::State,
) -> (Result<GreedyOutcome, DriverError>, A::State)
where
    P: PayloadWrite,
    A: Applicator<P>,
    L: RewriteListener<P>,
{
    let scope = config.scope.unwrap_or(op);
    let mut queue = Queue::new(scope, config.strictness);
    if config.strictness != Strictness::AnyOp {
        queue.allowed.extend(payload.nested_ops(op, true));
        queue.allowed.remove(&op);
    }
    // When the scope is the operation rewritten, the budget counts the operations the first
    // iteration collects anyway (no walk of its own).
    let budget_from_first = scope == op && config.rewrite_budget.is_none();
    let budget = if budget_from_first {
        u64::MAX
    } else {
        budget_for(payload, scope, config.rewrite_budget)
    };
    let mut run = Run::with_state(set, state, queue, budget);
    let result = iterate(&mut run, payload, op, config, listener, budget_from_first);
    (result, run.state)
}

/// The iterations of [`apply_prepared`]'s run.
fn iterate<P, A, L>(
    run: &mut Run<'_, P, A>,
    payload: &mut P,
    op: P::Op,
    config: &GreedyConfig<P::Op>,
    listener: &mut L,
    budget_from_first: bool,
) -> Result<GreedyOutcome, DriverError>
where
    P: PayloadWrite,
    A: Applicator<P>,
    L: RewriteListener<P>,
{
    let mut iteration = 0u32;
    let mut folder = Folder::default();
    loop {
        if config.max_iterations.is_some_and(|m| iteration >= m) {
            break;
        }
        iteration += 1;
        run.outcome.iterations = iteration;
        run.queue.worklist.clear();
        folder.clear();
        let visits = payload.nested_visits(op, !config.top_down);
        if iteration == 1 && budget_from_first {
            run.budget = budget_from_count(visits.len());
        }
        run.queue.worklist.reserve(visits.len());
        let mut gone: FxHashSet<P::Op> = FxHashSet::default();
        // The parent of the last operation offered with its ancestors: a sibling after it
        // has the same ancestors, offered already (and still queued, or never allowed: the
        // fill takes nothing off the worklist but the constants it erases), so only the
        // sibling itself is offered.
        let mut offered_under: Option<P::Op> = None;
        for v in visits {
            let o = v.op;
            if o == op || (!gone.is_empty() && gone.contains(&o)) {
                continue;
            }
            if config.cse_constants && v.maybe_constant {
                if !folder.insert_known_constant(payload, o, &mut run.queue, listener, &mut gone) {
                    continue;
                }
                // A constant kept may have moved to the front of its region: its parent
                // is asked again.
                run.queue.add(payload, o);
                continue;
            }
            // Filling the worklist moves and erases constants only: the walk's parent
            // still holds.
            if v.parent.is_some() && v.parent == offered_under {
                run.queue.push_single(payload, o);
            } else if run.queue.add_below(payload, o, v.parent) {
                offered_under = v.parent;
            }
        }
        if config.top_down {
            run.queue.worklist.reverse(payload);
        }
        // Blocks unreachable from their region's entry go before the worklist is processed
        // (their operations leave the worklist as they are erased).
        let mut changed = {
            let mut both = Both {
                first: &mut run.queue,
                second: &mut *listener,
            };
            payload.erase_unreachable_blocks(op, &mut |p, o, dead| both.notify_erased(p, o, dead))
        };
        changed |= run.process_worklist(payload, config.max_rewrites, config.fold, listener)?;
        // Region simplification runs through MLIR's rewriter: the worklist and the user's
        // listener hear of the operations it erases and modifies.
        let simplified = {
            let mut both = Both {
                first: &mut run.queue,
                second: &mut *listener,
            };
            payload.simplify_regions_notifying(
                op,
                config.region_simplification,
                &mut |p, change| match change {
                    RegionChange::Erased(o, dead) => both.notify_erased(p, o, dead),
                    RegionChange::Modified(o) => both.notify_modified(p, o),
                },
            )
        };
        if simplified {
            changed = true;
        }
        if changed {
            run.outcome.changed = true;
        } else {
            run.outcome.converged = true;
            break;
        }
    }
    if config.verify {
        payload.verify_payload().map_err(DriverError::Invalid)?;
    }
    Ok(run.outcome.clone())
}

/// Applies `set` to the operations `ops` (and, as strictness allows, to operations their
/// rewrites create or affect) until none is left to visit: MLIR's
/// `applyOpPatternsGreedily`. One pass over a worklist seeded with `ops`, in the order
/// given, popped last first; no iteration, no region simplification. The scope defaults
/// to the parent of the first operation. `converged` is false when `max_rewrites` stopped
/// the pass with operations left on the worklist.
pub fn apply_op_patterns_greedily<P, A, L>(
    payload: &mut P,
    ops: &[P::Op],
    set: &A,
    config: &GreedyConfig<P::Op>,
    listener: &mut L,
) -> Result<GreedyOutcome, DriverError>
where
    P: PayloadWrite,
    A: Applicator<P>,
    L: RewriteListener<P>,
{
    let Some(&first) = ops.first() else {
        return Ok(GreedyOutcome {
            converged: true,
            ..GreedyOutcome::default()
        });
    };
    let Some(scope) = config.scope.or_else(|| payload.parent_op(first)) else {
        return Err(DriverError::Prepare(
            "applying patterns to a top-level operation needs an explicit scope".into(),
        ));
    };
    let mut queue = Queue::new(scope, config.strictness);
    if config.strictness != Strictness::AnyOp {
        queue.allowed.extend(ops.iter().copied());
    }
    let budget = budget_for(payload, scope, config.rewrite_budget);
    let mut run = Run::new(payload, set, queue, budget)?;
    for &o in ops {
        run.queue.push_single(payload, o);
    }
    run.outcome.iterations = 1;
    let changed = run.process_worklist(payload, config.max_rewrites, config.fold, listener)?;
    run.outcome.changed = changed;
    run.outcome.converged = run.queue.worklist.is_empty();
    if config.verify {
        payload.verify_payload().map_err(DriverError::Invalid)?;
    }
    Ok(run.outcome)
}

/// Tries the patterns of `set` on `op` alone and applies the first rewrite that succeeds
/// (MLIR's `PatternApplicator::matchAndRewrite`). Returns the pattern applied (an index into
/// the set), or `None` if none did.
pub fn apply_once<P, A, L>(
    payload: &mut P,
    op: P::Op,
    set: &A,
    listener: &mut L,
) -> Result<Option<usize>, DriverError>
where
    P: PayloadWrite,
    A: Applicator<P>,
    L: RewriteListener<P>,
{
    let mut state = set.prepare(payload).map_err(DriverError::Prepare)?;
    listener.visit(payload, op);
    match set.match_and_rewrite(&mut state, payload, op, &mut NoListener, listener) {
        Ok(a) => Ok(a.pattern),
        Err(e) => Err(DriverError::Rewrite {
            pattern: set.pattern_name(e.pattern).to_string(),
            op_name: payload.name_str(payload.op_name(op)).to_string(),
            message: e.message,
            location: payload.op_location(op),
        }),
    }
}
