//! One pattern set for every kind of pattern: hand-written Rust patterns, PDL sets loaded at
//! run time (the VM) and PDL sets compiled to Rust (`pdl!`, build scripts).

use std::any::Any;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::applicator::{Applicator, Applied, ApplyError, PdlState};
use super::listener::{Both, PatternKind, PatternRef, RewriteListener};
use super::pattern::{DynPattern, FnPattern, Pattern, PatternError, Split};
use super::pattern_set::PatternSet;
use super::rewriter::{Gone, Listener, RewriteError, Rewriter};
use crate::access::PayloadWrite;

/// A PDL set with its state and match types erased.
trait DynSet<P: PayloadWrite>: Send + Sync {
    fn count(&self) -> usize;
    fn may_root_at(&self, name: &str) -> bool;
    fn state_serves_forks(&self) -> bool;
    fn name(&self, index: usize) -> &str;
    fn benefit(&self, index: usize) -> u16;
    fn prepare(&self, payload: &mut P) -> Result<Box<dyn Any>, String>;
    fn run(&self, state: &mut dyn Any, payload: &mut P, op: P::Op, explain: bool);
    fn failures(&self, state: &dyn Any, payload: &P, op: P::Op) -> Vec<(usize, String)>;
    fn len(&self, state: &dyn Any) -> usize;
    fn candidate(&self, state: &dyn Any, i: usize) -> (usize, u16);
    fn rewrite(
        &self,
        state: &mut dyn Any,
        i: usize,
        payload: &mut P,
        op: P::Op,
        listener: &mut dyn Listener<P>,
    ) -> Result<Gone<P::Op>, RewriteError>;
}

struct Erased<S>(S);

const STATE_MISMATCH: &str = "internal error: a pattern set was given another set's state";

impl<P, S> DynSet<P> for Erased<S>
where
    P: PayloadWrite + 'static,
    S: PatternSet<P> + Send + Sync + 'static,
    S::State: 'static,
    S::Match: 'static,
{
    fn count(&self) -> usize {
        self.0.pattern_count()
    }
    fn may_root_at(&self, name: &str) -> bool {
        super::pattern_set::may_root_at(&self.0, name)
    }
    fn state_serves_forks(&self) -> bool {
        self.0.state_serves_forks()
    }
    fn name(&self, index: usize) -> &str {
        self.0.pattern_name(index)
    }
    fn benefit(&self, index: usize) -> u16 {
        self.0.pattern_benefit(index)
    }
    fn prepare(&self, payload: &mut P) -> Result<Box<dyn Any>, String> {
        Ok(Box::new(PdlState::prepare(&self.0, payload)?))
    }
    fn run(&self, state: &mut dyn Any, payload: &mut P, op: P::Op, explain: bool) {
        if let Some(st) = state.downcast_mut::<PdlState<P, S>>() {
            st.run(&self.0, payload, op, explain);
        }
    }
    fn failures(&self, state: &dyn Any, payload: &P, op: P::Op) -> Vec<(usize, String)> {
        state
            .downcast_ref::<PdlState<P, S>>()
            .map(|st| st.failures(&self.0, payload, op))
            .unwrap_or_default()
    }
    fn len(&self, state: &dyn Any) -> usize {
        state
            .downcast_ref::<PdlState<P, S>>()
            .map_or(0, PdlState::len)
    }
    fn candidate(&self, state: &dyn Any, i: usize) -> (usize, u16) {
        state
            .downcast_ref::<PdlState<P, S>>()
            .map_or((0, 0), |st| st.candidate(&self.0, i))
    }
    fn rewrite(
        &self,
        state: &mut dyn Any,
        i: usize,
        payload: &mut P,
        op: P::Op,
        listener: &mut dyn Listener<P>,
    ) -> Result<Gone<P::Op>, RewriteError> {
        match state.downcast_mut::<PdlState<P, S>>() {
            Some(st) => st.rewrite(&self.0, i, payload, op, listener),
            None => Err(RewriteError::new(STATE_MISMATCH)),
        }
    }
}

enum Entry<P: PayloadWrite> {
    Native(Arc<dyn DynPattern<P>>),
    Pdl(Arc<dyn DynSet<P>>),
}

impl<P: PayloadWrite> Clone for Entry<P> {
    fn clone(&self) -> Self {
        match self {
            Entry::Native(p) => Entry::Native(p.clone()),
            Entry::Pdl(s) => Entry::Pdl(s.clone()),
        }
    }
}

