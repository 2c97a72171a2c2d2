//! MLIR's walk driver (`walkAndApplyPatterns`): one live post-order walk, no fixpoint.

use rustc_hash::FxHashSet;

use super::applicator::Applicator;
use super::driver::{DriverError, GreedyOutcome};
use super::listener::RewriteListener;
use super::rewriter::Listener;
use crate::access::{PayloadRead, PayloadWrite};

/// How the walk driver runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WalkConfig {
    /// Verify the payload after the walk ([`PayloadRead::verify_payload`]), as MLIR's pass
    /// manager verifies after each pass; a failure is [`DriverError::Invalid`] (default on).
    pub verify: bool,
}

impl Default for WalkConfig {
    fn default() -> Self {
        WalkConfig { verify: true }
    }
}

/// Applies `set` in one walk over the operations nested in `op`'s regions (not `op`
/// itself), as MLIR 22's `walkAndApplyPatterns`: operations are visited in post-order
/// (the operations nested in an operation's regions before it, the blocks of a region and
/// the operations of a block in order) and each is rewritten by the best pattern that
/// applies. No fixpoint, no folding, no dead-code elimination, no region simplification.
///
/// The walk is live, as MLIR's: it steps to the next operation of the block (or the next
/// block) as the IR is when it gets there. Before a visited operation is rewritten, the
/// walk already holds the operation after it, so what the rewrite inserts before that one
/// (the rewriter inserts before the visited operation) is not visited, while an operation
/// placed after it is; an operation's regions are entered when the walk reaches the
/// operation, as they are then. A payload that does not expose its blocks
/// ([`PayloadWrite::region_count`] is `None`) is walked over the operations that existed
/// when the walk started, which is the same for every change the rewriter can make.
///
/// As in MLIR, a rewrite may erase only the visited operation and what it nests. MLIR
/// leaves other erasures unsupported; here, if the operation the walk was to visit next
/// was erased, the walk goes on after the visited operation if it still exists (else after
/// the operation before it, skipping what the rewrite created), and an enclosing block
/// whose next operation was erased is left. A rewrite that fails is rolled back and stops
/// the walk with [`DriverError::Rewrite`] (MLIR aborts). The payload is verified after
/// the walk ([`WalkConfig::verify`]).
pub fn walk_and_apply_patterns<P, A, L>(
    payload: &mut P,
    op: P::Op,
    set: &A,
    listener: &mut L,
) -> Result<GreedyOutcome, DriverError>
where
    P: PayloadWrite,
    A: Applicator<P>,
    L: RewriteListener<P>,
{
    walk_and_apply_patterns_with_config(payload, op, set, &WalkConfig::default(), listener)
}

/// [`walk_and_apply_patterns`] with a configuration (e.g. without the verification).
pub fn walk_and_apply_patterns_with_config<P, A, L>(
    payload: &mut P,
    op: P::Op,
    set: &A,
    config: &WalkConfig,
    listener: &mut L,
) -> Result<GreedyOutcome, DriverError>
where
    P: PayloadWrite,
    A: Applicator<P>,
    L: RewriteListener<P>,
{
    let mut state = set.prepare(payload).map_err(DriverError::Prepare)?;
    let outcome = walk_prepared(payload, op, set, &mut state, listener)?;
    if config.verify {
        payload.verify_payload().map_err(DriverError::Invalid)?;
    }
    Ok(outcome)
}

