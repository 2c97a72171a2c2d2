//! PDLL `#include`s: a file and the files it includes read into one module.

use super::parse_tokens;
use crate::diag::{Diagnostic, SourceFiles, Span};
use crate::syntax::ast::{Decl, Module};

/// Reads a PDLL file and the files it `#include`s (relative to the including file, then to
/// `include_dirs`), each once, splicing their declarations in place. Returns the module and
/// every file read (for diagnostics and build scripts' `rerun-if-changed`).
pub fn load_pdll_file(
    path: &std::path::Path,
    include_dirs: &[std::path::PathBuf],
) -> (Result<Module, Vec<Diagnostic>>, SourceFiles) {
    load_pdll_source(path, None, include_dirs)
}

/// Like [`load_pdll_file`], with the text of the main file given instead of read (an
/// editor's unsaved buffer; its `#include`s are still read from disk).
pub fn load_pdll_source(
    path: &std::path::Path,
    text: Option<&str>,
    include_dirs: &[std::path::PathBuf],
) -> (Result<Module, Vec<Diagnostic>>, SourceFiles) {
    let mut files = SourceFiles::default();
    let mut seen = Vec::new();
    let r = load_into(path, text, include_dirs, &mut files, &mut seen, None, 0);
    (r, files)
}

#[allow(clippy::too_many_arguments)]
fn load_into(
    path: &std::path::Path,
    text: Option<&str>,
    include_dirs: &[std::path::PathBuf],
    files: &mut SourceFiles,
    seen: &mut Vec<std::path::PathBuf>,
    from: Option<Span>,
    depth: usize,
) -> Result<Module, Vec<Diagnostic>> {
    let canon = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    if seen.contains(&canon) {
        return Ok(Module { decls: Vec::new() });
    }
    let src = text
        .map(str::to_string)
        .map_or_else(|| std::fs::read_to_string(path), Ok);
    let src = src.map_err(|e| {
        vec![Diagnostic::error(
            from.unwrap_or_default(),
            format!("cannot read `{}`: {e}", path.display()),
        )]
    })?;
    if depth > 64 {
        return Err(vec![Diagnostic::error(
            from.unwrap_or_default(),
            "`#include`s nested too deeply",
        )]);
    }
    seen.push(canon);
    let file = files.add(&path.display().to_string(), &src);
    let mut tokens = crate::syntax::lexer::lex(&src);
    for t in &mut tokens {
        t.span = t.span.in_file(file);
    }
    if let Some(e) = crate::syntax::lexer::first_error(&tokens) {
        return Err(vec![e]);
    }
    let module = parse_tokens(&tokens)?;
    let mut decls = Vec::new();
    for d in module.decls {
        match d {
            Decl::Include { path: inc, span } => {
                let base = path.parent().map(|p| p.join(&inc));
                let found = base
                    .into_iter()
                    .chain(include_dirs.iter().map(|d| d.join(&inc)))
                    .find(|p| p.exists());
                let Some(found) = found else {
                    return Err(vec![Diagnostic::error(
                        span,
                        format!("unable to open include file `{inc}`"),
                    )]);
                };
                if found.extension().is_some_and(|e| e != "pdll") {
                    return Err(vec![Diagnostic::error(
                        span,
                        "expected include filename to end with `.pdll`",
                    )]);
                }
                let m = load_into(
                    &found,
                    None,
                    include_dirs,
                    files,
                    seen,
                    Some(span),
                    depth + 1,
                )?;
                decls.extend(m.decls);
            }
            other => decls.push(other),
        }
    }
    Ok(Module { decls })
}
