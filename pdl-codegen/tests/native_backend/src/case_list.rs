//! Where the corpus cases are, shared by the build script (which compiles them) and the
//! tests (which check that every case file was compiled). Standard library only.

use std::path::{Path, PathBuf};

/// Folders of case files, relative to the repository root: cases with goldens, already
/// lowered pattern modules with goldens, cases MLIR rejects after the pass (stderr goldens),
/// and the bundled example.
pub const CASE_DIRS: &[&str] = &[
    "pdl-codegen/tests/corpus/apply",
    "pdl-codegen/tests/corpus/apply-lowered",
    "pdl-codegen/tests/corpus/apply-errors",
    "pdl-codegen/tests/corpus/pdl-bytecode",
    "examples/data",
];

/// Cases compared under MLIR 22's semantics (`--mlir-compatible`): MLIR does not compare a
/// `pdl.types` value met twice (see `pdl-codegen/tests/apply_corpus.rs`).
pub const MLIR_COMPATIBLE: &[&str] = &["eq_types_range_twice.mlir"];

/// The case files of `dir`, sorted: `*.mlir` but not the goldens `*.expected.mlir`.
pub fn case_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
        if name.is_some_and(|n| n.ends_with(".mlir") && !n.ends_with(".expected.mlir")) {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// A Rust identifier for the case at `rel` (its folder's last component and file stem).
pub fn module_name(rel: &str) -> String {
    let mut parts = rel.rsplit('/');
    let file = parts.next().unwrap_or_default();
    let dir = parts.next().unwrap_or_default();
    let stem = file.strip_suffix(".mlir").unwrap_or(file);
    format!("{dir}_{stem}")
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}
