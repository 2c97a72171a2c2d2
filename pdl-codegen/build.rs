//! Lists the files of each test corpus (`tests/corpus/FOLDER`) for the corpus tests, as
//! Cranelift ISLE's build script does: `$OUT_DIR/corpus_FOLDER.rs` is one invocation
//! `FOLDER_files! { name => "file", ... }` (`-` in the folder's name as `_`), which a test
//! file defines to expand into one `#[test] fn name()` per file, so that a failure names
//! its file and adding a file adds a test. The library does not use what is written here.
//!
//! Standard library only: this runs on every build of the crate.

use std::path::Path;

/// Whether a file (by name) is a case of its corpus folder (not a golden).
type IsCase = fn(&str) -> bool;

/// The corpus folders, and which of their files are cases.
const CORPORA: &[(&str, IsCase)] = &[
    ("pdl", single_extension_mlir),
    ("pdl-errors", single_extension_mlir),
    ("pdll", |n| n.ends_with(".pdll")),
    ("pdll-errors", |n| n.ends_with(".pdll")),
    ("apply", |n| {
        n.ends_with(".mlir") && !n.ends_with(".expected.mlir")
    }),
    ("apply-lowered", |n| {
        n.ends_with(".mlir") && !n.ends_with(".expected.mlir")
    }),
    ("apply-generic", |n| n.ends_with(".mlir")),
    ("apply-registered-generic", |n| n.ends_with(".mlir")),
    ("apply-lowered-generic", |n| n.ends_with(".mlir")),
    ("cases-generic", |n| n.ends_with(".mlir")),
    ("apply-mixed", |n| {
        n.ends_with(".mlir") && !n.ends_with(".expected.mlir")
    }),
    ("apply-registered", |n| {
        n.ends_with(".mlir") && !n.ends_with(".expected.mlir")
    }),
    ("apply-errors", |n| n.ends_with(".mlir")),
    ("third-party", |n| {
        n.ends_with(".mlir") && !n.ends_with(".expected.mlir")
    }),
    ("third-party-lower", |n| {
        n.ends_with(".mlir") && !n.ends_with(".expected.mlir")
    }),
    ("pdl-bytecode", |n| {
        n.ends_with(".mlir") && !n.ends_with(".expected.mlir")
    }),
    ("transform", |n| n.ends_with(".mlir")),
    ("cases", |n| {
        n.ends_with(".mlir") && !n.ends_with(".nopass.mlir")
    }),
];

/// `NAME.mlir`, not a golden `NAME.something.mlir`.
fn single_extension_mlir(n: &str) -> bool {
    n.ends_with(".mlir") && n.matches('.').count() == 1
}

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for (folder, is_case) in CORPORA {
        let dir = Path::new(&manifest).join("tests/corpus").join(folder);
        // A missing folder (the published crate has no tests) lists no file, and is not
        // watched: cargo would rerun the script, and rebuild the crate, on every build.
        if dir.is_dir() {
            println!("cargo::rerun-if-changed={}", dir.display());
        }
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .map(|entries| {
                entries
                    .filter_map(|e| e.ok()?.file_name().into_string().ok())
                    .filter(|n| is_case(n))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        let folder_ident = folder.replace('-', "_");
        let mut text = format!("{folder_ident}_files! {{\n");
        let mut used = Vec::new();
        for file in &files {
            let name = test_name(file, &used);
            text.push_str(&format!("    {name} => {file:?},\n"));
            used.push(name);
        }
        text.push_str("}\n");
        let path = Path::new(&out).join(format!("corpus_{folder_ident}.rs"));
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
}

/// A test name for `file`: its name without the last extension, lowercase, each other
/// character `_`; not a keyword, not starting with a digit, and not one of `used`.
fn test_name(file: &str, used: &[String]) -> String {
    let stem = file.rsplit_once('.').map_or(file, |(stem, _)| stem);
    let mut name: String = stem
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        name.insert_str(0, "file_");
    }
    if KEYWORDS.contains(&name.as_str()) {
        name.push('_');
    }
    let mut unique = name.clone();
    let mut k = 2;
    while used.contains(&unique) {
        unique = format!("{name}_{k}");
        k += 1;
    }
    unique
}

/// Rust's keywords (strict and reserved), and `_`: not usable as a function name.
const KEYWORDS: &[&str] = &[
    "_", "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum",
    "extern", "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move",
    "mut", "pub", "ref", "return", "self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final", "gen", "macro",
    "override", "priv", "try", "typeof", "unsized", "virtual", "yield",
];
