//! Differential corpus of transform scripts (M7): `pdl-opt --transform-interpreter CASE.mlir`
//! must print exactly what `mlir-opt-22 --allow-unregistered-dialect --transform-interpreter
//! --mlir-print-op-generic` prints, on stdout and on stderr (paths reduced to the file name),
//! and exit with the same status. Goldens: `tests/corpus/transform/NAME.{stdout,stderr,status}`,
//! made by `tests/corpus/transform/regen.sh`. One test per case (the build script lists the
//! cases).

use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/transform")
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()))
}

/// Runs one case; `Err` describes the differences.
fn check(name: &str) -> Result<(), String> {
    let d = dir();
    let stem = name.trim_end_matches(".mlir");
    let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .current_dir(&d)
        .args(["--transform-interpreter", name])
        .output()
        .map_err(|e| format!("cannot run pdl-opt: {e}"))?;
    let want_out = read(&d.join(format!("{stem}.stdout")));
    let want_err = read(&d.join(format!("{stem}.stderr")));
    let want_status: i32 = read(&d.join(format!("{stem}.status")))
        .trim()
        .parse()
        .unwrap_or(-1);
    let got_out = String::from_utf8_lossy(&out.stdout);
    let got_err = String::from_utf8_lossy(&out.stderr);
    let got_status = out.status.code().unwrap_or(-2);
    let mut msg = String::new();
    if got_status != want_status {
        msg.push_str(&format!("  status {got_status}, MLIR {want_status}\n"));
    }
    if got_out != want_out {
        msg.push_str(&format!(
            "  stdout differs:\n--- MLIR\n{want_out}\n--- ours\n{got_out}\n"
        ));
    }
    if got_err != want_err {
        msg.push_str(&format!(
            "  stderr differs:\n--- MLIR\n{want_err}\n--- ours\n{got_err}\n"
        ));
    }
    if msg.is_empty() {
        Ok(())
    } else {
        Err(msg)
    }
}

macro_rules! transform_files {
    ($($name:ident => $file:literal,)*) => {
        /// The transform cases, as the build script listed them.
        const TRANSFORM_FILES: &[&str] = &[$($file),*];

        /// Each script runs as in MLIR: same stdout, stderr and status.
        mod transform_scripts_run_as_in_mlir {
            $(#[test]
            fn $name() {
                if let Err(m) = super::check($file) {
                    panic!("{} differs from MLIR 22:\n{m}", $file);
                }
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_transform.rs"));

#[test]
fn every_transform_case_has_its_test() {
    let mut cases: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".mlir"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 30, "only {} transform cases", cases.len());
    assert_eq!(cases, TRANSFORM_FILES, "the corpus changed: rebuild");
}

#[test]
fn debug_matcher_says_which_matcher_failed_on_which_op_and_why() {
    let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .current_dir(dir())
        .args([
            "--transform-interpreter",
            "--debug-matcher",
            "ch4_simple.mlir",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    let trace: Vec<&str> = err
        .lines()
        .filter(|l| l.starts_with("[transform-matcher]"))
        .collect();
    // Each op of the payload is tried by each of the two matchers (seed 003's trace).
    assert!(trace.contains(
        &"[transform-matcher] matching %0 = \"my.matmul\"(%arg0, %arg1) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>"
    ), "{err}");
    assert!(
        trace.contains(&"[transform-matcher] matcher match_elemwise failed: wrong operation name"),
        "{err}"
    );
    assert!(
        trace.contains(&"[transform-matcher] matcher match_matmul failed: wrong operation name"),
        "{err}"
    );
    // The remarks are still there, and stdout is unchanged.
    assert!(err.contains("remark: matmul"), "{err}");
    let want = read(&dir().join("ch4_simple.stdout"));
    assert_eq!(String::from_utf8_lossy(&out.stdout), want);
}

#[test]
fn truncated_scripts_give_errors_never_panics() {
    // Every prefix cut at a line end and in the middle of lines: located errors or runs.
    let mut runs = 0;
    for e in std::fs::read_dir(dir()).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_none_or(|x| x != "mlir") {
            continue;
        }
        let src = read(&p);
        let mut cuts: Vec<usize> = src.match_indices('\n').map(|(i, _)| i).collect();
        cuts.extend((0..src.len()).step_by(53));
        for cut in cuts {
            if !src.is_char_boundary(cut) {
                continue;
            }
            let text = &src[..cut];
            runs += 1;
            let Ok(mut f) = pdl_codegen::transform::read(text, "cut.mlir") else {
                continue;
            };
            let registry = pdl_runtime::transform::Registry::new();
            let r = pdl_codegen::transform::run_with(
                "cut.mlir", text, &mut f.ir, &f.script, &f.pdl, &registry, false, false,
            );
            if let Err(diags) = r {
                assert!(
                    diags.is_empty() || diags.starts_with("cut.mlir:"),
                    "unlocated: {diags}"
                );
            }
        }
    }
    assert!(runs > 500, "{runs} runs");
}
