//! PDL files with operations beside their patterns (`tests/corpus/lower-module-ops`):
//! `pdl-opt --convert-pdl-to-pdl-interp` keeps them in the module, after the matcher and the
//! rewriters, as `mlir-opt-22 --convert-pdl-to-pdl-interp` does (goldens normalised with
//! MLIR's generic printer, made by the folder's `regen.sh`).

use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/lower-module-ops")
}

fn convert(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .current_dir(dir())
        .args(args)
        .output()
        .expect("run pdl-opt");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn other_ops_are_kept_as_mlir_keeps_them() {
    let mut cases: Vec<String> = std::fs::read_dir(dir())
        .expect("corpus dir")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".mlir") && !n.ends_with(".interp.generic.mlir"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 4, "only {} cases", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        let golden_path = dir().join(case.replace(".mlir", ".interp.generic.mlir"));
        let golden = std::fs::read_to_string(&golden_path).expect("golden");
        let (out, err, status) = convert(&["--convert-pdl-to-pdl-interp", case]);
        if status != 0 || out != golden {
            failures.push(format!(
                "{case}: status {status}\n{err}\n--- MLIR\n{golden}\n--- ours\n{out}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn errors_in_patterns_beside_other_ops_keep_their_location() {
    let src = "module {\n  \"my.op\"() : () -> ()\n  pdl.pattern @p : benefit(1) {\n    %r = pdl.operation \"my.a\"\n    pdl.rewrite %r {\n      pdl.erase %nope\n    }\n  }\n}\n";
    let file = std::env::temp_dir().join(format!("pdl_module_ops_{}.mlir", std::process::id()));
    std::fs::write(&file, src).expect("write");
    let path = file.to_string_lossy().into_owned();
    let (_, err, status) = convert(&["--convert-pdl-to-pdl-interp", &path]);
    let _ = std::fs::remove_file(&file);
    assert_eq!(status, 1, "{err}");
    assert!(
        err.contains(":6:17: error: use of undeclared SSA value name"),
        "{err}"
    );
}

#[test]
fn files_without_other_ops_are_read_as_before() {
    let src = "module @patterns {\n  pdl.pattern @p : benefit(1) {\n    %r = pdl.operation \"my.a\"\n    pdl.rewrite %r {\n      pdl.erase %r\n    }\n  }\n}\n";
    assert!(pdl_codegen::compile::ModuleOps::find(src, "p.mlir").is_none());
    let with = "module @patterns {\n  \"my.op\"() : () -> ()\n  pdl.pattern @p : benefit(1) {\n    %r = pdl.operation \"my.a\"\n    pdl.rewrite %r {\n      pdl.erase %r\n    }\n  }\n}\n";
    let found = pdl_codegen::compile::ModuleOps::find(with, "p.mlir").expect("an other op");
    // The other op is blanked for the PDL reader, offsets kept.
    assert_eq!(found.patterns_src().len(), with.len());
    assert!(!found.patterns_src().contains("my.op"));
    assert!(found.patterns_src().contains("pdl.erase %r"));
}

#[test]
fn the_matcher_of_a_file_with_other_ops_is_drawn() {
    let (out, err, status) = convert(&["--dump-matcher=dot", "bare_top_level.mlir"]);
    assert_eq!(status, 0, "{err}");
    assert!(out.starts_with("digraph matcher {"), "{out}");
    assert!(out.contains("switch name"), "{out}");
}
