//! Runnable, documented uses of pdl-rs.
//!
//! - [`tutorial`]: a pass mixing a hand-written Rust pattern with PDLL patterns, the
//!   greedy driver's configuration, and a listener's trace of why patterns did not apply;
//! - [`tiny_ir`]: a user's own IR behind the payload access traits, so that the same
//!   generic matchers and rewriters run on it and on pdl-runtime's IR;
//! - `examples/load_at_run_time.rs` with `patterns/fold_neg.pdll`: a `.pdll` file loaded at
//!   run time into a frozen, `Send + Sync` pattern set, applied to pdl-runtime's IR from two
//!   threads and to [`tiny_ir`]'s graph;
//! - `examples/own_ops.rs`: a user's own dialect (`toy`) registered through
//!   `pdl_runtime::ir::OpDef` and `DialectDef` (a constant with its fold hook and the
//!   dialect's materialiser, pure commutative binary operations that fold constants), so that
//!   the greedy driver folds, erases dead operations and deduplicates constants as MLIR's does;
//!   a PDLL pattern loaded at run time does the rest (`tests/own_ops.rs` checks it against
//!   mlir-opt-22 on the same payload written with `arith`);
//! - `data/mlp.mlir`: seed 000's 2-layer perceptron training step, the bundled example that
//!   `pdl-opt` reads ([`mlp`] reads it as a payload);
//! - [`compiled`] with `build.rs`: pattern files compiled to Rust at build time by
//!   `pdl_codegen::Builder` (the native back end); `examples/build_time.rs` applies seed
//!   000's fully connected layer pattern, compiled so, to `data/mlp.mlir`, and
//!   `snapshots/fc_layer.rs` is the generated code, for reading.

pub mod compiled;
pub mod mlp;
pub mod tiny_ir;
pub mod tutorial;
