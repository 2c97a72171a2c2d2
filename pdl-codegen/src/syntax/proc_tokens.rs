//! The second token source of the PDLL parser: a `proc_macro2::TokenStream` (the `pdl!`
//! macro's input) turned into the same [`Token`]s as the text lexer produces.
//!
//! A token's [`Span`] here is not a byte range: `start` is an index into the returned list of
//! `proc_macro2::Span`s, so a diagnostic can be reported at the offending token of the
//! macro invocation.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

use super::token::{TokKind, Token, PUNCTS};
use crate::diag::Span;

/// Tokens of `stream` for the PDLL parser, and the macro span of each (indexed by
/// `Token::span.start`).
pub fn tokens_from_stream(stream: TokenStream) -> (Vec<Token>, Vec<proc_macro2::Span>) {
    let mut out = Vec::new();
    let mut spans = Vec::new();
    push_stream(stream, &mut out, &mut spans);
    let at = spans.len();
    spans.push(proc_macro2::Span::call_site());
    out.push(Token {
        kind: TokKind::Eof,
        span: Span::new(at, at + 1),
    });
    (out, spans)
}

fn push(
    out: &mut Vec<Token>,
    spans: &mut Vec<proc_macro2::Span>,
    kind: TokKind,
    span: proc_macro2::Span,
) {
    let i = spans.len();
    spans.push(span);
    out.push(Token {
        kind,
        span: Span::new(i, i + 1),
    });
}

fn push_stream(stream: TokenStream, out: &mut Vec<Token>, spans: &mut Vec<proc_macro2::Span>) {
    let trees: Vec<TokenTree> = stream.into_iter().collect();
    let mut i = 0;
    while i < trees.len() {
        match &trees[i] {
            TokenTree::Ident(id) => {
                let s = id.to_string();
                let s = s.strip_prefix("r#").map(str::to_string).unwrap_or(s);
                push(out, spans, TokKind::Ident(s), id.span());
            }
            TokenTree::Literal(lit) => {
                let kind = match syn::parse_str::<syn::Lit>(&lit.to_string()) {
                    Ok(syn::Lit::Str(s)) => TokKind::Str(s.value()),
                    Ok(syn::Lit::Int(n)) => match n.base10_parse::<u64>() {
                        Ok(v) if n.suffix().is_empty() => TokKind::Int(v),
                        _ => {
                            TokKind::Error(format!("expected an unsuffixed integer, found `{lit}`"))
                        }
                    },
                    _ => TokKind::Error(format!("unexpected literal `{lit}`")),
                };
                push(out, spans, kind, lit.span());
            }
            TokenTree::Punct(p) => {
                // `#include "file"` (for `pdl!`'s `include_dir`).
                if p.as_char() == '#' {
                    if let Some(TokenTree::Ident(id)) = trees.get(i + 1) {
                        if id == "include" {
                            let span = p.span().join(id.span()).unwrap_or(p.span());
                            push(out, spans, TokKind::Include, span);
                            i += 2;
                            continue;
                        }
                    }
                }
                // Two-character operators come as a joint punct followed by another.
                if p.spacing() == Spacing::Joint {
                    if let Some(TokenTree::Punct(q)) = trees.get(i + 1) {
                        let two: String = [p.as_char(), q.as_char()].iter().collect();
                        if let Some(op) = PUNCTS.iter().find(|x| **x == two) {
                            push(
                                out,
                                spans,
                                TokKind::Punct(op),
                                p.span().join(q.span()).unwrap_or(p.span()),
                            );
                            i += 2;
                            continue;
                        }
                    }
                }
                let one = p.as_char().to_string();
                let kind = match PUNCTS.iter().find(|x| **x == one) {
                    Some(op) => TokKind::Punct(op),
                    None => TokKind::Error(format!("unexpected character '{one}'")),
                };
                push(out, spans, kind, p.span());
            }
            TokenTree::Group(g) => {
                // `[{ code }]` is a native code block.
                if g.delimiter() == Delimiter::Bracket {
                    let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                    if let [TokenTree::Group(b)] = inner.as_slice() {
                        if b.delimiter() == Delimiter::Brace {
                            push(out, spans, TokKind::Code(b.stream().to_string()), g.span());
                            i += 1;
                            continue;
                        }
                    }
                }
                let (open, close) = match g.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::None => ("", ""),
                };
                if !open.is_empty() {
                    push(out, spans, TokKind::Punct(open), g.span_open());
                }
                push_stream(g.stream(), out, spans);
                if !close.is_empty() {
                    push(out, spans, TokKind::Punct(close), g.span_close());
                }
            }
        }
        i += 1;
    }
}

#[cfg(test)]
mod tests;