/// A list of patterns of every kind, being put together (MLIR's `RewritePatternSet`).
///
/// ```
/// use pdl_runtime::ir::Ir;
/// use pdl_runtime::rewrite::RewritePatternSet;
/// use pdl_runtime::rewrite::PatternError;
///
/// let mut patterns = RewritePatternSet::<Ir>::new();
/// patterns.add_fn("never", None, 1, |_rw, _op| Err(PatternError::no_match("never applies")));
/// let frozen = patterns.freeze();
/// assert_eq!(frozen.len(), 1);
/// ```
pub struct RewritePatternSet<P: PayloadWrite> {
    entries: Vec<Entry<P>>,
}

impl<P: PayloadWrite> Default for RewritePatternSet<P> {
    fn default() -> Self {
        RewritePatternSet {
            entries: Vec::new(),
        }
    }
}

impl<P: PayloadWrite> std::fmt::Debug for RewritePatternSet<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RewritePatternSet")
            .field("entries", &self.entries.len())
            .finish()
    }
}

impl<P: PayloadWrite + 'static> RewritePatternSet<P> {
    /// An empty list.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a hand-written pattern.
    pub fn add<T: Pattern<P> + 'static>(&mut self, pattern: T) -> &mut Self {
        self.entries.push(Entry::Native(Arc::new(Split(pattern))));
        self
    }

    /// Adds a hand-written pattern written as one closure (see [`FnPattern`]).
    pub fn add_fn<F>(&mut self, name: &str, root: Option<&str>, benefit: u16, func: F) -> &mut Self
    where
        F: Fn(&mut Rewriter<'_, P>, P::Op) -> Result<(), PatternError> + Send + Sync + 'static,
    {
        self.add_closure(FnPattern::new(name, root, benefit, func))
    }

    /// Adds a [`FnPattern`].
    pub fn add_closure<F>(&mut self, pattern: FnPattern<F>) -> &mut Self
    where
        F: Fn(&mut Rewriter<'_, P>, P::Op) -> Result<(), PatternError> + Send + Sync + 'static,
    {
        self.entries.push(Entry::Native(Arc::new(pattern)));
        self
    }

    /// Adds a PDL pattern set: a [`PdlPatternSet`](crate::vm::PdlPatternSet) loaded at
    /// run time, or a set generated by `pdl!` or a build script.
    pub fn add_pdl<S>(&mut self, set: S) -> &mut Self
    where
        S: PatternSet<P> + Send + Sync + 'static,
        S::State: 'static,
        S::Match: 'static,
    {
        self.entries.push(Entry::Pdl(Arc::new(Erased(set))));
        self
    }

    /// Freezes the list: patterns are bucketed by root and ordered by benefit.
    pub fn freeze(&self) -> FrozenPatternSet<P> {
        let mut natives = Vec::new();
        let mut pdl = Vec::new();
        let mut names = Vec::new();
        let mut by_root: FxHashMap<String, Vec<u32>> = FxHashMap::default();
        let mut any_op = Vec::new();
        for e in &self.entries {
            match e {
                Entry::Native(p) => {
                    let i = natives.len() as u32;
                    match p.root() {
                        Some(r) => by_root.entry(r.to_string()).or_default().push(i),
                        None => any_op.push(i),
                    }
                    natives.push((names.len(), p.clone()));
                    names.push(p.name().to_string());
                }
                Entry::Pdl(s) => {
                    pdl.push((names.len(), s.clone()));
                    names.extend((0..s.count()).map(|i| s.name(i).to_string()));
                }
            }
        }
        // Stable: equal benefits keep the order they were added in.
        let benefit = |i: &u32| std::cmp::Reverse(natives[*i as usize].1.benefit());
        for list in by_root.values_mut() {
            list.sort_by_key(benefit);
        }
        any_op.sort_by_key(benefit);
        FrozenPatternSet {
            inner: Arc::new(Inner {
                natives,
                pdl,
                names,
                by_root,
                any_op,
            }),
        }
    }
}

struct Inner<P: PayloadWrite> {
    /// Hand-written patterns with their index in the set.
    natives: Vec<(usize, Arc<dyn DynPattern<P>>)>,
    /// PDL sets with the index of their first pattern in the set.
    pdl: Vec<(usize, Arc<dyn DynSet<P>>)>,
    /// Every pattern's name, by index in the set.
    names: Vec<String>,
    /// Hand-written patterns by root name (indices into `natives`), best first.
    by_root: FxHashMap<String, Vec<u32>>,
    /// Hand-written any-operation patterns, best first.
    any_op: Vec<u32>,
}

/// An immutable set of patterns of every kind (MLIR's `FrozenRewritePatternSet`).
///
/// Build a [`RewritePatternSet`], then [`freeze`](RewritePatternSet::freeze) it (MLIR's
/// `RewritePatternSet` and `FrozenRewritePatternSet`). The frozen set is immutable, cheap to
/// clone and shareable between threads; it is an [`Applicator`](super::Applicator). On each
/// operation it tries the candidates in MLIR's `PatternApplicator` order:
///
/// 1. every PDL set is matched first (all its patterns at once);
/// 2. then, repeatedly, the best remaining candidate is tried: the highest benefit among the
///    next hand-written pattern rooted at this operation's name, the next hand-written
///    any-operation pattern, and the next match of each PDL set. On equal benefits the
///    operation-specific hand-written pattern comes first, then the any-operation one, then
///    PDL (MLIR's rule); among PDL sets, the one added first. Within each list, patterns
///    keep the order of benefit, then the order they were added (PDL: the matcher's order).
/// 3. The first rewrite that succeeds ends the search. A hand-written pattern whose match
///    fails, or whose closure declines, lets the next candidate be tried; a rewrite that
///    fails is rolled back and reported.
pub struct FrozenPatternSet<P: PayloadWrite> {
    inner: Arc<Inner<P>>,
}

impl<P: PayloadWrite> Clone for FrozenPatternSet<P> {
    fn clone(&self) -> Self {
        FrozenPatternSet {
            inner: self.inner.clone(),
        }
    }
}

impl<P: PayloadWrite> std::fmt::Debug for FrozenPatternSet<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FrozenPatternSet")
            .field("patterns", &self.inner.names)
            .finish()
    }
}

