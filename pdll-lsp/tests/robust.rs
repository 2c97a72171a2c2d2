//! No panic from any text or position: every prefix of a document (most do not parse), and
//! some mangled variants, answered at every position (and past the ends of lines and of
//! the text) by hover, definition, completion and symbols.

use lsp_types::{Position, Url};
use pdll_lsp::document::Document;
use pdll_lsp::features;
use pdll_lsp::ops::OpCatalog;

const DOC: &str = "#include \"missing.pdll\"
Constraint C(v: Value) -> Attr [{ native }];
Rewrite R(t: Type) -> (a: Op, Value) { let o = op<x.y> -> (t); return (o, o.0); }
// é𝔸 in a comment
Pattern P with benefit(1), recursion {
  let root: Op<arith.addi> = op<arith.addi>(x: Value, _: Value) {\"k\" = attr<\"1\">};
  let t = (a = root, b = C(x));
  not C(t.b);
  rewrite root with { let r = R(type<\"i32\">); replace root with r.a; };
}
";

#[test]
fn every_prefix_and_position_is_answered_without_panic() {
    let ops = OpCatalog::core();
    let uri = Url::parse("file:///nonexistent/robust.pdll").unwrap();
    let mut texts: Vec<String> = (0..=DOC.len())
        .filter(|&i| DOC.is_char_boundary(i))
        .map(|i| DOC[..i].to_string())
        .collect();
    texts.push(DOC.replace('}', ""));
    texts.push(DOC.replace('{', "("));
    texts.push(DOC.replace(';', "\n"));
    let mut answered = 0usize;
    let mut doc = Document::new(uri.clone(), 0, String::new(), &[]);
    for (version, text) in texts.iter().enumerate() {
        doc.update(version as i32, text.clone(), &[]);
        let _ = doc.diagnostics();
        let _ = features::document_symbols(&doc);
        let lines = text.split('\n').count() as u32;
        for line in 0..=lines {
            // Only every position of the full text; the ends of lines of the others.
            let width = if text.len() == DOC.len() { 100 } else { 1 };
            for character in (0..width).chain([1000]) {
                let pos = Position::new(line, character);
                answered += usize::from(features::hover(&doc, &ops, pos).is_some());
                let _ = features::definition(&doc, pos);
                let _ = features::completion(&doc, &ops, pos);
            }
        }
    }
    assert!(answered > 20, "hover answered {answered} times");
}
