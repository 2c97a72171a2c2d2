//! PDLL `#include`s, read as `mlir-pdll` reads them: an included `.pdll` file is parsed in
//! the including file's parser and scope (names declared before the `#include` are seen in
//! it, its declarations after it); a `.td` file goes through the ODS import (`ods`): its
//! operations become one `Decl::Ods`, its constraint records native constraints.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use super::ods::{import_td, is_td, OdsImport};
use super::types::{Entry, Sig, Ty};
use super::{parse_with, Included, Includer, Parser};
use crate::diag::{Diagnostic, SourceFiles, Span};
use crate::syntax::ast::{CallableDecl, ConstraintRef, Decl, Module, VarDecl};
use crate::syntax::token::Token;

/// Reads a PDLL file and the files it `#include`s (relative to the including file, then to
/// `include_dirs`), each once, parsed in place; `.td` files are read through the ODS
/// import (with `include_dirs` as TableGen's include directories). Returns the module and
/// every file read (for diagnostics and build scripts' `rerun-if-changed`).
pub fn load_pdll_file(
    path: &Path,
    include_dirs: &[PathBuf],
) -> (Result<Module, Vec<Diagnostic>>, SourceFiles) {
    load_pdll_source(path, None, include_dirs)
}

/// Like [`load_pdll_file`], with the text of the main file given instead of read (an
/// editor's unsaved buffer; its `#include`s are still read from disk).
pub fn load_pdll_source(
    path: &Path,
    text: Option<&str>,
    include_dirs: &[PathBuf],
) -> (Result<Module, Vec<Diagnostic>>, SourceFiles) {
    let (module, errors, files) = load_pdll_source_partial(path, text, include_dirs);
    let r = if errors.is_empty() {
        Ok(module)
    } else {
        Err(errors)
    };
    (r, files)
}

/// Like [`load_pdll_source`], giving the module the parser recovered (statements in error
/// left out, included files' declarations in) with every error: what an editor shows.
pub fn load_pdll_source_partial(
    path: &Path,
    text: Option<&str>,
    include_dirs: &[PathBuf],
) -> (Module, Vec<Diagnostic>, SourceFiles) {
    let mut files = SourceFiles::default();
    let src = text
        .map(str::to_string)
        .map_or_else(|| std::fs::read_to_string(path), Ok);
    let src = match src {
        Ok(src) => src,
        Err(e) => {
            let e = Diagnostic::error(
                Span::default(),
                format!("cannot read `{}`: {e}", path.display()),
            );
            return (Module { decls: Vec::new() }, vec![e], files);
        }
    };
    let file = files.add(&path.display().to_string(), &src);
    let tokens = lex_in(&src, file);
    let dir = path.parent().unwrap_or(Path::new("")).to_path_buf();
    let mut loader = Loader {
        include_dirs,
        files: &mut files,
        seen: vec![canonical(path)],
        dirs: HashMap::from([(file, dir)]),
        roots: HashMap::new(),
    };
    let (module, errors) = parse_with(&tokens, Some(&mut loader));
    (module, errors, files)
}

/// Parses a module from `pdl!` tokens (file 0), reading its `#include`s relative to `dir`
/// (the invoking crate's directory), then `include_dirs`. An error inside an included file
/// is reported at the `#include` of the macro that led to it, with the included file's
/// location in the message.
pub fn parse_tokens_including(
    tokens: &[Token],
    dir: &Path,
    include_dirs: &[PathBuf],
) -> Result<Module, Vec<Diagnostic>> {
    let mut files = SourceFiles::default();
    files.add("<pdl!>", "");
    let mut loader = Loader {
        include_dirs,
        files: &mut files,
        seen: Vec::new(),
        dirs: HashMap::from([(0, dir.to_path_buf())]),
        roots: HashMap::new(),
    };
    let (module, errors) = parse_with(tokens, Some(&mut loader));
    let roots = std::mem::take(&mut loader.roots);
    if errors.is_empty() {
        return Ok(module);
    }
    Err(errors
        .into_iter()
        .map(|d| match roots.get(&d.span.file) {
            Some(at) if d.span.file != 0 => {
                let text = files.render(std::slice::from_ref(&d));
                Diagnostic::error(*at, format!("in an included file: {}", text.trim_end()))
            }
            _ => d,
        })
        .collect())
}

