//! The parallel greedy driver: the isolated-from-above operations of a scope (each
//! `func.func`, each operation a definition declares isolated) rewritten at the same time
//! on a thread pool, with the result the sequential driver gives.
//!
//! # How
//!
//! 1. **Apart.** The context is frozen (what it holds becomes a part its forks share), and
//!    the isolated operations directly inside the scope are cut into chunks, in IR order,
//!    16 per thread. On a thread of the pool, over a [fork](crate::ir::Context::fork) of
//!    the context, each operation of a chunk in turn is copied alone into the chunk's IR
//!    (emptied between operations, its arenas keeping their room) and the greedy driver
//!    runs there (scope: that operation).
//!    A body read from text holds one run of consecutive records in each of the payload's
//!    arenas; its copy is made by shifting the runs' handles, and once rewritten, while
//!    it is still in the thread's cache, it is translated to take the old body's records
//!    if it needs no more of them (staged, in the chunk's one staging). The run's budget
//!    for step 3 is the scope's size, its bodies counted by the chunks.
//! 2. **Back.** Once every chunk is done, in IR order, the chunk's context is
//!    [absorbed](crate::ir::Context::absorb) into the payload's; then the staged bodies are
//!    written over their old records, each on a thread of the pool (the arenas do not
//!    grow), and the other operations' regions are replaced by their rewritten copies at
//!    once, the records written on every thread ([`Ir::replace_regions_in_parallel`]).
//! 3. **Between.** The driver then runs once over the whole scope, with the bodies of the
//!    operations it has nothing to do in set aside: those no pattern of the set roots at
//!    ([`Applicator::may_root_at`]), without results or a fold hook, whose deadness does
//!    not depend on their body. The other isolated operations keep their bodies.
//! 4. **Verify** (when the configuration asks): the payload verified as the sequential
//!    driver verifies it, each body on a thread of its own, the first violation in walk
//!    order reported.
//!
//! # Why the result is the sequential one
//!
//! Nothing a pattern matches can reach across an isolated-from-above operation: PDL
//! patterns walk values, and no value defined outside is used inside. Constants are
//! uniqued per isolated region, as MLIR's `OperationFolder` does. So each operation's body
//! evolves in the sequential driver exactly as in a run of its own: its operations come
//! off the worklist in the same relative order (the worklist is filled in walk order, and
//! a rewrite inside only queues operations inside and their ancestors), and the iterations
//! it needs are at most the whole run's. A body that reached its fixpoint stays there
//! when visited again, so step 3 need not visit it; a body that did not converge within
//! the iteration limit had as many iterations in both runs. What lies between the bodies
//! (the scope's other operations, and the isolated operations themselves) evolves in
//! step 3 as in the sequential run, which never looked into the bodies to rewrite it.
//! Natives are assumed to keep to the same rule (MLIR's for passes on isolated
//! operations): a native given an operation reads nothing outside the isolated operation
//! that holds it.
//!
//! The output is therefore the same whatever the number of threads: the tests run every
//! corpus both ways.
//!
//! # Handles
//!
//! The bodies come back as new records, or over the old ones: a handle to an operation, a
//! block or a value inside an isolated operation, taken before the run, names an erased
//! record after it or one that another operation of the new body took, even where the
//! sequential driver would have left that operation alone (as a handle to an operation
//! the sequential driver erased may name one it created later). Handles to the isolated
//! operations themselves and to everything between them stay valid.
//!
//! # Errors
//!
//! A failed rewrite or a run that does not converge within its budget (the default budget
//! counted per isolated operation: non-convergence is found per region) stops the run with
//! the error of the first failing operation in IR order, and the payload is left as it
//! was: nothing of step 1 is brought back.

use std::num::NonZeroUsize;

use rayon::prelude::*;

use super::applicator::Applicator;
use super::driver::{
    apply_patterns_greedily, apply_prepared, budget_from_count, DriverError, GreedyConfig,
    GreedyOutcome,
};
use super::rewriter::NoListener;
use super::walk::{walk_and_apply_patterns_with_config, walk_prepared, WalkConfig};
use super::worklist::Strictness;
use crate::ir::{
    BlockId, BodySlots, Context, ForkPoint, Ir, OpId, RegionId, RegionsFrom, Remap, Staging, Traits,
};

/// The average number of operations per isolated operation below which the parallel
/// drivers run the sequential one when their threads are [`Threads::Auto`].
const MIN_OPS_PER_PART: usize = 32;

