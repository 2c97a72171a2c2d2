//! The PDLL lexer for text (files and patterns loaded at run time).

use super::token::{TokKind, Token, PUNCTS};
use crate::diag::Diagnostic;
use crate::diag::Span;

/// Splits PDLL text into tokens, ending with [`TokKind::Eof`]. Lexical errors become
/// [`TokKind::Error`] tokens, reported by the parser where it meets them.
pub fn lex(src: &str) -> Vec<Token> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let at = |i: usize| b.get(i).copied().unwrap_or(0);
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b'/' && at(i + 1) == b'/' {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let start = i;
        let kind = if c.is_ascii_alphabetic() || c == b'_' {
            while at(i).is_ascii_alphanumeric() || at(i) == b'_' {
                i += 1;
            }
            TokKind::Ident(src[start..i].to_string())
        } else if c.is_ascii_digit() {
            while at(i).is_ascii_digit() {
                i += 1;
            }
            match src[start..i].parse::<u64>() {
                Ok(v) => TokKind::Int(v),
                Err(_) => TokKind::Error("integer literal too large".into()),
            }
        } else if c == b'"' {
            i += 1;
            let mut s = Vec::new();
            let mut closed = false;
            while i < b.len() && b[i] != b'\n' {
                match b[i] {
                    b'"' => {
                        closed = true;
                        i += 1;
                        break;
                    }
                    b'\\' => {
                        let e = at(i + 1);
                        s.push(match e {
                            b'n' => b'\n',
                            b't' => b'\t',
                            other => other,
                        });
                        i += 2;
                    }
                    other => {
                        s.push(other);
                        i += 1;
                    }
                }
            }
            if closed {
                TokKind::Str(String::from_utf8_lossy(&s).into_owned())
            } else {
                // Reported where the string ends (at its last character when the input
                // ends), as MLIR does.
                let at = if i >= b.len() {
                    b.len().saturating_sub(1)
                } else {
                    i
                };
                out.push(Token {
                    kind: TokKind::Error("expected '\"' in string literal".into()),
                    span: Span::new(at, at),
                });
                continue;
            }
        } else if c == b'[' && at(i + 1) == b'{' {
            match src[i + 2..].find("}]") {
                Some(e) => {
                    let body = src[i + 2..i + 2 + e].to_string();
                    i = i + 2 + e + 2;
                    TokKind::Code(body)
                }
                None => {
                    // Reported at the last character of the input, as MLIR does.
                    let at = b.len().saturating_sub(1).max(start);
                    out.push(Token {
                        kind: TokKind::Error("expected '}]' in string literal".into()),
                        span: Span::new(at, at),
                    });
                    i = b.len();
                    continue;
                }
            }
        } else if c == b'#' {
            i += 1;
            while at(i).is_ascii_alphabetic() {
                i += 1;
            }
            if &src[start..i] == "#include" {
                TokKind::Include
            } else {
                TokKind::Error(format!("unknown directive '{}'", &src[start..i]))
            }
        } else if let Some(p) = PUNCTS.iter().find(|p| src[i..].starts_with(**p)) {
            i += p.len();
            TokKind::Punct(p)
        } else {
            let ch = src[i..].chars().next().unwrap_or('?');
            i += ch.len_utf8();
            TokKind::Error(format!("unexpected character '{ch}'"))
        };
        out.push(Token {
            kind,
            span: Span::new(start, i),
        });
    }
    out.push(Token {
        kind: TokKind::Eof,
        span: Span::new(b.len(), b.len()),
    });
    out
}

/// The first lexical error among `tokens`, as a diagnostic.
pub fn first_error(tokens: &[Token]) -> Option<Diagnostic> {
    tokens.iter().find_map(|t| match &t.kind {
        TokKind::Error(m) => Some(Diagnostic::error(t.span, m.clone())),
        _ => None,
    })
}
