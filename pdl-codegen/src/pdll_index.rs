//! PDLL for editors: one document read as the compiler reads it, into its diagnostics and an
//! index of what it declares and what refers to what. The `pdll-lsp` language server is
//! built on it.
//!
//! [`analyze`] reads a document (its text as the editor holds it, its path, the include
//! directories) through the compiler's own stages: the PDLL parser with its `#include`s,
//! the conversion into the pattern model and MLIR's verifier rules, so that the server
//! reports what `pdl-opt` reports, message for message. From the syntax tree it builds an
//! [`Index`]: the patterns, constraints, rewrites and variables declared (with their spans,
//! types and signatures), the references to them and to operation names, and the
//! `#include`s.
//!
//! This is the one place where the server meets the PDLL syntax tree, which it only reads:
//! a change to the tree is adapted to here.

use std::path::{Path, PathBuf};

use crate::diag::{Diagnostic, SourceFiles, Span};
use crate::syntax::token::TokKind;

mod walk;

/// A document read as the compiler reads it.
#[derive(Clone, Debug, Default)]
pub struct Analysis {
    /// The errors and warnings, as the compiler reports them (spans into [`Analysis::sources`]).
    pub diagnostics: Vec<Diagnostic>,
    /// The document (file 0) and the files it includes.
    pub sources: SourceFiles,
    /// What the document declares and refers to.
    pub index: Index,
    /// Whether a syntax tree could be read, whole or as far as the parser recovered from
    /// its errors (else the index holds the `#include`s only).
    pub parsed: bool,
}

/// The declarations of a document and its includes, and the references between them.
#[derive(Clone, Debug, Default)]
pub struct Index {
    /// Patterns, constraints, rewrites and variables, in source order (a declaration's
    /// variables follow it).
    pub symbols: Vec<Symbol>,
    /// Uses of names: variables, constraints and rewrites, operation names.
    pub references: Vec<Reference>,
    /// The `#include` directives of the document (file 0).
    pub includes: Vec<Include>,
    /// The operations the document's `.td` includes define, once the front end reads ODS
    /// includes (the walk fills it from their declarations; the server prefers these to
    /// the definitions it knows of itself).
    pub ops: Vec<OpDecl>,
}

/// An operation a document's includes define (ODS, as PDLL sees it).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpDecl {
    /// `dialect.mnemonic`.
    pub name: String,
    /// The summary line.
    pub summary: String,
    /// The description.
    pub description: String,
    /// The operands: name and constraint (`Variadic<AnyType>`).
    pub operands: Vec<(String, String)>,
    /// The results: name and constraint.
    pub results: Vec<(String, String)>,
    /// The attributes: name and constraint.
    pub attributes: Vec<(String, String)>,
    /// Where it is defined, if known (its record in the `.td` file).
    pub span: Option<Span>,
}

impl OpDecl {
    /// The hover text (Markdown).
    pub fn markdown(&self) -> String {
        let mut md = format!("```mlir\n{}\n```\n", self.name);
        if !self.summary.is_empty() {
            md.push_str(&self.summary);
            md.push('\n');
        }
        for (title, values) in [
            ("Operands", &self.operands),
            ("Results", &self.results),
            ("Attributes", &self.attributes),
        ] {
            if !values.is_empty() {
                md.push_str(&format!("\n**{title}:**\n"));
                for (name, constraint) in values {
                    md.push_str(&format!("- `{name}`: {constraint}\n"));
                }
            }
        }
        if !self.description.trim().is_empty() {
            md.push_str(&format!("\n{}\n", self.description.trim()));
        }
        md
    }
}

/// A declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbol {
    /// Its name (empty for a pattern without one).
    pub name: String,
    /// What it is.
    pub kind: SymbolKind,
    /// Where its name is (for an unnamed pattern, the `Pattern` keyword).
    pub span: Span,
    /// The whole declaration (for a variable, its name).
    pub extent: Span,
    /// For a variable, its type (`Op<arith.addi>`, `Value`, `Tuple<a: Value, Type>`); for a
    /// constraint or rewrite, its signature; for a pattern, its header.
    pub detail: String,
    /// The pattern, constraint or rewrite a variable belongs to (an index into
    /// [`Index::symbols`]).
    pub parent: Option<usize>,
}

/// What a declaration is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymbolKind {
    /// A pattern.
    Pattern {
        /// `with benefit(N)`.
        benefit: Option<u64>,
        /// `with recursion`.
        recursion: bool,
    },
    /// A user constraint.
    Constraint {
        /// Declared without a PDLL body (native, in C++ or Rust).
        native: bool,
    },
    /// A user rewrite.
    Rewrite {
        /// Declared without a PDLL body (native, in C++ or Rust).
        native: bool,
    },
    /// A variable.
    Variable(VarRole),
}

/// How a variable is declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VarRole {
    /// An argument of a constraint or rewrite.
    Argument,
    /// A named result of a constraint or rewrite.
    Result,
    /// `let`.
    Let,
    /// Inline, `name: Constraint` within an expression.
    Inline,
}

/// A use of a name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reference {
    /// Where the name is.
    pub span: Span,
    /// What it names.
    pub target: Target,
}

