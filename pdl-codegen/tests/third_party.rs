//! Third-party pattern files: peephole patterns over `arith` written as PDL by others, with
//! the payloads their authors tested them on (`tests/corpus/third-party/`, see the README
//! there). Each case holds the patterns as `mlir-opt-22` prints them, in custom form
//! (`NAME.mlir`) or generic form (`NAME.generic.mlir`), beside the payload in generic form;
//! `pdl-opt CASE` must print `NAME.expected.mlir`, `mlir-ref | mlir-normalize` of the case.
//! The payloads use registered `func` and `arith` operations, so MLIR's folding, constant
//! deduplication and dead-code erasure decide the output as much as the patterns do. One
//! test per file (the build script lists them).

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "support/first_difference.rs"]
mod first_difference;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/third-party")
}

/// Runs `pdl-opt CASE` and compares its stdout with the case's golden.
fn applies_as_mlir_opt_does(name: &str) {
    let case = corpus().join(name);
    let golden = corpus().join(name.replace(".mlir", ".expected.mlir"));
    let expected = std::fs::read_to_string(&golden)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", golden.display()));
    let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .arg("--mlir-print-op-generic")
        .arg(&case)
        .output()
        .expect("pdl-opt runs");
    assert!(
        out.status.success(),
        "third-party/{name}: pdl-opt exited with {}:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    if stdout != expected {
        panic!(
            "third-party/{name} differs from MLIR 22:\n{}",
            first_difference::first_difference(&expected, &stdout, 3, 2)
        );
    }
}

macro_rules! third_party_files {
    ($($name:ident => $file:literal,)*) => {
        /// The cases, as the build script listed them.
        const THIRD_PARTY_FILES: &[&str] = &[$($file),*];

        /// `pdl-opt CASE` prints MLIR's golden.
        mod third_party_patterns_apply_as_in_mlir {
            $(#[test]
            fn $name() {
                super::applies_as_mlir_opt_does($file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_third_party.rs"));

#[test]
fn every_case_has_its_test_and_golden() {
    let mut cases: Vec<String> = std::fs::read_dir(corpus())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".mlir") && !n.ends_with(".expected.mlir"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 30, "only {} cases", cases.len());
    assert_eq!(cases, THIRD_PARTY_FILES, "the corpus changed: rebuild");
    for case in &cases {
        let golden = corpus().join(case.replace(".mlir", ".expected.mlir"));
        assert!(golden.exists(), "{case} has no golden");
    }
}

/// The folder of third-party pattern files without payloads.
fn lower_corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/third-party-lower")
}

/// `pdl-opt --convert-pdl-to-pdl-interp CASE` prints MLIR's lowering, and the custom and
/// generic forms read to the same patterns (discardable attributes on pdl ops included),
/// which print back in custom form as `mlir-opt-22` printed them.
fn lowers_as_mlir_opt_does(name: &str) {
    let case = lower_corpus().join(name);
    let golden = lower_corpus().join(
        name.replace(".generic", "")
            .replace(".mlir", ".expected.mlir"),
    );
    let expected = std::fs::read_to_string(&golden)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", golden.display()));
    let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .arg("--convert-pdl-to-pdl-interp")
        .arg(&case)
        .output()
        .expect("pdl-opt runs");
    assert!(
        out.status.success(),
        "third-party-lower/{name}: pdl-opt exited with {}:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    if stdout != expected {
        panic!(
            "third-party-lower/{name} differs from MLIR 22:\n{}",
            first_difference::first_difference(&expected, &stdout, 3, 2)
        );
    }
    let custom_path = lower_corpus().join(name.replace(".generic", ""));
    let custom = std::fs::read_to_string(&custom_path).unwrap();
    let src = std::fs::read_to_string(&case).unwrap();
    let read = |text: &str| {
        pdl_codegen::compile::parse_pdl(text)
            .unwrap_or_else(|d| panic!("{name}: {}", d[0].render(name, text)))
    };
    let set = read(&src);
    assert_eq!(
        set,
        read(&custom),
        "{name}: generic and custom forms differ"
    );
    // MLIR's own print, without the comment line (and the blank line mlir-opt ends its
    // output with): what our custom print must give.
    let mlir_print = custom.split_once('\n').map_or("", |(_, rest)| rest);
    assert_eq!(
        format!("{}\n", pdl_codegen::compile::print_pdl(&set)),
        mlir_print,
        "{name}: printed PDL differs from mlir-opt-22's print"
    );
}

macro_rules! third_party_lower_files {
    ($($name:ident => $file:literal,)*) => {
        /// The pattern files without payloads, as the build script listed them.
        const THIRD_PARTY_LOWER_FILES: &[&str] = &[$($file),*];

        /// `pdl-opt --convert-pdl-to-pdl-interp CASE` prints MLIR's lowering.
        mod third_party_patterns_lower_as_in_mlir {
            $(#[test]
            fn $name() {
                super::lowers_as_mlir_opt_does($file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_third_party_lower.rs"));

#[test]
fn every_lowering_case_has_its_test() {
    let mut cases: Vec<String> = std::fs::read_dir(lower_corpus())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".mlir") && !n.ends_with(".expected.mlir"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 40, "only {} cases", cases.len());
    assert_eq!(
        cases, THIRD_PARTY_LOWER_FILES,
        "the corpus changed: rebuild"
    );
}
