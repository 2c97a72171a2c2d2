//! The PDL front end against MLIR 22: every corpus pattern file reads and passes the checks;
//! printing the model and reading it back gives the same model; MLIR's own re-print of the
//! file reads to the same model; every malformed file gives MLIR's first error line.

use std::path::{Path, PathBuf};

use pdl_codegen::syntax::pdl::{parse_pdl, print_pdl};
use pdl_codegen::syntax::pdl_generic::print_generic;

fn files(dir: &str, ext: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(dir);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.ends_with(ext) && n.matches('.').count() == 1)
        })
        .collect();
    v.sort();
    v
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn name(p: &Path) -> String {
    p.file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("?")
        .to_string()
}

#[test]
fn pattern_files_read_print_and_agree_with_mlir_reprint() {
    let files = files("pdl", ".mlir");
    assert!(files.len() >= 25, "only {} PDL corpus files", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let n = name(f);
        let src = read(f);
        let set = match parse_pdl(&src) {
            Ok(s) => s,
            Err(d) => {
                failures.push(format!("{n}: {}", d[0].render(&n, &src)));
                continue;
            }
        };
        let printed = print_pdl(&set);
        match parse_pdl(&printed) {
            Ok(again) if again == set => {}
            Ok(_) => failures.push(format!(
                "{n}: printing and reading back changes the model\n{printed}"
            )),
            Err(d) => failures.push(format!(
                "{n}: printed PDL does not read back: {}",
                d[0].render("printed", &printed)
            )),
        }
        let reprint_path = f.with_extension("mlir-reprint");
        if reprint_path.exists() {
            let reprint = read(&reprint_path);
            match parse_pdl(&reprint) {
                Ok(r) if r == set => {}
                Ok(_) => failures.push(format!("{n}: MLIR's re-print reads to a different model")),
                Err(d) => failures.push(format!(
                    "{n}: MLIR's re-print does not read: {}",
                    d[0].render("reprint", &reprint)
                )),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn malformed_pattern_files_give_mlirs_error() {
    let files = files("pdl-errors", ".mlir");
    assert!(
        files.len() >= 25,
        "only {} malformed PDL files",
        files.len()
    );
    let mut failures = Vec::new();
    for f in &files {
        let n = name(f);
        let src = read(f);
        let expected = read(&f.with_extension("mlir-error"))
            .trim_end_matches('\n')
            .replace('\0', "");
        match parse_pdl(&src) {
            Ok(_) => failures.push(format!("{n}: accepted; MLIR says {expected}")),
            Err(d) => {
                let ours = d[0].headline(&n, &src);
                if ours != expected {
                    failures.push(format!("{n}:\n  ours: {ours}\n  mlir: {expected}"));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn seed_000_multi_root_form_is_accepted() {
    let src =
        read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fc_layer_multi_root.pdl"));
    let set = parse_pdl(&src).unwrap_or_else(|d| panic!("{}", d[0].render("fc", &src)));
    let p = &set.patterns[0];
    assert_eq!(p.benefit, 5);
    assert_eq!(
        p.rewrite.roots.len(),
        3,
        "relu, weight_sub and bias_sub are named roots"
    );
    assert_eq!(parse_pdl(&print_pdl(&set)).unwrap(), set);
}

/// Our generic form of each corpus file equals `mlir-opt-22 --mlir-print-op-generic` of it.
#[test]
fn generic_form_is_mlirs() {
    let files = files("pdl", ".mlir");
    let mut failures = Vec::new();
    for f in &files {
        let n = name(f);
        let src = read(f);
        let set = parse_pdl(&src).unwrap_or_else(|d| panic!("{n}: {}", d[0].render(&n, &src)));
        let golden = read(&f.with_extension("generic.mlir"));
        let ours = print_generic(&set, Some("patterns"));
        if ours != golden {
            failures.push(format!("{n}:\n--- ours\n{ours}--- mlir\n{golden}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
