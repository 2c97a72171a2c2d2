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
//! use pdl_runtime::rewrite::natives::{Natives, Signature};
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
use pdl_runtime::rewrite::natives::{Natives, Signature};
use pdl_runtime::rewrite::pattern::PdlPatternSet;
use pdl_runtime::vm;

use crate::lower::{lower_with, LowerOptions};
use crate::model::{PatternSet, Span, StmtKind};
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

/// Freezes a compiled program with `natives`. A native function that is not registered,
/// or not with the kinds the patterns use, is an error without a source location (`file:
/// error: ...`): [`freeze_located`] locates them.
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

/// Freezes a compiled program with `natives`, each native function that is not registered
/// (or not with the kinds the patterns use) reported at the first call of it: in `set`, the
/// patterns the program was compiled from, or else (a program read from `pdl_interp`) in
/// `src`, the text it was read from.
pub fn freeze_located<P: PayloadWrite>(
    program: vm::Program,
    file: &str,
    src: &str,
    set: Option<&PatternSet>,
    natives: &Natives<P>,
) -> Result<PdlPatternSet<P>, LoadError> {
    let calls = program.natives.clone();
    PdlPatternSet::new(program, natives).map_err(|errors| {
        let problems = native_problems(&calls, natives);
        if problems.len() != errors.len() {
            // Not the problems this check knows: as they come.
            return LoadError {
                message: errors
                    .iter()
                    .map(|e| format!("{file}: error: {e}"))
                    .collect::<Vec<_>>()
                    .join("\n"),
            };
        }
        let message = problems
            .into_iter()
            .map(|(call, message)| match native_site(call, set, src) {
                Some(span) => Diagnostic::error(span, message)
                    .render(file, src)
                    .trim_end()
                    .to_string(),
                None => format!("{file}: error: {message}"),
            })
            .collect::<Vec<_>>()
            .join("\n");
        LoadError { message }
    })
}

/// The native calls of a program that `natives` cannot serve, with the message of each
/// (those of [`pdl_runtime::vm::exec::resolve`]).
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

/// Where `call` is made: the first statement of `set` calling it (with as many arguments,
/// if one does), or else the first `pdl_interp.apply_constraint`/`apply_rewrite` naming it
/// in `src` (custom or generic form).
fn native_site(call: &vm::NativeCall, set: Option<&PatternSet>, src: &str) -> Option<Span> {
    if let Some(set) = set {
        let mut first = None;
        for p in &set.patterns {
            let rewrite_stmts = match &p.rewrite.action {
                crate::model::RewriteAction::Body(stmts) => stmts.as_slice(),
                crate::model::RewriteAction::External { .. } => &[],
            };
            let stmts = p
                .matcher
                .iter()
                .zip(&p.spans.matcher)
                .chain(rewrite_stmts.iter().zip(&p.spans.rewrite));
            let mut sites: Vec<(usize, Span)> = stmts
                .filter_map(|(st, &span)| match &st.op {
                    StmtKind::ApplyConstraint { name, args, .. }
                        if call.constraint && *name == call.name =>
                    {
                        Some((args.len(), span))
                    }
                    StmtKind::ApplyRewrite { name, args }
                        if !call.constraint && *name == call.name =>
                    {
                        Some((args.len(), span))
                    }
                    _ => None,
                })
                .collect();
            if let crate::model::RewriteAction::External { name, args } = &p.rewrite.action {
                if !call.constraint && *name == call.name {
                    if let Some(&span) = p.spans.rewrite.last() {
                        sites.push((args.len(), span));
                    }
                }
            }
            for (n, span) in sites {
                if span.file != 0 {
                    continue;
                }
                if n == call.args.len() {
                    return Some(span);
                }
                first.get_or_insert(span);
            }
        }
        if first.is_some() {
            return first;
        }
    }
    pdl_interp_site(call, src).map(|o| Span::new(o, o))
}

/// The offset of the first `pdl_interp` operation calling `call` in `src`.
fn pdl_interp_site(call: &vm::NativeCall, src: &str) -> Option<usize> {
    use pdl_runtime::text::lexer::{lex, skip_trivia, Tok};
    let op = if call.constraint {
        "pdl_interp.apply_constraint"
    } else {
        "pdl_interp.apply_rewrite"
    };
    // A string token's value, escapes decoded (`"rewr\\iter"` names `rewr\iter`).
    let quoted = |t: pdl_runtime::text::lexer::Token| {
        let body = src
            .get(t.start..t.end)
            .and_then(|s| s.strip_prefix('"'))
            .and_then(|s| s.strip_suffix('"'))?;
        let bytes = pdl_runtime::text::lexer::unescape(body.as_bytes()).ok()?;
        String::from_utf8(bytes).ok()
    };
    let b = src.as_bytes();
    let mut pos = 0;
    let mut generic_at: Option<usize> = None;
    let mut prev: Option<pdl_runtime::text::lexer::Token> = None;
    let mut before_prev: Option<pdl_runtime::text::lexer::Token> = None;
    loop {
        let t = lex(b, skip_trivia(b, pos));
        if t.kind == Tok::Eof {
            return None;
        }
        if t.kind == Tok::String {
            let text = quoted(t);
            let text = text.as_deref();
            if text.is_some_and(|s| s.starts_with("pdl_interp.")) {
                generic_at = (text == Some(op)).then_some(t.start);
            } else if text == Some(call.name.as_str()) {
                // Custom form: `pdl_interp.apply_rewrite "name"`.
                if let Some(p) =
                    prev.filter(|p| p.kind == Tok::BareId && src.get(p.start..p.end) == Some(op))
                {
                    return Some(p.start);
                }
                // Generic form: `"pdl_interp.apply_rewrite"(...) <{name = "name"}>`.
                let is_name = prev.is_some_and(|p| p.kind == Tok::Equal)
                    && before_prev.is_some_and(|p| src.get(p.start..p.end) == Some("name"));
                if let (true, Some(g)) = (is_name, generic_at) {
                    return Some(g);
                }
            }
        }
        before_prev = prev;
        prev = Some(t);
        pos = t.end.max(pos + 1);
    }
}

/// Loads PDL text (`pdl.pattern`s, optionally inside a module).
pub fn load_pdl<P: PayloadWrite>(
    src: &str,
    file: &str,
    natives: &Natives<P>,
) -> Result<PdlPatternSet<P>, LoadError> {
    let set = crate::syntax::pdl::parse_pdl(src).map_err(|d| rendered(&d, file, src))?;
    freeze_located(
        compile(&set, file, src, LowerOptions::default())?,
        file,
        src,
        Some(&set),
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
    freeze_located(
        compile(&set, file, src, LowerOptions::default())?,
        file,
        src,
        Some(&set),
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
    let bytes = std::fs::read(path).map_err(|e| LoadError {
        message: format!("{file}: error: cannot read the file: {e}"),
    })?;
    let src = crate::syntax::case_file::utf8_source(bytes, &file)
        .map_err(|message| LoadError { message })?;
    if path.extension().is_some_and(|e| e == "pdll") {
        let set = read_pdll_file(path)?;
        freeze_located(
            compile(&set, &file, &src, LowerOptions::default())?,
            &file,
            &src,
            Some(&set),
            natives,
        )
    } else {
        load_pdl(&src, &file, natives)
    }
}
