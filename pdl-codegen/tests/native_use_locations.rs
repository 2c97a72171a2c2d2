//! An unknown native constraint or rewrite in a pattern file `pdl-opt` loads is reported at
//! its use, `file:line:col` with the source line, as the other diagnostics are: in a
//! `--patterns` file (PDL and PDLL, through an `#include` too) and in a test-pass file.

use std::path::PathBuf;
use std::process::Command;

/// A scratch directory for one test's files.
fn scratch(test: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("pdl_native_use_{}_{test}", std::process::id()));
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

/// Runs `pdl-opt` in `dir`; (stderr, exit status).
fn pdl_opt(dir: &PathBuf, args: &[&str]) -> (String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("run pdl-opt");
    (
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

const PAYLOAD: &str = "\"my.a\"() : () -> ()\n";

#[test]
fn in_a_pdl_patterns_file() {
    let d = scratch("pdl");
    std::fs::write(d.join("in.mlir"), PAYLOAD).unwrap();
    std::fs::write(
        d.join("p.pdl"),
        "pdl.pattern @p : benefit(1) {\n  %op = pdl.operation \"my.a\"\n  pdl.apply_native_constraint \"NoSuchConstraint\"(%op : !pdl.operation)\n  pdl.rewrite %op {\n    pdl.apply_native_rewrite \"NoSuchRewrite\"(%op : !pdl.operation)\n  }\n}\n",
    )
    .unwrap();
    let (err, status) = pdl_opt(&d, &["in.mlir", "--patterns", "p.pdl"]);
    assert_eq!(status, 1, "{err}");
    assert!(
        err.contains("p.pdl:3:3: error: no native constraint named `NoSuchConstraint` is registered\n  pdl.apply_native_constraint"),
        "{err}"
    );
    assert!(
        err.contains("p.pdl:5:5: error: no native rewrite named `NoSuchRewrite` is registered\n    pdl.apply_native_rewrite"),
        "{err}"
    );
}

#[test]
fn in_a_pdll_patterns_file_and_its_include() {
    let d = scratch("pdll");
    std::fs::write(d.join("in.mlir"), PAYLOAD).unwrap();
    std::fs::write(
        d.join("lib.pdll"),
        "Constraint NoSuch(op: Op);\nPattern Lib {\n  let root = op<my.a>;\n  NoSuch(root);\n  erase root;\n}\n",
    )
    .unwrap();
    std::fs::write(
        d.join("main.pdll"),
        "#include \"lib.pdll\"\nRewrite NoRew(op: Op);\nPattern {\n  let root = op<my.b>;\n  rewrite root with { NoRew(root); };\n}\n",
    )
    .unwrap();
    let (err, status) = pdl_opt(&d, &["in.mlir", "--patterns", "main.pdll"]);
    assert_eq!(status, 1, "{err}");
    assert!(
        err.contains("lib.pdll:4:3: error: no native constraint named `NoSuch` is registered"),
        "{err}"
    );
    assert!(
        err.contains("main.pdll:5:23: error: no native rewrite named `NoRew` is registered"),
        "{err}"
    );
}

#[test]
fn in_a_test_pass_file() {
    let d = scratch("case");
    std::fs::write(
        d.join("case.mlir"),
        "module @patterns {\n  pdl.pattern @p : benefit(1) {\n    %op = pdl.operation \"my.a\"\n    pdl.apply_native_constraint \"NoSuchConstraint\"(%op : !pdl.operation)\n    pdl.rewrite %op with \"NoSuchRewriter\"(%op : !pdl.operation)\n  }\n}\nmodule @ir {\n  \"my.a\"() : () -> ()\n}\n",
    )
    .unwrap();
    let (err, status) = pdl_opt(&d, &["case.mlir"]);
    assert_eq!(status, 1, "{err}");
    assert!(
        err.contains(
            "case.mlir:4:5: error: no native constraint named `NoSuchConstraint` is registered"
        ),
        "{err}"
    );
    assert!(
        err.contains(
            "case.mlir:5:5: error: no native rewrite named `NoSuchRewriter` is registered"
        ),
        "{err}"
    );
}
