//! The token cursor shared by the readers of MLIR-syntax pattern files (`pdl` and
//! `pdl_interp` custom syntax): the current token, the end of the previous one (errors about
//! a missing token point just after it, as MLIR's do), and source locations skipped.

use pdl_runtime::text::{lex, skip_trivia, Tok, Token};

use crate::diag::Diagnostic;
use crate::diag::Span;

/// A parse result.
pub(crate) type PResult<T> = Result<T, Diagnostic>;

/// A position in MLIR text, one token of lookahead.
pub(crate) struct Cursor<'s> {
    /// The text.
    pub(crate) src: &'s str,
    /// The current token.
    pub(crate) tok: Token,
    /// End of the previous token, for errors about a missing token.
    pub(crate) prev_end: usize,
    /// The operation whose custom syntax is being read (for messages).
    pub(crate) cur_op: &'static str,
    /// Whether `loc([...])` is syntax (`pdl_interp.record_match`'s matched operations)
    /// rather than a source location to skip.
    keep_loc_lists: bool,
}

impl<'s> Cursor<'s> {
    /// A cursor at the start of `src`.
    pub(crate) fn new(src: &'s str, cur_op: &'static str, keep_loc_lists: bool) -> Self {
        let mut c = Cursor {
            src,
            tok: Token {
                kind: Tok::Eof,
                start: 0,
                end: 0,
            },
            prev_end: 0,
            cur_op,
            keep_loc_lists,
        };
        c.reset(0);
        c
    }

    /// Lexes the token at `pos`. Source locations (`loc(...)`) are skipped, as MLIR drops
    /// them.
    pub(crate) fn reset(&mut self, pos: usize) {
        let src = self.src.as_bytes();
        let mut p = skip_trivia(src, pos);
        loop {
            self.tok = lex(src, p);
            if self.tok.kind == Tok::BareId
                && self.text(self.tok) == "loc"
                && src.get(self.tok.end) == Some(&b'(')
                && !(self.keep_loc_lists
                    && src.get(skip_trivia(src, self.tok.end + 1)) == Some(&b'['))
            {
                if let Some(end) = balanced_parens(src, self.tok.end) {
                    p = skip_trivia(src, end);
                    continue;
                }
            }
            return;
        }
    }

    /// Moves to the next token.
    pub(crate) fn bump(&mut self) {
        self.prev_end = self.tok.end;
        self.reset(self.tok.end);
    }

    /// The text of a token.
    pub(crate) fn text(&self, t: Token) -> &'s str {
        &self.src[t.start..t.end]
    }

    /// The current token's span.
    pub(crate) fn span(&self) -> Span {
        Span::new(self.tok.start, self.tok.end)
    }

    /// Whether the current token is of kind `k`.
    pub(crate) fn at(&self, k: Tok) -> bool {
        self.tok.kind == k
    }

    /// Whether the current token is the bare word `kw`.
    pub(crate) fn at_kw(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareId && self.text(self.tok) == kw
    }

    /// Skips a token of kind `k` if it is there.
    pub(crate) fn eat(&mut self, k: Tok) -> bool {
        if self.at(k) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// An error about a missing token, reported just after the previous token (as MLIR
    /// does); lexical errors take precedence.
    pub(crate) fn err_expected(&self, what: &str) -> Diagnostic {
        match self.tok.kind {
            Tok::UnterminatedString => Diagnostic::error(
                Span::new(self.tok.end, self.tok.end),
                "expected '\"' in string literal",
            ),
            Tok::Error => Diagnostic::error(self.span(), "unexpected character"),
            _ => {
                // Before any token (only comments above), MLIR stays at the token.
                let after_a_token = self.prev_end > 0;
                let at = if after_a_token
                    && (self.tok.kind == Tok::Eof || self.tok.start > self.prev_end)
                {
                    self.prev_end
                } else {
                    self.tok.start
                };
                Diagnostic::error(Span::new(at, at), format!("expected {what}"))
            }
        }
    }

    /// The token of kind `k`, or an error naming `what`.
    pub(crate) fn expect_tok(&mut self, k: Tok, what: &str) -> PResult<Token> {
        if self.at(k) {
            let t = self.tok;
            self.bump();
            Ok(t)
        } else {
            Err(self.err_expected(what))
        }
    }

    /// A keyword of an operation's custom syntax; like MLIR's custom-op parser, a missing
    /// one is reported at the current token, naming the operation.
    pub(crate) fn expect_kw(&mut self, kw: &str) -> PResult<()> {
        if self.at_kw(kw) {
            self.bump();
            Ok(())
        } else {
            Err(Diagnostic::error(
                self.span(),
                format!("custom op '{}' expected '{kw}'", self.cur_op),
            ))
        }
    }
}

/// The end of the parenthesised group opening at `open` (skipping strings).
pub(crate) fn balanced_parens(src: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    while i < src.len() {
        match src[i] {
            b'"' => {
                i += 1;
                while i < src.len() && src[i] != b'"' {
                    i += if src[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'(' => depth += 1,
            b')' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}
