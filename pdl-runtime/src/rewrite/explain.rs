//! Why a PDL pattern did not match.
//!
//! A PDL pattern set is matched by one merged matcher, whose checks and switches are shared
//! by many patterns: no pattern runs on its own, so none can say by itself why it failed.
//! The lowering knows, for every branch point of the matcher (a check or a switch), what it
//! tests and which patterns can still be recorded after each of its outcomes. Both back
//! ends carry that table ([`Branch`], from [`PatternSet::branches`](crate::rewrite::PatternSet::branches)):
//! the VM in its [`Program`](crate::vm::Program), generated Rust as a constant. While
//! matching, the [`Tracer`] reports each branch taken; a pattern that could be reached
//! through another outcome but not through the one taken is ruled out there, and the
//! branch's description is its reason.

use rustc_hash::FxHashMap;

use crate::value::{Branch, Tracer};

/// Finds a branch by id in a table sorted by id.
pub fn find(branches: &[Branch], id: u32) -> Option<&Branch> {
    branches
        .binary_search_by_key(&id, |b| b.id)
        .ok()
        .map(|i| &branches[i])
}

/// A [`Tracer`] that records the branches taken and the patterns recorded during one run
/// of a matcher, to explain the failures afterwards.
#[derive(Debug, Default)]
pub struct Explainer {
    /// Branches taken: (id, outcome).
    taken: Vec<(u32, u32)>,
    /// Messages of native constraints that failed, by branch id.
    messages: FxHashMap<u32, String>,
    /// Patterns recorded.
    recorded: Vec<u32>,
}

impl Explainer {
    /// Forgets the previous run.
    pub fn clear(&mut self) {
        self.taken.clear();
        self.messages.clear();
        self.recorded.clear();
    }

    /// Each pattern the run ruled out and never recorded, with the reason: the first
    /// branch that ruled it out. In the order the patterns were ruled out.
    pub fn failures(&self, branches: &[Branch]) -> Vec<(u32, String)> {
        let mut out: Vec<(u32, String)> = Vec::new();
        for &(id, outcome) in &self.taken {
            let Some(b) = find(branches, id) else {
                continue;
            };
            for p in b.ruled_out(outcome as usize) {
                if self.recorded.contains(&p) || out.iter().any(|(q, _)| *q == p) {
                    continue;
                }
                out.push((p, b.reason(outcome as usize, p, self.messages.get(&id))));
            }
        }
        out
    }
}

impl Tracer for Explainer {
    fn check(&mut self, id: u32, held: bool) {
        self.taken.push((id, u32::from(!held)));
    }
    fn switch(&mut self, id: u32, case: u32) {
        self.taken.push((id, case));
    }
    fn constraint_failed(&mut self, id: u32, reason: &str) {
        self.messages.insert(id, reason.to_string());
    }
    fn record(&mut self, pattern: u32) {
        self.recorded.push(pattern);
    }
}
