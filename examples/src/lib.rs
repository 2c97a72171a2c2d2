//! Runnable, documented uses of pdl-rs.
//!
//! - [`tutorial`]: a pass mixing a hand-written Rust pattern with PDLL patterns, the
//!   greedy driver's configuration, and a listener's trace of why patterns did not apply;
//! - [`tiny_ir`]: a user's own IR behind the payload access traits, so that the same
//!   generic matchers and rewriters run on it and on pdl-runtime's IR;
//! - `examples/load_at_run_time.rs` with `patterns/fold_neg.pdll`: a `.pdll` file loaded at
//!   run time into a frozen, `Send + Sync` pattern set, applied to pdl-runtime's IR from two
//!   threads and to [`tiny_ir`]'s graph;
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
