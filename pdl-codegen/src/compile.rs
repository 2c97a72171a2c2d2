//! The pipeline every way of compiling patterns goes through, as Cranelift ISLE's
//! `compile.rs` is: read → check → lower → emit.
//!
//! ```text
//!  .pdll file (+ #includes) ─┐
//!  .pdl / case file ─────────┼─ read + check ─> Checked ─ lower ─> Program ─┬─ bytecode ─ freeze ─> PdlPatternSet<P>
//!  PDL or PDLL text ─────────┘  (read_file,     (patterns,  (lower)  (the     │  (load, pdl-opt, apply, transform)
//!  pdl! tokens ─ the macro's reader, check ────> + sources)          matcher) ├─ Rust ─> build.rs Builder, pdl!
//!  pdl_interp text (a lowered @patterns module) ───────────────────> Program  └─ pdl_interp text, Graphviz (pdl-opt)
//! ```
//!
//! - **read + check**: [`read_file`] and [`read_text`] run the front end of the file's
//!   [`Syntax`] (PDLL with its `#include`s; PDL bare or as the `module @patterns` of a case
//!   file) and MLIR's verifier rules ([`check`]), giving [`Checked`] patterns with the
//!   sources their spans point into and the warnings;
//! - **lower**: [`lower`] (or [`Checked::lower`], errors rendered) builds the matcher program;
//! - **emit**: [`rust_file`] (the native back end), or [`bytecode`] then [`freeze`] (the VM:
//!   native functions resolved, each one missing or mistyped reported at its first call).
//!   [`to_vm`] runs lower → bytecode → freeze in one call, [`program_to_vm`] bytecode →
//!   freeze for a program read from `pdl_interp` text.
//!
//! Callers: [`Builder`](crate::build::Builder) (`read_file`, then [`Checked::to_rust`]),
//! `pdl!` ([`check`], [`lower`], then the token emitter, errors at the macro's tokens),
//! [`load`](crate::load) (`read_text`/`read_file`, then [`Checked::to_vm`]), the apply mode
//! of `pdl-opt` ([`apply`](crate::apply)), its other modes, and transform scripts. Errors are
//! rendered `file:line:col: error: ...` diagnostics with the source lines
//! ([`CompileError`]).

use std::fmt;
use std::path::{Path, PathBuf};

use pdl_runtime::access::PayloadWrite;
use pdl_runtime::value::{Natives, Signature};
use pdl_runtime::vm;
use pdl_runtime::vm::PdlPatternSet;

use crate::diag::{Diagnostic, Location, SourceFiles};
use crate::emit::rust::{emit_file, RustOptions};
use crate::lower::LowerOptions;
use crate::model::{PatternSet, RewriteAction, StmtKind};
use crate::program::Program;

mod module_ops;
mod stages;
use crate::diag::Span;
pub use module_ops::ModuleOps;
pub use stages::*;

/// Why patterns could not be compiled: rendered diagnostics, one or more `file:line:col:
/// error: ...` lines with the source lines they point at.
///
/// It displays as [`report`](Self::report), the source drawn as rustc draws it (by
/// `annotate-snippets`). Its `Debug` is the same text (after a newline), so that a build
/// script's `main` returning `Result<(), CompileError>` shows the diagnostics as they are.
/// `pdl-opt` prints [`message`](Self::message), the form MLIR's tools print.
#[derive(Clone, PartialEq, Eq)]
pub struct CompileError {
    /// The diagnostics as `mlir-opt` and `mlir-pdll` print them (LLVM's `SourceMgr` form:
    /// the source line and a caret with tildes under it).
    pub message: String,
    /// The diagnostics as shown to Rust users: the same headlines, each followed by the
    /// source lines in rustc's style (a line-number gutter, carets under the span).
    pub report: String,
    /// Each error's location and message, in order (empty for an error about no place in
    /// a source, such as a file that cannot be read by a build script).
    pub errors: Vec<(Location, String)>,
}

impl CompileError {
    /// An error with this (already rendered) message, at no known place.
    pub fn new(message: impl Into<String>) -> Self {
        let message = message.into();
        CompileError {
            report: message.clone(),
            message,
            errors: Vec::new(),
        }
    }

