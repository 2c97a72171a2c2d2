//! pdl-codegen: the compiler of pdl-rs.
//!
//! - [`model`]: the pattern model both front ends produce;
//! - [`syntax`]: the front ends (PDL today) and their diagnostics;
//! - the `pdl-opt` command (`src/bin/pdl-opt.rs`).

pub mod emit;
pub mod lower;
pub mod model;
pub mod sema;
pub mod syntax;
