//! PDLL tokens: what the PDLL parser reads, whatever produced them. The string lexer
//! ([`super::lexer`]) and the proc-macro adapter ([`super::proc_tokens`]) both produce this
//! form; spans are opaque to the parser (byte offsets for text, token indices for macros).

use crate::diag::Span;

/// A token kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokKind {
    /// An identifier or keyword (`let`, `op`, `Pattern`, ...).
    Ident(String),
    /// A decimal integer literal.
    Int(u64),
    /// A string literal, escapes resolved.
    Str(String),
    /// A code block `[{ ... }]` (native bodies), its text.
    Code(String),
    /// Punctuation or an operator: `( ) { } < > [ ] , : ; . = => -> + - * / % == != <= >= && || !`.
    Punct(&'static str),
    /// `#include`
    Include,
    /// End of input.
    Eof,
    /// Something no token starts with (the text, for the message).
    Error(String),
}

/// A token and where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// What it is.
    pub kind: TokKind,
    /// Where it is.
    pub span: Span,
}

impl Token {
    /// Whether the token is the identifier or keyword `word`.
    pub fn is_ident(&self, word: &str) -> bool {
        matches!(&self.kind, TokKind::Ident(w) if w == word)
    }

    /// Whether the token is the punctuation `p`.
    pub fn is_punct(&self, p: &str) -> bool {
        matches!(&self.kind, TokKind::Punct(q) if *q == p)
    }
}

/// The punctuation and operators of PDLL, longest first (so that `=>` wins over `=`).
pub const PUNCTS: [&str; 28] = [
    "=>", "->", "==", "!=", "<=", ">=", "&&", "||", "(", ")", "{", "}", "<", ">", "[", "]", ",",
    ":", ";", ".", "=", "+", "-", "*", "/", "%", "!", "?",
];
