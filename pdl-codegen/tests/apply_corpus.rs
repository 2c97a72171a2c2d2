//! Differential corpus of pattern application: `pdl-opt CASE.mlir` applies the `module
//! @patterns` of each case to its `module @ir` and must print exactly what
//! `mlir-opt-22 --allow-unregistered-dialect --test-pdl-bytecode-pass --mlir-print-op-generic`
//! prints, normalised (goldens `tests/corpus/apply/NAME.expected.mlir`, made by
//! `tests/corpus/apply/regen.sh`; see the README there). One test per case (the build
//! script lists the cases).

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "support/first_difference.rs"]
mod first_difference;

/// Lines of context shown around the first difference of a mismatch.
const CONTEXT: usize = 3;

/// Cases where MLIR 22 is wrong and pdl-rs is stricter by default: a `pdl.types` value met
/// twice (operand types and result types) is never compared the second time by MLIR, so
/// `(i32) -> f32` matches a pattern meant for equal types. These are compared under
/// `--mlir-compatible`; [`default_lowering_checks_shared_types`] checks the default.
const MLIR_COMPATIBLE: &[&str] = &["eq_types_range_twice.mlir"];

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

/// Runs `pdl-opt CASE` and compares its stdout with the golden; `Err` describes a mismatch.
fn check_case(case: &Path, golden: &Path) -> Result<(), String> {
    let name = case.file_name().unwrap().to_string_lossy();
    let args: &[&str] = if MLIR_COMPATIBLE.contains(&name.as_ref()) {
        &["--mlir-compatible"]
    } else {
        &[]
    };
    let expected = std::fs::read_to_string(golden)
        .map_err(|e| format!("cannot read {}: {e}", golden.display()))?;
    let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .arg("--mlir-print-op-generic")
        .args(args)
        .arg(case)
        .output()
        .map_err(|e| format!("cannot run pdl-opt: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    if out.status.success() && stdout == expected {
        return Ok(());
    }
    let mut msg = String::new();
    if !out.status.success() {
        msg.push_str(&format!(
            "  pdl-opt exited with {}; stderr:\n{}\n",
            out.status,
            indent(String::from_utf8_lossy(&out.stderr).trim_end())
        ));
    }
    if stdout != expected {
        msg.push_str(&first_difference(&expected, &stdout));
    }
    Err(msg)
}

fn indent(text: &str) -> String {
    text.lines()
        .map(|l| format!("    {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// [`first_difference::first_difference`] with this test's context and indentation.
fn first_difference(expected: &str, actual: &str) -> String {
    first_difference::first_difference(expected, actual, CONTEXT, 2)
}

macro_rules! apply_files {
    ($($name:ident => $file:literal,)*) => {
        /// The cases, as the build script listed them.
        const APPLY_FILES: &[&str] = &[$($file),*];

        /// `pdl-opt CASE` prints MLIR's golden.
        mod pdl_opt_applies_patterns_as_mlir_opt_does {
            $(#[test]
            fn $name() {
                super::applies_as_mlir_opt_does("apply", $file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_apply.rs"));

macro_rules! apply_lowered_files {
    ($($name:ident => $file:literal,)*) => {
        /// The already lowered cases, as the build script listed them.
        const APPLY_LOWERED_FILES: &[&str] = &[$($file),*];

        /// `pdl-opt CASE` runs an already lowered pattern module as MLIR does.
        mod already_lowered_pattern_modules_run_as_in_mlir {
            $(#[test]
            fn $name() {
                super::applies_as_mlir_opt_does("apply-lowered", $file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_apply_lowered.rs"));

macro_rules! apply_registered_files {
    ($($name:ident => $file:literal,)*) => {
        /// The cases over registered dialects, as the build script listed them.
        const APPLY_REGISTERED_FILES: &[&str] = &[$($file),*];

        /// `pdl-opt CASE` on payloads of MLIR's core dialects: folding, dead-code erasure,
        /// constant deduplication, region simplification and result-type inference decide the
        /// output, as MLIR's greedy driver does.
        mod registered_dialects_as_in_mlir {
            $(#[test]
            fn $name() {
                super::applies_as_mlir_opt_does("apply-registered", $file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_apply_registered.rs"));

macro_rules! apply_errors_files {
    ($($name:ident => $file:literal,)*) => {
        /// The cases MLIR rejects after the pass, as the build script listed them.
        const APPLY_ERROR_FILES: &[&str] = &[$($file),*];

        /// MLIR verifies the IR after the pass; each case breaks a rule of `func` or
        /// dominance. The first line of MLIR's stderr (location and message) must be ours.
        mod invalid_results_are_errors_as_in_mlir {
            $(#[test]
            fn $name() {
                super::invalid_result_is_an_error_as_in_mlir($file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_apply_errors.rs"));

/// The names of the files of `tests/corpus/DIR` that `keep` keeps, sorted.
fn case_names(dir: &str, keep: impl Fn(&Path) -> bool) -> Vec<String> {
    let dir = repo("pdl-codegen/tests/corpus").join(dir);
    let mut cases: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| keep(p))
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    cases.sort();
    cases
}

#[test]
fn every_case_has_its_test() {
    let not_golden = |p: &Path| {
        let name = p.file_name().unwrap().to_string_lossy();
        name.ends_with(".mlir") && !name.ends_with(".expected.mlir")
    };
    let cases = case_names("apply", not_golden);
    assert!(cases.len() >= 100, "only {} cases", cases.len());
    assert_eq!(cases, APPLY_FILES, "the corpus changed: rebuild");
    let lowered = case_names("apply-lowered", not_golden);
    assert!(lowered.len() >= 6, "{} cases", lowered.len());
    assert_eq!(lowered, APPLY_LOWERED_FILES, "the corpus changed: rebuild");
    let registered = case_names("apply-registered", not_golden);
    assert!(registered.len() >= 40, "{} cases", registered.len());
    assert_eq!(
        registered, APPLY_REGISTERED_FILES,
        "the corpus changed: rebuild"
    );
    let errors = case_names("apply-errors", |p| {
        p.extension().is_some_and(|x| x == "mlir")
    });
    assert!(errors.len() >= 5, "{} error cases", errors.len());
    assert_eq!(errors, APPLY_ERROR_FILES, "the corpus changed: rebuild");
}

/// `pdl-opt tests/corpus/DIR/NAME` prints the golden `NAME.expected.mlir`.
fn applies_as_mlir_opt_does(dir: &str, name: &str) {
    let case = repo("pdl-codegen/tests/corpus").join(dir).join(name);
    let golden = case.with_extension("expected.mlir");
    if let Err(msg) = check_case(&case, &golden) {
        panic!("{name} differs from MLIR 22:\n{msg}");
    }
}

#[test]
fn pdl_opt_applies_the_bundled_example_as_mlir_opt_does() {
    let case = repo("examples/data/mlp.mlir");
    let golden = repo("examples/data/mlp.expected.mlir");
    if let Err(msg) = check_case(&case, &golden) {
        panic!("examples/data/mlp.mlir differs from MLIR 22:\n{msg}");
    }
}

#[test]
fn default_lowering_checks_shared_types() {
    // By default the second use of a shared `pdl.types` is compared: the op with
    // `(i32) -> f32` is left alone, unlike MLIR.
    for name in MLIR_COMPATIBLE {
        let case = repo("pdl-codegen/tests/corpus/apply").join(name);
        let golden = std::fs::read_to_string(case.with_extension("expected.mlir")).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
            .arg("--mlir-print-op-generic")
            .arg(&case)
            .output()
            .unwrap();
        assert!(out.status.success());
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert_ne!(stdout, golden, "{name}");
        assert!(
            stdout.contains("\"x.map\"(%0) : (i32) -> f32"),
            "{name}:\n{stdout}"
        );
    }
}

fn invalid_result_is_an_error_as_in_mlir(name: &str) {
    let dir = repo("pdl-codegen/tests/corpus/apply-errors");
    let golden = std::fs::read_to_string(dir.join(format!("{name}-stderr"))).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .current_dir(&dir)
        .arg(name)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{name}");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().next(), golden.lines().next(), "{name}");
}
