//! The TextMate grammar (`editors/pdll.tmLanguage.json`): valid JSON, every pattern a
//! regular expression (checked with the `regex` crate: the grammar keeps to the syntax
//! Oniguruma and it share), scopes given where expected, and every keyword the server
//! completes highlighted.

use regex::bytes::{Regex, RegexBuilder};
use serde_json::Value;

fn grammar() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/editors/pdll.tmLanguage.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).expect("the grammar is JSON")
}

/// Every `match`, `begin` and `end` of the grammar, with the rule's path.
fn regexes(v: &Value, path: &str, out: &mut Vec<(String, String)>) {
    match v {
        Value::Object(map) => {
            for (k, x) in map {
                let here = format!("{path}/{k}");
                match (k.as_str(), x) {
                    ("match" | "begin" | "end", Value::String(s)) => out.push((here, s.clone())),
                    _ => regexes(x, &here, out),
                }
            }
        }
        Value::Array(items) => {
            for (i, x) in items.iter().enumerate() {
                regexes(x, &format!("{path}/{i}"), out);
            }
        }
        _ => {}
    }
}

/// A grammar regex (ASCII classes: the workspace's `regex` has no Unicode tables).
fn compile(re: &str) -> Result<Regex, regex::Error> {
    RegexBuilder::new(re).unicode(false).build()
}

fn rule(g: &Value, name: &str) -> Regex {
    compile(g["repository"][name]["match"].as_str().unwrap()).unwrap()
}

#[test]
fn every_pattern_compiles() {
    let g = grammar();
    assert_eq!(g["scopeName"], "source.pdll");
    assert_eq!(g["fileTypes"], serde_json::json!(["pdll"]));
    let mut all = Vec::new();
    regexes(&g, "", &mut all);
    assert!(all.len() >= 15, "{all:?}");
    for (path, re) in &all {
        compile(re).unwrap_or_else(|e| panic!("{path}: {e}"));
    }
    // Every included rule exists.
    for p in g["patterns"].as_array().unwrap() {
        let name = p["include"].as_str().unwrap().trim_start_matches('#');
        assert!(g["repository"][name].is_object(), "no rule {name}");
    }
}

#[test]
fn scopes_land_on_the_right_words() {
    let g = grammar();
    let c = rule(&g, "declaration")
        .captures(b"Pattern FoldAdd with benefit(2)")
        .unwrap();
    assert_eq!((&c[1], &c[3]), (&b"Pattern"[..], &b"FoldAdd"[..]));
    let c = rule(&g, "operation")
        .captures(b"let r = op<arith.addi>(x);")
        .unwrap();
    assert_eq!((&c[1], &c[3]), (&b"op"[..], &b"arith.addi"[..]));
    let c = rule(&g, "include")
        .captures(b"#include \"mlir/IR/OpBase.td\"")
        .unwrap();
    assert_eq!(&c[2], b"\"mlir/IR/OpBase.td\"");
    let c = rule(&g, "call").captures(b"  HasOneUse(lhs);").unwrap();
    assert_eq!(&c[1], b"HasOneUse");
    assert!(rule(&g, "comment").is_match(b"// a comment"));
    // Each keyword and core type the server completes is highlighted by some rule.
    let words: Vec<Regex> = ["declaration", "type"]
        .iter()
        .map(|n| rule(&g, n))
        .chain(
            g["repository"]["keyword"]["patterns"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| compile(p["match"].as_str().unwrap()).unwrap()),
        )
        .collect();
    for k in pdll_lsp::features::KEYWORDS
        .iter()
        .chain(pdll_lsp::features::CORE_TYPES)
    {
        assert!(
            words.iter().any(|r| r.is_match(k.as_bytes())),
            "{k} is not highlighted"
        );
    }
}
