//! The `pdl-opt` command: output, exit codes and error lines.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

fn pdl_opt() -> Command {
    Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
}

fn repo(p: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(p)
        .to_string_lossy()
        .into_owned()
}

#[test]
fn prints_the_bundled_example_as_mlir_opt_does() {
    let golden = std::fs::read_to_string(repo("examples/data/mlp.expected.mlir")).unwrap();
    let out = pdl_opt()
        .args([
            &repo("examples/data/mlp.mlir"),
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), golden);
}

#[test]
fn reads_stdin_and_writes_output_file() {
    let dir = std::env::temp_dir().join(format!("pdl-opt-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out_path = dir.join("out.mlir");
    let mut child = pdl_opt()
        .args([
            "--mlir-print-op-generic",
            "-",
            "-o",
            out_path.to_str().unwrap(),
        ])
        .stdin(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"%0 = \"test.a\"() : () -> i32\n")
        .unwrap();
    assert!(child.wait().unwrap().success());
    assert_eq!(
        std::fs::read_to_string(&out_path).unwrap(),
        "\"builtin.module\"() ({\n  %0 = \"test.a\"() : () -> i32\n}) : () -> ()\n\n"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn malformed_input_exits_1_with_one_located_error_line() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../pdl-runtime/tests/corpus/text-errors");
    let mut checked = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_none_or(|x| x != "mlir") {
            continue;
        }
        let out = pdl_opt().arg(&p).output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{}", p.display());
        let stderr = String::from_utf8(out.stderr).unwrap();
        let errors: Vec<&str> = stderr.lines().filter(|l| l.contains(": error: ")).collect();
        assert_eq!(errors.len(), 1, "{}: {stderr}", p.display());
        let prefix = format!("{}:", p.display());
        let rest = errors[0]
            .strip_prefix(&prefix)
            .unwrap_or_else(|| panic!("{}", errors[0]));
        let mut parts = rest.splitn(3, ':');
        let line: usize = parts.next().unwrap().parse().unwrap();
        let col: usize = parts.next().unwrap().parse().unwrap();
        assert!(line >= 1 && col >= 1);
        assert!(out.stdout.is_empty(), "no output on error");
        checked += 1;
    }
    assert!(checked >= 25, "only {checked} malformed files");
}

#[test]
fn unknown_option_is_an_error() {
    let out = pdl_opt().arg("--frobnicate").output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    // clap's message; the status is mlir-opt's for a bad command line.
    assert!(String::from_utf8_lossy(&out.stderr).contains("unexpected argument '--frobnicate'"));
}

#[test]
fn pdll_to_pdl_prints_what_mlir_pdll_prints_after_normalisation() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/pdll");
    let out = pdl_opt()
        .args(["--pdll-to-pdl", "--mlir-print-op-generic"])
        .arg(dir.join("include_file.pdll"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let golden = std::fs::read_to_string(dir.join("include_file.pdll-normalized.mlir")).unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), golden);
    let bad = pdl_opt()
        .arg("--pdll-to-pdl")
        .arg(dir.join("../pdll-errors/undefined_ref.pdll"))
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr)
        .contains("undefined_ref.pdll:3:9: error: undefined reference to `nope`"));
}

#[test]
fn convert_pdl_to_pdl_interp_prints_what_mlir_opt_prints() {
    let file = repo("pdl-codegen/tests/corpus/pdl/m_fc_layer_multi_root.mlir");
    let golden = std::fs::read_to_string(repo(
        "pdl-codegen/tests/corpus/pdl/m_fc_layer_multi_root.interp.generic.mlir",
    ))
    .unwrap();
    let out = pdl_opt()
        .args(["--convert-pdl-to-pdl-interp", &file])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), golden);
}

#[test]
fn dump_matcher_dot_prints_a_digraph() {
    let file = repo("pdl-codegen/tests/corpus/pdl/m_switch_op_name.mlir");
    let out = pdl_opt()
        .args(["--dump-matcher=dot", &file])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("digraph matcher {"), "{text}");
    assert!(
        text.contains("[label=\"\\\"test.a\\\"\"]"),
        "a switch case edge: {text}"
    );
}

