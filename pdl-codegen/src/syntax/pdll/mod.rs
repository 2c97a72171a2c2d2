//! The PDLL parser: tokens (from text or from a proc macro) into the syntax tree, checked
//! as `mlir-pdll` checks while it parses (its parser types every expression and declaration
//! on the spot, with the same messages at the same places).
//!
//! It reads patterns, constraint and rewrite declarations (PDLL bodies and native
//! declarations), `let` with type constraints, `op<...>` expressions, `attr<"...">`,
//! `type<"...">`, calls, `not`, member access, tuples, `replace`/`erase`/`rewrite`, and seed
//! 001's arithmetic, comparison and logical operators with C/Rust precedence (a pdl-rs
//! extension). Names are resolved in nested scopes and expressions typed ([`types`]); the
//! context (pattern match, rewrite, constraint or rewrite body) decides what is allowed.
//! After an error it skips to the end of the statement and goes on, so several errors are
//! reported at once (`mlir-pdll` stops at the first: ours comes first too).
//!
//! Parts: this module holds the parser's state, token helpers and the module; `decl` the
//! declarations (patterns, constraints, rewrites, constraint lists), `stmt` the statements,
//! `expr` the expressions, `types` the types and scopes.

use super::ast::{Decl, Module};
use super::token::{TokKind, Token};
use crate::diag::Diagnostic;
use crate::diag::Span;

mod constraint;
mod decl;
mod expr;
mod include;
pub mod ods;
mod stmt;
mod types;

pub use include::{load_pdll_file, load_pdll_source_partial, parse_tokens_including};
use types::{Entry, Scopes};

/// What an `#include` gives the parser.
pub(super) enum Included {
    /// A `.pdll` file's tokens (their spans in its own file), parsed in place.
    Pdll(Vec<Token>),
    /// A `.td` file's operations and constraints.
    Td(ods::OdsImport),
    /// Nothing (a file already included).
    Nothing,
}

/// Reads the files `#include`s name, for the parser (which parses an included `.pdll` file
/// in its own scope, as `mlir-pdll` does).
pub(super) trait Includer {
    /// What `#include "written"` (the string at `at`) gives.
    fn include(&mut self, written: &str, at: Span) -> Result<Included, Diagnostic>;
}

type PResult<T> = Result<T, Diagnostic>;

/// How deeply expressions, blocks and inline constraints may nest (each prefix or binary
/// operator and each member access counts as a level too). The parser and the passes after
/// it recurse once per level; at this depth a debug build still fits in a 2 MB thread stack.
const MAX_DEPTH: usize = 100;

/// PDLL's keywords (not usable as names, except the dependent ones below).
const KEYWORDS: [&str; 20] = [
    "Attr",
    "Constraint",
    "Op",
    "OpName",
    "Pattern",
    "Rewrite",
    "Type",
    "TypeRange",
    "Value",
    "ValueRange",
    "attr",
    "erase",
    "let",
    "not",
    "op",
    "replace",
    "return",
    "rewrite",
    "type",
    "with",
];

/// Keywords that may name a variable, an argument or a tuple element (`type: Type`).
const DEPENDENT_KEYWORDS: [&str; 3] = ["attr", "op", "type"];

/// Where the parser is, which decides what is allowed (MLIR's `ParserContext`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctx {
    /// Between declarations.
    Global,
    /// The match part of a pattern.
    PatternMatch,
    /// The body of a `Constraint`.
    Constraint,
    /// A rewrite: a `Rewrite`'s body, a `rewrite` statement's, a replacement.
    Rewrite,
}

/// Parses a token list (ending with [`TokKind::Eof`]) into a module; all errors found.
pub fn parse_tokens(tokens: &[Token]) -> Result<Module, Vec<Diagnostic>> {
    let (m, errors) = parse_tokens_partial(tokens);
    if errors.is_empty() {
        Ok(m)
    } else {
        Err(errors)
    }
}

/// Parses a token list into the module the parser recovered (statements in error left out)
/// and every error found: what an editor shows while the text is being typed.
pub fn parse_tokens_partial(tokens: &[Token]) -> (Module, Vec<Diagnostic>) {
    parse_with(tokens, None)
}