    /// Where the first error is, if it is in a source.
    pub fn location(&self) -> Option<&Location> {
        self.errors.first().map(|(l, _)| l)
    }
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.report)
    }
}

impl fmt::Debug for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // `main` prints `Error: {:?}`: the diagnostics must read as diagnostics.
        write!(f, "\n{}", self.report)
    }
}

impl std::error::Error for CompileError {}

/// The pattern language of a source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// MLIR's `pdl` dialect: `pdl.pattern`s, bare or in a module, or the `module @patterns`
    /// of a case file (beside the payload it applies to).
    Pdl,
    /// PDLL.
    Pdll,
}

impl Syntax {
    /// The syntax of a file by its extension: PDLL for `.pdll`, PDL for anything else.
    pub fn of_path(path: &Path) -> Syntax {
        if path.extension().is_some_and(|e| e == "pdll") {
            Syntax::Pdll
        } else {
            Syntax::Pdl
        }
    }
}

/// Patterns read and checked, with what they were read from.
#[derive(Clone, Debug)]
pub struct Checked {
    /// The patterns.
    pub set: PatternSet,
    /// The files the patterns' spans point into (indexed by [`Span::file`]), the main one
    /// first.
    pub sources: SourceFiles,
    /// The name of the PDL module holding the patterns (`module @name`), if any: the module
    /// a lowering prints its output in, as `mlir-opt` keeps it.
    pub module_name: Option<String>,
    /// Warnings (PDLL: unused `let` variables).
    pub warnings: Vec<Diagnostic>,
}

/// The sources of patterns read from `src`, named `file`.
pub fn source(file: &str, src: &str) -> SourceFiles {
    SourceFiles::single(file, src)
}

/// Renders diagnostics against the sources they point into.
pub fn render(sources: &SourceFiles, diags: &[Diagnostic]) -> CompileError {
    CompileError {
        message: sources.render(diags).trim_end().to_string(),
        report: sources.report(diags).trim_end().to_string(),
        errors: diags
            .iter()
            .filter(|d| d.severity == crate::diag::Severity::Error)
            .map(|d| (sources.location(d.span), d.message.clone()))
            .collect(),
    }
}

/// Where `span` is: `file:line:col` in the sources.
pub fn locate(sources: &SourceFiles, span: Span) -> String {
    sources.locate(span)
}

// ---------------------------------------------------------------------------------------
// Read and check.

/// Reads the patterns of `path` in `syntax` (see [`Syntax::of_path`]) and checks them.
/// PDLL `#include`s are looked for beside the including file, then in `include_dirs`.
/// Every file read is pushed to `files_read`, even when reading fails (what a build script
/// reports to cargo).
pub fn read_file(
    path: &Path,
    syntax: Syntax,
    include_dirs: &[PathBuf],
    files_read: &mut Vec<PathBuf>,
) -> Result<Checked, CompileError> {
    let file = path.display().to_string();
    let src = std::fs::read(path)
        .map_err(|e| format!("{file}: error: cannot read the file: {e}"))
        .and_then(|bytes| crate::syntax::case_file::utf8_source(bytes, &file));
    let src = match src {
        Ok(src) => src,
        Err(message) => {
            files_read.push(path.to_path_buf());
            return Err(CompileError::new(message));
        }
    };
    if syntax == Syntax::Pdl {
        files_read.push(path.to_path_buf());
        return read_text(&src, &file, Syntax::Pdl);
    }
    let (module, sources) = crate::syntax::pdll::load_pdll_file(path, include_dirs);
    if sources.is_empty() {
        files_read.push(path.to_path_buf());
    }
    files_read.extend(sources.names().map(PathBuf::from));
    let module = match module {
        Ok(m) => m,
        // The main file itself unreadable (after all) has no source to point into.
        Err(diags) if sources.is_empty() => {
            let lines: Vec<String> = diags
                .iter()
                .map(|d| format!("{file}: error: {}", d.message))
                .collect();
            return Err(CompileError::new(lines.join("\n")));
        }
        Err(diags) => return Err(render(&sources, &diags)),
    };
    pdll_module(&module, sources)
}

