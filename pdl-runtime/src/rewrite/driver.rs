//! The greedy driver: MLIR 22's default `applyPatternsGreedily`.
//!
//! The operations nested in the scope are put on a worklist in post-order (each with its
//! ancestors up to the scope, as MLIR's `addToWorklist` does) and popped last-in first-out,
//! so the last operation of a block is visited first. For each visited operation the
//! pattern set lists its matches, best first, and the first rewrite is applied (one rewrite
//! per visit). The rewriter's notifications re-queue operations as MLIR's driver does:
//! created and modified operations (with their ancestors), and, when an operation is
//! erased, the defining operations of its operands that are left with at most one other
//! user. After the worklist empties, regions are simplified (unreachable blocks erased);
//! the whole repeats until nothing changes, at most `max_iterations` (10) times.
//!
//! Payload operations are treated as MLIR treats unregistered operations: never folded,
//! never trivially dead. Where MLIR would loop for ever (patterns that undo each other),
//! the driver stops after [`GreedyConfig::rewrite_budget`] rewrites with
//! [`DriverError::NotConverging`] naming the patterns involved. A rewrite that fails is
//! rolled back and reported as [`DriverError::Rewrite`]; the payload is left as it was before
//! that rewrite.

use std::fmt;

use rustc_hash::{FxHashMap, FxHashSet};

use super::pattern::PatternSet;
use super::rewriter::{Listener, Rewriter};
use crate::access::{PayloadRead, PayloadWrite};
use crate::vm::exec::{NoTrace, Tracer};

/// How the driver runs (MLIR's `GreedyRewriteConfig`, default values).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GreedyConfig {
    /// Fill the worklist in pre-order and visit top-down (default: post-order, bottom-up).
    pub top_down: bool,
    /// Iterations of "process the worklist, simplify regions" (default 10).
    pub max_iterations: u32,
    /// Rewrites per iteration before the iteration stops (default: no limit).
    pub max_rewrites: Option<u64>,
    /// Erase unreachable blocks after each iteration (default on).
    pub region_simplification: bool,
    /// Total rewrites after which the driver gives up with
    /// [`DriverError::NotConverging`]; `None` picks 100 per operation in the scope, at least
    /// 100,000.
    pub rewrite_budget: Option<u64>,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: false,
            max_iterations: 10,
            max_rewrites: None,
            region_simplification: true,
            rewrite_budget: None,
        }
    }
}

/// What a run did.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GreedyOutcome {
    /// Whether the last iteration changed nothing (the patterns reached a fixpoint).
    pub converged: bool,
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
    },
    /// The rewrite budget ran out: patterns keep undoing each other.
    NotConverging {
        /// Rewrites applied.
        rewrites: u64,
        /// The patterns applied in the last rewrites, most frequent first, with counts.
        patterns: Vec<(String, u64)>,
    },
}

impl fmt::Display for DriverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DriverError::Prepare(m) => write!(f, "cannot apply the patterns: {m}"),
            DriverError::Rewrite {
                pattern,
                op_name,
                message,
            } => write!(
                f,
                "rewrite of {pattern} on a `{op_name}` operation failed and was rolled back: {message}"
            ),
            DriverError::NotConverging { rewrites, patterns } => {
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
        }
    }
}

impl std::error::Error for DriverError {}

/// Observes a driver run: a [`Tracer`] for the matcher, plus visits and rewrites.
pub trait DriverTrace<P: PayloadRead>: Tracer {
    /// `op` is being visited.
    fn visit(&mut self, _payload: &P, _op: P::Op) {}
    /// Pattern `pattern` (index in the set) rewrote the visited operation.
    fn applied(&mut self, _pattern: usize) {}
}

impl<P: PayloadRead> DriverTrace<P> for NoTrace {}

/// A LIFO worklist with set semantics and O(1) removal (removed entries become holes).
struct Worklist<O: Copy + Eq + std::hash::Hash> {
    list: Vec<Option<O>>,
    map: FxHashMap<O, usize>,
}