/// The walk itself, with the set's state prepared already (the parallel drivers prepare
/// once per chunk of isolated operations when [`Applicator::state_serves_forks`] says so).
/// Unverified.
pub(crate) fn walk_prepared<P, A, L>(
    payload: &mut P,
    op: P::Op,
    set: &A,
    state: &mut A::State,
    listener: &mut L,
) -> Result<GreedyOutcome, DriverError>
where
    P: PayloadWrite,
    A: Applicator<P>,
    L: RewriteListener<P>,
{
    let mut outcome = GreedyOutcome {
        iterations: 1,
        converged: true,
        ..GreedyOutcome::default()
    };
    let Some(regions) = payload.region_count(op) else {
        // No block structure: the operations as they were at the start.
        let ops = payload.nested_ops(op, true);
        let mut gone: FxHashSet<P::Op> = FxHashSet::default();
        for o in ops {
            if o == op || gone.contains(&o) {
                continue;
            }
            let mut created = Created::default();
            visit_once(
                payload,
                o,
                set,
                state,
                &mut created,
                listener,
                &mut outcome,
                &mut gone,
            )?;
        }
        return Ok(outcome);
    };
    let mut gone: FxHashSet<P::Op> = FxHashSet::default();
    for region in 0..regions {
        let mut stack: Vec<Cursor<P::Op>> = Vec::new();
        if payload.block_count(op, region) > 0 {
            stack.push(Cursor::new(payload, op, region));
        }
        while let Some(top) = stack.last_mut() {
            let Some(o) = top.next else {
                top.block += 1;
                if top.block >= payload.block_count(top.parent, top.region) {
                    stack.pop();
                } else {
                    top.next = payload.block_front(top.parent, top.region, top.block);
                    top.entered = false;
                }
                continue;
            };
            if gone.contains(&o) {
                // Erased by a rewrite of an operation it does not nest (unsupported in
                // MLIR): leave this block.
                top.next = None;
                continue;
            }
            if !top.entered {
                top.entered = true;
                let depth = stack.len();
                for r in (0..payload.region_count(o).unwrap_or(0)).rev() {
                    if payload.block_count(o, r) > 0 {
                        stack.push(Cursor::new(payload, o, r));
                    }
                }
                if stack.len() > depth {
                    continue;
                }
            }
            // Step past `o` before it is rewritten (it may be erased).
            let before = payload.prev_op(o);
            let after = payload.next_op(o);
            if let Some(top) = stack.last_mut() {
                top.next = after;
                top.entered = false;
            }
            let mut created = Created::default();
            visit_once(
                payload,
                o,
                set,
                state,
                &mut created,
                listener,
                &mut outcome,
                &mut gone,
            )?;
            let Some(top) = stack.last_mut() else {
                break;
            };
            if top.next.is_some_and(|n| gone.contains(&n)) {
                top.next = if !gone.contains(&o) {
                    payload.next_op(o)
                } else {
                    match before {
                        Some(b) if !gone.contains(&b) => {
                            let mut n = payload.next_op(b);
                            while let Some(c) = n.filter(|c| created.0.contains(c)) {
                                n = payload.next_op(c);
                            }
                            n
                        }
                        Some(_) => None,
                        None => {
                            let mut n = payload.block_front(top.parent, top.region, top.block);
                            while let Some(c) = n.filter(|c| created.0.contains(c)) {
                                n = payload.next_op(c);
                            }
                            n
                        }
                    }
                };
            }
        }
    }
    Ok(outcome)
}

/// Where the live walk is in one region: the block, the operation to visit next in it, and
/// whether that operation's regions were entered already.
struct Cursor<O> {
    parent: O,
    region: usize,
    block: usize,
    next: Option<O>,
    entered: bool,
}

impl<O: Copy> Cursor<O> {
    fn new<P: PayloadWrite<Op = O>>(payload: &P, parent: O, region: usize) -> Self {
        Cursor {
            parent,
            region,
            block: 0,
            next: payload.block_front(parent, region, 0),
            entered: false,
        }
    }
}

/// The operations a rewrite created (the walk's own listener on the rewriter).
struct Created<O>(FxHashSet<O>);

impl<O> Default for Created<O> {
    fn default() -> Self {
        Created(FxHashSet::default())
    }
}

impl<P: PayloadRead> Listener<P> for Created<P::Op> {
    fn notify_inserted(&mut self, _payload: &P, op: P::Op) {
        self.0.insert(op);
    }
}

/// Visits `o` once in the walk: tries the patterns and applies the best rewrite.
#[allow(clippy::too_many_arguments)]
fn visit_once<P, A, L>(
    payload: &mut P,
    o: P::Op,
    set: &A,
    state: &mut A::State,
    created: &mut Created<P::Op>,
    listener: &mut L,
    outcome: &mut GreedyOutcome,
    gone: &mut FxHashSet<P::Op>,
) -> Result<(), DriverError>
where
    P: PayloadWrite,
    A: Applicator<P>,
    L: RewriteListener<P>,
{
    outcome.visits += 1;
    listener.visit(payload, o);
    match set.match_and_rewrite(state, payload, o, created, listener) {
        Ok(applied) => {
            gone.extend(applied.gone);
            if applied.pattern.is_some() {
                outcome.rewrites += 1;
                outcome.changed = true;
            }
            Ok(())
        }
        Err(e) => Err(DriverError::Rewrite {
            pattern: set.pattern_name(e.pattern).to_string(),
            op_name: payload.name_str(payload.op_name(o)).to_string(),
            message: e.message,
            location: payload.op_location(o),
        }),
    }
}
