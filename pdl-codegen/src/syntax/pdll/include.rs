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
    let mut files = SourceFiles::default();
    let mut seen = Vec::new();
    let r = load_into(path, include_dirs, &mut files, &mut seen, None, 0);
    (r, files)
}

fn load_into(
    path: &std::path::Path,
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
    let src = std::fs::read_to_string(path).map_err(|e| {
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
                if !inc.ends_with(".pdll") && !is_td(&inc) {
                    return Err(vec![Diagnostic::error(
                        span,
                        "expected include filename to end with `.pdll` or `.td`",
                    )]);
                }
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
                if is_td(&inc) {
                    let canon = found.canonicalize().unwrap_or_else(|_| found.clone());
                    if !seen.contains(&canon) {
                        seen.push(canon);
                        let dirs = td_include_dirs(path, include_dirs);
                        let import = import_td(&found, &dirs, span, files).map_err(|e| vec![e])?;
                        splice_td(import, &mut decls);
                    }
                    continue;
                }
                let m = load_into(&found, include_dirs, files, seen, Some(span), depth + 1)?;
                decls.extend(m.decls);
            }
            other => decls.push(other),
        }
    }
    Ok(Module { decls })
}

/// TableGen's include directories for a `.td` file included from `pdll`: `include_dirs`,
/// then the including file's directory.
fn td_include_dirs(
    pdll: &std::path::Path,
    include_dirs: &[std::path::PathBuf],
) -> Vec<std::path::PathBuf> {
    let mut dirs = include_dirs.to_vec();
    if let Some(parent) = pdll.parent() {
        let parent = if parent.as_os_str().is_empty() {
            std::path::Path::new(".")
        } else {
            parent
        };
        dirs.push(parent.to_path_buf());
    }
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