impl<O: Copy + Eq + std::hash::Hash> Worklist<O> {
    fn new() -> Self {
        Worklist {
            list: Vec::new(),
            map: FxHashMap::default(),
        }
    }
    fn clear(&mut self) {
        self.list.clear();
        self.map.clear();
    }
    fn push(&mut self, op: O) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.map.entry(op) {
            e.insert(self.list.len());
            self.list.push(Some(op));
        }
    }
    fn pop(&mut self) -> Option<O> {
        while let Some(top) = self.list.pop() {
            if let Some(op) = top {
                self.map.remove(&op);
                return Some(op);
            }
        }
        None
    }
    fn remove(&mut self, op: O) {
        if let Some(i) = self.map.remove(&op) {
            self.list[i] = None;
        }
    }
    fn reverse(&mut self) {
        self.list.reverse();
        for (i, o) in self.list.iter().enumerate() {
            if let Some(o) = o {
                self.map.insert(*o, i);
            }
        }
    }
}

/// The driver's side of the rewriter's notifications.
struct Queue<P: PayloadRead> {
    scope: P::Op,
    worklist: Worklist<P::Op>,
}

impl<P: PayloadRead> Queue<P> {
    /// Adds `op` and its ancestors up to the scope; nothing if `op` is outside it.
    fn add(&mut self, payload: &P, op: P::Op) {
        let mut chain = vec![op];
        let mut cur = op;
        loop {
            match payload.parent_op(cur) {
                Some(p) if p == self.scope => {
                    for o in chain {
                        self.worklist.push(o);
                    }
                    return;
                }
                Some(p) => {
                    chain.push(p);
                    cur = p;
                }
                None => return,
            }
        }
    }
}

