//! pdll-lsp: a language server for PDLL, on the pdl-rs compiler's front end.
//!
//! It speaks LSP over stdio (the `pdll-lsp` binary) or over any [`lsp_server::Connection`]
//! ([`run`]; tests drive it in process through [`lsp_server::Connection::memory`]). A
//! document is read by [`pdl_codegen::pdll_index`], the compiler's own PDLL parser,
//! conversion and checks, so the server reports the diagnostics `pdl-opt` reports. It
//! offers:
//!
//! - diagnostics as the user types (full-text sync), with the compiler's messages and
//!   ranges (columns in UTF-16 units, [`position`]);
//! - hover: a variable's type, a constraint's or rewrite's signature, a pattern's name and
//!   benefit, an operation's definition ([`ops`]: ODS definitions of MLIR's core dialects,
//!   then pdl-runtime's registered operations);
//! - go-to-definition: patterns, constraints, rewrites, variables, `#include`d files;
//! - completion: keywords, core types, constraints and rewrites in scope, variables declared
//!   before the cursor, operation names after `op<` / `Op<`, and the results of an
//!   operation an included `.td` file defines after `root.` ([`members`]);
//! - document symbols: patterns, constraints and rewrites, with their variables.
//!
//! Include directories come from `-I DIR` on the command line and from the client's
//! `initializationOptions` (`{"includeDirs": ["..."]}`).

pub mod document;
pub mod features;
pub mod members;
pub mod ops;
pub mod position;
mod server;

pub use server::{capabilities, run, Config, ServerError};