impl<P: PayloadWrite> FrozenPatternSet<P> {
    /// The number of patterns (hand-written ones, plus every pattern of each PDL set).
    pub fn len(&self) -> usize {
        self.inner.names.len()
    }

    /// Whether the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.inner.names.is_empty()
    }

    fn native_ref(&self, i: u32) -> PatternRef<'_> {
        let (index, p) = &self.inner.natives[i as usize];
        PatternRef {
            name: p.name(),
            benefit: p.benefit(),
            kind: if p.root().is_some() {
                PatternKind::Native
            } else {
                PatternKind::NativeAnyOp
            },
            index: *index,
        }
    }
}

/// The run-time state of a [`FrozenPatternSet`] on one payload.
pub struct FrozenState<P: PayloadWrite> {
    /// Hand-written patterns by the payload's name handle of their root.
    by_name: FxHashMap<P::Name, Vec<u32>>,
    /// Each PDL set's state.
    pdl: Vec<Box<dyn Any>>,
}

/// Which list the next candidate comes from.
#[derive(Clone, Copy)]
enum Pick {
    OpSpecific,
    AnyOp,
    Pdl(usize),
}

impl<P: PayloadWrite> Applicator<P> for FrozenPatternSet<P> {
    type State = FrozenState<P>;

    fn prepare(&self, payload: &mut P) -> Result<FrozenState<P>, String> {
        let mut by_name = FxHashMap::default();
        for (root, list) in &self.inner.by_root {
            by_name.insert(payload.intern_name(root), list.clone());
        }
        let pdl = self
            .inner
            .pdl
            .iter()
            .map(|(_, s)| s.prepare(payload))
            .collect::<Result<_, _>>()?;
        Ok(FrozenState { by_name, pdl })
    }

