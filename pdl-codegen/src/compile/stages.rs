//! Each stage of the pipeline on its own: thin wrappers over the crate's private stage
//! modules, for tools, tests, benchmarks and fuzzers that look at what one stage makes
//! (the patterns a front end reads, the matcher program, each emitter's text).
//!
//! | stage | in | out |
//! |---|---|---|
//! | [`parse_pdl`], [`read_pdl`], [`parse_pdll`], [`read_pdll`], [`read_pdll_file`] | PDL / PDLL text | [`PatternSet`] |
//! | [`print_pdl`], [`print_pdl_named`], [`print_pdl_generic`] | [`PatternSet`] | PDL text |
//! | [`check`](super::check) | [`PatternSet`] | MLIR's verifier rules |
//! | [`lower`](super::lower) | [`PatternSet`] | [`Program`] |
//! | [`read_pdl_interp`], [`print_pdl_interp`] | `pdl_interp` text | [`Program`], and back |
//! | [`emit_rust`], [`emit_rust_file`], [`emit_bytecode`], [`dot`], [`explain`] | [`Program`] | Rust, VM bytecode, Graphviz, branch tables |
//! | [`read_case_file`] | a case file (`module @patterns` beside `module @ir`) | [`CaseFile`] |

use std::path::{Path, PathBuf};

use pdl_runtime::ir::{Ir, OpId};
use pdl_runtime::vm;
use proc_macro2::TokenStream;

use crate::diag::{Diagnostic, SourceFiles, Span};
use crate::emit::rust::RustOptions;
use crate::model::PatternSet;
use crate::program::Program;

pub use crate::program::explain::BranchInfo;
pub use crate::syntax::case_file::CaseFile;

// ---------------------------------------------------------------------------------------
// Front ends.

/// Reads PDL text (`module [@name] { pdl.pattern ... }`, or bare `pdl.pattern`s) and checks
/// the patterns with MLIR's verifier rules.
pub fn parse_pdl(src: &str) -> Result<PatternSet, Vec<Diagnostic>> {
    crate::syntax::pdl::parse_pdl(src)
}

/// [`parse_pdl`], also returning the name of the outermost `module @name`, if any (the
/// module a lowering prints its output in, as `mlir-opt` keeps it).
pub fn parse_pdl_named(src: &str) -> Result<(PatternSet, Option<String>), Vec<Diagnostic>> {
    crate::syntax::pdl::parse_pdl_named(src)
}

/// Reads PDL text into patterns without the semantic checks (for what the checks would
/// reject, or to time the reader alone).
pub fn read_pdl(src: &str) -> Result<PatternSet, Vec<Diagnostic>> {
    crate::syntax::pdl::read_pdl(src)
}

/// Prints patterns as PDL text in MLIR's custom syntax (what `mlir-opt` prints).
pub fn print_pdl(set: &PatternSet) -> String {
    crate::syntax::pdl::print_pdl(set)
}

/// [`print_pdl`] inside `module @NAME` when `module_name` is given, as `mlir-opt` prints a
/// named pattern module.
pub fn print_pdl_named(set: &PatternSet, module_name: Option<&str>) -> String {
    crate::syntax::pdl::print_pdl_named(set, module_name)
}

/// Prints patterns as PDL in MLIR's generic form (`mlir-opt --mlir-print-op-generic`),
/// inside `module @module_name` when given.
pub fn print_pdl_generic(set: &PatternSet, module_name: Option<&str>) -> String {
    crate::syntax::pdl_generic::print_generic(set, module_name)
}

/// Reads PDLL text (without `#include`s) into patterns: parse, convert, and check with
/// MLIR's PDL rules.
pub fn parse_pdll(src: &str) -> Result<PatternSet, Vec<Diagnostic>> {
    crate::syntax::pdll_gen::pdll_to_model(src)
}

/// Reads PDLL text (without `#include`s) into patterns without the semantic checks, with
/// the warnings of the conversion (unused `let` variables).
pub fn read_pdll(src: &str) -> (Result<PatternSet, Vec<Diagnostic>>, Vec<Diagnostic>) {
    match crate::syntax::pdll::parse_pdll(src) {
        Ok(module) => crate::syntax::pdll_gen::to_model_with_warnings(&module),
        Err(d) => (Err(d), Vec::new()),
    }
}

/// Reads a PDLL file and the files it `#include`s (beside the including file, then in
/// `include_dirs`) into patterns, not checked (see [`check`](super::check)); with every file
/// read, which the diagnostics point into.
pub fn read_pdll_file(
    path: &Path,
    include_dirs: &[PathBuf],
) -> (Result<PatternSet, Vec<Diagnostic>>, SourceFiles) {
    let (module, sources) = crate::syntax::pdll::load_pdll_file(path, include_dirs);
    let set = module.and_then(|m| crate::syntax::pdll_gen::to_model(&m));
    (set, sources)
}

// ---------------------------------------------------------------------------------------
// The matcher program as text.

/// Reads a `pdl_interp` patterns module (custom syntax or generic form) into a verified
/// matcher program. `file` names the source in messages of the generic reader.
pub fn read_pdl_interp(src: &str, file: &str) -> Result<Program, Vec<Diagnostic>> {
    crate::program::read::parse_pdl_interp(src, file)
}

/// [`read_pdl_interp`], also returning the name of the outermost module, if it has one (the
/// name [`print_pdl_interp`] prints the program under).
pub fn read_pdl_interp_named(
    src: &str,
    file: &str,
) -> Result<(Program, Option<String>), Vec<Diagnostic>> {
    crate::program::read::parse_pdl_interp_named(src, file)
}

