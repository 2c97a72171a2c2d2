//! Rewriting: the builtin native functions of seed 001 (later: the rewriter with rollback,
//! native function registry and the greedy driver).

pub mod builtins;