/// How many threads a driver may use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Threads {
    /// One per core the process may use (`std::thread::available_parallelism`), when the
    /// isolated operations are large enough to be worth it (64 operations each on average;
    /// smaller ones cost more to move than they gain).
    #[default]
    Auto,
    /// This many: one runs the sequential driver.
    Count(NonZeroUsize),
}

impl Threads {
    /// One thread: the sequential driver.
    pub const ONE: Threads = Threads::Count(NonZeroUsize::MIN);

    /// The number of threads.
    pub fn count(self) -> usize {
        match self {
            Threads::Auto => std::thread::available_parallelism().map_or(1, NonZeroUsize::get),
            Threads::Count(n) => n.get(),
        }
    }
}

/// [`apply_patterns_greedily`] with the isolated-from-above operations directly inside
/// `scope` rewritten concurrently on `threads` threads (see the module's documentation):
/// the same result, errors deterministic (the first in IR order, the payload left as it
/// was).
///
/// It runs the sequential driver when there is one thread, fewer than two isolated
/// operations, or a configuration whose limits count over the whole run
/// ([`max_rewrites`](GreedyConfig::max_rewrites), an explicit
/// [`rewrite_budget`](GreedyConfig::rewrite_budget), a [`strictness`](GreedyConfig::strictness)
/// other than `AnyOp`, a [`scope`](GreedyConfig::scope) other than `scope`).
///
/// ```
/// use pdl_runtime::prelude::*;
/// use pdl_runtime::rewrite::{apply_patterns_greedily_in_parallel, Threads};
///
/// let mut patterns = RewritePatternSet::<Ir>::new();
/// patterns.add_fn("erase-a", Some("test.a"), 1, |rw, op| Ok(rw.erase_op(op)?));
/// let set = patterns.freeze();
/// let f = |i| format!("func.func @f{i}() {{\n  \"test.a\"() : () -> ()\n  return\n}}\n");
/// let src: String = (0..4).map(f).collect();
/// let mut ir = parse_loaded(&src, "x.mlir").unwrap();
/// let root = ir.root();
/// let config = GreedyConfig::default();
/// apply_patterns_greedily_in_parallel(&mut ir, root, &set, &config, Threads::Auto).unwrap();
/// assert!(!ir.to_string().contains("test.a"));
/// ```
pub fn apply_patterns_greedily_in_parallel<A>(
    ir: &mut Ir,
    scope: OpId,
    set: &A,
    config: &GreedyConfig,
    threads: Threads,
) -> Result<GreedyOutcome, DriverError>
where
    A: Applicator<Ir> + Sync,
{
    if !splits(config, scope) {
        return apply_patterns_greedily(ir, scope, set, config);
    }
    let per_part = GreedyConfig {
        verify: false,
        scope: None,
        ..config.clone()
    };
    let run = split(
        ir,
        scope,
        set,
        threads,
        config.verify,
        |ir, part, slot: &mut Option<A::State>| {
            if !set.state_serves_forks() {
                return apply_patterns_greedily(ir, part, set, &per_part);
            }
            let state = chunk_state(set, ir, slot)?;
            let (run, state) = apply_prepared(ir, part, set, &per_part, &mut NoListener, state);
            *slot = Some(state);
            run
        },
        // The whole run's budget, from the scope's size before anything changed (as the
        // sequential driver counts it).
        |ir, size| {
            let between = GreedyConfig {
                verify: false,
                rewrite_budget: Some(budget_from_count(size)),
                ..config.clone()
            };
            apply_patterns_greedily(ir, scope, set, &between)
        },
    );
    match run {
        Some(r) => r,
        None => apply_patterns_greedily(ir, scope, set, config),
    }
}

/// [`walk_and_apply_patterns_with_config`] with the isolated-from-above operations directly
/// inside `scope` walked concurrently on `threads` threads, as
/// [`apply_patterns_greedily_in_parallel`] does (see the module's documentation): each
/// body is walked apart, then the walk goes over what lies between them. The same result,
/// errors deterministic (the first in IR order, the payload left as it was).
pub fn walk_and_apply_patterns_in_parallel<A>(
    ir: &mut Ir,
    scope: OpId,
    set: &A,
    config: &WalkConfig,
    threads: Threads,
) -> Result<GreedyOutcome, DriverError>
where
    A: Applicator<Ir> + Sync,
{
    let unverified = WalkConfig { verify: false };
    let walk = |ir: &mut Ir, op: OpId| {
        walk_and_apply_patterns_with_config(ir, op, set, &unverified, &mut NoListener)
    };
    let run = split(
        ir,
        scope,
        set,
        threads,
        config.verify,
        |ir, op, slot: &mut Option<A::State>| {
            if !set.state_serves_forks() {
                return walk(ir, op);
            }
            let mut state = chunk_state(set, ir, slot)?;
            let run = walk_prepared(ir, op, set, &mut state, &mut NoListener);
            *slot = Some(state);
            run
        },
        |ir, _| walk(ir, scope),
    );
    match run {
        Some(r) => r,
        None => walk_and_apply_patterns_with_config(ir, scope, set, config, &mut NoListener),
    }
}

