//! `native-opt` (built with the default patterns, `examples/patterns/fc_layer.pdl`) prints
//! what `pdl-opt` prints: on `examples/data/mlp.mlir`, MLIR 22's golden; on a plain payload,
//! what `pdl-opt --patterns fc_layer.pdl` prints; `-o`, `--mlir-timing` and errors as
//! `pdl-opt`'s. `pdl-opt`'s output is its library form, `pdl_codegen::apply::run` with
//! MLIR's test-pass natives. Built with another `PDL_NATIVE_PATTERNS`, the tests say so and
//! check nothing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use pdl_codegen::apply::{self, ApplyOptions, PhaseTimes};
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::NoListener;
use pdl_runtime::value::Natives;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn native_opt(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_native-opt"))
        .args(args)
        .output()
        .expect("native-opt runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}

/// Whether native-opt was built with the default patterns (else the test is skipped).
fn default_patterns() -> bool {
    let help = text(&native_opt(&["--help"]).stdout);
    let yes = help.trim_end().ends_with("examples/patterns/fc_layer.pdl");
    if !yes {
        eprintln!("native-opt was built with other patterns ({help}): nothing checked");
    }
    yes
}

/// What `pdl-opt FILE` (or, with `patterns`, `pdl-opt --patterns PATTERNS FILE`) does with
/// `src`.
fn pdl_opt(file: &str, src: &str, patterns: Option<PathBuf>) -> Result<String, String> {
    let options = ApplyOptions {
        patterns_file: patterns,
        ..ApplyOptions::default()
    };
    let natives = Natives::<Ir>::mlir_test_pass();
    apply::run(
        file,
        src,
        &options,
        &natives,
        &mut NoListener,
        &mut PhaseTimes::default(),
    )
    .map_err(|e| e.message)
}

/// A file in a fresh temporary directory.
fn temp_file(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("native-opt-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir.join(name)
}

#[test]
fn mlp_case_file_gives_mlir_golden_and_pdl_opt_output() {
    if !default_patterns() {
        return;
    }
    let case = repo().join("examples/data/mlp.mlir");
    let golden = std::fs::read_to_string(repo().join("examples/data/mlp.expected.mlir")).unwrap();
    let out = native_opt(&[case.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), golden);
    let src = std::fs::read_to_string(&case).unwrap();
    let name = case.to_str().unwrap();
    assert_eq!(text(&out.stdout), pdl_opt(name, &src, None).unwrap());
}

#[test]
fn a_plain_payload_gives_pdl_opt_patterns_output() {
    if !default_patterns() {
        return;
    }
    let file = temp_file("payload.mlir");
    let src = pdl_benches::workloads::mlp(3).payload;
    std::fs::write(&file, &src).unwrap();
    let name = file.to_str().unwrap();
    let out = native_opt(&[name]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let fc_layer = repo().join("examples/patterns/fc_layer.pdl");
    let want = pdl_opt(name, &src, Some(fc_layer)).unwrap();
    assert_eq!(text(&out.stdout), want);
    assert_eq!(want.matches("fused.fc_layer").count(), 6);
}

#[test]
fn dash_o_writes_the_file_and_timing_reports_the_phases() {
    if !default_patterns() {
        return;
    }
    let case = repo().join("examples/data/mlp.mlir");
    let file = temp_file("out.mlir");
    let _ = std::fs::remove_file(&file);
    let out = native_opt(&[
        "--mlir-timing",
        case.to_str().unwrap(),
        "-o",
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(out.stdout.is_empty());
    let golden = std::fs::read_to_string(repo().join("examples/data/mlp.expected.mlir")).unwrap();
    assert_eq!(std::fs::read_to_string(&file).unwrap(), golden);
    let report = text(&out.stderr);
    assert!(report.contains("... Execution time report ..."), "{report}");
    let names: Vec<&str> = report
        .lines()
        .filter(|l| l.contains("%)  "))
        .filter_map(|l| l.split("%)  ").nth(1))
        .collect();
    assert_eq!(
        names,
        ["Parser", "TestPDLByteCodePass", "Output", "Rest", "Total"]
    );
}

#[test]
fn a_malformed_payload_is_a_located_error_with_exit_code_1() {
    let file = temp_file("bad.mlir");
    let src = "module @ir {\n  %0 = \"test.a\"(%9) : (i32) -> i32\n}\n";
    std::fs::write(&file, src).unwrap();
    let name = file.to_str().unwrap();
    let out = native_opt(&[name]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = text(&out.stderr);
    assert!(err.starts_with(&format!("{name}:2:17: error: ")), "{err}");
    assert_eq!(
        err.trim_end(),
        pdl_opt(name, src, None).unwrap_err().trim_end()
    );
}

#[test]
fn bad_arguments_are_errors() {
    for args in [&["--patterns", "x.pdl"][..], &["a.mlir", "b.mlir"], &["-o"]] {
        let out = native_opt(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(text(&out.stderr).contains("usage: native-opt"), "{args:?}");
    }
    let out = native_opt(&["/nonexistent/input.mlir"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).starts_with("native-opt: cannot read '/nonexistent/input.mlir'"));
}
