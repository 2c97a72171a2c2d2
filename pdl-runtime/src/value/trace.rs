//! Tracing a matcher: the [`Tracer`] a matcher reports its branches to, and the table of
//! its branch points ([`Branch`]) that says what each tests and which patterns each outcome
//! leads to. Both back ends (the VM and generated Rust) report through the same trait and
//! carry the same table, so the explanation of a failed match
//! (by the pattern applicator, [`crate::rewrite::Applicator`]) does not depend on either.

use std::borrow::Cow;

/// Observes the matcher: each check's outcome and each recorded match. The default
/// methods do nothing, and [`NoTrace`] compiles to nothing.
pub trait Tracer {
    /// Whether the tracer does anything (`false` lets the matcher skip work done only to
    /// report).
    const ACTIVE: bool = true;
    /// The check at `addr` held (`true`) or not.
    fn check(&mut self, _addr: u32, _held: bool) {}
    /// The switch at `addr` took case `case` (the number of cases: the default).
    fn switch(&mut self, _addr: u32, _case: u32) {}
    /// A native constraint at `addr` failed with `reason`.
    fn constraint_failed(&mut self, _addr: u32, _reason: &str) {}
    /// Pattern `pattern` matched.
    fn record(&mut self, _pattern: u32) {}
}

/// A tracer that records nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTrace;

impl Tracer for NoTrace {
    const ACTIVE: bool = false;
}

impl<T: Tracer + ?Sized> Tracer for &mut T {
    const ACTIVE: bool = T::ACTIVE;
    fn check(&mut self, addr: u32, held: bool) {
        (**self).check(addr, held);
    }
    fn switch(&mut self, addr: u32, case: u32) {
        (**self).switch(addr, case);
    }
    fn constraint_failed(&mut self, addr: u32, reason: &str) {
        (**self).constraint_failed(addr, reason);
    }
    fn record(&mut self, pattern: u32) {
        (**self).record(pattern);
    }
}

/// A branch point of a matcher.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Branch {
    /// The id the matcher reports to its [`Tracer`] (the VM: the instruction's address;
    /// generated code: a number of its own).
    pub id: u32,
    /// What the branch tests: for a check, the condition that holds on its first outcome
    /// (`the root has 2 operands`); for a switch, what is switched on (`the name of the
    /// operation defining operand 0 of the root`).
    pub what: Cow<'static, str>,
    /// For a switch, the value of each case, in MLIR's syntax; empty for a check.
    pub cases: Cow<'static, [Cow<'static, str>]>,
    /// For each outcome (a check: holds, does not; a switch: each case, then the default),
    /// the patterns that can still be recorded after it, sorted.
    pub outcomes: Cow<'static, [Cow<'static, [u32]>]>,
}

impl Branch {
    /// The patterns that `outcome` rules out: reachable through another outcome, not
    /// through this one.
    pub fn ruled_out(&self, outcome: usize) -> impl Iterator<Item = u32> + '_ {
        let taken: &[u32] = self.outcomes.get(outcome).map_or(&[], |o| &o[..]);
        let mut out: Vec<u32> = Vec::new();
        for (i, o) in self.outcomes.iter().enumerate() {
            if i == outcome {
                continue;
            }
            for &p in o.iter() {
                if taken.binary_search(&p).is_err() {
                    out.push(p);
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out.into_iter()
    }
}

impl Branch {
    /// Why taking `outcome` ruled out pattern `p`; `message` is a failed native
    /// constraint's own.
    pub fn reason(&self, outcome: usize, p: u32, message: Option<&String>) -> String {
        if self.cases.is_empty() {
            return match (outcome, message) {
                (1, Some(m)) => format!("{}: {m}", self.what),
                (1, None) => format!("check failed: {}", self.what),
                _ => format!("check held but must not: {}", self.what),
            };
        }
        let wanted = self
            .outcomes
            .iter()
            .enumerate()
            .find(|(i, o)| *i != outcome && o.binary_search(&p).is_ok())
            .map(|(i, _)| i);
        match wanted.and_then(|i| self.cases.get(i)) {
            Some(case) => format!("expected {} to be {case}", self.what),
            None => format!("expected {} to be none of the cases", self.what),
        }
    }
}