/// Reads and checks patterns from the text `src` of a file named `file` (PDLL without
/// `#include`s: [`read_file`] follows them).
pub fn read_text(src: &str, file: &str, syntax: Syntax) -> Result<Checked, CompileError> {
    let sources = source(file, src);
    match syntax {
        Syntax::Pdl => match read_pdl_text(src) {
            Ok((set, module_name)) => Ok(Checked {
                set,
                sources,
                module_name,
                warnings: Vec::new(),
            }),
            Err(d) => Err(render(&sources, &d)),
        },
        Syntax::Pdll => match crate::syntax::pdll::parse_pdll(src) {
            Ok(module) => pdll_module(&module, sources),
            Err(d) => Err(render(&sources, &d)),
        },
    }
}

/// PDL text: the `module @patterns` of a case file, or else the whole text (`pdl.pattern`s,
/// bare or in one module); checked. With the name of the module.
fn read_pdl_text(src: &str) -> Result<(PatternSet, Option<String>), Vec<Diagnostic>> {
    use crate::syntax::pdl;
    match crate::syntax::case_file::find_patterns_module(src) {
        Some(start) => {
            let (set, name, end) = pdl::parse_pdl_module_at(src, start)?;
            rest_of_file_reads(src, start, end)?;
            Ok((set, name))
        }
        None => pdl::parse_pdl_named(src),
    }
}

/// The text of `src` around its patterns module (`start..end`) must read as MLIR, as
/// `mlir-opt` reads the whole file: no silent pass over what follows the module.
fn rest_of_file_reads(src: &str, start: usize, end: usize) -> Result<(), Vec<Diagnostic>> {
    // The module blanked (a character of `n` bytes becomes `n` spaces, newlines stay), so
    // that offsets stay; with nothing but white space around the module (the usual case),
    // nothing to read, and the file is not copied.
    let rest: String = match (src.get(..start), src.get(start..end), src.get(end..)) {
        (Some(before), Some(module), Some(after)) => {
            if before.trim().is_empty() && after.trim().is_empty() {
                return Ok(());
            }
            let mut rest = String::with_capacity(src.len());
            rest.push_str(before);
            // A newline is a byte of its own in UTF-8: every other byte becomes a space.
            rest.extend(module.bytes().map(|b| if b == b'\n' { '\n' } else { ' ' }));
            rest.push_str(after);
            rest
        }
        // Not at character boundaries: character by character.
        _ => src
            .char_indices()
            .flat_map(|(i, c)| {
                let blank = (start..end).contains(&i) && c != '\n';
                let n = if blank { c.len_utf8() } else { 1 };
                std::iter::repeat_n(if blank { ' ' } else { c }, n)
            })
            .collect(),
    };
    if rest.trim().is_empty() {
        return Ok(());
    }
    pdl_runtime::dialects::parse_loaded(&rest, "")
        .map(|_| ())
        .map_err(|e| {
            // A missing token is reported where MLIR reports it: after the text before it.
            let at = if e.message.starts_with("expected ") {
                crate::syntax::case_file::after_text_before(src, e.offset)
            } else {
                e.offset
            };
            vec![Diagnostic::error(Span::new(at, at + 1), e.message)]
        })
}

/// A parsed PDLL module (read from `sources`) into checked patterns.
fn pdll_module(
    module: &crate::syntax::ast::Module,
    sources: SourceFiles,
) -> Result<Checked, CompileError> {
    let (set, warnings) = crate::syntax::pdll_gen::to_model_with_warnings(module);
    let set = set.map_err(|d| render(&sources, &d))?;
    check(&set).map_err(|d| render(&sources, &d))?;
    Ok(Checked {
        set,
        sources,
        module_name: None,
        warnings,
    })
}