/// Prints the program as MLIR prints the result of `--convert-pdl-to-pdl-interp`, inside
/// `module @module_name` when given.
pub fn print_pdl_interp(program: &Program, module_name: Option<&str>) -> String {
    crate::program::print::print(program, module_name)
}

// ---------------------------------------------------------------------------------------
// Emitters.

/// The program as Rust tokens (the native back end); `locate` gives where each pattern was
/// written, for the generated pattern names and messages.
pub fn emit_rust(
    program: &Program,
    options: &RustOptions,
    locate: &dyn Fn(Span) -> String,
) -> TokenStream {
    crate::emit::rust::emit(program, options, locate)
}

/// [`emit_rust`], formatted as a Rust source file (prettyplease).
pub fn emit_rust_file(
    program: &Program,
    options: &RustOptions,
    locate: &dyn Fn(Span) -> String,
) -> String {
    crate::emit::rust::emit_file(program, options, locate)
}

/// The program as VM bytecode; `locate` turns a pattern's byte offset into the location the
/// VM reports it at. [`bytecode`](super::bytecode) locates in source files.
pub fn emit_bytecode(program: &Program, locate: &dyn Fn(u32) -> String) -> vm::Program {
    crate::emit::bytecode::compile(program, locate)
}

/// The program's matcher as a Graphviz `digraph` (`pdl-opt --emit=dot`).
pub fn dot(program: &Program) -> String {
    crate::emit::dot::matcher_dot(program)
}

/// The branch points of the program's matcher, in block order: what each one tests and the
/// patterns still recordable after each outcome (for tracing matches).
pub fn explain(program: &Program) -> Vec<BranchInfo> {
    crate::program::explain::branches(program)
}

// ---------------------------------------------------------------------------------------
// Case files and diagnostics.

/// Reads a case file (`module @patterns`, PDL or already lowered `pdl_interp`, beside `module
/// @ir`) named `file`; errors rendered.
pub fn read_case_file(src: &str, file: &str) -> Result<CaseFile, String> {
    crate::syntax::case_file::read_case_file(src, file)
}

/// The module named `@name` directly inside the top-level module of `ir` (a case file's
/// `@ir` or `@patterns`).
pub fn child_module(ir: &Ir, name: &str) -> Option<OpId> {
    crate::syntax::case_file::child_module(ir, name)
}

/// Verifies `ir`, read from `src` (file `name`), as a case file's payload is after
/// rewriting; a failure is rendered as MLIR prints it: at the operation's location, with the
/// source line.
pub fn verify_rendered(ir: &Ir, name: &str, src: &str) -> Result<(), String> {
    crate::syntax::case_file::verify_rendered(ir, name, src)
}

/// The bytes of a file as text, or the error MLIR reports for a file that is not UTF-8.
pub fn utf8_source(bytes: Vec<u8>, file: &str) -> Result<String, String> {
    crate::syntax::case_file::utf8_source(bytes, file)
}

/// Renders diagnostics pointing into `src` (named `file`), one after another, each with its
/// source line.
pub fn render_all(diags: &[Diagnostic], file: &str, src: &str) -> String {
    crate::diag::render_all(diags, file, src)
}

/// `file:line:col` of byte `offset` of `src` (1-based, columns in bytes, as MLIR counts).
pub fn location(file: &str, src: &str, offset: usize) -> String {
    crate::diag::location(file, src, offset)
}

/// Whether `src` is a pattern file rather than a case file or a payload: it holds a
/// `pdl.pattern` at its top level or in a top-level module, and no `module @patterns`.
/// `pdl-opt` reads such a file with the PDL reader, which checks MLIR's verifier rules, as
/// `mlir-opt` verifies the `pdl` operations it reads. (Patterns deeper in, as in a
/// `transform.with_pdl_patterns`, make no pattern file.)
///
/// ```
/// use pdl_codegen::compile::is_pattern_file;
/// let pattern = "pdl.pattern : benefit(1) { %r = operation \"a\"\n rewrite %r with \"x\" }";
/// assert!(is_pattern_file(pattern));
/// assert!(is_pattern_file(&format!("module attributes {{a}} {{ {pattern} }}")));
/// assert!(!is_pattern_file(&format!("module {{ transform.with_pdl_patterns {{ {pattern} }} }}")));
/// assert!(!is_pattern_file(&format!("module @patterns {{ {pattern} }} module @ir {{}}")));
/// assert!(!is_pattern_file("\"test.a\"() : () -> ()"));
/// ```
pub fn is_pattern_file(src: &str) -> bool {
    use pdl_runtime::text::{lex, skip_trivia, Tok};
    // A pattern file names `pdl.pattern`: a payload of a million operations is not lexed
    // to find out that it does not (a byte search is some 50 times faster).
    if !src.contains("pdl.pattern") {
        return false;
    }
    if crate::syntax::case_file::find_patterns_module(src).is_some() {
        return false;
    }
    let b = src.as_bytes();
    let (mut pos, mut depth, mut in_module) = (0, 0usize, false);
    loop {
        let t = lex(b, skip_trivia(b, pos));
        match t.kind {
            Tok::Eof => return false,
            Tok::LBrace => depth += 1,
            Tok::RBrace => depth = depth.saturating_sub(1),
            Tok::BareId => {
                let text = &src[t.start..t.end];
                if text == "pdl.pattern" && (depth == 0 || (depth == 1 && in_module)) {
                    return true;
                }
                // The operation at the top level whose region is entered next.
                if depth == 0 && matches!(text, "module" | "builtin.module") {
                    in_module = true;
                } else if depth == 0 && text.contains('.') {
                    in_module = false;
                }
            }
            _ => {}
        }
        pos = t.end.max(pos + 1);
    }
}