/// The three steps of the module's documentation, with `per_part` the driver on one part
/// (in its own IR) and `between` the driver over the scope once the parts are back and
/// their bodies set aside, given the number of operations the scope held before the run
/// (itself included). `None` when there is nothing to split (one thread, fewer than two
/// parts): the caller runs its sequential driver.
fn split<A, F, G>(
    ir: &mut Ir,
    scope: OpId,
    set: &A,
    threads: Threads,
    verify: bool,
    per_part: F,
    between: G,
) -> Option<Result<GreedyOutcome, DriverError>>
where
    A: Applicator<Ir> + Sync,
    F: Fn(&mut Ir, OpId, &mut Option<A::State>) -> Result<GreedyOutcome, DriverError> + Sync,
    G: FnOnce(&mut Ir, usize) -> Result<GreedyOutcome, DriverError>,
{
    let auto = threads == Threads::Auto;
    let threads = threads.count();
    if threads < 2 {
        return None;
    }
    let parts = isolated_parts(ir, scope);
    // With `Threads::Auto`, a part must hold enough work to pay for its copies and its
    // driver's set-up (measured on two threads against one, 100 patterns: 20 operations
    // per function 0.98-1.12x, 32 1.28-1.34x, 64 1.39-1.52x); a count given explicitly is
    // used whatever the parts' size.
    if parts.len() < 2 || (auto && ir.num_live_ops() < parts.len() * MIN_OPS_PER_PART) {
        return None;
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .ok()?;

    // (What the size counted apart below must come to; debug builds check it.)
    #[cfg(debug_assertions)]
    let whole_size = nested_size(ir, scope);

    // 1. Apart: chunks of consecutive parts, many per thread so that uneven parts, and a
    // thread slowed by others on its core, even out; each over a fork of the payload's
    // context (frozen first: what it holds is shared, so a fork costs next to nothing).
    ir.ctx.freeze();
    let chunk = parts.len().div_ceil(threads * 16);
    let chunks: Vec<&[OpId]> = parts.chunks(chunk).collect();
    let shared: &Ir = ir;
    let done: Vec<Result<Chunk, DriverError>> = pool.install(|| {
        chunks
            .par_iter()
            .map(|c| rewrite_chunk(shared, c, &mut None, &per_part))
            .collect()
    });
    let mut outcome = GreedyOutcome {
        converged: true,
        ..GreedyOutcome::default()
    };
    // The scope's size before the run: what lies outside the parts' bodies, counted here,
    // and the bodies, counted by the chunks.
    let mut size = outside_size(ir, scope, &parts);
    let mut rewritten = Vec::with_capacity(done.len());
    for d in done {
        match d {
            Ok(d) => {
                add(&mut outcome, &d.outcome);
                size += d.body_ops;
                rewritten.push(d);
            }
            Err(e) => return Some(Err(e)),
        }
    }

    #[cfg(debug_assertions)]
    debug_assert_eq!(size, whole_size, "the scope's size counted apart");

    // 2. Back: the contexts absorbed in IR order (handles do not depend on the threads),
    // then every body relocated at once.
    let remaps: Vec<Remap> = rewritten
        .iter()
        .map(|d| ir.ctx.absorb(&d.ctx, d.at))
        .collect();
    // Each body written over its old records where it fits there (if that cannot be
    // done, nothing was written: the sequential driver runs), the others relocated.
    let mut stagings = Vec::with_capacity(rewritten.len());
    let mut moved = Vec::new();
    let mut contexts = Vec::with_capacity(rewritten.len());
    for ((c, d), remap) in chunks.iter().zip(rewritten).zip(&remaps) {
        contexts.push(d.ctx);
        stagings.push((d.staging, remap));
        for (&op, back) in c.iter().zip(d.copies) {
            if let Back::Moved(src, from) = back {
                moved.push((op, src, from, remap));
            }
        }
    }
    pool.install(|| ir.put_staged_in_parallel(&mut stagings))
        .ok()?;
    if !moved.is_empty() {
        let returns: Vec<RegionsFrom<'_>> = moved
            .iter()
            .map(|(op, src, from, remap)| RegionsFrom {
                op: *op,
                src,
                from: *from,
                remap,
            })
            .collect();
        pool.install(|| ir.replace_regions_in_parallel(&returns));
    }
    // The chunks' contexts, the old records and the IRs of the relocated copies freed on
    // every thread too.
    pool.install(|| {
        rayon::join(
            || contexts.into_par_iter().for_each(drop),
            || {
                rayon::join(
                    || stagings.into_par_iter().for_each(drop),
                    || moved.into_par_iter().for_each(drop),
                )
            },
        )
    });

    // 3. Between: the bodies the run has nothing to do in set aside.
    let mut aside: Vec<(RegionId, Vec<BlockId>)> = Vec::new();
    for &part in &parts {
        set_aside(ir, set, part, &mut aside);
    }
    let result = between(ir, size);
    for (region, blocks) in aside {
        let owner = ir.region_parent(region);
        ir.put_back_blocks(region, blocks.clone());
        // A part erased in step 3 took an empty body with it: its body goes now.
        if owner.is_some_and(|o| ir.is_erased(o)) {
            for b in blocks {
                ir.erase_block(b);
            }
        }
    }
    let last = match result {
        Ok(o) => o,
        Err(e) => return Some(Err(e)),
    };
    outcome.converged &= last.converged;
    outcome.changed |= last.changed;
    outcome.iterations = outcome.iterations.max(last.iterations);
    outcome.rewrites += last.rewrites;
    outcome.visits += last.visits;
    // The payload verified as the sequential driver does, the bodies on every thread.
    if verify {
        // (The parts again: step 3 may have erased or moved some.)
        let parts = isolated_parts(ir, scope);
        if let Err(e) = pool.install(|| ir.verify_payload_in_parallel(&parts)) {
            return Some(Err(DriverError::Invalid(e)));
        }
    }
    Some(Ok(outcome))
}

/// Whether `config` lets the run be split: no limit counted over the whole run.
fn splits(config: &GreedyConfig, scope: OpId) -> bool {
    config.strictness == Strictness::AnyOp
        && config.max_rewrites.is_none()
        && config.rewrite_budget.is_none()
        && config.scope.is_none_or(|s| s == scope)
}

/// How many operations of `scope` lie outside the bodies of `parts` (its isolated
/// operations, in IR order): the scope, the parts themselves and everything else.
fn outside_size(ir: &Ir, scope: OpId, parts: &[OpId]) -> usize {
    let mut parts = parts.iter().peekable();
    let mut size = 1;
    for region in ir.regions(scope) {
        for &block in ir.region_blocks(region) {
            for op in ir.block_ops(block) {
                size += if parts.next_if_eq(&&op).is_some() {
                    1
                } else {
                    nested_size(ir, op)
                };
            }
        }
    }
    size
}

/// How many operations `op` is, with those nested in it.
fn nested_size(ir: &Ir, op: OpId) -> usize {
    let mut n = 0;
    ir.walk_pre(op, &mut |_| n += 1);
    n
}

/// The isolated-from-above operations with a body directly inside `scope`, in IR order.
fn isolated_parts(ir: &Ir, scope: OpId) -> Vec<OpId> {
    let mut parts = Vec::new();
    for region in ir.regions(scope) {
        for &block in ir.region_blocks(region) {
            for op in ir.block_ops(block) {
                if ir.has_trait(op, Traits::ISOLATED_FROM_ABOVE)
                    && ir.regions(op).any(|r| !ir.region_blocks(r).is_empty())
                {
                    parts.push(op);
                }
            }
        }
    }
    parts
}

/// A chunk rewritten apart.
struct Chunk {
    /// The chunk's context: a fork of the payload's, grown by every part's run.
    ctx: Context,
    /// Where it was forked from the payload's.
    at: ForkPoint,
    /// How each part comes back, in order.
    copies: Vec<Back>,
    /// The bodies that come back in place, in order.
    staging: Staging,
    /// How many operations the parts' bodies held before their runs.
    body_ops: usize,
    /// The runs' outcomes, added up.
    outcome: GreedyOutcome,
}

/// One part rewritten apart, on its way back.
enum Back {
    /// Its body translated to take the old body's records (it fits there): the chunk's
    /// next body in its staging.
    InPlace,
    /// The IR holding its copy (its context lent to the next part's and kept in the
    /// chunk's; handles stay valid there: a context only grows), and the copy: relocated.
    Moved(Box<Ir>, OpId),
}

/// Copies the parts of a chunk out of `main` and runs the driver on each, each part alone
/// in an IR (what a run allocates is sized by its IR's arenas: one IR holding the whole
/// chunk would cost every part the chunk's size), one context passed from part to part.
fn rewrite_chunk<S, F>(
    main: &Ir,
    parts: &[OpId],
    state: &mut Option<S>,
    per_part: &F,
) -> Result<Chunk, DriverError>
where
    F: Fn(&mut Ir, OpId, &mut Option<S>) -> Result<GreedyOutcome, DriverError>,
{
    let (ctx, at) = main.ctx.fork();
    let mut copies = Vec::with_capacity(parts.len());
    let mut outcome = GreedyOutcome {
        converged: true,
        ..GreedyOutcome::default()
    };
    // One IR serves every part whose body is staged: emptied between parts, it keeps the
    // room its arenas grew to, so the next part allocates (and faults in) nothing new.
    let mut ir = part_ir(main, ctx);
    let mut staging = Staging::default();
    let mut dest: Vec<RegionId> = Vec::new();
    let mut body_ops = 0;
    for (k, &part) in parts.iter().enumerate() {
        // (Each body's runs found just before it is copied: its links are still in cache.)
        let slots = main.body_slots(part);
        if let (0, Some(s)) = (k, &slots) {
            // Room for the chunk's bodies as if all were the first one's size (the
            // functions of one file are often alike; room never used is never touched).
            staging.reserve(s, parts.len());
        }
        body_ops += match slots {
            Some(s) => s.num_ops(),
            None => nested_size(main, part) - 1,
        };
        dest.clear();
        dest.extend(main.regions(part));
        let copy = copy_out(main, part, slots, &mut ir);
        let run = per_part(&mut ir, copy, state);
        add(&mut outcome, &run?);
        if slots.is_some_and(|s| staging.stage(&ir, copy, part, &dest, s)) {
            copies.push(Back::InPlace);
            ir.clear();
        } else {
            let next = part_ir(main, std::mem::take(&mut ir.ctx));
            copies.push(Back::Moved(
                Box::new(std::mem::replace(&mut ir, next)),
                copy,
            ));
        }
    }
    Ok(Chunk {
        ctx: ir.ctx,
        at,
        copies,
        staging,
        body_ops,
        outcome,
    })
}

/// An empty IR over `ctx` (a fork of `main`'s context) for a chunk's parts.
fn part_ir(main: &Ir, ctx: Context) -> Ir {
    let mut ir = Ir::with_context(ctx);
    ir.source.clone_from(&main.source);
    ir
}

/// `part` of `main` copied into `ir` (empty): by a shift of its runs when its body holds
/// runs of records, else one record at a time.
fn copy_out(main: &Ir, part: OpId, slots: Option<BodySlots>, ir: &mut Ir) -> OpId {
    let block = ir.root_block();
    if let Some(copy) = slots.and_then(|s| ir.copy_body_from(main, part, s, block)) {
        return copy;
    }
    ir.clear();
    let block = ir.root_block();
    ir.copy_op_from(main, part, &Remap::identity(), block)
}

/// The applicator state of a chunk whose set's state serves forks: prepared on the
/// chunk's first part, then handed from part to part.
fn chunk_state<A: Applicator<Ir>>(
    set: &A,
    ir: &mut Ir,
    slot: &mut Option<A::State>,
) -> Result<A::State, DriverError> {
    match slot.take() {
        Some(state) => Ok(state),
        None => set.prepare(ir).map_err(DriverError::Prepare),
    }
}

/// Adds a part's outcome to the run's.
fn add(total: &mut GreedyOutcome, o: &GreedyOutcome) {
    total.converged &= o.converged;
    total.changed |= o.changed;
    total.iterations = total.iterations.max(o.iterations);
    total.rewrites += o.rewrites;
    total.visits += o.visits;
}

/// Sets the body of `part` aside for step 3 when nothing there can need it: no pattern
/// roots at it, it has no results and no fold hook, and whether it is dead does not depend
/// on what it nests (no `RecursiveMemoryEffects`: its own effects, or their absence, decide;
/// the verifier and region DCE then ask nothing of its body either).
fn set_aside<A: Applicator<Ir>>(
    ir: &mut Ir,
    set: &A,
    part: OpId,
    aside: &mut Vec<(RegionId, Vec<BlockId>)>,
) {
    if ir.num_results(part) > 0
        || ir.has_trait(part, Traits::RECURSIVE_MEMORY_EFFECTS)
        || ir.op_def(part).is_some_and(|d| d.fold.is_some())
        || set.may_root_at(ir.op_name_str(part))
    {
        return;
    }
    let regions: Vec<RegionId> = ir.regions(part).collect();
    for r in regions {
        let blocks = ir.take_blocks(r);
        aside.push((r, blocks));
    }
}
