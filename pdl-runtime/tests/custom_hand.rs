//! The hand-written custom syntax of the core operations (`func.func`, `scf.*`,
//! `arith.select`, `memref.*`) and their result names against `mlir-opt-22`: each file of
//! `corpus/custom-hand` is read with the core dialects (`dialects::parse_loaded`) and printed
//! in generic form (`NAME.generic.mlir`).

use std::path::{Path, PathBuf};

fn corpus() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/custom-hand");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", root.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            n.ends_with(".mlir") && !n.ends_with(".custom.mlir") && !n.ends_with(".generic.mlir")
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

/// The first line where `got` and `want` differ.
fn first_diff(got: &str, want: &str) -> String {
    for (i, (g, w)) in got.lines().zip(want.lines()).enumerate() {
        if g != w {
            return format!("line {}:\n  got  {g}\n  want {w}", i + 1);
        }
    }
    format!(
        "lengths differ: {} vs {} lines",
        got.lines().count(),
        want.lines().count()
    )
}

/// Each file, read in custom form, prints mlir-opt-22's generic form.
#[test]
fn custom_forms_read_as_mlir_reads_them() {
    let files = corpus();
    assert!(files.len() >= 8, "only {} files", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let src = read(f);
        let golden = read(&f.with_extension("generic.mlir"));
        match pdl_runtime::dialects::parse_loaded(&src, &name(f)) {
            Ok(ir) => {
                let out = pdl_runtime::text::print_generic(&ir);
                if out != golden {
                    failures.push(format!("{}: {}", name(f), first_diff(&out, &golden)));
                }
            }
            Err(e) => failures.push(e.render(&name(f), &src)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each file of `corpus/custom-hand-errors` fails to read with mlir-opt-22's first error
/// (`NAME.mlir-error`).
#[test]
fn custom_form_errors_are_mlir_errors() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/custom-hand-errors");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", root.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(files.len() >= 8, "only {} files", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let src = read(f);
        let want = read(&f.with_extension("mlir-error"));
        match pdl_runtime::dialects::parse_loaded(&src, &name(f)) {
            Ok(_) => failures.push(format!("{}: accepted", name(f))),
            Err(e) => {
                let got = e.render(&name(f), &src);
                let got = got.lines().next().unwrap_or("");
                if got != want.trim_end() {
                    failures.push(format!("got  {got}\nwant {}", want.trim_end()));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Whether `line` is (the head or the end of) an operation printed in generic form.
fn generic_line(line: &str) -> bool {
    let t = line.trim_start();
    let t = match t.split_once(" = ") {
        Some((names, rest)) if names.starts_with('%') => rest,
        _ => t,
    };
    t.starts_with('"') || t.starts_with("})")
}

/// `got` equals `want` line by line, except where `got` prints an operation in generic form
/// that `want` prints in custom form (operations with a declarative format print so until
/// the format printer is in; each of them takes as many lines in both forms in this corpus):
/// there only the result names must be the same. With no generic line, the texts are equal.
fn custom_diff(got: &str, want: &str) -> Option<String> {
    if got == want {
        return None;
    }
    let (g, w): (Vec<&str>, Vec<&str>) = (got.lines().collect(), want.lines().collect());
    if g.len() != w.len() || !g.iter().any(|l| generic_line(l)) {
        return Some(first_diff(got, want));
    }
    // The result names before ` = `, on a line that defines some.
    let names = |l: &str| {
        let t = l.trim_start();
        t.starts_with('%')
            .then(|| t.split_once(" = ").map(|(n, _)| n.to_string()))
            .flatten()
    };
    for (i, (a, b)) in g.iter().zip(&w).enumerate() {
        let skipped = generic_line(a) && !generic_line(b) && names(a) == names(b);
        if a != b && !skipped {
            return Some(format!("line {}:\n  got  {a}\n  want {b}", i + 1));
        }
    }
    None
}

/// Each file, read in custom form, prints mlir-opt-22's custom form (`NAME.custom.mlir`):
/// the hand-written forms and the result names exactly.
#[test]
fn custom_forms_print_as_mlir_prints_them() {
    let mut failures = Vec::new();
    for f in &corpus() {
        let src = read(f);
        let golden = read(&f.with_extension("custom.mlir"));
        match pdl_runtime::dialects::parse_loaded(&src, &name(f)) {
            Ok(ir) => {
                let out = pdl_runtime::text::print(&ir);
                if let Some(d) = custom_diff(&out, &golden) {
                    failures.push(format!("{}: {d}", name(f)));
                }
            }
            Err(e) => failures.push(e.render(&name(f), &src)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The operations whose syntax is hand-written.
const HAND_WRITTEN: &[&str] = &[
    "func.func",
    "scf.for",
    "scf.if",
    "scf.while",
    "scf.execute_region",
    "scf.parallel",
    "scf.forall",
    "scf.forall.in_parallel",
    "arith.select",
    "memref.generic_atomic_rmw",
    "memref.alloca_scope",
    "memref.dma_start",
    "memref.prefetch",
    "memref.transpose",
];

/// Whether the line of `src` holding byte `offset` writes a hand-written operation.
fn on_hand_written_op(src: &str, offset: usize) -> bool {
    let start = src[..offset.min(src.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let line = src[start..].lines().next().unwrap_or("");
    HAND_WRITTEN
        .iter()
        .any(|op| line.split_whitespace().any(|w| w == *op))
}

/// The custom form mlir-opt-22 prints reads back into the IR MLIR reads from it: printed
/// again, it gives the custom golden, and in generic form what mlir-opt-22 prints of it
/// (`NAME.custom.generic.mlir`; MLIR's custom print may drop what the input said: a constant
/// step of 1 of `scf.forall` is printed as the static one). A golden whose reading fails on an operation with a
/// declarative format (read by the format engine, which does not know every directive yet)
/// is skipped.
#[test]
fn printed_custom_forms_read_back() {
    let mut failures = Vec::new();
    let mut tested = 0;
    for f in &corpus() {
        let custom_path = f.with_extension("custom.mlir");
        let custom = read(&custom_path);
        let generic = read(&f.with_extension("custom.generic.mlir"));
        match pdl_runtime::dialects::parse_loaded(&custom, &name(&custom_path)) {
            Ok(ir) => {
                if let Some(d) = custom_diff(&pdl_runtime::text::print(&ir), &custom) {
                    failures.push(format!("{} (custom): {d}", name(&custom_path)));
                }
                let out = pdl_runtime::text::print_generic(&ir);
                if out != generic {
                    failures.push(format!(
                        "{} (generic): {}",
                        name(&custom_path),
                        first_diff(&out, &generic)
                    ));
                }
            }
            Err(e) if !on_hand_written_op(&custom, e.offset) => continue,
            Err(e) => failures.push(e.render(&name(&custom_path), &custom)),
        }
        tested += 1;
    }
    assert!(tested >= 3, "only {tested} goldens read back");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every prefix of every file, and every file with one token's worth of bytes cut out, is
/// read without a panic (an error or an IR).
#[test]
fn truncated_and_damaged_custom_forms_do_not_panic() {
    for f in corpus() {
        let src = read(&f);
        let cuts: Vec<usize> = (0..=src.len())
            .filter(|&i| src.is_char_boundary(i))
            .collect();
        for &i in &cuts {
            if let Ok(ir) = pdl_runtime::dialects::parse_loaded(&src[..i], "cut.mlir") {
                let _ = pdl_runtime::text::print(&ir);
            }
        }
        for w in cuts.windows(4).step_by(3) {
            let damaged = format!("{}{}", &src[..w[0]], &src[w[3]..]);
            let _ = pdl_runtime::dialects::parse_loaded(&damaged, "damaged.mlir");
        }
    }
}
