//! The server driven in process with LSP messages: the handshake, diagnostics as the text
//! changes, hover, definition, completion, document symbols, shutdown.

mod common;

use common::{pos_of, Client};
use serde_json::{json, Value};

const DOC: &str = "// A pattern file; ünïcödé in a comment.
Constraint HasOneUse(v: Value);
Rewrite BuildNeg(x: Value) -> Op => op<arith.subi>(x, x);

Pattern FoldAdd with benefit(2) {
  let root = op<arith.addi>(lhs: Value, rhs: Value);
  HasOneUse(lhs);
  replace root with BuildNeg(rhs);
}
";

const URI: &str = "file:///nonexistent/fold.pdll";

fn started() -> Client {
    let mut c = Client::in_process(pdll_lsp::Config::default());
    let init = c.initialize(Value::Null);
    let caps = &init["capabilities"];
    let sync = &caps["textDocumentSync"];
    assert_eq!(sync["change"], 1, "full sync");
    assert_eq!(
        (&sync["openClose"], &sync["save"]),
        (&json!(true), &json!(true))
    );
    assert_eq!(caps["hoverProvider"], true);
    assert_eq!(caps["definitionProvider"], true);
    assert_eq!(caps["documentSymbolProvider"], true);
    assert_eq!(
        caps["completionProvider"]["triggerCharacters"],
        json!(["<", "."])
    );
    assert_eq!(init["serverInfo"]["name"], "pdll-lsp");
    c
}

fn hover_text(c: &mut Client, text: &str, needle: &str, nth: usize) -> String {
    let (l, ch) = pos_of(text, needle, nth, 1);
    let h = c.at("textDocument/hover", URI, l, ch);
    assert_eq!(h["contents"]["kind"], "markdown", "{h}");
    h["contents"]["value"].as_str().unwrap().to_string()
}

#[test]
fn diagnostics_follow_the_text_with_the_compilers_messages() {
    let mut c = started();
    // `ü…` before the error on its line: the column counts UTF-16 units, not bytes.
    let bad = "Pattern {\n  let r = op<a.b> {\"é𝔸\" = attr<\"1 : i32\">}; erase rr;\n}\n";
    c.open(URI, bad);
    let d = c.diagnostics(URI);
    assert_eq!(d["version"], 1);
    let diags = d["diagnostics"].as_array().unwrap();
    // The compiler's own diagnostics of the same text, message for message.
    let compiled = pdl_codegen::compile::read_text(bad, "fold.pdll", pdl_codegen::Syntax::Pdll)
        .unwrap_err()
        .message;
    assert!(!diags.is_empty());
    for diag in diags {
        let message = diag["message"].as_str().unwrap();
        assert!(compiled.contains(message), "{message} not in {compiled}");
        assert_eq!(diag["source"], "pdll");
    }
    let first = &diags[0];
    assert_eq!(first["severity"], 1);
    assert_eq!(first["message"], "undefined reference to `rr`");
    let (line, col) = pos_of(bad, "rr;", 0, 0);
    assert_eq!(
        (line, col),
        (1, 51),
        "UTF-16 units: `é` is 1, `𝔸` 2 (bytes: 54)"
    );
    assert_eq!(
        first["range"]["start"],
        json!({"line": line, "character": col})
    );
    assert_eq!(
        first["range"]["end"],
        json!({"line": line, "character": col + 2})
    );
    // The compiler locates it at the same line and (byte) column.
    let byte_col = bad.lines().nth(line as usize).unwrap().find("rr;").unwrap() + 1;
    assert!(
        compiled.contains(&format!("fold.pdll:{}:{byte_col}:", line + 1)),
        "{compiled}"
    );

    // The user types: a syntax error, then the fix.
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": URI, "version": 2},
               "contentChanges": [{"text": "Pattern { let = ; }"}]}),
    );
    let d = c.diagnostics(URI);
    assert_eq!(d["version"], 2);
    assert_eq!(
        d["diagnostics"][0]["message"],
        "expected identifier after `let` to name a new variable"
    );
    assert_eq!(
        d["diagnostics"][0]["range"]["start"],
        json!({"line": 0, "character": 14})
    );
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": URI, "version": 3}, "contentChanges": [{"text": DOC}]}),
    );
    let d = c.diagnostics(URI);
    assert_eq!(d["version"], 3);
    assert_eq!(d["diagnostics"], json!([]));
    c.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": URI}}),
    );
    assert_eq!(c.diagnostics(URI)["diagnostics"], json!([]));
    c.shutdown();
}

