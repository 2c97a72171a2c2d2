//! Operations a document's includes define (`pdll_index::Index::ops`, filled once the front
//! end reads ODS includes) come first: hover shows them, definition goes to their record,
//! completion offers them. The index is filled by hand here, as the walk will fill it.

use lsp_types::{CompletionItem, Position, Url};
use pdl_codegen::pdll_index::OpDecl;
use pdl_codegen::Span;
use pdll_lsp::document::Document;
use pdll_lsp::features;
use pdll_lsp::ops::OpCatalog;

const TEXT: &str = "// def Toy_AddOp\nPattern { let r = op<toy.add>; erase r; }\n";

fn document() -> Document {
    let uri = Url::parse("file:///nonexistent/toy.pdll").unwrap();
    let mut doc = Document::new(uri, 1, TEXT.to_string(), &[]);
    let record = TEXT.find("Toy_AddOp").unwrap();
    doc.current.analysis.index.ops.push(OpDecl {
        name: "toy.add".into(),
        summary: "adds two toys".into(),
        description: "Element-wise addition.".into(),
        operands: vec![
            ("lhs".into(), "AnyType".into()),
            ("rhs".into(), "AnyType".into()),
        ],
        results: vec![("sum".into(), "AnyType".into())],
        attributes: Vec::new(),
        span: Some(Span::new(record, record + 9)),
    });
    doc
}

#[test]
fn declared_operations_serve_hover_definition_and_completion() {
    let doc = document();
    let ops = OpCatalog::core();
    let at = Position::new(
        1,
        TEXT.lines().nth(1).unwrap().find("toy.add").unwrap() as u32 + 2,
    );
    let hover = features::hover(&doc, &ops, at).expect("hover");
    let lsp_types::HoverContents::Markup(m) = hover.contents else {
        panic!("markdown expected")
    };
    assert!(m.value.contains("adds two toys"), "{}", m.value);
    assert!(m.value.contains("- `lhs`: AnyType") && m.value.contains("- `sum`: AnyType"));
    let def = features::definition(&doc, at).expect("definition");
    assert_eq!(def.range.start, Position::new(0, 7));
    assert_eq!(def.range.end, Position::new(0, 16));
    let items: Vec<CompletionItem> = features::completion(&doc, &ops, at);
    assert_eq!(items[0].label, "toy.add");
    assert_eq!(items[0].detail.as_deref(), Some("adds two toys"));
    assert!(
        items.iter().any(|i| i.label == "arith.addi"),
        "core operations follow"
    );
    // An operation known only to the core catalogue: hover, but no definition to go to.
    let doc = Document::new(
        doc.uri.clone(),
        1,
        TEXT.replace("toy.add", "arith.addi"),
        &[],
    );
    assert!(features::hover(&doc, &ops, at).is_some());
    assert_eq!(features::definition(&doc, at), None);
}

/// Member completion reads the index (no LLVM needed here): after `r.`, for `r: Op<toy.add>`,
/// the results of `toy.add` by index and name (the format MLIR's server gives, checked
/// against it in `lsp.rs` with a real `.td` include); nothing for an operation the index
/// does not define, nor for a name that is not a variable.
#[test]
fn member_completion_offers_a_declared_operations_results() {
    let text = "Pattern { let r = op<toy.add>; let x = r.\n  let y = q.\n erase r; }\n";
    let uri = Url::parse("file:///nonexistent/toy.pdll").unwrap();
    let mut doc = Document::new(uri, 1, text.to_string(), &[]);
    doc.current.analysis.index.ops.push(OpDecl {
        name: "toy.add".into(),
        results: vec![
            ("sum".into(), "AnyType".into()),
            ("rest".into(), "Variadic<AnyType>".into()),
        ],
        ..OpDecl::default()
    });
    let ops = OpCatalog::core();
    let at = Position::new(0, text.find("r.\n").unwrap() as u32 + 2);
    let items = features::completion(&doc, &ops, at);
    let got: Vec<(String, String, String)> = items
        .iter()
        .map(|i| {
            (
                i.label.clone(),
                i.detail.clone().unwrap_or_default(),
                i.insert_text.clone().unwrap_or_default(),
            )
        })
        .collect();
    let want = [
        ("0 (field #0)", "0: Value", "0"),
        ("sum (field #0)", "0: Value", "sum"),
        ("1 (field #1)", "1: ValueRange", "1"),
        ("rest (field #1)", "1: ValueRange", "rest"),
    ];
    let want: Vec<(String, String, String)> = want
        .iter()
        .map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string()))
        .collect();
    assert_eq!(got, want);
    let at = Position::new(1, 12);
    assert!(features::completion(&doc, &ops, at).is_empty());
}
