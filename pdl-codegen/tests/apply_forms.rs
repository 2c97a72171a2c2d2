//! Every input form of a test-pass file: the apply corpora converted to MLIR's full generic
//! form (`tests/corpus/apply-generic/`, `apply-lowered-generic/`, made by
//! `tests/corpus/regen-generic.sh` with `mlir-opt-22 --mlir-print-op-generic`) give exactly
//! the goldens of their custom-form sources (`apply/NAME.expected.mlir`,
//! `apply-lowered/NAME.expected.mlir`; the script checks that MLIR gives them too); the case
//! files of `cases/` in generic form (`cases-generic/`) read into the IR their custom form
//! reads into; and
//! hand-written files mixing custom and generic forms (`apply-mixed/`) give their own
//! goldens from `mlir-ref | mlir-normalize`. One test per file (the build script lists them).

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "support/first_difference.rs"]
mod first_difference;

/// Cases compared under `--mlir-compatible` (as in `apply_corpus.rs`).
const MLIR_COMPATIBLE: &[&str] = &["eq_types_range_twice.mlir"];

fn corpus(dir: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(dir)
}

/// Runs `pdl-opt CASE` (in `dir`) and compares its stdout with `golden`.
fn check(dir: &str, name: &str, golden: &Path) {
    let case = corpus(dir).join(name);
    let expected = std::fs::read_to_string(golden)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", golden.display()));
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pdl-opt"));
    cmd.arg("--mlir-print-op-generic");
    if MLIR_COMPATIBLE.contains(&name) {
        cmd.arg("--mlir-compatible");
    }
    let out = cmd.arg(&case).output().expect("pdl-opt runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{dir}/{name}: pdl-opt exited with {}:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    if stdout != expected {
        panic!(
            "{dir}/{name} differs from MLIR 22:\n{}",
            first_difference::first_difference(&expected, &stdout, 3, 2)
        );
    }
}

