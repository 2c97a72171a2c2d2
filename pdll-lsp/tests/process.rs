//! The `pdll-lsp` binary as an editor runs it: a child process speaking JSON-RPC over its
//! stdio (`Content-Length` framing), one whole session, include directories from `-I`.

mod common;

use common::{pos_of, Client};
use serde_json::json;

#[test]
fn a_whole_session_over_stdio() {
    let dir = std::env::temp_dir().join(format!("pdll_lsp_proc_{}", std::process::id()));
    std::fs::create_dir_all(dir.join("inc")).unwrap();
    std::fs::write(
        dir.join("inc/natives.pdll"),
        "Rewrite Fresh(t: Type) -> Op;\n",
    )
    .unwrap();
    let inc = dir.join("inc").display().to_string();
    let mut c = Client::process(&["-I", &inc]);
    let init = c.initialize(serde_json::Value::Null);
    assert_eq!(init["serverInfo"]["name"], "pdll-lsp");
    let text = "#include \"natives.pdll\"\nPattern P {\n  let t: Type;\n  let root = op<func.call> -> (t);\n  replace root with Fresh(t);\n}\n";
    let uri = format!("file://{}", dir.join("p.pdll").display());
    c.open(&uri, text);
    assert_eq!(c.diagnostics(&uri)["diagnostics"], json!([]));
    let (l, ch) = pos_of(text, "Fresh", 0, 1);
    let hover = c.at("textDocument/hover", &uri, l, ch);
    let value = hover["contents"]["value"].as_str().unwrap();
    assert!(value.contains("Rewrite Fresh(t: Type) -> Op"), "{value}");
    assert!(
        value.contains("natives.pdll"),
        "declared in the included file: {value}"
    );
    let def = c.at("textDocument/definition", &uri, l, ch);
    assert!(
        def["uri"].as_str().unwrap().ends_with("/inc/natives.pdll"),
        "{def}"
    );
    let (l, ch) = pos_of(text, "func.call", 0, 2);
    let hover = c.at("textDocument/hover", &uri, l, ch);
    let value = hover["contents"]["value"].as_str().unwrap();
    assert!(value.contains("call operation"), "{value}");
    let symbols = c.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": uri}}),
    );
    assert_eq!(symbols[0]["name"], "P");
    assert_eq!(symbols[0]["children"][1]["detail"], "Op<func.call>");
    c.shutdown();
    std::fs::remove_dir_all(&dir).unwrap();
}