#[test]
fn hover_shows_types_signatures_patterns_and_ops() {
    let mut c = started();
    c.open(URI, DOC);
    assert_eq!(c.diagnostics(URI)["diagnostics"], json!([]));
    // The hover covers the name under the cursor.
    let (l, ch) = pos_of(DOC, "root", 1, 2);
    let h = c.at("textDocument/hover", URI, l, ch);
    let (l, ch) = pos_of(DOC, "root", 1, 0);
    assert_eq!(h["range"]["start"], json!({"line": l, "character": ch}));
    assert_eq!(h["range"]["end"], json!({"line": l, "character": ch + 4}));
    let root = hover_text(&mut c, DOC, "root", 1);
    assert!(root.contains("root: Op<arith.addi>"), "{root}");
    assert!(root.contains("variable of `FoldAdd`"), "{root}");
    let lhs = hover_text(&mut c, DOC, "lhs", 1);
    assert!(lhs.contains("lhs: Value"), "{lhs}");
    let call = hover_text(&mut c, DOC, "HasOneUse", 1);
    assert!(call.contains("Constraint HasOneUse(v: Value)"), "{call}");
    assert!(call.contains("native constraint"), "{call}");
    let rewrite = hover_text(&mut c, DOC, "BuildNeg", 1);
    assert!(
        rewrite.contains("Rewrite BuildNeg(x: Value) -> Op"),
        "{rewrite}"
    );
    let pattern = hover_text(&mut c, DOC, "FoldAdd", 0);
    assert!(
        pattern.contains("Pattern FoldAdd with benefit(2)"),
        "{pattern}"
    );
    assert!(pattern.contains("benefit 2"), "{pattern}");
    // An operation: its ODS definition (MLIR 22's core dialects).
    let op = hover_text(&mut c, DOC, "arith.addi", 0);
    assert!(op.contains("integer addition operation"), "{op}");
    assert!(op.contains("- `lhs`: ") && op.contains("- `rhs`: "), "{op}");
    assert!(op.contains("Commutative"), "{op}");
    // Nothing under a keyword.
    let (l, ch) = pos_of(DOC, "replace", 0, 1);
    assert_eq!(c.at("textDocument/hover", URI, l, ch), Value::Null);
    c.shutdown();
}

