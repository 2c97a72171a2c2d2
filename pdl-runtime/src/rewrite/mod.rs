//! Rewriting: the builtins of PDLL's operators (seed 001), the journaling rewriter,
//! patterns (hand-written and PDL), the pattern applicator, listeners and the greedy driver.

pub mod applicator;
pub mod builtins;
pub mod driver;
pub mod explain;
pub mod frozen;
pub mod listener;
pub mod natives;
pub mod pattern;
pub mod pattern_set;
pub mod rewriter;
pub mod test_natives;
