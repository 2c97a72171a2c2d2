//! pdl-runtime: the engine of pdl-rs.
//!
//! - [`ir`]: the payload IR (MLIR's model: operations, values with use-lists, blocks,
//!   regions, uniqued types and attributes);
//! - [`text`]: the reader of MLIR's textual form and the printer of its generic form;
//! - [`access`]: the traits through which matchers see and change a payload IR;
//! - [`rewrite`]: the journaling rewriter, patterns and the greedy driver;
//! - [`vm`]: the bytecode VM that runs pattern sets loaded at run time;
//! - [`native`]: what pattern sets compiled to Rust (`pdl!`, build scripts) call;
//! - [`value`]: the PDL value model (kinds, values, native functions, tracing) shared by the
//!   VM, compiled pattern sets and the rewriter;
//! - [`transform`]: the transform-dialect interpreter (handles, named sequences, matchers).

pub mod access;
pub mod ir;
pub mod native;
pub mod rewrite;
pub mod text;
pub mod transform;
pub mod value;
pub mod vm;
