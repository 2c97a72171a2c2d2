//! Loading patterns at run time: `.pdl` or `.pdll` text in, a frozen [`PdlPatternSet`] out.
//!
//! The text goes through the same [pipeline](crate::compile) as at build time (front ends,
//! checks, lowering), then is compiled to bytecode for the VM. Native functions are resolved
//! against the given registry when the set is built: a call to a name nobody registered, or
//! with kinds other than the registered signature, is an error here, at the first call. The result is `Send + Sync` and applies
//! to any payload of type `P` behind the access traits.
//!
//! ```
//! use pdl_codegen::load::load_pdll;
//! use pdl_runtime::ir::Ir;
//! use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};
//! use pdl_runtime::value::{Natives, Signature};
//! let set = load_pdll::<Ir>(
//!     "Pattern { let root = op<test.a>(x: Value); replace root with op<test.b>(x); }",
//!     "inline.pdll",
//!     &Natives::with_builtins(),
//! )
//! .unwrap();
//! let mut ir = pdl_runtime::text::parse(
//!     "%0 = \"test.c\"() : () -> i32\n\"test.a\"(%0) : (i32) -> ()\n",
//!     "x.mlir",
//! )
//! .unwrap();
//! let root = ir.root();
//! apply_patterns_greedily(&mut ir, root, &set, &GreedyConfig::default()).unwrap();
//! assert!(pdl_runtime::text::print(&ir).contains("\"test.b\"(%0)"));
//! ```

use std::path::Path;

use pdl_runtime::access::PayloadWrite;
use pdl_runtime::value::Natives;
use pdl_runtime::vm::PdlPatternSet;

use crate::compile::{read_file, read_text, Syntax};
use crate::lower::LowerOptions;

/// Why patterns could not be loaded: rendered diagnostics (`file:line:col: error: ...`), the
/// pipeline's [`CompileError`](crate::compile::CompileError).
pub type LoadError = crate::compile::CompileError;

/// Loads PDL text (`pdl.pattern`s, optionally inside a module, or the `module @patterns` of
/// a case file).
pub fn load_pdl<P: PayloadWrite>(
    src: &str,
    file: &str,
    natives: &Natives<P>,
) -> Result<PdlPatternSet<P>, LoadError> {
    read_text(src, file, Syntax::Pdl)?.to_vm(LowerOptions::default(), natives)
}

/// Loads PDLL text (without `#include`s; see [`load_file`] for those).
pub fn load_pdll<P: PayloadWrite>(
    src: &str,
    file: &str,
    natives: &Natives<P>,
) -> Result<PdlPatternSet<P>, LoadError> {
    read_text(src, file, Syntax::Pdll)?.to_vm(LowerOptions::default(), natives)
}

/// Loads PDL or PDLL text (`syntax`) lowered with `options`: for instance with the
/// operations the payload registers
/// ([`LowerOptions::with_registry`](crate::LowerOptions::with_registry)), so that an operation
/// a rewrite creates without result types infers them as in MLIR.
pub fn load_with<P: PayloadWrite>(
    src: &str,
    file: &str,
    syntax: Syntax,
    options: LowerOptions,
    natives: &Natives<P>,
) -> Result<PdlPatternSet<P>, LoadError> {
    read_text(src, file, syntax)?.to_vm(options, natives)
}

/// Loads a `.pdll` file (with its includes) or a `.pdl`/`.mlir` file of PDL patterns.
pub fn load_file<P: PayloadWrite>(
    path: &Path,
    natives: &Natives<P>,
) -> Result<PdlPatternSet<P>, LoadError> {
    read_file(path, Syntax::of_path(path), &[], &mut Vec::new())?
        .to_vm(LowerOptions::default(), natives)
}
