//! Observing a rewrite run: which operation is visited, which patterns are tried, why a
//! pattern did not match, which rewrite applied, and every change to the IR.
//!
//! A [`RewriteListener`] is MLIR's `RewriterBase::Listener` (the IR notifications, inherited
//! from the rewriter's [`Listener`]) joined with the pattern applicator's callbacks
//! (`notifyMatchFailure`, the success and failure hooks). Every method does nothing by
//! default, and [`NoListener`] ignores everything at no cost: with it the driver compiles
//! to the same code as without a listener.
//!
//! Match-failure reasons come from both kinds of pattern:
//! - a hand-written [`Pattern`](super::pattern::Pattern) returns a
//!   [`MatchFailure`](super::pattern::MatchFailure) with its own reason;
//! - a PDL pattern (run by the VM or compiled to Rust) is matched together with the others
//!   by one merged matcher, so its reason is the first check on its path that did not hold
//!   (`operand 0 of the root is defined by "test.b"`, a native constraint's own message...).
//!   Computing these costs time, so the driver does it only for a listener whose
//!   [`RewriteListener::EXPLAIN`] is `true`.

use super::rewriter::{Listener, NoListener};
use crate::access::PayloadRead;

/// How a pattern was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PatternKind {
    /// A hand-written Rust [`Pattern`](super::pattern::Pattern) with a root operation name.
    Native,
    /// A hand-written Rust [`Pattern`](super::pattern::Pattern) that applies to any operation.
    NativeAnyOp,
    /// A PDL or PDLL pattern, run by the VM or compiled to Rust.
    Pdl,
}

/// A pattern as listeners see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PatternRef<'a> {
    /// Its name for messages (PDL patterns: `@name (file:line:col)`).
    pub name: &'a str,
    /// Its benefit.
    pub benefit: u16,
    /// How it was written.
    pub kind: PatternKind,
    /// Its index in the pattern set that applies it (the order patterns were added).
    pub index: usize,
}

impl std::fmt::Display for PatternRef<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

/// Receives what a rewrite run does. The IR notifications are those of the rewriter's
/// [`Listener`] (insertions, in-place modifications, replacements, erasures), called as the
/// changes happen; a change that is rolled back was announced all the same.
pub trait RewriteListener<P: PayloadRead>: Listener<P> {
    /// Whether the driver should compute why each PDL pattern failed to match and report it
    /// through [`match_failure`](Self::match_failure). Hand-written patterns' reasons are
    /// reported either way.
    const EXPLAIN: bool = false;

    /// The driver pops `op` from its worklist and is about to try the patterns on it.
    fn visit(&mut self, _payload: &P, _op: P::Op) {}
    /// `pattern` is about to be tried on `op` (hand-written: its match function runs;
    /// PDL: it matched, and its rewrite runs).
    fn match_attempt(&mut self, _payload: &P, _op: P::Op, _pattern: PatternRef<'_>) {}
    /// `pattern` does not match `op`, because of `reason`.
    fn match_failure(&mut self, _payload: &P, _op: P::Op, _pattern: PatternRef<'_>, _reason: &str) {
    }
    /// `pattern` matched `op` (hand-written: its match function succeeded; PDL: the merged
    /// matcher recorded a match).
    fn match_success(&mut self, _payload: &P, _op: P::Op, _pattern: PatternRef<'_>) {}
    /// `pattern`'s rewrite of `op` is done and committed.
    fn rewrite_applied(&mut self, _payload: &P, _op: P::Op, _pattern: PatternRef<'_>) {}
}

impl<P: PayloadRead> RewriteListener<P> for NoListener {}

/// Forwards IR notifications to two listeners (the driver's worklist and the user's).
pub(crate) struct Both<'a, A: ?Sized, B: ?Sized> {
    pub(crate) first: &'a mut A,
    pub(crate) second: &'a mut B,
}

impl<P: PayloadRead, A: Listener<P> + ?Sized, B: Listener<P> + ?Sized> Listener<P>
    for Both<'_, A, B>
{
    fn notify_inserted(&mut self, payload: &P, op: P::Op) {
        self.first.notify_inserted(payload, op);
        self.second.notify_inserted(payload, op);
    }
    fn notify_modified(&mut self, payload: &P, op: P::Op) {
        self.first.notify_modified(payload, op);
        self.second.notify_modified(payload, op);
    }
    fn notify_replaced(&mut self, payload: &P, op: P::Op, with: &[P::Value]) {
        self.first.notify_replaced(payload, op, with);
        self.second.notify_replaced(payload, op, with);
    }
    fn notify_erased(
        &mut self,
        payload: &P,
        op: P::Op,
        erased: &super::rewriter::ErasedSet<P::Op>,
    ) {
        self.first.notify_erased(payload, op, erased);
        self.second.notify_erased(payload, op, erased);
    }
}

impl<P: PayloadRead, A: Listener<P> + ?Sized, B: RewriteListener<P>> RewriteListener<P>
    for Both<'_, A, B>
{
    const EXPLAIN: bool = B::EXPLAIN;
    fn visit(&mut self, payload: &P, op: P::Op) {
        self.second.visit(payload, op);
    }
    fn match_attempt(&mut self, payload: &P, op: P::Op, pattern: PatternRef<'_>) {
        self.second.match_attempt(payload, op, pattern);
    }
    fn match_failure(&mut self, payload: &P, op: P::Op, pattern: PatternRef<'_>, reason: &str) {
        self.second.match_failure(payload, op, pattern, reason);
    }
    fn match_success(&mut self, payload: &P, op: P::Op, pattern: PatternRef<'_>) {
        self.second.match_success(payload, op, pattern);
    }
    fn rewrite_applied(&mut self, payload: &P, op: P::Op, pattern: PatternRef<'_>) {
        self.second.rewrite_applied(payload, op, pattern);
    }
}
