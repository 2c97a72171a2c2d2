//! pdl-codegen: the compiler of pdl-rs, PDL and PDLL patterns to matchers, ahead of time
//! (Rust) or at run time (VM bytecode).
//!
//! # Compiling patterns ahead of time
//!
//! A build script compiles pattern files to Rust with a [`Builder`]; the crate includes the
//! generated pattern set with `pdl_runtime::include_patterns!`:
//!
//! ```no_run
//! // build.rs
//! fn main() -> Result<(), pdl_codegen::BuildError> {
//!     pdl_codegen::Builder::new().file("patterns/fold_neg.pdll").compile()
//! }
//! ```
//!
//! Patterns written inline in Rust go through the `pdl!` macro of `pdl-macros`, which
//! expands through the same pipeline.
//!
//! # Loading patterns at run time
//!
//! [`load`] reads `.pdl`/`.pdll` text or files into a frozen VM pattern set
//! ([`load::load_pdll`], [`load::load_pdl`], [`load::load_file`]), native functions resolved
//! against a registry. [`apply`] applies patterns to a case file (`module @patterns` beside
//! `module @ir`) as `pdl-opt FILE` does ([`apply::run`], [`ApplyOptions`]); [`transform`]
//! runs transform scripts (`pdl-opt --transform-interpreter`).
//!
//! # The pipeline, stage by stage
//!
//! Every way in goes through [`compile`]: read → check → lower → emit. Its entry points
//! ([`compile::read_file`], [`compile::read_text`] → [`Checked`] → [`Checked::to_rust`],
//! [`Checked::to_vm`]) run the whole pipeline; each stage is also callable on its own:
//!
//! - read: [`compile::parse_pdl`], [`compile::parse_pdll`], [`compile::read_pdll_file`],
//!   [`compile::read_case_file`] into a [`PatternSet`] (printed back by
//!   [`compile::print_pdl`], [`compile::print_pdl_generic`]);
//! - check: [`compile::check`], MLIR's verifier rules for `pdl`;
//! - lower: [`compile::lower`] with [`LowerOptions`] into the matcher [`Program`] (our
//!   `pdl_interp`), which [`compile::print_pdl_interp`] prints and
//!   [`compile::read_pdl_interp`] reads back;
//! - emit: [`compile::emit_rust_file`] (with [`RustOptions`]), [`compile::bytecode`] then
//!   [`compile::freeze`] for the VM, [`compile::dot`] for Graphviz, [`compile::explain`]
//!   for the branch tables.
//!
//! # Errors
//!
//! Stages report [`Diagnostic`]s at [`Span`]s of the [`SourceFiles`] they read; the
//! pipeline renders them as MLIR does (`file:line:col: error: ...` and the source line)
//! into a [`CompileError`].
//!
//! The `pdl-opt` command (`src/bin/pdl-opt/`) is the command-line face of all of this;
//! [`pdll_index`] is the face the `pdll-lsp` language server sees (a document's
//! diagnostics and an index of its names).

pub mod apply;
mod build;
pub mod compile;
mod diag;
mod emit;
#[doc(hidden)]
pub mod inline;
pub mod load;
mod lower;
mod model;
mod native_attr;
pub mod pdll_index;
mod program;
mod sema;
pub mod split;
mod syntax;
pub mod transform;
pub mod verify_diagnostics;

pub use apply::ApplyOptions;
pub use build::{BuildError, Builder};
pub use compile::{Checked, CompileError, Syntax};
pub use diag::{Diagnostic, Location, Severity, SourceFiles, Span};
pub use emit::rust::RustOptions;
pub use lower::{LowerOptions, MatchOrder};
pub use model::PatternSet;
pub use program::Program;