/// Parses a token list, reading its `#include`s through `includer` (without one, an
/// `#include` stays in the module as [`Decl::Include`] and unknown names are not errors).
fn parse_with<'t>(
    tokens: &'t [Token],
    includer: Option<&'t mut dyn Includer>,
) -> (Module, Vec<Diagnostic>) {
    let mut p = Parser {
        toks: std::borrow::Cow::Borrowed(tokens),
        includer,
        ods_results: std::collections::HashMap::new(),
        pos: 0,
        errors: Vec::new(),
        depth: 0,
        fatal: false,
        scopes: Scopes::default(),
        ctx: Ctx::Global,
        open_names: false,
        last_return_ty: None,
    };
    p.scopes.push();
    let m = p.module();
    // A lexical error the parser skipped over (while recovering) still counts, in order.
    let lexical = tokens.iter().find_map(|t| match &t.kind {
        TokKind::Error(e) => Some(Diagnostic::error(t.span, e.clone())),
        _ => None,
    });
    if let Some(l) = lexical {
        let first = p.errors.first().map(|e| e.span);
        if first.is_none_or(|s| (l.span.file, l.span.start) < (s.file, s.start)) {
            p.errors.retain(|e| e.span != l.span);
            p.errors.insert(0, l);
        }
    }
    (m, p.errors)
}

/// Parses PDLL text.
pub fn parse_pdll(src: &str) -> Result<Module, Vec<Diagnostic>> {
    parse_tokens(&super::lexer::lex(src))
}

struct Parser<'t> {
    /// The tokens being read (an included file's while it is read).
    toks: std::borrow::Cow<'t, [Token]>,
    /// What reads `#include`d files.
    includer: Option<&'t mut dyn Includer>,
    /// The results of the ODS operations included (name, variadic), by operation name.
    ods_results: std::collections::HashMap<String, Vec<(String, bool)>>,
    pos: usize,
    errors: Vec<Diagnostic>,
    depth: usize,
    /// Set by an error after which parsing stops (nesting too deep, too many errors):
    /// recovering would report one error per enclosing level.
    fatal: bool,
    /// The names in scope.
    scopes: Scopes,
    /// What is allowed here.
    ctx: Ctx,
    /// Set by an `#include` read without an includer: names may come from the included
    /// files, which this parser does not see, so unknown names are not errors here.
    open_names: bool,
    /// The type of the last `return` read (for a body's result type).
    last_return_ty: Option<types::Ty>,
}

