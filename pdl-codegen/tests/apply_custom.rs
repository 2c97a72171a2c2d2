//! The apply-registered and third-party cases as mlir-opt-22 prints them (custom form: the
//! core dialects' custom syntax, `pdl` ops in theirs; `tests/corpus/apply-registered-custom/`
//! and `third-party-custom/`, made by `tests/corpus/regen-custom.sh`): `pdl-opt CASE` prints
//! MLIR's custom-form result (`NAME.expected.mlir` there, from `mlir-opt-22
//! --test-pdl-bytecode-pass`), and `pdl-opt --mlir-print-op-generic CASE` the generic golden
//! of the source case (`apply-registered/NAME.expected.mlir`, `third-party/...`).

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "support/first_difference.rs"]
mod first_difference;

fn corpus(dir: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(dir)
}

/// Runs `pdl-opt [flags] CASE` and returns how its output differs from `golden`, if it does.
fn difference(case: &Path, flags: &[&str], golden: &Path) -> Option<String> {
    let expected = std::fs::read_to_string(golden)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", golden.display()));
    let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .args(flags)
        .arg(case)
        .output()
        .expect("pdl-opt runs");
    if !out.status.success() {
        return Some(format!(
            "pdl-opt {flags:?} exited with {}:\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    (stdout != expected)
        .then(|| first_difference::first_difference(&expected, &stdout, 3, 2).to_string())
}

/// Runs every case of `dir` (custom form) in both print forms; the generic goldens are in
/// `source`. Returns the number of cases and the failures.
fn run_dir(dir: &str, source: &str) -> (usize, Vec<String>) {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(corpus(dir))
        .expect("the corpus exists")
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".mlir") && !name.ends_with(".expected.mlir")
        })
        .collect();
    cases.sort();
    let mut failures = Vec::new();
    for case in &cases {
        let name = case.file_name().unwrap().to_string_lossy().to_string();
        let custom = case.with_extension("expected.mlir");
        if let Some(d) = difference(case, &[], &custom) {
            failures.push(format!("{dir}/{name} (custom form):\n{d}"));
        }
        let generic = corpus(source).join(&name).with_extension("expected.mlir");
        if let Some(d) = difference(case, &["--mlir-print-op-generic"], &generic) {
            failures.push(format!("{dir}/{name} (generic form):\n{d}"));
        }
    }
    (cases.len(), failures)
}

fn check(dir: &str, source: &str, at_least: usize) {
    let (n, failures) = run_dir(dir, source);
    assert!(n >= at_least, "{n} cases in {dir}");
    assert!(
        failures.is_empty(),
        "{} of {} runs differ from MLIR 22:\n{}",
        failures.len(),
        2 * n,
        failures.join("\n")
    );
}

#[test]
fn registered_cases_in_custom_form_give_mlirs_results_in_both_forms() {
    check("apply-registered-custom", "apply-registered", 50);
}

#[test]
fn third_party_cases_in_custom_form_give_mlirs_results_in_both_forms() {
    check("third-party-custom", "third-party", 26);
}
