//! One parser, two token sources: PDLL text and a proc-macro token stream give the same
//! patterns, and a macro token's span maps back to the token.

use std::str::FromStr;

use crate::syntax::pdll::parse_tokens;
use crate::syntax::pdll_gen::{pdll_to_model, to_model};
use crate::syntax::proc_tokens::tokens_from_stream;
use proc_macro2::TokenStream;

const SRC: &str = r#"
Constraint IsFoo(op: Op);
Rewrite MakeBar(v: Value) -> Op;
Pattern Fnma with benefit(2) {
  let t: Type;
  let neg = op<test.neg>(a: Value) -> (t);
  let mul = op<test.mul>(neg.0, b: Value) {k = attr<"1 : i32">} -> (t);
  IsFoo(mul);
  let c = attr<"2 : i32"> * attr<"3 : i32">;
  c >= attr<"4 : i32">;
  rewrite mul with {
    let n = op<test.fma>(a, b) -> (t);
    replace mul with n;
  };
}
Pattern => replace op<test.x>(v: Value) with MakeBar(v);
"#;

#[test]
fn text_and_token_stream_give_the_same_patterns() {
    let from_text = pdll_to_model(SRC).unwrap_or_else(|d| panic!("{}", d[0].render("t", SRC)));
    let stream = TokenStream::from_str(SRC).expect("valid Rust tokens");
    let (tokens, spans) = tokens_from_stream(stream);
    assert_eq!(tokens.len(), spans.len());
    let module = parse_tokens(&tokens).unwrap_or_else(|d| panic!("{:?}", d[0]));
    let from_macro = to_model(&module).unwrap_or_else(|d| panic!("{:?}", d[0]));
    assert_eq!(from_macro, from_text);
}

#[test]
fn a_macro_diagnostic_points_at_its_token() {
    let stream = TokenStream::from_str("Pattern { let x = op<test.a>; erase y; }").unwrap();
    let (tokens, spans) = tokens_from_stream(stream);
    // Names are resolved as the parser reads them (as in MLIR).
    let err = parse_tokens(&tokens).unwrap_err();
    assert_eq!(err[0].message, "undefined reference to `y`");
    let i = err[0].span.start as usize;
    assert_eq!(
        tokens[i].kind,
        crate::syntax::token::TokKind::Ident("y".into())
    );
    assert!(i < spans.len());
}
