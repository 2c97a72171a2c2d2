//! Rewriting: native functions (with the builtins of seed 001), the journaling rewriter,
//! pattern sets and the greedy driver.

pub mod builtins;
pub mod driver;
pub mod natives;
pub mod pattern;
pub mod rewriter;
pub mod test_natives;