#[test]
fn definitions_of_names_and_includes() {
    let dir = std::env::temp_dir().join(format!("pdll_lsp_def_{}", std::process::id()));
    std::fs::create_dir_all(dir.join("inc")).unwrap();
    std::fs::write(dir.join("inc/lib.pdll"), "\nConstraint FromLib(op: Op);\n").unwrap();
    let main = dir.join("main.pdll");
    let uri = format!("file://{}", main.display());
    let text =
        format!("#include \"lib.pdll\"\n{DOC}Pattern {{ let o: Op; FromLib(o); erase o; }}\n");
    let mut c = Client::in_process(pdll_lsp::Config::default());
    c.initialize(json!({"includeDirs": [dir.join("inc")]}));
    c.open(&uri, &text);
    assert_eq!(c.diagnostics(&uri)["diagnostics"], json!([]));
    let def = |c: &mut Client, needle: &str, nth: usize| {
        let (l, ch) = pos_of(&text, needle, nth, 1);
        c.at("textDocument/definition", &uri, l, ch)
    };
    let range_of = |needle: &str, nth: usize, len: usize| {
        let (l, ch) = pos_of(&text, needle, nth, 0);
        json!({"start": {"line": l, "character": ch}, "end": {"line": l, "character": ch + len as u32}})
    };
    // A constraint, a rewrite, a variable: their declarations.
    let d = def(&mut c, "HasOneUse", 1);
    assert_eq!(d["uri"], uri.as_str());
    assert_eq!(d["range"], range_of("HasOneUse", 0, 9));
    assert_eq!(
        def(&mut c, "BuildNeg", 1)["range"],
        range_of("BuildNeg", 0, 8)
    );
    assert_eq!(def(&mut c, "root", 1)["range"], range_of("root", 0, 4));
    assert_eq!(def(&mut c, "rhs", 1)["range"], range_of("rhs", 0, 3));
    // A pattern (nothing refers to one): its own name.
    assert_eq!(
        def(&mut c, "FoldAdd", 0)["range"],
        range_of("FoldAdd", 0, 7)
    );
    // A constraint of an included file (found in an include directory).
    let lib = format!("file://{}", dir.join("inc/lib.pdll").display());
    let d = def(&mut c, "FromLib", 0);
    assert_eq!(d["uri"], lib.as_str());
    assert_eq!(d["range"]["start"], json!({"line": 1, "character": 11}));
    // The `#include` itself: the file.
    let d = def(&mut c, "lib.pdll", 0);
    assert_eq!(d["uri"], lib.as_str());
    // The included file is saved with an error: the document is read again, the error
    // shown at its `#include`, with the place in the included file attached.
    std::fs::write(dir.join("inc/lib.pdll"), "\nConstraint FromLib(op: Op)\n").unwrap();
    c.notify(
        "textDocument/didSave",
        json!({"textDocument": {"uri": lib}}),
    );
    let d = c.diagnostics(&uri);
    let diag = &d["diagnostics"][0];
    let at = format!("{}:3:1", dir.join("inc/lib.pdll").display());
    assert_eq!(
        diag["message"],
        format!("in {at}: expected `;` after native declaration")
    );
    assert_eq!(diag["range"]["start"], json!({"line": 0, "character": 9}));
    let related = &diag["relatedInformation"][0]["location"];
    assert_eq!(related["uri"], lib.as_str());
    assert_eq!(
        related["range"]["start"],
        json!({"line": 2, "character": 0})
    );
    // A missing include: the compiler's diagnostic at the file name.
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2},
               "contentChanges": [{"text": "#include \"gone.pdll\"\n"}]}),
    );
    let d = c.diagnostics(&uri);
    assert_eq!(
        d["diagnostics"][0]["message"],
        "unable to open include file `gone.pdll`"
    );
    assert_eq!(
        d["diagnostics"][0]["range"]["start"],
        json!({"line": 0, "character": 9})
    );
    c.shutdown();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn completion_offers_keywords_names_in_scope_and_ops() {
    let mut c = started();
    c.open(URI, DOC);
    c.diagnostics(URI);
    // The user is typing: the text does not parse; names come from the last text that did.
    let text = DOC.replace("  replace root", "  let t = op<arith.ad\n  replace root");
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": URI, "version": 2}, "contentChanges": [{"text": text}]}),
    );
    assert_ne!(c.diagnostics(URI)["diagnostics"], json!([]));
    let labels = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|i| i["label"].as_str().unwrap().to_string())
            .collect()
    };
    // After `op<arith.ad`: operation names, replacing the partial name.
    let (l, ch) = pos_of(&text, "arith.ad\n", 0, 8);
    let items = c.at("textDocument/completion", URI, l, ch);
    let names = labels(&items);
    assert!(names.contains(&"arith.addi".to_string()), "{names:?}");
    assert!(names.contains(&"scf.for".to_string()), "{names:?}");
    let addi = items
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["label"] == "arith.addi")
        .unwrap();
    assert_eq!(addi["detail"], "integer addition operation");
    assert_eq!(
        addi["textEdit"]["range"]["start"],
        json!({"line": l, "character": ch - 8})
    );
    assert_eq!(addi["textEdit"]["newText"], "arith.addi");
    // At the start of a statement: keywords, constraints and rewrites, variables before.
    let (l, ch) = pos_of(&text, "  HasOneUse(lhs)", 0, 2);
    let names = labels(&c.at("textDocument/completion", URI, l, ch));
    for want in [
        "let",
        "replace",
        "erase",
        "Pattern",
        "Value",
        "HasOneUse",
        "BuildNeg",
        "root",
        "lhs",
        "rhs",
    ] {
        assert!(names.contains(&want.to_string()), "{want} not in {names:?}");
    }
    // Variables of the pattern only inside it, and only once declared.
    let (l, ch) = pos_of(&text, "let root", 0, 0);
    let names = labels(&c.at("textDocument/completion", URI, l, ch));
    assert!(!names.contains(&"root".to_string()), "{names:?}");
    c.shutdown();
}

