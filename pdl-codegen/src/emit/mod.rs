//! Emitters: the matcher program translated for people and for back ends.
//!
//! - [`interp_text`]: MLIR's `pdl_interp` dialect, as `mlir-opt --convert-pdl-to-pdl-interp`
//!   prints it (generic form);
//! - [`dot`]: Graphviz, for people who would rather look than read;
//! - [`bytecode`]: the VM's bytecode (`pdl_runtime::vm::Program`);
//! - [`rust`]: native Rust, for `pdl!` and build scripts;
//! - [`constants`]: the constant tables both back ends share.

pub mod bytecode;
pub mod constants;
pub mod dot;
pub mod interp_text;
pub mod rust;
