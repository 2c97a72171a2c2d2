//! PDLL `#include`s: a file and the files it includes read into one module. A `.pdll`
//! file's declarations are spliced in place; a `.td` file goes through the ODS import
//! (`ods`): its operations become one `Decl::Ods`, its constraint records native
//! constraints.

use super::ods::{import_td, is_td, OdsImport};
use super::parse_tokens;
use crate::diag::{Diagnostic, SourceFiles, Span};
use crate::syntax::ast::{CallableDecl, ConstraintRef, Decl, Module, VarDecl};

/// Reads a PDLL file and the files it `#include`s (relative to the including file, then to
/// `include_dirs`), each once, splicing their declarations in place; `.td` files are read
/// through the ODS import (with `include_dirs` as TableGen's include directories). Returns the module and
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
    let dir = path.parent().unwrap_or(std::path::Path::new(""));
    let mut cx = Loader {
        include_dirs,
        files,
        seen,
        depth,
    };
    cx.splice(module, dir)
}

/// The state of one load: include directories, files read, files seen, nesting.
struct Loader<'a> {
    include_dirs: &'a [std::path::PathBuf],
    files: &'a mut SourceFiles,
    seen: &'a mut Vec<std::path::PathBuf>,
    depth: usize,
}

impl Loader<'_> {
    /// `module` with its `#include`s (relative to `dir`, then the include directories)
    /// replaced by what they give.
    fn splice(&mut self, module: Module, dir: &std::path::Path) -> Result<Module, Vec<Diagnostic>> {
        let mut decls = Vec::new();
        for d in module.decls {
            match d {
                Decl::Include { path: inc, span } => self.include(&inc, span, dir, &mut decls)?,
                other => decls.push(other),
            }
        }
        Ok(Module { decls })
    }

    fn include(
        &mut self,
        inc: &str,
        span: Span,
        dir: &std::path::Path,
        decls: &mut Vec<Decl>,
    ) -> Result<(), Vec<Diagnostic>> {
        if !inc.ends_with(".pdll") && !is_td(inc) {
            return Err(vec![Diagnostic::error(
                span,
                "expected include filename to end with `.pdll` or `.td`",
            )]);
        }
        let found = std::iter::once(dir.join(inc))
            .chain(self.include_dirs.iter().map(|d| d.join(inc)))
            .find(|p| p.exists());
        let Some(found) = found else {
            return Err(vec![Diagnostic::error(
                span,
                format!("unable to open include file `{inc}`"),
            )]);
        };
        if is_td(inc) {
            let canon = found.canonicalize().unwrap_or_else(|_| found.clone());
            if !self.seen.contains(&canon) {
                self.seen.push(canon);
                let dirs = td_include_dirs(dir, self.include_dirs);
                let import =
                    import_td(&found, inc, &dirs, span, self.files).map_err(|e| vec![e])?;
                splice_td(import, decls);
            }
            return Ok(());
        }
        let m = load_into(
            &found,
            None,
            self.include_dirs,
            self.files,
            self.seen,
            Some(span),
            self.depth + 1,
        )?;
        decls.extend(m.decls);
        Ok(())
    }
}

/// Resolves the `#include`s of a module read from `pdl!` tokens (file 0) relative to `dir`
/// (the invoking crate's directory), then `include_dirs`. An error inside an included file
/// is reported at its `#include`, with the included file's location in the message.
pub fn resolve_includes(
    module: Module,
    dir: &std::path::Path,
    include_dirs: &[std::path::PathBuf],
) -> Result<Module, Vec<Diagnostic>> {
    let mut files = SourceFiles::default();
    files.add("<pdl!>", "");
    let mut seen = Vec::new();
    let includes: Vec<Span> = module
        .decls
        .iter()
        .filter_map(|d| match d {
            Decl::Include { span, .. } => Some(*span),
            _ => None,
        })
        .collect();
    let mut cx = Loader {
        include_dirs,
        files: &mut files,
        seen: &mut seen,
        depth: 0,
    };
    let r = cx.splice(module, dir);
    r.map_err(|ds| {
        let at = includes.first().copied().unwrap_or_default();
        ds.into_iter()
            .map(|d| {
                if d.span.file == 0 {
                    d
                } else {
                    let text = files.render(std::slice::from_ref(&d));
                    Diagnostic::error(at, format!("in an included file: {}", text.trim_end()))
                }
            })
            .collect()
    })
}

/// TableGen's include directories for a `.td` file included from a file in `dir`:
/// `include_dirs`, then `dir`.
fn td_include_dirs(
    dir: &std::path::Path,
    include_dirs: &[std::path::PathBuf],
) -> Vec<std::path::PathBuf> {
    let mut dirs = include_dirs.to_vec();
    let dir = if dir.as_os_str().is_empty() {
        std::path::Path::new(".")
    } else {
        dir
    };
    dirs.push(dir.to_path_buf());
    dirs
}

/// Adds what a `.td` file gives to `decls`: its operations, then one native constraint per
/// constraint record whose name is not declared yet (as MLIR's parser skips those).
fn splice_td(import: OdsImport, decls: &mut Vec<Decl>) {
    let mut declared: std::collections::HashSet<String> = decls
        .iter()
        .filter_map(|d| match d {
            Decl::Constraint(c) | Decl::Rewrite(c) => Some(c.name.clone()),
            Decl::Pattern(p) => p.name.as_ref().map(|n| n.0.clone()),
            _ => None,
        })
        .collect();
    decls.push(Decl::Ods(import.ops));
    for c in import.constraints {
        if !declared.insert(c.name.clone()) {
            continue;
        }
        let arg = VarDecl {
            name: "self".to_string(),
            constraints: vec![ConstraintRef::Core {
                kind: c.kind.to_string(),
                op_name: None,
                type_expr: None,
                span: c.span,
            }],
            span: c.span,
        };
        let code = format!(
            "return ::mlir::success(::llvm::isa<{}>(self));",
            c.cpp_class
        );
        decls.push(Decl::Constraint(CallableDecl {
            name: c.name,
            args: vec![arg],
            results: Vec::new(),
            body: None,
            code: Some(code),
            span: c.span,
        }));
    }
}