/// MLIR's rule on the operations a rewrite creates, for the registered operations of
/// `options` ([`LowerOptions::registry`]; without a registry, nothing is checked): one
/// without result type inference must get its result types from the rewrite. The lowering
/// checks it too; this is for reading a pattern file without lowering it, as `mlir-opt`
/// verifies what it reads.
pub fn check_created(set: &PatternSet, options: &LowerOptions) -> Result<(), Vec<Diagnostic>> {
    let Some(registry) = &options.registry else {
        return Ok(());
    };
    let errors = crate::sema::check_created_ops(set, registry);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Checks patterns with MLIR's verifier rules for `pdl` (the `sema` stage). The PDL
/// reader checks what it reads; PDLL generation does not.
pub fn check(set: &PatternSet) -> Result<(), Vec<Diagnostic>> {
    let errors = crate::sema::check(set);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

// ---------------------------------------------------------------------------------------
// Lower.

/// Lowers checked patterns into the matcher program, as MLIR's PDL-to-pdl_interp
/// conversion does (the `lower` stage).
pub fn lower(set: &PatternSet, options: LowerOptions) -> Result<Program, Vec<Diagnostic>> {
    crate::lower::lower_with(set, options)
}

/// The patterns of `set` that can never apply, because a pattern tried first matches
/// everything they match (see `lower::overlap` for what is and is not proven): one warning
/// per shadowed pattern, with a note at the pattern shadowing it.
pub fn shadowing_warnings(set: &PatternSet, options: &LowerOptions) -> Vec<Diagnostic> {
    crate::lower::overlap::shadowing_warnings(set, options.check_shared_types)
}

impl Checked {
    /// [`shadowing_warnings`] of the patterns.
    pub fn shadowing_warnings(&self, options: &LowerOptions) -> Vec<Diagnostic> {
        shadowing_warnings(&self.set, options)
    }

    /// [`lower`], errors rendered.
    pub fn lower(&self, options: LowerOptions) -> Result<Program, CompileError> {
        lower(&self.set, options).map_err(|d| render(&self.sources, &d))
    }

    /// The whole pipeline to the VM: [`to_vm`].
    pub fn to_vm<P: PayloadWrite>(
        &self,
        options: LowerOptions,
        natives: &Natives<P>,
    ) -> Result<PdlPatternSet<P>, CompileError> {
        to_vm(&self.set, &self.sources, options, natives)
    }

    /// The whole pipeline to Rust: lowered with the default options, emitted as a formatted
    /// Rust file ([`rust_file`]).
    pub fn to_rust(&self, options: &RustOptions) -> Result<String, CompileError> {
        self.to_rust_with(LowerOptions::default(), options)
    }

    /// [`to_rust`](Self::to_rust) lowered with `lower` (for instance with the registered
    /// operations of [`LowerOptions::with_registry`]); the matcher asks the root's name
    /// first unless `lower` says otherwise ([`LowerOptions::for_back_end`]).
    pub fn to_rust_with(
        &self,
        lower: LowerOptions,
        options: &RustOptions,
    ) -> Result<String, CompileError> {
        let program = self.lower(lower.for_back_end())?;
        let mut options = options.clone();
        for p in &self.set.patterns {
            for u in native_uses(p) {
                let at = options
                    .native_locations
                    .entry(u.name.to_string())
                    .or_default();
                let here = self.sources.locate(u.span);
                if !at.contains(&here) {
                    at.push(here);
                }
            }
        }
        Ok(rust_file(&program, &options, &self.sources))
    }

    /// The warnings' first lines (`file:line:col: warning: ...`).
    pub fn warning_headlines(&self) -> Vec<String> {
        self.warnings
            .iter()
            .map(|w| {
                let (name, src) = self.sources.file(w.span.file);
                w.headline(name, src)
            })
            .collect()
    }
}

// ---------------------------------------------------------------------------------------
// Emit.

/// The program as a formatted Rust file (the Rust emitter, [`emit_rust_file`]), patterns
/// located in `sources`.
pub fn rust_file(program: &Program, options: &RustOptions, sources: &SourceFiles) -> String {
    emit_file(program, options, &|span| locate(sources, span))
}

/// The program as VM bytecode ([`emit_bytecode`]); patterns are
/// located in the main file of `sources`.
pub fn bytecode(program: &Program, sources: &SourceFiles) -> vm::Program {
    let locate = |offset: u32| sources.locate(Span::new(offset as usize, offset as usize));
    crate::emit::bytecode::compile(program, &locate)
}

/// [`bytecode`], keeping `program` to build the branch table only when a listener asks
/// for it (to explain match failures; see `pdl_runtime::vm::LazyBranches`).
pub fn bytecode_shared(program: Program, sources: &SourceFiles) -> vm::Program {
    let locate = |offset: u32| sources.locate(Span::new(offset as usize, offset as usize));
    crate::emit::bytecode::compile_shared(std::sync::Arc::new(program), &locate)
}

/// Freezes bytecode with `natives` into a `Send + Sync` pattern set. Each native function
/// that is not registered (or not with the kinds the patterns use) is reported at its first
/// call: in `set`, the patterns the program was lowered from, or else (a program read from
/// `pdl_interp` text) in the main file of `sources`, the text it was read from.
pub fn freeze<P: PayloadWrite>(
    program: vm::Program,
    natives: &Natives<P>,
    sources: &SourceFiles,
    set: Option<&PatternSet>,
) -> Result<PdlPatternSet<P>, CompileError> {
    let calls = program.natives.clone();
    let (file, _) = sources.file(0);
    PdlPatternSet::new(program, natives).map_err(|errors| {
        let problems = native_problems(&calls, natives);
        if problems.len() != errors.len() {
            // Not the problems this check knows: as they come.
            return CompileError::new(
                errors
                    .iter()
                    .map(|e| format!("{file}: error: {e}"))
                    .collect::<Vec<_>>()
                    .join("\n"),
            );
        }
        let (mut lines, mut reports) = (Vec::new(), Vec::new());
        let mut located = Vec::new();
        for (call, message) in problems {
            match native_site(call, set, sources) {
                Some(span) => {
                    let e = render(sources, &[Diagnostic::error(span, message)]);
                    lines.push(e.message);
                    reports.push(e.report);
                    located.extend(e.errors);
                }
                None => {
                    lines.push(format!("{file}: error: {message}"));
                    reports.push(format!("{file}: error: {message}"));
                }
            }
        }
        CompileError {
            message: lines.join("\n"),
            report: reports.join("\n"),
            errors: located,
        }
    })
}

/// Checked patterns to a frozen VM pattern set: lower → bytecode → freeze. The matcher
/// asks the root's name first unless `options` say otherwise
/// ([`LowerOptions::for_back_end`]).
pub fn to_vm<P: PayloadWrite>(
    set: &PatternSet,
    sources: &SourceFiles,
    options: LowerOptions,
    natives: &Natives<P>,
) -> Result<PdlPatternSet<P>, CompileError> {
    let program = lower(set, options.for_back_end()).map_err(|d| render(sources, &d))?;
    freeze(
        bytecode_shared(program, sources),
        natives,
        sources,
        Some(set),
    )
}

/// A program already lowered (read from `pdl_interp` text `src`, named `file`) to a frozen
/// VM pattern set: bytecode → freeze.
pub fn program_to_vm<P: PayloadWrite>(
    program: &Program,
    file: &str,
    src: &str,
    natives: &Natives<P>,
) -> Result<PdlPatternSet<P>, CompileError> {
    let sources = source(file, src);
    freeze(bytecode(program, &sources), natives, &sources, None)
}

// ---------------------------------------------------------------------------------------
// Where native functions are called.

/// The native calls of a program that `natives` cannot serve, with the message of each
/// (those of [`pdl_runtime::vm::resolve`]).
fn native_problems<'c, P: PayloadWrite>(
    calls: &'c [vm::NativeCall],
    natives: &Natives<P>,
) -> Vec<(&'c vm::NativeCall, String)> {
    let mut out = Vec::new();
    for call in calls {
        let what = if call.constraint {
            "constraint"
        } else {
            "rewrite"
        };
        let sig = if call.constraint {
            natives.constraint(&call.name).map(|c| &c.signature)
        } else {
            natives.rewrite(&call.name).map(|r| &r.signature)
        };
        match sig {
            None => out.push((
                call,
                format!("no native {what} named `{}` is registered", call.name),
            )),
            Some(sig) if !sig.accepts(&call.args, &call.results) => {
                let call_sig = Signature::new(&call.args, &call.results);
                out.push((
                    call,
                    format!(
                        "native {what} `{}` is registered as {sig} but the pattern calls it as {call_sig}",
                        call.name
                    ),
                ));
            }
            Some(_) => {}
        }
    }
    out
}

/// A call of a native function in patterns.
pub(crate) struct NativeUse<'s> {
    /// The function's name.
    pub(crate) name: &'s str,
    /// A constraint (else a rewrite).
    pub(crate) constraint: bool,
    /// How many arguments it is given.
    pub(crate) args: usize,
    /// The statement calling it (an external rewrite: the pattern's `pdl.rewrite`).
    pub(crate) span: Span,
}

