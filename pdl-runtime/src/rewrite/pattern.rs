//! Patterns: hand-written Rust patterns ([`Pattern`], [`FnPattern`]) and PDL pattern sets
//! ([`PatternSet`](super::PatternSet): the VM's [`PdlPatternSet`](crate::vm::PdlPatternSet), and the sets `pdl!` and build scripts
//! generate).
//!
//! A hand-written pattern is seed 002's design, as MLIR's C++ API has it: a static benefit,
//! a root operation name (or any operation), a `match` that inspects the IR and returns a
//! match state or the reason it does not apply, and a `rewrite` that consumes the state and
//! changes the IR through the journaling [`Rewriter`]. [`FnPattern`] is the short form, one
//! closure doing both.
//!
//! A PDL pattern set matches all its patterns at once (one merged matcher) and lists the
//! matches of an operation best first; [`PatternSet`](super::PatternSet) is that interface. To apply a mix of
//! both kinds, put them in one [`RewritePatternSet`](super::RewritePatternSet).

use std::borrow::Cow;

use super::rewriter::{RewriteError, Rewriter};
use crate::access::PayloadWrite;

/// Why a pattern does not apply to an operation (MLIR's `notifyMatchFailure` message).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchFailure {
    /// The reason, for people.
    pub reason: Cow<'static, str>,
}

impl MatchFailure {
    /// A failure with a reason.
    pub fn new(reason: impl Into<Cow<'static, str>>) -> Self {
        MatchFailure {
            reason: reason.into(),
        }
    }
}

impl std::fmt::Display for MatchFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.reason)
    }
}

/// How a one-closure pattern ([`FnPattern`]) ends when it does not rewrite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PatternError {
    /// The pattern does not apply. Whatever it changed is rolled back, and the next pattern
    /// is tried.
    NoMatch(MatchFailure),
    /// The rewrite went wrong. It is rolled back and the driver stops with an error.
    Rewrite(RewriteError),
}

impl PatternError {
    /// [`PatternError::NoMatch`] with a reason.
    pub fn no_match(reason: impl Into<Cow<'static, str>>) -> Self {
        PatternError::NoMatch(MatchFailure::new(reason))
    }
}

impl From<RewriteError> for PatternError {
    fn from(e: RewriteError) -> Self {
        PatternError::Rewrite(e)
    }
}

impl From<MatchFailure> for PatternError {
    fn from(f: MatchFailure) -> Self {
        PatternError::NoMatch(f)
    }
}

/// A hand-written rewrite pattern (seed 002's `Pattern`).
///
/// ```
/// use pdl_runtime::access::{PayloadRead, PayloadWrite};
/// use pdl_runtime::rewrite::{MatchFailure, Pattern};
/// use pdl_runtime::rewrite::{RewriteError, Rewriter};
///
/// /// `"test.double"(x)` where `x` is defined by `"test.half"(y)` becomes `y`.
/// struct DoubleOfHalf;
///
/// impl<P: PayloadWrite + 'static> Pattern<P> for DoubleOfHalf {
///     type State = P::Value; // the `y` to replace with
///     fn root(&self) -> Option<&str> {
///         Some("test.double")
///     }
///     fn match_op(&self, ir: &P, op: P::Op) -> Result<P::Value, MatchFailure> {
///         if ir.num_operands(op) != 1 || ir.num_results(op) != 1 {
///             return Err(MatchFailure::new("expected one operand and one result"));
///         }
///         let half = ir
///             .defining_op(ir.operand(op, 0))
///             .filter(|&d| ir.name_str(ir.op_name(d)) == "test.half" && ir.num_operands(d) == 1)
///             .ok_or(MatchFailure::new("the operand is not a one-operand \"test.half\""))?;
///         Ok(ir.operand(half, 0))
///     }
///     fn rewrite(
///         &self,
///         y: P::Value,
///         op: P::Op,
///         rewriter: &mut Rewriter<'_, P>,
///     ) -> Result<(), RewriteError> {
///         rewriter.replace_op(op, &[y])
///     }
/// }
/// ```
pub trait Pattern<P: PayloadWrite>: Send + Sync {
    /// What `match_op` hands to `rewrite`.
    type State: 'static;

    /// The name of the operations this pattern matches; `None` for any operation.
    fn root(&self) -> Option<&str>;
    /// The benefit: patterns with a higher one are tried first (default 1).
    fn benefit(&self) -> u16 {
        1
    }
    /// A name for messages and listeners (default: the type's name).
    fn name(&self) -> &str {
        std::any::type_name::<Self>()
    }
    /// Whether the pattern applies to `op`: the state its rewrite needs, or why not. It must
    /// not change the IR (it cannot: it only reads).
    fn match_op(&self, payload: &P, op: P::Op) -> Result<Self::State, MatchFailure>;
    /// Rewrites `op` using the state of a successful match. New operations are inserted
    /// before `op`. An error rolls back every change of the rewrite and stops the driver.
    fn rewrite(
        &self,
        state: Self::State,
        op: P::Op,
        rewriter: &mut Rewriter<'_, P>,
    ) -> Result<(), RewriteError>;
}