macro_rules! apply_generic_files {
    ($($name:ident => $file:literal,)*) => {
        /// The generic-form cases, as the build script listed them.
        const APPLY_GENERIC_FILES: &[&str] = &[$($file),*];

        /// `pdl-opt` on the generic form of an apply case prints the case's golden.
        mod generic_form_gives_the_custom_forms_result {
            $(#[test]
            fn $name() {
                let golden = super::corpus("apply").join($file).with_extension("expected.mlir");
                super::check("apply-generic", $file, &golden);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_apply_generic.rs"));

macro_rules! apply_lowered_generic_files {
    ($($name:ident => $file:literal,)*) => {
        /// The generic-form lowered cases, as the build script listed them.
        const APPLY_LOWERED_GENERIC_FILES: &[&str] = &[$($file),*];

        /// `pdl-opt` on the generic form of an already lowered case prints its golden.
        mod generic_lowered_form_gives_the_custom_forms_result {
            $(#[test]
            fn $name() {
                let golden =
                    super::corpus("apply-lowered").join($file).with_extension("expected.mlir");
                super::check("apply-lowered-generic", $file, &golden);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_apply_lowered_generic.rs"));

macro_rules! apply_registered_generic_files {
    ($($name:ident => $file:literal,)*) => {
        /// The generic-form cases over registered dialects, as the build script listed them.
        const APPLY_REGISTERED_GENERIC_FILES: &[&str] = &[$($file),*];

        /// `pdl-opt` on the generic form of a case over registered dialects prints its golden.
        mod generic_registered_form_gives_the_custom_forms_result {
            $(#[test]
            fn $name() {
                let golden =
                    super::corpus("apply-registered").join($file).with_extension("expected.mlir");
                super::check("apply-registered-generic", $file, &golden);
            })*
        }
    };
}
include!(concat!(
    env!("OUT_DIR"),
    "/corpus_apply_registered_generic.rs"
));

macro_rules! apply_mixed_files {
    ($($name:ident => $file:literal,)*) => {
        /// The mixed-form cases, as the build script listed them.
        const APPLY_MIXED_FILES: &[&str] = &[$($file),*];

        /// `pdl-opt` on a file mixing custom and generic forms prints MLIR's golden.
        mod mixed_forms_give_mlirs_result {
            $(#[test]
            fn $name() {
                let golden =
                    super::corpus("apply-mixed").join($file).with_extension("expected.mlir");
                super::check("apply-mixed", $file, &golden);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_apply_mixed.rs"));

macro_rules! cases_generic_files {
    ($($name:ident => $file:literal,)*) => {
        /// The generic-form case files, as the build script listed them.
        const CASES_GENERIC_FILES: &[&str] = &[$($file),*];

        /// A case file in generic form reads into the IR its custom form reads into: printed,
        /// it is `mlir-opt-22 --mlir-print-op-generic`'s print of the source (`NAME.nopass.mlir`).
        mod generic_case_files_read_as_their_custom_form {
            $(#[test]
            fn $name() {
                super::reads_as_custom_form($file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_cases_generic.rs"));

fn reads_as_custom_form(name: &str) {
    let src = std::fs::read_to_string(corpus("cases-generic").join(name)).unwrap();
    let case = pdl_codegen::compile::read_case_file(&src, name).unwrap_or_else(|e| panic!("{e}"));
    let golden =
        std::fs::read_to_string(corpus("cases").join(name).with_extension("nopass.mlir")).unwrap();
    assert_eq!(pdl_runtime::text::print_generic(&case.ir), golden, "{name}");
    assert!(case.patterns.is_some(), "{name} has patterns");
}

/// The `.mlir` files of `dir` that `keep` keeps, sorted.
fn names(dir: &str, keep: impl Fn(&str) -> bool) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(corpus(dir))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".mlir") && keep(n))
        .collect();
    v.sort();
    v
}

#[test]
fn every_case_of_the_apply_corpora_has_its_generic_form() {
    let cases = |n: &str| !n.ends_with(".expected.mlir");
    assert_eq!(names("apply", cases), names("apply-generic", cases));
    assert_eq!(
        names("apply-lowered", cases),
        names("apply-lowered-generic", cases)
    );
    assert_eq!(
        names("apply-generic", cases),
        APPLY_GENERIC_FILES,
        "rebuild"
    );
    assert_eq!(
        names("apply-lowered-generic", cases),
        APPLY_LOWERED_GENERIC_FILES,
        "rebuild"
    );
    assert_eq!(
        names("apply-registered", cases),
        names("apply-registered-generic", cases)
    );
    assert_eq!(
        names("apply-registered-generic", cases),
        APPLY_REGISTERED_GENERIC_FILES,
        "rebuild"
    );
    assert_eq!(names("apply-mixed", cases), APPLY_MIXED_FILES, "rebuild");
    let case_files = |n: &str| !n.ends_with(".nopass.mlir");
    assert_eq!(
        names("cases", case_files),
        names("cases-generic", case_files)
    );
    assert_eq!(
        names("cases-generic", case_files),
        CASES_GENERIC_FILES,
        "rebuild"
    );
    assert!(APPLY_MIXED_FILES.len() >= 3);
}

#[test]
fn the_generic_files_hold_no_custom_form() {
    // Every operation line of a converted file is in generic form (`"name"(...)`), so the
    // tests above exercise the generic reader, not the custom one.
    for name in APPLY_GENERIC_FILES {
        let text = std::fs::read_to_string(corpus("apply-generic").join(name)).unwrap();
        for line in text.lines().skip(1) {
            let l = line.trim_start();
            let op = l.split_once("= ").map_or(
                l,
                |(lhs, rhs)| {
                    if lhs.starts_with('%') {
                        rhs
                    } else {
                        l
                    }
                },
            );
            assert!(
                op.is_empty() || op.starts_with(['"', '}', '^', '#', '!']),
                "{name}: {line}"
            );
        }
    }
}

/// Runs `pdl-opt ARGS` with `files` written to a fresh directory (current directory of the
/// run); returns its status, stdout and stderr.
fn run_in_dir(tag: &str, files: &[(&str, &str)], args: &[&str]) -> (bool, String, String) {
    let dir = std::env::temp_dir().join(format!("pdl-apply-forms-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap();
    }
    let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .current_dir(&dir)
        .arg("--mlir-print-op-generic")
        .args(args)
        .output()
        .expect("pdl-opt runs");
    let _ = std::fs::remove_dir_all(&dir);
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A pattern file in full generic form, as `mlir-opt-22 --mlir-print-op-generic` writes it.
const GENERIC_PATTERNS: &str = r#""builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "erase_dead"}> ({
    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "x.dead", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%0) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"#;

/// The same pattern with a custom module and pattern around generic statements.
const MIXED_PATTERNS: &str = r#"module {
  pdl.pattern @erase_dead : benefit(1) {
    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "x.dead", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    rewrite %0 {
      "pdl.erase"(%0) : (!pdl.operation) -> ()
    }
  }
}
"#;

const PAYLOAD: &str = "\"x.dead\"() : () -> ()\n\"x.live\"() : () -> ()\n";

/// What MLIR's test pass prints for [`PAYLOAD`] with either pattern file (the dead op gone).
const PAYLOAD_RESULT: &str =
    "\"builtin.module\"() ({\n  \"x.live\"() : () -> ()\n}) : () -> ()\n\n";

#[test]
fn patterns_option_reads_generic_and_mixed_pattern_files() {
    for (tag, patterns) in [("generic", GENERIC_PATTERNS), ("mixed", MIXED_PATTERNS)] {
        let (ok, stdout, stderr) = run_in_dir(
            tag,
            &[("p.mlir", patterns), ("in.mlir", PAYLOAD)],
            &["--patterns", "p.mlir", "in.mlir"],
        );
        assert!(ok, "{tag}: {stderr}");
        assert_eq!(stdout, PAYLOAD_RESULT, "{tag}");
    }
}

#[test]
fn patterns_option_leaves_out_other_operations_of_the_pattern_file() {
    // As `mlir-opt-22 --allow-unregistered-dialect` reads such a file: a function and an
    // unregistered op beside the pattern are read and play no part.
    let patterns = format!(
        "func.func @helper() {{\n  return\n}}\n{}\"x.note\"() : () -> ()\n",
        MIXED_PATTERNS
            .trim_start_matches("module {\n")
            .trim_end()
            .trim_end_matches('}')
    );
    let (ok, stdout, stderr) = run_in_dir(
        "others",
        &[("p.mlir", &patterns), ("in.mlir", PAYLOAD)],
        &["--patterns", "p.mlir", "in.mlir"],
    );
    assert!(ok, "{patterns}\n{stderr}");
    assert_eq!(stdout, PAYLOAD_RESULT);
}

#[test]
fn text_after_the_patterns_module_is_read_too() {
    // `mlir-opt-22` reads the whole file: a stray brace after `module @patterns` is an
    // error ("expected operation name in quotes", where mlir-opt-22 puts it), not a silent
    // pass.
    let patterns = format!("module @patterns {}}}\n", &MIXED_PATTERNS["module".len()..]);
    let (ok, _, stderr) = run_in_dir(
        "stray-brace",
        &[("p.mlir", &patterns)],
        &["--convert-pdl-to-pdl-interp", "p.mlir"],
    );
    assert!(!ok, "{patterns}");
    assert!(
        stderr.contains("p.mlir:8:2: error: expected operation name in quotes"),
        "{stderr}"
    );
}

#[test]
fn errors_in_generic_pattern_files_are_at_the_offending_token() {
    // A typo in `--patterns`'s file: located there, not at 1:1.
    let bad = GENERIC_PATTERNS.replace("\"pdl.erase\"(%0)", "\"pdl.erase\"(%7)");
    let (ok, _, stderr) = run_in_dir(
        "patterns-error",
        &[("p.mlir", &bad), ("in.mlir", PAYLOAD)],
        &["--patterns", "p.mlir", "in.mlir"],
    );
    assert!(!ok);
    assert!(
        stderr.starts_with("p.mlir:5:19: error: use of undeclared SSA value name"),
        "{stderr}"
    );
    // Case files: each edit of `apply-generic/replace_with_operand.mlir` and the first line
    // of `mlir-opt-22 --test-pdl-bytecode-pass`'s stderr for it.
    let src =
        std::fs::read_to_string(corpus("apply-generic").join("replace_with_operand.mlir")).unwrap();
    let cases = [
        // No default dialect inside a generic pattern: a custom op needs its `pdl.` prefix.
        (
            "%4 = \"pdl.type\"() : () -> !pdl.type",
            "%4 = type",
            "c.mlir:5:12: error: custom op 'type' is unknown (tried 'builtin.type' as well)",
        ),
        (
            "\"pdl.operand\"(%4)",
            "\"pdl.operand\"(%9)",
            "c.mlir:6:26: error: use of undeclared SSA value name",
        ),
        (
            ": (!pdl.type) -> !pdl.value",
            ": (!pdl.type) -> !pdl.type",
            "c.mlir:7:28: error: use of value '%5' expects different type than prior uses: '!pdl.value' vs '!pdl.type'",
        ),
        (
            "\"pdl.replace\"",
            "\"x.replace\"",
            "c.mlir:4:5: error: 'pdl.pattern' op expected only `pdl` operations within the pattern body",
        ),
        (
            "array<i32: 1, 0>}> ({",
            "array<i32: 1, 0>}> (",
            "c.mlir:8:69: error: expected '{' to begin a region",
        ),
        (
            "opName = \"x.identity\"",
            "opName = \"x.identity",
            "c.mlir:7:173: error: expected '\"' in string literal",
        ),
    ];
    for (from, to, mlir) in cases {
        assert!(src.contains(from), "{from}");
        let text = src.replacen(from, to, 1);
        let (ok, _, stderr) = run_in_dir("case-error", &[("c.mlir", &text)], &["c.mlir"]);
        assert!(!ok, "{to}");
        assert_eq!(stderr.lines().next(), Some(mlir), "{to}");
    }
}

#[test]
fn errors_in_custom_pattern_modules_are_where_mlir_reports_them() {
    // Each edit of `third-party/opt3.mlir` and the first line of `mlir-ref`'s stderr for it.
    let src = std::fs::read_to_string(corpus("third-party").join("opt3.mlir")).unwrap();
    let ir = "}\n\"builtin.module\"() <{sym_name = \"ir\"}>";
    let cases = [
        // A stray brace after the patterns module: located after the module.
        (
            ir,
            "} }\n\"builtin.module\"() <{sym_name = \"ir\"}>",
            "c.mlir:14:2",
        ),
        // The patterns module never closed: MLIR reads on to the end of the file.
        (
            ir,
            "\n\"builtin.module\"() <{sym_name = \"ir\"}>",
            "c.mlir:40:14",
        ),
        // `pdl.operand`'s type operand is optional after its `:`.
        ("%0 = operand\n", "%0 = operand : :\n", "c.mlir:4:19"),
        // ... and the next statement's result name is taken for it.
        ("%0 = operand\n", "%0 = operand :\n", "c.mlir:5:7"),
        // `i64` is an integer type, never an operation name.
        ("%2 = type : i64", "i64 = type : i64", "c.mlir:5:29"),
    ];
    for (from, to, at) in cases {
        assert!(src.contains(from), "{from}");
        let text = src.replacen(from, to, 1);
        let (ok, _, stderr) = run_in_dir("custom-error", &[("c.mlir", &text)], &["c.mlir"]);
        assert!(!ok, "{to}");
        let expected = format!("{at}: error: expected operation name in quotes");
        assert_eq!(stderr.lines().next(), Some(expected.as_str()), "{to}");
    }
}

#[test]
fn a_patterns_module_not_recognised_is_an_error_not_a_silent_pass() {
    // MLIR applies this file (its module's type is a type alias); pdl-rs does not read the
    // patterns module in that form, and says so rather than printing the file unchanged.
    let src = std::fs::read_to_string(corpus("apply-generic").join("op_name_only.mlir"))
        .unwrap()
        .replacen(
            "\"builtin.module\"() ({",
            "!fn = () -> ()\n\"builtin.module\"() ({",
            1,
        )
        .replacen(
            "    }) : () -> ()\n  }) : () -> ()",
            "    }) : () -> ()\n  }) : !fn",
            1,
        );
    assert!(src.contains(": !fn"));
    let (ok, stdout, stderr) = run_in_dir("unrecognised", &[("c.mlir", &src)], &["c.mlir"]);
    assert!(!ok, "{stdout}");
    assert!(
        stderr.starts_with("c.mlir:4:3: error: this `@patterns` module is written in a form"),
        "{stderr}"
    );
}

#[test]
fn generic_and_custom_forms_lower_to_the_same_program() {
    // `--convert-pdl-to-pdl-interp` reads the patterns module of a case file in either form.
    for name in APPLY_GENERIC_FILES {
        let lower = |dir: &str| {
            let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
                .arg("--convert-pdl-to-pdl-interp")
                .arg(corpus(dir).join(name))
                .output()
                .expect("pdl-opt runs");
            assert!(out.status.success(), "{dir}/{name}");
            out.stdout
        };
        assert!(
            lower("apply-generic") == lower("apply"),
            "{name}: the generic form lowers differently"
        );
    }
}

#[test]
fn patterns_module_attributes_need_a_dialect_prefix_as_in_mlir() {
    // The first line of mlir-opt-22's stderr for each form.
    let custom = "module @patterns attributes {origin = \"hand\"} {\n  pdl.pattern : benefit(1) {\n    %op = pdl.operation \"x.a\"\n    pdl.rewrite %op {\n      pdl.erase %op\n    }\n  }\n}\nmodule @ir {}\n";
    let generic = std::fs::read_to_string(corpus("apply-generic").join("op_name_only.mlir"))
        .unwrap()
        .replacen(
            "    }) : () -> ()\n  }) : () -> ()",
            "    }) : () -> ()\n  }) {origin = \"hand\"} : () -> ()",
            1,
        );
    for (text, at) in [(custom, "1:1"), (generic.as_str(), "3:3")] {
        let (ok, _, stderr) = run_in_dir("module-attrs", &[("c.mlir", text)], &["c.mlir"]);
        assert!(!ok);
        assert_eq!(
            stderr.lines().next().unwrap_or(""),
            format!("c.mlir:{at}: error: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'origin'")
        );
    }
}
