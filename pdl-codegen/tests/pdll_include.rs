//! PDLL cases against `mlir-pdll-22 -x=mlir`: statements (`tests/pdll-stmts/`), and
//! `#include` of `.pdll` files, against `mlir-pdll-22 -x=mlir`: an included file is parsed
//! in the including file's parser and scope (names declared before the `#include` are seen
//! in it, its declarations after it), and unknown names are still errors in a file with
//! `#include`s. Goldens in `tests/pdll-include/` (written by its `regen.sh` with MLIR's
//! tools): the PDL printed for each file, and the `error:`/`note:` lines of each malformed
//! file in `errors/`. The same reading serves an editor's unsaved buffer
//! (`pdll_index::analyze`) and `pdl!` (`parse_tokens_including`).

#[path = "support/mlir_pdll_text.rs"]
mod mlir_pdll_text;

use std::path::{Path, PathBuf};

use mlir_pdll_text::without_locations;
use pdl_codegen::compile::{self, print_pdl, read_pdll_file};

fn dir(sub: &str) -> PathBuf {
    dir_in("pdll-include", sub)
}

/// `tests/CASES/SUB` (`SUB` empty: `tests/CASES`).
fn dir_in(cases: &str, sub: &str) -> PathBuf {
    let base = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(cases);
    if sub.is_empty() {
        base
    } else {
        base.join(sub)
    }
}

/// The `.pdll` files of `dir`, sorted.
fn pdll_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "pdll"))
        .collect();
    v.sort();
    v
}

/// The `error:` and `note:` lines of a rendering, paths relative to `dir`.
fn headlines(rendered: &str, dir: &Path) -> String {
    rendered
        .lines()
        .filter(|l| l.contains(": error: ") || l.contains(": note: "))
        .map(|l| l.replace(&format!("{}/", dir.display()), "") + "\n")
        .collect()
}

#[test]
fn included_files_share_the_including_files_scope_as_in_mlir_pdll() {
    // mlir-pdll finds the nested include through `-I inc` (regen.sh); pdl-rs also beside
    // the including file.
    let d = dir("");
    accepted_files_give_mlir_pdlls_pdl(&d, &[d.join("inc")], 3);
}

/// `let x: UserConstraint = init;` applies the constraint; `replace ... with (...)` as
/// mlir-pdll reads it (`tests/pdll-stmts/`).
#[test]
fn statements_give_mlir_pdlls_pdl() {
    accepted_files_give_mlir_pdlls_pdl(&dir_in("pdll-stmts", ""), &[], 4);
}

#[test]
fn malformed_statements_give_mlir_pdlls_errors() {
    malformed_files_give_mlir_pdlls_errors(&dir_in("pdll-stmts", "errors"), 2);
}

/// Every `.pdll` file of `d` (at least `min`) gives the PDL of its `NAME.pdll-golden.mlir`.
fn accepted_files_give_mlir_pdlls_pdl(d: &Path, includes: &[PathBuf], min: usize) {
    let files = pdll_files(d);
    assert!(files.len() >= min, "only {} files", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let golden = std::fs::read_to_string(f.with_extension("pdll-golden.mlir")).expect("golden");
        let (set, sources) = read_pdll_file(f, includes);
        match set.and_then(|s| compile::check(&s).map(|()| s)) {
            Ok(set) => {
                let (ours, mlir) = (
                    without_locations(&print_pdl(&set)),
                    without_locations(&golden),
                );
                if ours != mlir {
                    failures.push(format!(
                        "{}:\n--- ours\n{ours}--- mlir-pdll-22\n{mlir}",
                        f.display()
                    ));
                }
            }
            Err(e) => failures.push(format!("{}: {}", f.display(), sources.render(&e))),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn scope_errors_across_includes_are_mlir_pdlls() {
    malformed_files_give_mlir_pdlls_errors(&dir("errors"), 4);
}

/// Every `.pdll` file of `d` (at least `min`) is rejected with the first error (and its
/// notes) of its `NAME.pdll-error`.
fn malformed_files_give_mlir_pdlls_errors(d: &Path, min: usize) {
    let files = pdll_files(d);
    assert!(files.len() >= min, "only {} files", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let expected = std::fs::read_to_string(f.with_extension("pdll-error")).expect("error");
        let (set, sources) = read_pdll_file(f, &[]);
        match set.and_then(|s| compile::check(&s)) {
            Ok(()) => failures.push(format!("{}: accepted", f.display())),
            Err(e) => {
                let ours = headlines(&sources.render(&e[..1]), d);
                if ours != expected {
                    failures.push(format!(
                        "{}:\n--- ours\n{ours}--- mlir-pdll-22\n{expected}",
                        f.display()
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An editor's unsaved buffer is read as the file would be: the included file's names are
/// known after the `#include`, and an unknown name is reported (MLIR's message and place).
#[test]
fn an_unsaved_buffer_reads_its_includes_in_scope() {
    let d = dir("");
    let path = d.join("unsaved.pdll");
    let text = std::fs::read_to_string(d.join("uses_names_after_include.pdll")).unwrap();
    let a = pdl_codegen::pdll_index::analyze(&path, &text, &[]);
    assert!(
        a.diagnostics.is_empty(),
        "{}",
        a.sources.render(&a.diagnostics)
    );
    let text = text.replace("TwoUsers(input)", "TwoUser(input)");
    let a = pdl_codegen::pdll_index::analyze(&path, &text, &[]);
    let got = headlines(&a.sources.render(&a.diagnostics[..1]), &d);
    assert_eq!(
        got,
        "unsaved.pdll:7:3: error: undefined reference to `TwoUser`\n"
    );
}
