//! pdl-codegen: the compiler of pdl-rs.
//!
//! - [`compile`]: the one pipeline, read → check → lower → emit (Rust, or bytecode frozen
//!   with natives for the VM), that [`build`], [`inline`], [`load`], [`apply`] and
//!   `pdl-opt` go through;
//! - [`diag`]: spans, source files and diagnostics, which every stage reports through;
//! - [`model`]: the pattern model both front ends produce;
//! - [`syntax`]: the front ends (PDL, PDLL) and their diagnostics;
//! - [`sema`]: MLIR's verifier rules for patterns;
//! - [`lower`]: the lowering into the matcher program (our `pdl_interp`), as MLIR's
//!   PDL-to-pdl_interp conversion does it;
//! - [`emit`]: the matcher program as MLIR text, Graphviz and VM bytecode;
//! - [`build`]: the build.rs [`Builder`], pattern files compiled to formatted Rust in
//!   `OUT_DIR` (the native back end; `pdl-opt --emit=rust FILE` prints the same text);
//! - [`inline`]: the `pdl!` macro's expansion (patterns written inline in Rust, compiled to
//!   a native pattern set, errors at the offending token);
//! - [`load`]: loading `.pdl`/`.pdll` patterns at run time into a VM pattern set;
//! - [`apply`]: applying patterns to a case file (`module @patterns` beside `module @ir`)
//!   and printing the result, what `pdl-opt FILE` does;
//! - the `pdl-opt` command (`src/bin/pdl-opt.rs`).

pub mod apply;
pub mod build;
pub mod compile;
pub mod diag;
pub mod emit;
pub mod inline;
pub mod load;
pub mod lower;
pub mod model;
pub mod program;
pub mod sema;
pub mod syntax;
pub mod transform;

pub use build::Builder;
