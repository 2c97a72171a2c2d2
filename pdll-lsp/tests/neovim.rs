//! A real editor client: Neovim, headless, attaches `pdll-lsp` to a `.pdll` buffer with its
//! built-in LSP client (`tests/nvim/client.lua`), waits for the diagnostics, asks for hover,
//! definition, completion and symbols, fixes the error, and writes what it got to a file
//! that this test checks.
//!
//! It needs `nvim` (Debian's `neovim`, which `.ci/run` installs). Without it the test says
//! it was skipped, unless `CI` or `PDL_RS_CI` is set (as `.ci/run` sets it): then it fails.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::Value;

const DOC: &str = "Constraint HasOneUse(v: Value);

Pattern FoldAdd with benefit(2) {
  let root = op<arith.addi>(lhs: Value, rhs: Value);
  HasOneUse(lhs);
  erase root;
}

Pattern Broken {
  erase nope;
}
";

/// `line:character` of the first `needle` in `DOC`, plus `delta` characters (ASCII text).
fn at(needle: &str, delta: usize) -> String {
    let offset = DOC.find(needle).unwrap() + delta;
    let line = DOC[..offset].matches('\n').count();
    let col = offset - DOC[..offset].rfind('\n').map_or(0, |i| i + 1);
    format!("{line}:{col}")
}

fn nvim_available() -> bool {
    Command::new("nvim")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn neovim_builtin_client_gets_diagnostics_hover_definition_completion() {
    if !nvim_available() {
        let ci = std::env::var_os("CI").is_some() || std::env::var_os("PDL_RS_CI").is_some();
        assert!(
            !ci,
            "nvim not found, and CI is set: the Neovim client test must run in CI \
             (apt-get install neovim; .ci/run installs it)"
        );
        eprintln!("SKIPPED neovim test: nvim not found (apt-get install neovim)");
        return;
    }
    let dir = std::env::temp_dir().join(format!("pdll_lsp_nvim_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("fold.pdll");
    std::fs::write(&file, DOC).unwrap();
    let out = dir.join("results.json");
    let fixed = DOC.replace("erase nope;", "let op: Op;\n  erase op;");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/nvim/client.lua");
    let mut child = Command::new("nvim")
        .args(["--headless", "--clean", "-n", "-i", "NONE", "-c"])
        .arg(format!("luafile {}", script.display()))
        .env("PDLL_LSP", env!("CARGO_BIN_EXE_pdll-lsp"))
        .env("PDLL_FILE", &file)
        .env("PDLL_FIXED", fixed.trim_end())
        .env("PDLL_HOVER", at("root =", 1))
        .env("PDLL_DEF", at("HasOneUse(lhs)", 2))
        .env("PDLL_COMPLETE", at("arith.addi", 0))
        .env("PDLL_OUT", &out)
        .current_dir(&dir)
        .spawn()
        .expect("nvim starts");
    let deadline = Instant::now() + Duration::from_secs(90);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("nvim did not finish in 90 s");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "nvim exited with {status}");
    let text = std::fs::read_to_string(&out).expect("nvim wrote its results");
    let r: Value = serde_json::from_str(&text).expect("results are JSON");
    assert_eq!(r.get("error"), None, "the Lua client failed: {text}");

    // Diagnostics, as Neovim shows them (0-based line, byte column).
    let diags = r["diagnostics"].as_array().unwrap();
    assert_eq!(diags.len(), 1, "{text}");
    assert_eq!(diags[0]["message"], "undefined reference to `nope`");
    assert_eq!(diags[0]["severity"], 1);
    let (line, col) = at("nope", 0)
        .split_once(':')
        .map(|(l, c)| (l.to_string(), c.to_string()))
        .unwrap();
    assert_eq!(diags[0]["lnum"].to_string(), line);
    assert_eq!(diags[0]["col"].to_string(), col);

    // Hover on `root`: its type.
    let hover = r["hover"]["contents"]["value"].as_str().unwrap_or_default();
    assert!(hover.contains("root: Op<arith.addi>"), "{text}");
    // Definition of the call `HasOneUse(lhs)`: the constraint's name on line 0.
    let def = &r["definition"];
    let uri = def["uri"].as_str().unwrap();
    assert!(
        uri.starts_with("file://") && uri.ends_with("/fold.pdll"),
        "{text}"
    );
    assert_eq!(def["range"]["start"]["line"], 0);
    assert_eq!(def["range"]["start"]["character"], 11);
    // Completion after `op<`: the core dialects' operations.
    let completion: Vec<&str> = r["completion"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(
        completion.contains(&"arith.addi") && completion.contains(&"func.call"),
        "{text}"
    );
    // The outline.
    assert_eq!(
        r["symbols"],
        serde_json::json!(["HasOneUse", "FoldAdd", "Broken"])
    );
    // After the fix, typed into the buffer: no diagnostic.
    assert_eq!(r["fixed_diagnostics"], serde_json::json!([]), "{text}");
    eprintln!("neovim {} attached with {}", r["nvim"], r["attach"]);
    let _ = std::fs::remove_dir_all(&dir);
}