#[test]
fn convert_reports_a_bad_pattern_with_its_location() {
    let dir = std::env::temp_dir().join(format!("pdl-opt-lower-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.mlir");
    std::fs::write(
        &bad,
        "module @patterns {\n  pdl.pattern : benefit(1) {\n    %op = pdl.operation \"a\"\n  }\n}\n",
    )
    .unwrap();
    let out = pdl_opt()
        .args(["--convert-pdl-to-pdl-interp", bad.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.mlir:3:11: error:"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn trace_says_why_a_pattern_did_not_fire() {
    let dir = std::env::temp_dir().join(format!("pdl-opt-trace-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let case = dir.join("trace.mlir");
    std::fs::write(
        &case,
        r#"module @patterns {
  pdl.pattern @fold : benefit(2) {
    %x = pdl.operand
    %t = pdl.type
    %def = pdl.operation "test.def"(%x : !pdl.value) -> (%t : !pdl.type)
    %r = pdl.result 0 of %def
    %root = pdl.operation "test.use"(%r : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%x : !pdl.value)
    }
  }
}
module @ir {
  %0 = "test.src"() : () -> i32
  %1 = "test.other"(%0) : (i32) -> i32
  %2 = "test.use"(%1) : (i32) -> i32
  %3 = "test.def"(%0) : (i32) -> i32
  %4 = "test.use"(%3) : (i32) -> i32
  "test.sink"(%2, %4) : (i32, i32) -> ()
}
"#,
    )
    .unwrap();
    let out = pdl_opt().arg(&case).arg("--trace").output().unwrap();
    assert!(out.status.success());
    let stderr = String::from_utf8(out.stderr).unwrap();
    let lines: Vec<&str> = stderr.lines().collect();
    // The `test.use` of `test.other` is a candidate, ruled out by the name of its operand's
    // defining operation...
    let at = lines
        .iter()
        .position(|l| l.starts_with("visit 'test.use' at ") && l.ends_with("trace.mlir:16:8"))
        .unwrap_or_else(|| panic!("{stderr}"));
    assert_eq!(
        lines[at + 1],
        format!(
            "  no match: @fold ({}:2:3): check failed: the operation defining operand 0 of the root is a \"test.def\"",
            case.display()
        ),
        "{stderr}"
    );
    // ...while the other matches, is rewritten, and the changes are listed.
    let at = lines
        .iter()
        .position(|l| l.starts_with("visit 'test.use' at ") && l.ends_with("trace.mlir:18:8"))
        .unwrap_or_else(|| panic!("{stderr}"));
    assert!(lines[at + 1].starts_with("  matched @fold ("), "{stderr}");
    assert!(
        lines[at + 2].starts_with("  rewriting with @fold ("),
        "{stderr}"
    );
    assert!(
        lines[at + 3].starts_with("    replaced 'test.use' at "),
        "{stderr}"
    );
    assert!(
        lines[at + 4].starts_with("    modified 'test.sink' at "),
        "{stderr}"
    );
    assert!(
        lines[at + 5].starts_with("    erased 'test.use' at "),
        "{stderr}"
    );
    assert!(lines[at + 6].starts_with("  applied @fold ("), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn emit_rust_prints_the_pattern_set_the_builder_writes() {
    // The FC-layer pattern inside the bundled case file (`module @patterns` beside `@ir`).
    let case = repo("examples/data/mlp.mlir");
    let out = pdl_opt().args(["--emit=rust", &case]).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text,
        pdl_codegen::Builder::new().generate(&case).unwrap(),
        "what the Builder writes"
    );
    let file = syn::parse_file(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(
        file.attrs.is_empty(),
        "no inner attributes (include! rejects them)"
    );
    // The type is named after the file; the pattern is named by its symbol and location.
    assert!(text.contains("pub struct Mlp"), "{text}");
    assert!(text.contains("fc_layer"), "{text}");
    assert!(text.contains("mlp.mlir:"), "{text}");
    assert!(text.contains("PatternSet"), "{text}");
}

#[test]
fn emit_rust_reports_a_bad_pattern_with_its_location() {
    let dir = std::env::temp_dir().join(format!("pdl-opt-emit-rust-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.pdll");
    std::fs::write(
        &bad,
        "Pattern {\n  let root = op<test.a>;\n  erase rot;\n}\n",
    )
    .unwrap();
    let out = pdl_opt()
        .args(["--emit=rust", bad.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.pdll:3:9: error:"), "{err}");
    assert!(err.contains("  erase rot;"), "the source line: {err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn mlir_timing_reports_the_phases_on_stderr_and_keeps_the_output() {
    let golden = std::fs::read_to_string(repo("examples/data/mlp.expected.mlir")).unwrap();
    let out = pdl_opt()
        .args([
            &repo("examples/data/mlp.mlir"),
            "--mlir-timing",
            "--mlir-print-op-generic",
        ])
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{stderr}");
    assert_eq!(String::from_utf8(out.stdout).unwrap(), golden);
    assert!(stderr.contains("... Execution time report ..."), "{stderr}");
    assert!(
        stderr.contains("  Total Execution Time: ") && stderr.contains(" seconds"),
        "{stderr}"
    );
    assert!(
        stderr.contains("  ----Wall Time----  ----Name----"),
        "{stderr}"
    );
    // The rows, in MLIR's order, each `  seconds (percent%)  name`.
    let rows: Vec<&str> = stderr
        .lines()
        .filter_map(|l| l.split_once("%)  ").map(|(_, name)| name))
        .collect();
    assert_eq!(
        rows,
        ["Parser", "TestPDLByteCodePass", "Output", "Rest", "Total"],
        "{stderr}"
    );
    // The other modes refuse it.
    let out = pdl_opt()
        .args([
            "--emit=rust",
            &repo("examples/data/mlp.mlir"),
            "--mlir-timing",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn help_explains_every_flag_and_version_succeeds() {
    let out = pdl_opt().arg("--help").output().unwrap();
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap();
    for flag in [
        "--allow-unregistered-dialect",
        "--test-pdl-bytecode-pass",
        "--mlir-print-op-generic",
        "--mlir-print-debuginfo",
        "--mlir-timing",
        "--mlir-disable-threading",
        "--split-input-file",
        "--output-split-marker",
        "--verify-diagnostics",
        "--pdll-to-pdl",
        "--convert-pdl-to-pdl-interp",
        "--dump-matcher",
        "--emit",
        "--transform-interpreter",
        "--ods",
        "--ods-dump",
        "--patterns",
        "--trace",
        "--walk-driver",
        "--mlir-compatible",
        "--debug-matcher",
        "-o <FILE>",
        "--version",
    ] {
        assert!(help.contains(flag), "{flag} missing from --help:\n{help}");
    }
    let out = pdl_opt().arg("--version").output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("pdl-opt "));
}

#[test]
fn split_input_file_keeps_going_and_reports_at_the_lines_of_the_input() {
    let dir = std::env::temp_dir().join(format!("pdl-opt-split-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("s.mlir");
    std::fs::write(
        &file,
        "\"test.a\"() : () -> ()\n// -----\n\"test.b\"() : () -> (\n// -----\n\"test.c\"() : () -> ()\n",
    )
    .unwrap();
    // One dash, as in MLIR's RUN lines.
    let out = pdl_opt()
        .arg(&file)
        .args(["-split-input-file", "-mlir-print-op-generic"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(stdout.matches("// -----\n").count(), 2, "{stdout}");
    assert!(
        stdout.contains("test.a") && stdout.contains("test.c"),
        "{stdout}"
    );
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains(&format!("{}:3:21: error:", file.display())),
        "{stderr}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// `pdl-opt FILE` prints custom form by default, generic form with
/// `--mlir-print-op-generic`, as mlir-opt-22 does (the custom-form corpus of pdl-runtime).
#[test]
fn prints_custom_form_by_default_and_generic_on_request() {
    for stem in ["arith", "cf", "memref"] {
        let dir = repo("pdl-runtime/tests/corpus/custom");
        let input = format!("{dir}/{stem}.mlir");
        for (flag, golden) in [
            (None, "custom"),
            (Some("--mlir-print-op-generic"), "generic"),
        ] {
            let mut cmd = pdl_opt();
            cmd.arg(&input);
            if let Some(f) = flag {
                cmd.arg(f);
            }
            let out = cmd.output().unwrap();
            assert!(out.status.success(), "{stem}");
            let want =
                std::fs::read_to_string(format!("{dir}/{stem}.{golden}.golden.mlir")).unwrap();
            assert_eq!(
                String::from_utf8(out.stdout).unwrap(),
                want,
                "{stem} {golden}"
            );
        }
    }
}