/// A hand-written pattern as one closure that matches and rewrites (MLIR's
/// `matchAndRewrite`): it returns `Ok(())` after rewriting, or
/// [`PatternError::NoMatch`] when the pattern does not apply (any change it made is rolled
/// back), or [`PatternError::Rewrite`] (via `?` on the rewriter's calls) when it fails.
///
/// ```
/// use pdl_runtime::access::PayloadRead;
/// use pdl_runtime::ir::Ir;
/// use pdl_runtime::rewrite::{FnPattern, PatternError};
/// use pdl_runtime::rewrite::Rewriter;
///
/// // Erase a "test.nop" whose results are unused.
/// let erase_nop = FnPattern::new("erase-nop", Some("test.nop"), 1, |rw: &mut Rewriter<'_, Ir>, op| {
///     let ir = rw.payload();
///     if (0..ir.num_results(op)).any(|i| ir.users(ir.result(op, i)).next().is_some()) {
///         return Err(PatternError::no_match("a result is used"));
///     }
///     rw.erase_op(op)?;
///     Ok(())
/// });
/// # let _ = erase_nop;
/// ```
pub struct FnPattern<F> {
    name: String,
    root: Option<String>,
    benefit: u16,
    func: F,
}

impl<F> FnPattern<F> {
    /// A pattern named `name` on operations named `root` (`None`: any operation).
    pub fn new<P>(name: impl Into<String>, root: Option<&str>, benefit: u16, func: F) -> Self
    where
        P: PayloadWrite,
        F: Fn(&mut Rewriter<'_, P>, P::Op) -> Result<(), PatternError> + Send + Sync,
    {
        FnPattern {
            name: name.into(),
            root: root.map(str::to_string),
            benefit,
            func,
        }
    }
}

impl<F> std::fmt::Debug for FnPattern<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FnPattern")
            .field("name", &self.name)
            .field("root", &self.root)
            .field("benefit", &self.benefit)
            .finish_non_exhaustive()
    }
}

/// A hand-written pattern with its state type erased: what the applicator holds.
pub(crate) trait DynPattern<P: PayloadWrite>: Send + Sync {
    fn name(&self) -> &str;
    fn root(&self) -> Option<&str>;
    fn benefit(&self) -> u16;
    fn try_match(&self, payload: &P, op: P::Op) -> Result<Box<dyn std::any::Any>, MatchFailure>;
    fn rewrite(
        &self,
        state: Box<dyn std::any::Any>,
        op: P::Op,
        rewriter: &mut Rewriter<'_, P>,
    ) -> Result<(), PatternError>;
}

/// Wraps a [`Pattern`] as a [`DynPattern`].
pub(crate) struct Split<T>(pub(crate) T);

impl<P: PayloadWrite, T: Pattern<P>> DynPattern<P> for Split<T> {
    fn name(&self) -> &str {
        self.0.name()
    }
    fn root(&self) -> Option<&str> {
        self.0.root()
    }
    fn benefit(&self) -> u16 {
        self.0.benefit()
    }
    fn try_match(&self, payload: &P, op: P::Op) -> Result<Box<dyn std::any::Any>, MatchFailure> {
        self.0
            .match_op(payload, op)
            .map(|s| Box::new(s) as Box<dyn std::any::Any>)
    }
    fn rewrite(
        &self,
        state: Box<dyn std::any::Any>,
        op: P::Op,
        rewriter: &mut Rewriter<'_, P>,
    ) -> Result<(), PatternError> {
        let state = state.downcast::<T::State>().map_err(|_| {
            RewriteError::new(format!(
                "internal error: pattern `{}` was given another pattern's match state",
                self.0.name()
            ))
        })?;
        Ok(self.0.rewrite(*state, op, rewriter)?)
    }
}

impl<P, F> DynPattern<P> for FnPattern<F>
where
    P: PayloadWrite,
    F: Fn(&mut Rewriter<'_, P>, P::Op) -> Result<(), PatternError> + Send + Sync,
{
    fn name(&self) -> &str {
        &self.name
    }
    fn root(&self) -> Option<&str> {
        self.root.as_deref()
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn try_match(&self, _payload: &P, _op: P::Op) -> Result<Box<dyn std::any::Any>, MatchFailure> {
        // The closure matches when it runs; a unit box does not allocate.
        Ok(Box::new(()))
    }
    fn rewrite(
        &self,
        _state: Box<dyn std::any::Any>,
        op: P::Op,
        rewriter: &mut Rewriter<'_, P>,
    ) -> Result<(), PatternError> {
        (self.func)(rewriter, op)
    }
}