/// The native calls of one pattern, in order: its match section, its rewrite body, then an
/// external rewrite.
pub(crate) fn native_uses(p: &crate::model::Pattern) -> Vec<NativeUse<'_>> {
    let stmts = p
        .matcher
        .iter()
        .zip(&p.spans.matcher)
        .chain(p.rewrite_body().iter().zip(&p.spans.rewrite));
    let mut uses: Vec<NativeUse<'_>> = stmts
        .filter_map(|(st, &span)| match &st.op {
            StmtKind::ApplyConstraint { name, args, .. } => Some(NativeUse {
                name,
                constraint: true,
                args: args.len(),
                span,
            }),
            StmtKind::ApplyRewrite { name, args } => Some(NativeUse {
                name,
                constraint: false,
                args: args.len(),
                span,
            }),
            _ => None,
        })
        .collect();
    if let RewriteAction::External { name, args } = &p.rewrite.action {
        uses.push(NativeUse {
            name,
            constraint: false,
            args: args.len(),
            span: p.spans.rewrite.last().copied().unwrap_or(p.spans.pattern),
        });
    }
    uses
}

/// Where `call` is made: the first statement of `set` calling it (with as many arguments,
/// if one does), or else the first `pdl_interp.apply_constraint`/`apply_rewrite` naming it
/// in the main file of `sources` (custom or generic form).
fn native_site(
    call: &vm::NativeCall,
    set: Option<&PatternSet>,
    sources: &SourceFiles,
) -> Option<Span> {
    if let Some(set) = set {
        let mut first = None;
        for p in &set.patterns {
            let sites = native_uses(p)
                .into_iter()
                .filter(|u| u.constraint == call.constraint && u.name == call.name)
                .filter(|u| (u.span.file as usize) < sources.len());
            for u in sites {
                if u.args == call.args.len() {
                    return Some(u.span);
                }
                first.get_or_insert(u.span);
            }
        }
        if first.is_some() {
            return first;
        }
    }
    let (_, src) = sources.file(0);
    pdl_interp_site(call, src).map(|o| Span::new(o, o))
}