    fn match_and_rewrite<Q, L>(
        &self,
        state: &mut FrozenState<P>,
        payload: &mut P,
        op: P::Op,
        queue: &mut Q,
        listener: &mut L,
    ) -> Result<Applied<P::Op>, ApplyError>
    where
        Q: Listener<P> + ?Sized,
        L: RewriteListener<P>,
    {
        let inner = &*self.inner;
        // 1. The PDL sets match first.
        for (k, (base, set)) in inner.pdl.iter().enumerate() {
            let st = &mut *state.pdl[k];
            set.run(st, payload, op, L::EXPLAIN);
            if L::EXPLAIN {
                for (p, reason) in set.failures(st, payload, op) {
                    let r = pdl_dyn_ref(&**set, *base, p);
                    listener.match_failure(payload, op, r, &reason);
                }
                for i in 0..set.len(st) {
                    let (p, _) = set.candidate(st, i);
                    listener.match_success(payload, op, pdl_dyn_ref(&**set, *base, p));
                }
            }
        }
        // 2. Merge the lists by benefit.
        let op_specific: &[u32] = state
            .by_name
            .get(&payload.op_name(op))
            .map_or(&[], |l| l.as_slice());
        let (mut op_it, mut any_it) = (0usize, 0usize);
        let mut pdl_it: smallvec::SmallVec<[usize; 4]> =
            smallvec::smallvec![0usize; inner.pdl.len()];
        let mut gone = Gone::new();
        loop {
            let mut best: Option<(Pick, u16)> = None;
            if let Some(&i) = op_specific.get(op_it) {
                best = Some((Pick::OpSpecific, inner.natives[i as usize].1.benefit()));
            }
            if let Some(&i) = inner.any_op.get(any_it) {
                let b = inner.natives[i as usize].1.benefit();
                if best.is_none_or(|(_, bb)| bb < b) {
                    best = Some((Pick::AnyOp, b));
                }
            }
            for (k, (_, set)) in inner.pdl.iter().enumerate() {
                let st = &*state.pdl[k];
                if pdl_it[k] < set.len(st) {
                    let (_, b) = set.candidate(st, pdl_it[k]);
                    if best.is_none_or(|(_, bb)| bb < b) {
                        best = Some((Pick::Pdl(k), b));
                    }
                }
            }
            let Some((pick, _)) = best else {
                return Ok(Applied {
                    pattern: None,
                    gone,
                });
            };
            match pick {
                Pick::OpSpecific | Pick::AnyOp => {
                    let i = match pick {
                        Pick::OpSpecific => {
                            op_it += 1;
                            op_specific[op_it - 1]
                        }
                        _ => {
                            any_it += 1;
                            inner.any_op[any_it - 1]
                        }
                    };
                    let (index, pattern) = &inner.natives[i as usize];
                    listener.match_attempt(payload, op, self.native_ref(i));
                    let matched = match pattern.try_match(payload, op) {
                        Ok(m) => m,
                        Err(f) => {
                            listener.match_failure(payload, op, self.native_ref(i), &f.reason);
                            continue;
                        }
                    };
                    listener.match_success(payload, op, self.native_ref(i));
                    let mut both = Both {
                        first: &mut *queue,
                        second: &mut *listener,
                    };
                    let mut rewriter = Rewriter::new(payload, &mut both, op);
                    let result = pattern.rewrite(matched, op, &mut rewriter);
                    let result = match result {
                        Ok(()) => rewriter.commit().map_err(PatternError::Rewrite),
                        Err(e) => {
                            gone.extend(rewriter.rollback());
                            Err(e)
                        }
                    };
                    match result {
                        Ok(erased) => {
                            gone.extend(erased);
                            listener.rewrite_applied(payload, op, self.native_ref(i));
                            return Ok(Applied {
                                pattern: Some(*index),
                                gone,
                            });
                        }
                        Err(PatternError::NoMatch(f)) => {
                            listener.match_failure(payload, op, self.native_ref(i), &f.reason);
                        }
                        Err(PatternError::Rewrite(e)) => {
                            return Err(ApplyError {
                                pattern: *index,
                                message: e.message,
                            })
                        }
                    }
                }
                Pick::Pdl(k) => {
                    let (base, set) = &inner.pdl[k];
                    let st = &mut *state.pdl[k];
                    let m = pdl_it[k];
                    pdl_it[k] += 1;
                    let (p, _) = set.candidate(st, m);
                    listener.match_attempt(payload, op, pdl_dyn_ref(&**set, *base, p));
                    let mut both = Both {
                        first: &mut *queue,
                        second: &mut *listener,
                    };
                    match set.rewrite(st, m, payload, op, &mut both) {
                        Ok(erased) => {
                            gone.extend(erased);
                            let r = pdl_dyn_ref(&**set, *base, p);
                            listener.rewrite_applied(payload, op, r);
                            return Ok(Applied {
                                pattern: Some(base + p),
                                gone,
                            });
                        }
                        Err(e) => {
                            return Err(ApplyError {
                                pattern: base + p,
                                message: e.message,
                            })
                        }
                    }
                }
            }
        }
    }

    /// Hand-written patterns are found by interned root names; the PDL sets say for
    /// themselves.
    fn state_serves_forks(&self) -> bool {
        self.inner
            .pdl
            .iter()
            .all(|(_, set)| set.state_serves_forks())
    }

    fn may_root_at(&self, name: &str) -> bool {
        let inner = &self.inner;
        !inner.any_op.is_empty()
            || inner.by_root.contains_key(name)
            || inner.pdl.iter().any(|(_, set)| set.may_root_at(name))
    }

    fn pattern_name(&self, index: usize) -> &str {
        self.inner
            .names
            .get(index)
            .map_or("unknown pattern", |n| n.as_str())
    }
}

fn pdl_dyn_ref<P: PayloadWrite>(set: &dyn DynSet<P>, base: usize, p: usize) -> PatternRef<'_> {
    PatternRef {
        name: set.name(p),
        benefit: set.benefit(p),
        kind: PatternKind::Pdl,
        index: base + p,
    }
}
