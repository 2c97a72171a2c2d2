use std::path::Path;

use super::*;

const SRC: &str = "Constraint HasOne(v: Value);
Rewrite Make(t: Type) -> Op => op<arith.constant> -> (t);

Pattern Fold with benefit(3) {
  let root = op<arith.addi>(a: Value, b: Value);
  HasOne(a);
  let pair = (x = root, y = a);
  replace root with Make(type<\"i32\">);
}
";

fn analysis(src: &str) -> Analysis {
    analyze(Path::new("/nonexistent/doc.pdll"), src, &[])
}

fn symbol<'a>(a: &'a Analysis, name: &str) -> (usize, &'a Symbol) {
    a.index
        .symbols
        .iter()
        .enumerate()
        .find(|(_, s)| s.name == name)
        .unwrap_or_else(|| panic!("no symbol {name}"))
}

#[test]
fn declarations_types_and_signatures() {
    let a = analysis(SRC);
    assert!(a.parsed);
    // The compiler's warning, as `pdl-opt` gives it.
    let messages: Vec<&str> = a.diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        messages,
        ["unused variable `pair`; prefix it with `_` if it only constrains the match"]
    );
    let (_, has_one) = symbol(&a, "HasOne");
    assert_eq!(has_one.detail, "Constraint HasOne(v: Value)");
    assert_eq!(has_one.kind, SymbolKind::Constraint { native: true });
    let (_, make) = symbol(&a, "Make");
    assert_eq!(make.detail, "Rewrite Make(t: Type) -> Op");
    assert_eq!(make.kind, SymbolKind::Rewrite { native: false });
    let (fold_i, fold) = symbol(&a, "Fold");
    assert_eq!(fold.detail, "Pattern Fold with benefit(3)");
    assert_eq!(
        &SRC[fold.extent.start as usize..fold.extent.end as usize],
        &SRC[SRC.find("Pattern").unwrap()..SRC.rfind('}').unwrap() + 1]
    );
    let (_, root) = symbol(&a, "root");
    assert_eq!(root.detail, "Op<arith.addi>");
    assert_eq!(root.parent, Some(fold_i));
    assert_eq!(symbol(&a, "a").1.detail, "Value");
    assert_eq!(
        symbol(&a, "pair").1.detail,
        "Tuple<x: Op<arith.addi>, y: Value>"
    );
}

#[test]
fn references_resolve_to_declarations_and_ops() {
    let a = analysis(SRC);
    let at = |needle: &str, nth: usize| SRC.match_indices(needle).nth(nth).unwrap().0;
    let (has_one, _) = symbol(&a, "HasOne");
    assert_eq!(
        a.index.target_at(0, at("HasOne", 1) + 2),
        Some(Target::Symbol(has_one))
    );
    let (root, _) = symbol(&a, "root");
    assert_eq!(
        a.index.target_at(0, at("root", 2)),
        Some(Target::Symbol(root))
    );
    assert_eq!(
        a.index.target_at(0, at("arith.addi", 0) + 6),
        Some(Target::Op("arith.addi".into()))
    );
    let visible: Vec<&str> = a
        .index
        .visible_at(0, at("replace", 0))
        .iter()
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(visible, ["HasOne", "Make", "a", "b", "root", "pair"]);
}

#[test]
fn diagnostics_are_the_compilers() {
    let src = "Pattern {\n  let x = op<a.b>;\n  erase y;\n}\n";
    let a = analysis(src);
    let e =
        crate::compile::read_text(src, "/nonexistent/doc.pdll", crate::Syntax::Pdll).unwrap_err();
    assert_eq!(a.diagnostics.len(), 1);
    assert_eq!(a.diagnostics[0].message, "undefined reference to `y`");
    let rendered = a.sources.render(&a.diagnostics);
    assert_eq!(rendered.trim_end(), e.message.trim_end());
    // A syntax error: the message of the parser, and the tree as far as it recovered.
    let a = analysis("Pattern P { let = ; }");
    assert!(a.parsed);
    assert_eq!(a.index.symbols[0].name, "P");
    // Nothing recovered: no tree.
    let a = analysis("let = ;");
    assert!(!a.parsed);
    let a = analysis("Pattern { let = ; }");
    assert_eq!(
        a.diagnostics[0].message,
        "expected identifier after `let` to name a new variable"
    );
}

#[test]
fn includes_are_resolved_and_indexed() {
    let dir = std::env::temp_dir().join(format!("pdll_index_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("inc.pdll"), "Constraint Inc(op: Op);\n").unwrap();
    let src = "#include \"inc.pdll\"\nPattern { let r: Op; Inc(r); erase r; }\n";
    let a = analyze(&dir.join("main.pdll"), src, &[]);
    assert!(a.diagnostics.is_empty(), "{:?}", a.diagnostics);
    assert_eq!(a.index.includes.len(), 1);
    assert_eq!(
        a.index.includes[0].resolved.as_deref(),
        Some(dir.join("inc.pdll").as_path())
    );
    let (inc, s) = symbol(&a, "Inc");
    assert_eq!(s.span.file, 1);
    assert_eq!(
        a.sources.file(1).0,
        dir.join("inc.pdll").display().to_string()
    );
    let call = src.find("Inc(").unwrap();
    assert_eq!(a.index.target_at(0, call), Some(Target::Symbol(inc)));
    let outline: Vec<usize> = a.index.outline(0).iter().map(|(i, _)| *i).collect();
    assert_eq!(outline.len(), 1, "only the document's pattern");
    std::fs::remove_dir_all(&dir).unwrap();
}
