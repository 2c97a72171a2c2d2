//! The front ends: readers of PDL and PDLL into the pattern model, and their diagnostics;
//! and [`pdl_interp`], the reader of already-lowered matcher programs (MLIR's `pdl_interp`).
//!
//! PDLL has one parser and two token sources: [`lexer`] (text) and, later, the `pdl!` macro's
//! token adapter; both produce [`token::Token`]s, whose spans the parser does not interpret.

pub mod ast;
pub mod case_file;
pub(crate) mod cursor;
pub mod lexer;
pub mod pdl;
pub mod pdl_generic;
pub mod pdll;
pub mod pdll_gen;
pub mod proc_tokens;
pub mod token;
