//! Runnable, documented uses of pdl-rs.
//!
//! - [`tiny_ir`]: a user's own IR behind the payload access traits, so that the same
//!   generic matchers and rewriters run on it and on pdl-runtime's IR;
//! - `data/mlp.mlir`: seed 000's 2-layer perceptron training step, the bundled example that
//!   `pdl-opt` reads.

pub mod tiny_ir;