impl Parser<'_> {
    fn tok(&self) -> &Token {
        &self.toks[self.pos.min(self.toks.len() - 1)]
    }

    fn peek(&self, n: usize) -> &Token {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)]
    }

    fn bump(&mut self) -> Token {
        let t = self.tok().clone();
        if !matches!(t.kind, TokKind::Eof) {
            self.pos += 1;
        }
        t
    }

    fn at_punct(&self, p: &str) -> bool {
        self.tok().is_punct(p)
    }

    fn at_ident(&self, w: &str) -> bool {
        self.tok().is_ident(w)
    }

    fn eat_punct(&mut self, p: &str) -> bool {
        if self.at_punct(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// The word of the current token if it is an identifier that is not a keyword.
    fn plain_ident(&self) -> Option<String> {
        match &self.tok().kind {
            TokKind::Ident(w) if !KEYWORDS.contains(&w.as_str()) => Some(w.clone()),
            _ => None,
        }
    }

    /// The word of the current token if it may name a declaration (an identifier or a
    /// dependent keyword).
    fn name_ident(&self) -> Option<String> {
        match &self.tok().kind {
            TokKind::Ident(w)
                if !KEYWORDS.contains(&w.as_str()) || DEPENDENT_KEYWORDS.contains(&w.as_str()) =>
            {
                Some(w.clone())
            }
            _ => None,
        }
    }

    /// An error at the current token (its own lexical error, if it is one).
    fn err(&self, msg: &str) -> Diagnostic {
        let t = self.tok();
        if let TokKind::Error(e) = &t.kind {
            return Diagnostic::error(t.span, e.clone());
        }
        Diagnostic::error(t.span, msg)
    }

    /// The punctuation `p`, or `msg` at the current token.
    fn expect(&mut self, p: &str, msg: &str) -> PResult<Span> {
        if self.at_punct(p) {
            Ok(self.bump().span)
        } else {
            Err(self.err(msg))
        }
    }

    /// Runs `f` in context `ctx`, restoring the previous context after.
    fn in_ctx<T>(&mut self, ctx: Ctx, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        let saved = std::mem::replace(&mut self.ctx, ctx);
        let r = f(self);
        self.ctx = saved;
        r
    }

    /// Checks that `name` is not defined yet (in this scope or an enclosing one), then
    /// defines it.
    fn define(&mut self, name: &str, entry: Entry, span: Span) -> PResult<()> {
        if name.is_empty() || name == "_" {
            return Ok(());
        }
        if let Some((_, prev)) = self.scopes.lookup(name) {
            return Err(
                Diagnostic::error(span, format!("`{name}` has already been defined"))
                    .with_note(Some(*prev), "see previous definition here"),
            );
        }
        self.scopes.define(name, entry, span);
        Ok(())
    }

    /// Skips to just after the next `;` at this nesting level (or before a closing `}`).
    fn recover(&mut self) {
        let mut depth = 0i32;
        loop {
            let t = self.tok().clone();
            match &t.kind {
                TokKind::Eof => return,
                TokKind::Punct("{") | TokKind::Punct("(") | TokKind::Punct("[") => depth += 1,
                TokKind::Punct("}") | TokKind::Punct(")") | TokKind::Punct("]") => {
                    if depth == 0 {
                        return;
                    }
                    depth -= 1;
                }
                TokKind::Punct(";") if depth == 0 => {
                    self.bump();
                    return;
                }
                _ => {}
            }
            self.bump();
        }
    }

    fn module(&mut self) -> Module {
        let mut decls = Vec::new();
        self.module_into(&mut decls);
        Module { decls }
    }

    /// Reads top-level declarations into `decls` up to the end of the tokens.
    fn module_into(&mut self, decls: &mut Vec<Decl>) {
        while !matches!(self.tok().kind, TokKind::Eof) {
            let start = self.pos;
            let r = if self.at_ident("Pattern") {
                self.pattern().map(|p| decls.push(Decl::Pattern(p)))
            } else if self.at_ident("Constraint") {
                self.top_callable(false)
                    .map(|c| decls.push(Decl::Constraint(c)))
            } else if self.at_ident("Rewrite") {
                self.top_callable(true)
                    .map(|c| decls.push(Decl::Rewrite(c)))
            } else if matches!(self.tok().kind, TokKind::Include) {
                self.include(decls)
            } else {
                Err(self.err("expected top-level declaration, such as a `Pattern`"))
            };
            let Err(e) = r else {
                if self.fatal {
                    break;
                }
                continue;
            };
            self.errors.push(e);
            if self.fatal {
                break;
            }
            if self.errors.len() > 100 {
                let e = Diagnostic::error(self.tok().span, "too many errors; giving up");
                self.errors.push(e);
                self.fatal = true;
                break;
            }
            // Skip to the next top-level declaration.
            if self.pos == start {
                self.bump();
            }
            while !matches!(self.tok().kind, TokKind::Eof)
                && !self.at_ident("Pattern")
                && !self.at_ident("Constraint")
                && !self.at_ident("Rewrite")
            {
                self.bump();
            }
        }
    }

    /// `#include "file"`: an included `.pdll` file is read here, in this parser and scope
    /// (MLIR's `parseInclude`); a `.td` file adds its operations and constraints.
    fn include(&mut self, decls: &mut Vec<Decl>) -> PResult<()> {
        let at = self.bump().span;
        let Token {
            kind: TokKind::Str(path),
            span,
        } = self.bump()
        else {
            return Err(Diagnostic::error(
                at,
                "expected string file name after `include` directive",
            ));
        };
        let Some(includer) = self.includer.as_deref_mut() else {
            self.open_names = true;
            decls.push(Decl::Include { path, span });
            return Ok(());
        };
        match includer.include(&path, span)? {
            Included::Nothing => {}
            Included::Td(import) => self.add_td(import, decls),
            Included::Pdll(tokens) => {
                if self.depth >= MAX_DEPTH {
                    self.fatal = true;
                    return Err(Diagnostic::error(span, "`#include`s nested too deeply"));
                }
                let toks = std::mem::replace(&mut self.toks, std::borrow::Cow::Owned(tokens));
                let pos = std::mem::replace(&mut self.pos, 0);
                self.depth += 1;
                self.module_into(decls);
                self.depth -= 1;
                self.toks = toks;
                self.pos = pos;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