impl<P: PayloadRead> Listener<P> for Queue<P> {
    fn notify_inserted(&mut self, payload: &P, op: P::Op) {
        self.add(payload, op);
    }
    fn notify_modified(&mut self, payload: &P, op: P::Op) {
        self.add(payload, op);
    }
    fn notify_erased(&mut self, payload: &P, op: P::Op, erased: &FxHashSet<P::Op>) {
        // Defining operations of operands left with at most one other user.
        for i in 0..payload.num_operands(op) {
            let v = payload.operand(op, i);
            let Some(def) = payload.defining_op(v) else {
                continue;
            };
            let mut other = None;
            let mut more = false;
            for (user, _) in payload.users(v) {
                if user == op || Some(user) == other || erased.contains(&user) {
                    continue;
                }
                if other.is_none() {
                    other = Some(user);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add(payload, def);
            }
        }
        self.worklist.remove(op);
    }
}

/// Applies `set` to the operations nested in `scope` (not `scope` itself) until a fixpoint,
/// as MLIR's `applyPatternsGreedily` with the default configuration.
///
/// ```
/// use pdl_runtime::access::PayloadRead;
/// use pdl_runtime::rewrite::driver::{apply_patterns_greedily, GreedyConfig};
/// use pdl_runtime::rewrite::natives::Natives;
/// use pdl_runtime::rewrite::pattern::PdlPatternSet;
/// use pdl_runtime::text::parse;
/// use pdl_runtime::vm::{Instr, List, Pattern, Program, SwitchTable};
/// // A hand-assembled program: on "test.a", replace nothing, erase the op.
/// let program = Program {
///     code: vec![
///         Instr::CheckOperationName { op: 0, name: 0, then: 1, otherwise: 2 },
///         Instr::RecordMatch { pattern: 0, inputs: List { start: 0, len: 1 }, loc: None, dest: 2 },
///         Instr::Finalize,
///         Instr::Erase { op: 0 },
///         Instr::Finalize,
///     ],
///     pool: vec![0],
///     names: vec!["test.a".into()],
///     patterns: vec![Pattern {
///         name: Some("erase_a".into()),
///         benefit: 1,
///         root_kind: Some("test.a".into()),
///         location: "doc:1:1".into(),
///         rewriter: 3,
///         num_inputs: 1,
///     }],
///     num_slots: 1,
///     ..Program::default()
/// };
/// let set = PdlPatternSet::new(program, &Natives::new()).unwrap();
/// let mut ir = parse("\"test.a\"() : () -> ()\n\"test.b\"() : () -> ()\n", "x.mlir").unwrap();
/// let root = ir.root();
/// let outcome = apply_patterns_greedily(&mut ir, root, &set, &GreedyConfig::default()).unwrap();
/// assert!(outcome.converged);
/// assert_eq!(outcome.rewrites, 1);
/// assert_eq!(ir.nested_ops(root, true).len(), 2); // test.b and the module
/// ```
pub fn apply_patterns_greedily<P, S>(
    payload: &mut P,
    scope: P::Op,
    set: &S,
    config: &GreedyConfig,
) -> Result<GreedyOutcome, DriverError>
where
    P: PayloadWrite,
    S: PatternSet<P>,
{
    apply_patterns_greedily_traced(payload, scope, set, config, &mut NoTrace)
}

/// [`apply_patterns_greedily`] reporting every visit, check, match and rewrite to `trace`.
pub fn apply_patterns_greedily_traced<P, S, T>(
    payload: &mut P,
    scope: P::Op,
    set: &S,
    config: &GreedyConfig,
    trace: &mut T,
) -> Result<GreedyOutcome, DriverError>
where
    P: PayloadWrite,
    S: PatternSet<P>,
    T: DriverTrace<P>,
{
    let mut state = set.prepare(payload).map_err(DriverError::Prepare)?;
    let mut queue: Queue<P> = Queue {
        scope,
        worklist: Worklist::new(),
    };
    let mut outcome = GreedyOutcome::default();
    let budget = config.rewrite_budget.unwrap_or_else(|| {
        let n = payload.nested_ops(scope, true).len() as u64;
        (n * 100).max(100_000)
    });
    // The patterns of the last rewrites, for the non-convergence message.
    let mut recent: std::collections::VecDeque<usize> = std::collections::VecDeque::new();
    let mut matches = Vec::new();
    loop {
        if outcome.iterations >= config.max_iterations {
            break;
        }
        outcome.iterations += 1;
        queue.worklist.clear();
        let mut ops = payload.nested_ops(scope, !config.top_down);
        ops.retain(|&o| o != scope);
        for op in ops {
            queue.add(payload, op);
        }
        if config.top_down {
            queue.worklist.reverse();
        }
        let mut changed = false;
        let mut iteration_rewrites = 0u64;
        while config.max_rewrites.is_none_or(|m| iteration_rewrites < m) {
            let Some(op) = queue.worklist.pop() else {
                break;
            };
            outcome.visits += 1;
            trace.visit(payload, op);
            matches.clear();
            set.match_op(&mut state, payload, op, &mut matches, trace);
            let Some(m) = matches.first() else {
                continue;
            };
            let pattern = set.pattern_of(m);
            let mut rewriter = Rewriter::new(payload, &mut queue, op);
            if let Some(l) = set.location_of(m) {
                rewriter.set_location_source(l);
            }
            let result = set.apply(&mut state, &mut rewriter, m);
            let result = match result {
                Ok(()) => rewriter.commit(),
                Err(e) => {
                    rewriter.rollback();
                    Err(e)
                }
            };
            match result {
                Ok(erased) => {
                    // Erased operations may have been queued again during the rewrite
                    // (e.g. modified before being erased); they are gone now.
                    for o in erased {
                        queue.worklist.remove(o);
                    }
                }
                Err(e) => {
                    return Err(DriverError::Rewrite {
                        pattern: set.pattern_name(pattern),
                        op_name: payload.name_str(payload.op_name(op)).to_string(),
                        message: e.message,
                    })
                }
            }
            trace.applied(pattern);
            changed = true;
            iteration_rewrites += 1;
            outcome.rewrites += 1;
            if recent.len() == 64 {
                recent.pop_front();
            }
            recent.push_back(pattern);
            if outcome.rewrites >= budget {
                let mut counts: Vec<(usize, u64)> = Vec::new();
                for &p in &recent {
                    match counts.iter_mut().find(|(q, _)| *q == p) {
                        Some(c) => c.1 += 1,
                        None => counts.push((p, 1)),
                    }
                }
                counts.sort_by_key(|c| std::cmp::Reverse(c.1));
                return Err(DriverError::NotConverging {
                    rewrites: outcome.rewrites,
                    patterns: counts
                        .into_iter()
                        .map(|(p, n)| (set.pattern_name(p), n))
                        .collect(),
                });
            }
        }
        if config.region_simplification && payload.simplify_regions(scope) {
            changed = true;
        }
        if !changed {
            outcome.converged = true;
            break;
        }
    }
    Ok(outcome)
}
