//! Loading patterns at run time: `.pdl` or `.pdll` text in, a frozen [`PdlPatternSet`] out.
//!
//! The text goes through the same front ends, checks and lowering as at build time, then is
//! compiled to bytecode for the VM. Native functions are resolved against the given
//! registry when the set is built: a call to a name nobody registered, or with kinds other
//! than the registered signature, is an error here. The result is `Send + Sync` and applies
//! to any payload of type `P` behind the access traits.
//!
//! ```
//! use pdl_codegen::load::load_pdll;
//! use pdl_runtime::ir::Ir;
//! use pdl_runtime::rewrite::driver::{apply_patterns_greedily, GreedyConfig};
//! use pdl_runtime::rewrite::natives::Natives;
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

use std::fmt;
use std::path::Path;

use pdl_runtime::access::PayloadWrite;
use pdl_runtime::rewrite::natives::Natives;
use pdl_runtime::rewrite::pattern::PdlPatternSet;
use pdl_runtime::vm;

use crate::lower::{lower_with, LowerOptions};
use crate::model::PatternSet;
use crate::syntax::diag::{render_all, Diagnostic};

/// Why patterns could not be loaded: rendered diagnostics (`file:line:col: error: ...`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    /// The rendered diagnostics, one or more lines.
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for LoadError {}

fn rendered(d: &[Diagnostic], file: &str, src: &str) -> LoadError {
    LoadError {
        message: render_all(d, file, src).trim_end().to_string(),
    }
}

/// Lowers checked patterns and compiles them to bytecode. `src` and `file` name the
/// patterns' locations in messages.
pub fn compile(
    set: &PatternSet,
    file: &str,
    src: &str,
    options: LowerOptions,
) -> Result<vm::Program, LoadError> {
    let prog = lower_with(set, options).map_err(|d| rendered(&d, file, src))?;
    Ok(compile_program(&prog, file, src))
}

/// Compiles an already lowered program to bytecode.
pub fn compile_program(
    prog: &crate::lower::program::Program,
    file: &str,
    src: &str,
) -> vm::Program {
    let locate = |offset: u32| {
        let (l, c) = pdl_runtime::text::line_col(src, offset as usize);
        format!("{file}:{l}:{c}")
    };
    crate::emit::bytecode::compile(prog, &locate)
}

/// Freezes a compiled program with `natives`.
pub fn freeze<P: PayloadWrite>(
    program: vm::Program,
    file: &str,
    natives: &Natives<P>,
) -> Result<PdlPatternSet<P>, LoadError> {
    PdlPatternSet::new(program, natives).map_err(|errors| LoadError {
        message: errors
            .iter()
            .map(|e| format!("{file}: error: {e}"))
            .collect::<Vec<_>>()
            .join("\n"),
    })
}

/// Loads PDL text (`pdl.pattern`s, optionally inside a module).
pub fn load_pdl<P: PayloadWrite>(
    src: &str,
    file: &str,
    natives: &Natives<P>,
) -> Result<PdlPatternSet<P>, LoadError> {
    let set = crate::syntax::pdl::parse_pdl(src).map_err(|d| rendered(&d, file, src))?;
    freeze(
        compile(&set, file, src, LowerOptions::default())?,
        file,
        natives,
    )
}

/// Loads PDLL text (without `#include`s; see [`load_file`] for those).
pub fn load_pdll<P: PayloadWrite>(
    src: &str,
    file: &str,
    natives: &Natives<P>,
) -> Result<PdlPatternSet<P>, LoadError> {
    let set = crate::syntax::pdll_gen::pdll_to_model(src).map_err(|d| rendered(&d, file, src))?;
    freeze(
        compile(&set, file, src, LowerOptions::default())?,
        file,
        natives,
    )
}

/// Reads PDLL from a file, following its `#include`s, into checked patterns.
pub fn read_pdll_file(path: &Path) -> Result<PatternSet, LoadError> {
    use crate::syntax::{pdll, pdll_gen};
    let (module, files) = pdll::load_pdll_file(path, &[]);
    let render = |d: Vec<Diagnostic>| LoadError {
        message: files.render(&d).trim_end().to_string(),
    };
    let (set, _warnings) = pdll_gen::to_model_with_warnings(&module.map_err(render)?);
    let set = set.map_err(render)?;
    let errors = crate::sema::check(&set);
    if errors.is_empty() {
        Ok(set)
    } else {
        Err(render(errors))
    }
}

/// Loads a `.pdll` file (with its includes) or a `.pdl`/`.mlir` file of PDL patterns.
pub fn load_file<P: PayloadWrite>(
    path: &Path,
    natives: &Natives<P>,
) -> Result<PdlPatternSet<P>, LoadError> {
    let file = path.display().to_string();
    let src = std::fs::read_to_string(path).map_err(|e| LoadError {
        message: format!("{file}: error: cannot read the file: {e}"),
    })?;
    if path.extension().is_some_and(|e| e == "pdll") {
        let set = read_pdll_file(path)?;
        freeze(
            compile(&set, &file, &src, LowerOptions::default())?,
            &file,
            natives,
        )
    } else {
        load_pdl(&src, &file, natives)
    }
}
