//! MLIR's own test files, unchanged, run through `pdl-opt` with the flags of their RUN lines
//! (`tests/mlir-tests/`, sources in its README), and the driver's `--split-input-file` and
//! `--verify-diagnostics` against `mlir-opt-22` on small cases (`tests/mlir-tests/driver/`).
//! Every expected output was produced by `mlir-opt-22` (`tests/mlir-tests/regen.sh`).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

#[path = "support/first_difference.rs"]
mod first_difference;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mlir-tests")
}

/// `pdl-opt ARGS` run in `cwd` (so that file names in messages are as the goldens have them).
fn pdl_opt(cwd: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .current_dir(cwd)
        .args(args)
        .output()
        .expect("pdl-opt runs")
}

fn read(path: PathBuf) -> String {
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn same(what: &str, expected: &str, got: &str) {
    if expected != got {
        panic!(
            "{what} differs from mlir-opt-22:\n{}",
            first_difference::first_difference(expected, got, 3, 2)
        );
    }
}

/// `mlir/test/Rewrite/pdl-bytecode.mlir` (RUN: `mlir-opt %s -test-pdl-bytecode-pass
/// -split-input-file`), in generic form: the whole output equals mlir-opt-22's.
#[test]
fn pdl_bytecode_mlir_runs_as_in_mlir_opt_generic_form() {
    let out = pdl_opt(
        &dir(),
        &[
            "pdl-bytecode.mlir",
            "-test-pdl-bytecode-pass",
            "-split-input-file",
            "--mlir-print-op-generic",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = read(dir().join("pdl-bytecode.mlir.generic.expected"));
    same(
        "pdl-bytecode.mlir",
        &expected,
        &String::from_utf8_lossy(&out.stdout),
    );
}

/// The same with the RUN line's flags only: mlir-opt prints custom form.
#[test]
fn pdl_bytecode_mlir_runs_as_in_mlir_opt() {
    let out = pdl_opt(
        &dir(),
        &[
            "pdl-bytecode.mlir",
            "-test-pdl-bytecode-pass",
            "-split-input-file",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = read(dir().join("pdl-bytecode.mlir.expected"));
    same(
        "pdl-bytecode.mlir",
        &expected,
        &String::from_utf8_lossy(&out.stdout),
    );
}

/// `mlir/test/Dialect/PDL/invalid.mlir` (RUN: `mlir-opt %s -split-input-file
/// -verify-diagnostics`): every expected diagnostic is emitted, and no other.
#[test]
fn pdl_invalid_mlir_verifies_as_in_mlir_opt() {
    let out = pdl_opt(
        &dir(),
        &[
            "pdl-invalid.mlir",
            "-split-input-file",
            "-verify-diagnostics",
        ],
    );
    assert!(
        out.status.success(),
        "pdl-opt reports:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Every chunk fails (as expected), so the output is the markers only.
    let expected = read(dir().join("pdl-invalid.mlir.expected"));
    same(
        "pdl-invalid.mlir",
        &expected,
        &String::from_utf8_lossy(&out.stdout),
    );
}

/// `mlir/test/Dialect/PDL/ops.mlir` (RUN: `mlir-opt -split-input-file %s | mlir-opt`, and
/// the generic form): every chunk is accepted and printed as mlir-opt-22 prints it.
#[test]
fn pdl_ops_mlir_prints_as_in_mlir_opt_generic_form() {
    let out = pdl_opt(
        &dir(),
        &[
            "-split-input-file",
            "-mlir-print-op-generic",
            "pdl-ops.mlir",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = read(dir().join("pdl-ops.mlir.generic.expected"));
    same(
        "pdl-ops.mlir",
        &expected,
        &String::from_utf8_lossy(&out.stdout),
    );
}

/// The same in custom form (the RUN line's first command).
#[test]
fn pdl_ops_mlir_prints_as_in_mlir_opt() {
    let out = pdl_opt(&dir(), &["-split-input-file", "pdl-ops.mlir"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = read(dir().join("pdl-ops.mlir.expected"));
    same(
        "pdl-ops.mlir",
        &expected,
        &String::from_utf8_lossy(&out.stdout),
    );
}

/// `mlir/test/Conversion/PDLToPDLInterp/*.mlir` (RUN: `mlir-opt -split-input-file
/// -convert-pdl-to-pdl-interp %s | FileCheck %s`): the lowering of every chunk is
/// mlir-opt-22's, in generic form (pdl-opt prints `pdl_interp` in generic form only).
#[test]
fn pdl_to_pdl_interp_tests_lower_as_in_mlir_opt() {
    // `--mlir-compatible`: the last chunk of the matcher tests uses one `pdl.types` value
    // at two places, whose equality pdl-rs checks and MLIR 22 does not (the 28 others are
    // the same either way).
    for file in [
        "pdl-to-pdl-interp-matcher.mlir",
        "pdl-to-pdl-interp-rewriter.mlir",
        "pdl-to-pdl-interp-use-constraint-result.mlir",
    ] {
        let out = pdl_opt(
            &dir(),
            &[
                "-split-input-file",
                "-convert-pdl-to-pdl-interp",
                "--mlir-print-op-generic",
                "--mlir-compatible",
                file,
            ],
        );
        assert!(
            out.status.success(),
            "{file}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let expected = read(dir().join(format!("{file}.generic.expected")));
        same(file, &expected, &String::from_utf8_lossy(&out.stdout));
    }
}

/// The `file:line:col: kind: ...` lines of a diagnostic text.
fn headlines(text: &str, file: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with(&format!("{file}:")))
        .map(str::to_string)
        .collect()
}

/// The driver cases: with `--split-input-file` (and `--verify-diagnostics`), the output and
/// the exit status are mlir-opt-22's; under `--verify-diagnostics` the whole standard error
/// is too; without it, the error lines are (the reader does not print source lines yet, and
/// mlir-opt-22 also reports unmet `expected-*` annotations when not asked to verify them,
/// with exit status 0, which pdl-opt does not do).
#[test]
fn split_and_verify_report_as_mlir_opt_does() {
    let driver = dir().join("driver");
    let mut cases: Vec<String> = std::fs::read_dir(&driver)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".mlir"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 4, "{cases:?}");
    for case in &cases {
        let stem = case.trim_end_matches(".mlir");
        for mode in ["split", "verify"] {
            let mut args = vec![
                case.as_str(),
                "--allow-unregistered-dialect",
                "--mlir-print-op-generic",
                "--split-input-file",
            ];
            if mode == "verify" {
                args.push("--verify-diagnostics");
            }
            let out = pdl_opt(&driver, &args);
            let golden = |ext: &str| read(driver.join(format!("{stem}.{mode}.{ext}")));
            let what = format!("{case} ({mode})");
            let status: i32 = golden("status").trim().parse().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(status), "{what}:\n{stderr}");
            same(
                &what,
                &golden("stdout"),
                &String::from_utf8_lossy(&out.stdout),
            );
            if mode == "verify" {
                same(&what, &golden("stderr"), &stderr);
            } else {
                let mut theirs = headlines(&golden("stderr"), case);
                theirs.retain(|l| !l.ends_with("was not produced"));
                assert_eq!(headlines(&stderr, case), theirs, "{what}");
            }
        }
    }
}

/// `--transform-interpreter --split-input-file --verify-diagnostics`: the interpreter's
/// diagnostics checked against the annotations as mlir-opt-22 checks them (`driver-transform/`).
#[test]
fn transform_diagnostics_verify_as_in_mlir_opt() {
    let driver = dir().join("driver-transform");
    let case = "transform-remarks.mlir";
    let out = pdl_opt(
        &driver,
        &[
            case,
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
            "--transform-interpreter",
            "--split-input-file",
            "--verify-diagnostics",
        ],
    );
    let golden = |ext: &str| read(driver.join(format!("transform-remarks.verify.{ext}")));
    let status: i32 = golden("status").trim().parse().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(status), "{stderr}");
    same(
        case,
        &golden("stdout"),
        &String::from_utf8_lossy(&out.stdout),
    );
    same(case, &golden("stderr"), &stderr);
}
