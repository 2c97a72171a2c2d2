//! Rewriting: the journaling rewriter, patterns (hand-written and PDL), the pattern
//! applicator, listeners, the greedy driver, and the builtins of PDLL's operators (seed 001).
//!
//! - [`Rewriter`] changes a payload and journals every change, so that a failed rewrite is
//!   rolled back; a [`Listener`] (or a [`RewriteListener`], which also hears which pattern
//!   acts) observes the changes.
//! - [`Pattern`] (or [`FnPattern`], one closure) is a hand-written pattern; [`PatternSet`] is
//!   a PDL pattern set matched by one merged matcher (the VM's
//!   [`PdlPatternSet`](crate::vm::PdlPatternSet), or a set compiled to Rust).
//!   [`RewritePatternSet`] collects both kinds and freezes into a [`FrozenPatternSet`].
//! - [`Applicator`] matches a pattern set at one operation and applies the best match;
//!   [`apply_patterns_greedily`] and its variants drive it over a whole payload until
//!   nothing changes, as MLIR's greedy driver does; [`walk_and_apply_patterns`] is MLIR's
//!   one-walk driver.
//! - [`apply_builtin`] evaluates PDLL's arithmetic, comparison and logical operators
//!   ([`BUILTIN_NAMES`]); [`register_test_natives`] registers the native functions of MLIR's
//!   PDL test pass.

mod applicator;
mod builtins;
mod driver;
pub(crate) mod explain;
mod folder;
mod frozen;
mod listener;
mod parallel;
mod pattern;
mod pattern_set;
mod rewriter;
mod test_natives;
mod walk;
mod worklist;

pub use applicator::{apply_pdl, Applicator, Applied, ApplyError, PdlState};
pub use builtins::{apply as apply_builtin, BuiltinError, NAMES as BUILTIN_NAMES};
pub use driver::{
    apply_once, apply_op_patterns_greedily, apply_patterns_greedily, apply_patterns_greedily_with,
    DriverError, GreedyConfig, GreedyOutcome, RegionSimplification,
};
pub use frozen::{FrozenPatternSet, FrozenState, RewritePatternSet};
pub use listener::{PatternKind, PatternRef, RewriteListener};
pub use parallel::{
    apply_patterns_greedily_in_parallel, walk_and_apply_patterns_in_parallel, Threads,
};
pub use pattern::{FnPattern, MatchFailure, Pattern, PatternError};
pub use pattern_set::{may_root_at, PatternSet};
pub use rewriter::{ErasedSet, Gone, Listener, NoListener, RewriteError, Rewriter};
pub use test_natives::typed as typed_test_natives;
pub use test_natives::{register as register_test_natives, MAX_TYPE_RANGE};
pub use walk::{walk_and_apply_patterns, walk_and_apply_patterns_with_config, WalkConfig};
pub use worklist::Strictness;

impl crate::ir::Ir {
    /// Applies `patterns` to the whole IR with MLIR's greedy driver and its default
    /// configuration, as MLIR's `applyPatternsGreedily(op, patterns)` does on the top-level
    /// operation: [`apply_patterns_greedily`] at [`root`](crate::ir::Ir::root) with
    /// [`GreedyConfig::default`], the isolated-from-above operations (functions) rewritten
    /// on every core ([`apply_patterns_greedily_in_parallel`], the same result).
    ///
    /// ```
    /// use pdl_runtime::prelude::*;
    ///
    /// let mut patterns = RewritePatternSet::<Ir>::new();
    /// patterns.add_fn("erase-a", Some("test.a"), 1, |rw, op| Ok(rw.erase_op(op)?));
    /// let mut ir = parse("\"test.a\"() : () -> ()\n", "x.mlir").unwrap();
    /// ir.apply_patterns_greedily(&patterns.freeze()).unwrap();
    /// assert!(!ir.to_string().contains("test.a"));
    /// ```
    pub fn apply_patterns_greedily<A: Applicator<Self> + Sync>(
        &mut self,
        patterns: &A,
    ) -> Result<GreedyOutcome, DriverError> {
        let root = self.root();
        apply_patterns_greedily_in_parallel(
            self,
            root,
            patterns,
            &GreedyConfig::default(),
            Threads::Auto,
        )
    }
}
