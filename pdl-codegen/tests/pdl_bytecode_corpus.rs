//! MLIR's own test of the PDL bytecode, `mlir/test/Rewrite/pdl-bytecode.mlir`, run as
//! `mlir-opt-22 --test-pdl-bytecode-pass --allow-unregistered-dialect --split-input-file`
//! runs it: each chunk (split at `// -----`) is one case of `tests/corpus/pdl-bytecode/`,
//! and `pdl-opt CHUNK` must print what `mlir-opt-22` prints for it in generic form,
//! normalised (golden `NAME.expected.mlir`, made by `regen.sh` there). One test per chunk
//! (the build script lists them).

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "support/first_difference.rs"]
mod first_difference;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/pdl-bytecode")
}

/// `pdl-opt CHUNK` prints the golden `CHUNK.expected.mlir` and succeeds.
fn runs_as_mlir_opt_does(name: &str) {
    let case = corpus().join(name);
    let golden = case.with_extension("expected.mlir");
    let expected = std::fs::read_to_string(&golden).expect("the golden exists");
    let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .arg("--mlir-print-op-generic")
        .arg(&case)
        .output()
        .expect("pdl-opt runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{name}: pdl-opt failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    if stdout != expected {
        panic!(
            "{name} differs from MLIR 22:\n{}",
            first_difference::first_difference(&expected, &stdout, 3, 2)
        );
    }
}

macro_rules! pdl_bytecode_files {
    ($($name:ident => $file:literal,)*) => {
        /// The chunks, as the build script listed them.
        const FILES: &[&str] = &[$($file),*];

        /// Each chunk of MLIR's bytecode test runs as in `mlir-opt-22`.
        mod chunks_of_mlirs_pdl_bytecode_test_run_as_in_mlir {
            $(#[test]
            fn $name() {
                super::runs_as_mlir_opt_does($file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_pdl_bytecode.rs"));

#[test]
fn every_chunk_has_its_test_and_golden() {
    let mut cases: Vec<String> = std::fs::read_dir(corpus())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".mlir") && !n.ends_with(".expected.mlir"))
        .collect();
    cases.sort();
    assert_eq!(cases, FILES, "the corpus changed: rebuild");
    // 43 chunks in MLIR 22's file.
    assert!(cases.len() >= 43, "{} chunks", cases.len());
    for c in &cases {
        assert!(
            corpus().join(c).with_extension("expected.mlir").exists(),
            "{c} has no golden"
        );
    }
}
