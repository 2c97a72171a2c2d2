//! Corpus tests of the MLIR text reader and printer against goldens printed by
//! `mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic` (see corpus/README.md).

use std::path::{Path, PathBuf};

use pdl_runtime::dialects::parse_loaded as parse;
use pdl_runtime::text::print_generic;

fn corpus(dir: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", root.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            n.ends_with(".mlir") && !n.ends_with(".golden.mlir")
        })
        .collect();
    files.sort();
    files
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()))
}

fn name(p: &Path) -> String {
    p.file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("?")
        .to_string()
}

/// `pdl-opt FILE` prints exactly the golden, and the golden reads back to itself.
#[test]
fn round_trip_corpus_matches_mlir() {
    let files = corpus("text");
    assert!(
        files.len() >= 60,
        "the round-trip corpus has only {} files",
        files.len()
    );
    let mut failures = Vec::new();
    for f in &files {
        let golden_path = f.with_extension("golden.mlir");
        let golden = read(&golden_path);
        let src = read(f);
        match parse(&src, &name(f)) {
            Ok(ir) => {
                let out = print_generic(&ir);
                if out != golden {
                    failures.push(format!(
                        "{}: output differs from golden\n{}",
                        name(f),
                        first_diff(&out, &golden)
                    ));
                }
            }
            Err(e) => failures.push(format!("{}: {}", name(f), e.render(&name(f), &src))),
        }
        match parse(&golden, &name(&golden_path)) {
            Ok(ir) => {
                let out = print_generic(&ir);
                if out != golden {
                    failures.push(format!(
                        "{}: golden does not print back to itself\n{}",
                        name(&golden_path),
                        first_diff(&out, &golden)
                    ));
                }
            }
            Err(e) => failures.push(format!(
                "{}: {}",
                name(&golden_path),
                e.render(&name(&golden_path), &golden)
            )),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// The shared examples' expected outputs are generic-form goldens: they round-trip.
#[test]
fn shared_example_goldens_round_trip() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/examples");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        // The shared folder sits beside the checkout on developer machines only; the corpus
        // holds copies of these files (shared_*.mlir), checked by the test above.
        return;
    };
    for e in entries {
        let p = e.expect("entry").path();
        if !p.to_string_lossy().ends_with(".expected.mlir") {
            continue;
        }
        let golden = read(&p);
        let ir = parse(&golden, &name(&p))
            .unwrap_or_else(|e| panic!("{}", e.render(&name(&p), &golden)));
        assert_eq!(print_generic(&ir), golden, "{}", name(&p));
    }
}

fn first_diff(a: &str, b: &str) -> String {
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("  line {}:\n  ours:   {x}\n  golden: {y}", i + 1);
        }
    }
    format!(
        "  lengths differ: ours {} lines, golden {} lines",
        a.lines().count(),
        b.lines().count()
    )
}

/// Malformed files give one `file:line:col: error: message` line: the line, column and
/// message MLIR reports.
#[test]
fn malformed_files_report_located_errors() {
    let files = corpus("text-errors");
    assert!(
        files.len() >= 25,
        "the error corpus has only {} files",
        files.len()
    );
    let mut failures = Vec::new();
    for f in &files {
        let src = read(f);
        let n = name(f);
        let expected = read(&f.with_extension("mlir-error"));
        // MLIR writes a NUL byte for the empty plural suffix in "expected 1 operand type\0 but
        // had 0" (a bug in its message); compare without it. Trailing spaces are MLIR's.
        let expected = expected.trim_end_matches('\n').replace('\0', "");
        match parse(&src, &n) {
            Ok(_) => failures.push(format!("{n}: accepted, but MLIR says: {expected}")),
            Err(e) => {
                let rendered = e.render(&n, &src);
                let first = rendered.lines().next().unwrap_or("");
                if first != expected {
                    failures.push(format!("{n}:\n  ours: {first}\n  mlir: {expected}"));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