/// The offset of the first `pdl_interp` operation calling `call` in `src`.
fn pdl_interp_site(call: &vm::NativeCall, src: &str) -> Option<usize> {
    use pdl_runtime::text::{lex, skip_trivia, unescape, Tok, Token};
    let op = if call.constraint {
        "pdl_interp.apply_constraint"
    } else {
        "pdl_interp.apply_rewrite"
    };
    // A string token's value, escapes decoded (`"rewr\\iter"` names `rewr\iter`).
    let quoted = |t: Token| {
        let body = src
            .get(t.start..t.end)
            .and_then(|s| s.strip_prefix('"'))
            .and_then(|s| s.strip_suffix('"'))?;
        let bytes = unescape(body.as_bytes()).ok()?;
        String::from_utf8(bytes).ok()
    };
    let b = src.as_bytes();
    let mut pos = 0;
    let mut generic_at: Option<usize> = None;
    let mut prev: Option<Token> = None;
    let mut before_prev: Option<Token> = None;
    loop {
        let t = lex(b, skip_trivia(b, pos));
        if t.kind == Tok::Eof {
            return None;
        }
        if t.kind == Tok::String {
            let text = quoted(t);
            let text = text.as_deref();
            // Generic form: `"pdl_interp.apply_rewrite"(...) <{name = "name"}>`.
            let is_name = prev.is_some_and(|p| p.kind == Tok::Equal)
                && before_prev.is_some_and(|p| src.get(p.start..p.end) == Some("name"));
            // Custom form: `pdl_interp.apply_rewrite "name"`.
            let custom =
                prev.filter(|p| p.kind == Tok::BareId && src.get(p.start..p.end) == Some(op));
            if text == Some(call.name.as_str()) {
                if let Some(p) = custom {
                    return Some(p.start);
                }
                if let (true, Some(g)) = (is_name, generic_at) {
                    return Some(g);
                }
            }
            // An operation name in generic form (a native's name may look like one too).
            if !is_name && custom.is_none() && text.is_some_and(|s| s.starts_with("pdl_interp.")) {
                generic_at = (text == Some(op)).then_some(t.start);
            }
        }
        before_prev = prev;
        prev = Some(t);
        pos = t.end.max(pos + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pdl_runtime::ir::Ir;

    #[test]
    fn syntax_by_extension() {
        assert_eq!(Syntax::of_path(Path::new("a/b.pdll")), Syntax::Pdll);
        assert_eq!(Syntax::of_path(Path::new("b.pdl")), Syntax::Pdl);
        assert_eq!(Syntax::of_path(Path::new("case.mlir")), Syntax::Pdl);
    }

    #[test]
    fn pdl_is_read_bare_or_from_the_patterns_module_of_a_case_file() {
        let pattern = "pdl.pattern @p : benefit(1) {\n  %op = pdl.operation \"test.a\"\n  pdl.rewrite %op {\n    pdl.erase %op\n  }\n}\n";
        let bare = read_text(pattern, "bare.pdl", Syntax::Pdl).unwrap();
        let case = format!("module @ir {{}}\nmodule @patterns {{\n{pattern}}}\n");
        let in_case = read_text(&case, "case.mlir", Syntax::Pdl).unwrap();
        assert_eq!(bare.set.patterns.len(), 1);
        assert_eq!(in_case.set.patterns.len(), 1);
        assert_eq!(in_case.module_name.as_deref(), Some("patterns"));
    }

    #[test]
    fn each_stage_renders_its_errors_at_their_place() {
        // Read.
        let e = read_text("Pattern { erase x; }", "r.pdll", Syntax::Pdll).unwrap_err();
        assert!(e.message.starts_with("r.pdll:1:"), "{e}");
        // Freeze: an unregistered native at its call.
        let src = "Constraint Nope(op: Op);\nPattern { let r = op<test.a>; Nope(r); erase r; }";
        let checked = read_text(src, "n.pdll", Syntax::Pdll).unwrap();
        let e = checked
            .to_vm::<Ir>(LowerOptions::default(), &Natives::with_builtins())
            .unwrap_err();
        assert!(e.message.starts_with("n.pdll:2:"), "{e}");
        assert!(e.message.contains("`Nope`"), "{e}");
    }

    #[test]
    fn read_file_follows_includes_and_locates_natives_there() {
        let dir = std::env::temp_dir().join(format!("pdl-compile-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let main = dir.join("main.pdll");
        std::fs::write(&main, "#include \"inc.pdll\"\n").unwrap();
        std::fs::write(
            dir.join("inc.pdll"),
            "Constraint Nope(op: Op);\nPattern { let r = op<test.a>; Nope(r); erase r; }\n",
        )
        .unwrap();
        let mut read = Vec::new();
        let checked = read_file(&main, Syntax::of_path(&main), &[], &mut read).unwrap();
        assert_eq!(read, vec![main.clone(), dir.join("inc.pdll")]);
        let e = checked
            .to_vm::<Ir>(LowerOptions::default(), &Natives::with_builtins())
            .unwrap_err();
        let inc = dir.join("inc.pdll").display().to_string();
        assert!(e.message.starts_with(&format!("{inc}:2:")), "{e}");
        // An unreadable file is named.
        let mut read = Vec::new();
        let gone = dir.join("gone.pdll");
        let e = read_file(&gone, Syntax::Pdll, &[], &mut read).unwrap_err();
        assert_eq!(read, vec![gone.clone()]);
        let prefix = format!("{}: error: cannot read the file", gone.display());
        assert!(e.message.starts_with(&prefix), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