/// What a name refers to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A declaration (an index into [`Index::symbols`]).
    Symbol(usize),
    /// An operation, by its full name (`arith.addi`).
    Op(String),
}

/// An `#include` of the document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Include {
    /// Where the file name (the string) is.
    pub span: Span,
    /// The file name as written.
    pub name: String,
    /// The file it names, looked up as the compiler looks it up (beside the document, then
    /// in the include directories), if it exists.
    pub resolved: Option<PathBuf>,
}

/// Reads the document `text` (of the file `path`; its `#include`s are read from disk,
/// beside it or in `include_dirs`) as the compiler does.
pub fn analyze(path: &Path, text: &str, include_dirs: &[PathBuf]) -> Analysis {
    let (module, errors, sources) =
        crate::syntax::pdll::load_pdll_source_partial(path, Some(text), include_dirs);
    let mut analysis = Analysis::default();
    if errors.is_empty() {
        let (set, warnings) = crate::syntax::pdll_gen::to_model_with_warnings(&module);
        analysis.diagnostics = match set {
            Ok(set) => crate::sema::check(&set),
            Err(errors) => errors,
        };
        analysis.diagnostics.extend(warnings);
        analysis.index = walk::index_module(&module, &sources);
        analysis.parsed = true;
    } else {
        analysis.diagnostics = errors;
        // The names as far as the parser recovered them, included files' too (a
        // reference to an undefined name or a wrong type stops compilation, not the outline).
        if !module.decls.is_empty() {
            analysis.index = walk::index_module(&module, &sources);
            analysis.parsed = true;
        }
    }
    analysis.index.includes = includes(path, text, include_dirs);
    analysis.sources = sources;
    analysis
}

/// The `#include`s of `text`, resolved as the loader resolves them.
fn includes(path: &Path, text: &str, include_dirs: &[PathBuf]) -> Vec<Include> {
    let tokens = crate::syntax::lexer::lex(text);
    tokens
        .windows(2)
        .filter_map(|w| match (&w[0].kind, &w[1].kind) {
            (TokKind::Include, TokKind::Str(name)) => {
                let resolved = path
                    .parent()
                    .map(|p| p.join(name))
                    .into_iter()
                    .chain(include_dirs.iter().map(|d| d.join(name)))
                    .find(|p| p.exists());
                Some(Include {
                    span: w[1].span,
                    name: name.clone(),
                    resolved,
                })
            }
            _ => None,
        })
        .collect()
}

impl Index {
    /// What the name at byte `offset` of file `file` is: a declaration (at its name or at a
    /// reference to it) or an operation name.
    pub fn target_at(&self, file: u32, offset: usize) -> Option<Target> {
        self.name_at(file, offset).map(|(_, t)| t)
    }

    /// The name at byte `offset` of file `file`, where it is and what it names.
    pub fn name_at(&self, file: u32, offset: usize) -> Option<(Span, Target)> {
        let hit =
            |s: &Span| s.file == file && (s.start as usize..=s.end as usize).contains(&offset);
        if let Some(i) = self.symbols.iter().position(|s| hit(&s.span)) {
            return Some((self.symbols[i].span, Target::Symbol(i)));
        }
        self.references
            .iter()
            .find(|r| hit(&r.span))
            .map(|r| (r.span, r.target.clone()))
    }

    /// The `#include` whose file name is at byte `offset` of the document.
    pub fn include_at(&self, offset: usize) -> Option<&Include> {
        self.includes
            .iter()
            .find(|i| (i.span.start as usize..=i.span.end as usize).contains(&offset))
    }

    /// The constraints and rewrites (of every file), and the variables of the declaration
    /// around byte `offset` of file `file` declared before it: the names in scope there.
    pub fn visible_at(&self, file: u32, offset: usize) -> Vec<&Symbol> {
        let inside = |p: Option<usize>| {
            p.and_then(|p| self.symbols.get(p)).is_some_and(|s| {
                s.extent.file == file
                    && (s.extent.start as usize..=s.extent.end as usize).contains(&offset)
            })
        };
        self.symbols
            .iter()
            .filter(|s| match s.kind {
                SymbolKind::Constraint { .. } | SymbolKind::Rewrite { .. } => s.parent.is_none(),
                SymbolKind::Variable(_) => inside(s.parent) && (s.span.end as usize) < offset,
                SymbolKind::Pattern { .. } => false,
            })
            .collect()
    }

    /// The declarations of file `file` that are not variables, and for each its variables
    /// (indices into [`Index::symbols`]).
    pub fn outline(&self, file: u32) -> Vec<(usize, Vec<usize>)> {
        let mut out: Vec<(usize, Vec<usize>)> = Vec::new();
        for (i, s) in self.symbols.iter().enumerate() {
            if s.span.file != file {
                continue;
            }
            match (s.kind, s.parent) {
                (SymbolKind::Variable(_), Some(p)) => {
                    if let Some(entry) = out.iter_mut().find(|(q, _)| *q == p) {
                        entry.1.push(i);
                    }
                }
                (SymbolKind::Variable(_), None) => {}
                _ if s.parent.is_none() => out.push((i, Vec::new())),
                _ => {}
            }
        }
        out
    }
}

#[cfg(test)]
mod tests;