/// `src` lexed, its spans in file `file`.
fn lex_in(src: &str, file: u32) -> Vec<Token> {
    let mut tokens = crate::syntax::lexer::lex(src);
    for t in &mut tokens {
        t.span = t.span.in_file(file);
    }
    tokens
}

fn canonical(path: &Path) -> PathBuf {
    path.canonicalize().unwrap_or_else(|_| path.to_path_buf())
}

/// The state of one load: include directories, files read and seen, each file's directory.
struct Loader<'a> {
    include_dirs: &'a [PathBuf],
    files: &'a mut SourceFiles,
    seen: Vec<PathBuf>,
    /// The directory of each file read (by file id), for its own `#include`s.
    dirs: HashMap<u32, PathBuf>,
    /// For each included file, the `#include` in file 0 that led to it.
    roots: HashMap<u32, Span>,
}

impl Includer for Loader<'_> {
    fn include(&mut self, inc: &str, span: Span) -> Result<Included, Diagnostic> {
        if !inc.ends_with(".pdll") && !is_td(inc) {
            return Err(Diagnostic::error(
                span,
                "expected include filename to end with `.pdll` or `.td`",
            ));
        }
        let dir = self.dirs.get(&span.file).cloned().unwrap_or_default();
        let found = std::iter::once(dir.join(inc))
            .chain(self.include_dirs.iter().map(|d| d.join(inc)))
            .find(|p| p.exists());
        let Some(found) = found else {
            return Err(Diagnostic::error(
                span,
                format!("unable to open include file `{inc}`"),
            ));
        };
        let canon = canonical(&found);
        if self.seen.contains(&canon) {
            return Ok(Included::Nothing);
        }
        self.seen.push(canon);
        if is_td(inc) {
            let dirs = td_include_dirs(&dir, self.include_dirs);
            return import_td(&found, inc, &dirs, span, self.files).map(Included::Td);
        }
        let src = std::fs::read_to_string(&found).map_err(|e| {
            Diagnostic::error(span, format!("cannot read `{}`: {e}", found.display()))
        })?;
        let file = self.files.add(&found.display().to_string(), &src);
        let root = self.roots.get(&span.file).copied().unwrap_or(span);
        self.roots.insert(file, root);
        self.dirs
            .insert(file, found.parent().unwrap_or(Path::new("")).to_path_buf());
        let tokens = lex_in(&src, file);
        if let Some(e) = crate::syntax::lexer::first_error(&tokens) {
            return Err(e);
        }
        Ok(Included::Pdll(tokens))
    }
}

impl Parser<'_> {
    /// Adds what a `.td` file gives: its operations, then one native constraint per
    /// constraint record whose name is not declared yet (as MLIR's parser skips those).
    pub(super) fn add_td(&mut self, import: OdsImport, decls: &mut Vec<Decl>) {
        for op in &import.ops {
            self.ods_results.entry(op.name.clone()).or_insert_with(|| {
                op.results
                    .iter()
                    .map(|r| (r.name.clone(), r.arity.is_variable()))
                    .collect()
            });
        }
        decls.push(Decl::Ods(import.ops));
        for c in import.constraints {
            if self.scopes.lookup(&c.name).is_some() {
                continue;
            }
            let ty = match c.kind {
                "Attr" => Ty::Attr,
                "Type" => Ty::Type,
                _ => Ty::Op(None),
            };
            let sig = Sig {
                inputs: vec![ty],
                result: Ty::Tuple(Vec::new()),
                native: true,
                span: c.span,
            };
            self.scopes.define(&c.name, Entry::Constraint(sig), c.span);
            decls.push(Decl::Constraint(td_constraint(c)));
        }
    }
}

/// The native constraint of a constraint record.
fn td_constraint(c: super::ods::OdsConstraintDef) -> CallableDecl {
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
    CallableDecl {
        name: c.name,
        args: vec![arg],
        results: Vec::new(),
        body: None,
        code: Some(code),
        span: c.span,
    }
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
