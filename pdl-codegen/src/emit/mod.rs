//! Emitters: the matcher program translated for people and for back ends.
//!
//! - [`dot`]: Graphviz, for people who would rather look than read;
//! - [`bytecode`]: the VM's bytecode (`pdl_runtime::vm::Program`);
//! - [`rust`]: native Rust, for `pdl!` and build scripts;
//! - [`constants`]: the constant tables both back ends share.
//!
//! The program as `pdl_interp` text is printed by [`crate::program::print`] (what
//! [`crate::program::read`] reads back).

pub mod bytecode;
pub mod constants;
pub mod dot;
pub mod rust;