#[test]
fn document_symbols_outline_the_file() {
    let mut c = started();
    c.open(URI, DOC);
    c.diagnostics(URI);
    let symbols = c.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": URI}}),
    );
    let outline: Vec<(String, u64, Vec<String>)> = symbols
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let children = s["children"].as_array().unwrap();
            let names = children
                .iter()
                .map(|c| c["name"].as_str().unwrap().to_string());
            (
                s["name"].as_str().unwrap().to_string(),
                s["kind"].as_u64().unwrap(),
                names.collect(),
            )
        })
        .collect();
    let strings = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        outline,
        [
            ("HasOneUse".to_string(), 12, strings(&["v"])),
            ("BuildNeg".to_string(), 12, strings(&["x"])),
            ("FoldAdd".to_string(), 5, strings(&["lhs", "rhs", "root"])),
        ]
    );
    let fold = &symbols[2];
    assert_eq!(fold["detail"], "Pattern FoldAdd with benefit(2)");
    let (l, _) = pos_of(DOC, "Pattern", 0, 0);
    assert_eq!(fold["range"]["start"], json!({"line": l, "character": 0}));
    assert_eq!(fold["range"]["end"]["line"], l + 4);
    assert_eq!(
        fold["selectionRange"]["start"],
        json!({"line": l, "character": 8})
    );
    c.shutdown();
}

#[test]
fn bad_requests_get_errors_not_crashes() {
    let mut c = started();
    let r = c.request("textDocument/hover", json!({"bogus": true}));
    assert_eq!(r["error"]["code"], -32602);
    let r = c.request("workspace/symbol", json!({"query": ""}));
    assert_eq!(r["error"]["code"], -32601);
    // A document never opened: no answer, no crash.
    assert_eq!(c.at("textDocument/hover", URI, 0, 0), Value::Null);
    c.open(URI, "");
    assert_eq!(c.diagnostics(URI)["diagnostics"], json!([]));
    assert_eq!(c.at("textDocument/definition", URI, 99, 99), Value::Null);
    c.shutdown();
}

/// After `root.`, for `root: Op<name>` whose operation an included `.td` file defines: its
/// results by index and by name, as MLIR 22's own `mlir-pdll-lsp-server-22` offers them
/// (`tests/members/NAME.completion.json`, written by its `regen.py`). Needs the feature
/// `ods` and llvm-tblgen-22 with MLIR's `.td` files (`.ci/run` runs it so); skipped without.
#[cfg(feature = "ods")]
#[test]
fn member_completion_offers_an_ods_operations_results_as_mlir_does() {
    let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let inc = std::path::PathBuf::from("/usr/lib/llvm-22/include");
    if !pdl_ods::tblgen_available() || !inc.join("mlir/IR/OpBase.td").is_file() {
        assert!(
            std::env::var_os("PDL_REQUIRE_TBLGEN").is_none(),
            "llvm-tblgen-22 or MLIR's .td files missing, and PDL_REQUIRE_TBLGEN is set"
        );
        eprintln!("SKIPPED: llvm-tblgen-22 or MLIR's .td files missing");
        return;
    }
    let dir = manifest.join("tests/members");
    let config = pdll_lsp::Config {
        include_dirs: vec![manifest.join("../pdl-codegen/tests/pdll-ods"), inc],
    };
    let mut c = Client::in_process(config);
    c.initialize(Value::Null);
    for name in ["pair", "concat"] {
        let path = dir.join(format!("{name}.pdll"));
        let text = std::fs::read_to_string(&path).unwrap();
        let uri = format!("file://{}", path.display());
        c.open(&uri, &text);
        c.diagnostics(&uri);
        let (l, ch) = pos_of(&text, "root.\n", 0, 5);
        let items = c.at("textDocument/completion", &uri, l, ch);
        let ours: Vec<Value> = items
            .as_array()
            .unwrap()
            .iter()
            .map(|i| {
                json!({"label": i["label"], "kind": i["kind"], "detail": i["detail"],
                       "insertText": i["insertText"]})
            })
            .collect();
        let golden = std::fs::read_to_string(dir.join(format!("{name}.completion.json"))).unwrap();
        let golden: Value = serde_json::from_str(&golden).unwrap();
        assert_eq!(Value::Array(ours), golden, "{name}");
    }
    c.shutdown();
}
