//! The PDL front end against MLIR 22: every corpus pattern file reads and passes the checks;
//! printing the model and reading it back gives the same model; MLIR's own re-print of the
//! file reads to the same model; every malformed file gives MLIR's first error line. One test
//! per file and check (the build script lists the files).

use std::path::{Path, PathBuf};

use pdl_codegen::compile::print_pdl_generic;
use pdl_codegen::compile::{parse_pdl, parse_pdl_named, print_pdl, print_pdl_named};

/// `tests/corpus/DIR`.
fn corpus_dir(dir: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(dir)
}

/// The files of `DIR` named `NAME.EXT` (`ext` with its dot), sorted.
fn files(dir: &str, ext: &str) -> Vec<PathBuf> {
    let root = corpus_dir(dir);
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

macro_rules! pdl_files {
    ($($name:ident => $file:literal,)*) => {
        /// The PDL corpus files, as the build script listed them.
        const PDL_FILES: &[&str] = &[$($file),*];

        /// Each file reads and passes the checks, printing it and reading it back gives the
        /// same model, and MLIR's re-print of it reads to the same model.
        mod pattern_files_read_print_and_agree_with_mlir_reprint {
            $(#[test]
            fn $name() {
                super::read_print_and_agree_with_mlir_reprint($file);
            })*
        }

        /// Our generic form of each file equals `mlir-opt-22 --mlir-print-op-generic` of it,
        /// and that generic form reads to the same patterns.
        mod generic_form_is_mlirs {
            $(#[test]
            fn $name() {
                super::generic_form_is_mlirs($file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_pdl.rs"));

macro_rules! pdl_errors_files {
    ($($name:ident => $file:literal,)*) => {
        /// The malformed PDL files, as the build script listed them.
        const PDL_ERROR_FILES: &[&str] = &[$($file),*];

        /// Each malformed file gives MLIR's first error line.
        mod malformed_pattern_files_give_mlirs_error {
            $(#[test]
            fn $name() {
                super::malformed_file_gives_mlirs_error($file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_pdl_errors.rs"));

/// The names of the files of `files`.
fn names(files: &[PathBuf]) -> Vec<String> {
    files.iter().map(|f| name(f)).collect()
}

#[test]
fn every_pattern_file_has_its_tests() {
    let patterns = files("pdl", ".mlir");
    assert!(
        patterns.len() >= 25,
        "only {} PDL corpus files",
        patterns.len()
    );
    assert_eq!(names(&patterns), PDL_FILES, "the corpus changed: rebuild");
    let errors = files("pdl-errors", ".mlir");
    assert!(
        errors.len() >= 25,
        "only {} malformed PDL files",
        errors.len()
    );
    assert_eq!(
        names(&errors),
        PDL_ERROR_FILES,
        "the corpus changed: rebuild"
    );
}

fn read_print_and_agree_with_mlir_reprint(file: &str) {
    let f = corpus_dir("pdl").join(file);
    let n = name(&f);
    let src = read(&f);
    let set = match parse_pdl(&src) {
        Ok(s) => s,
        Err(d) => panic!("{n}: {}", d[0].render(&n, &src)),
    };
    let mut failures = Vec::new();
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
        // Printed as MLIR prints it, byte for byte (but for the `{}` that ends a `replace`
        // with values where MLIR's own print is ambiguous).
        let (_, module_name) = parse_pdl_named(&src).unwrap();
        let ours = print_pdl_named(&set, module_name.as_deref());
        if ours.replace(") {}\n", ")\n") != reprint {
            failures.push(format!(
                "{n}: printed differently from MLIR:\n--- ours\n{ours}--- mlir\n{reprint}"
            ));
        }
        match parse_pdl(&reprint) {
            Ok(r) if r == set => {}
            Ok(_) => failures.push(format!("{n}: MLIR's re-print reads to a different model")),
            Err(d) => failures.push(format!(
                "{n}: MLIR's re-print does not read: {}",
                d[0].render("reprint", &reprint)
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn malformed_file_gives_mlirs_error(file: &str) {
    let f = corpus_dir("pdl-errors").join(file);
    let n = name(&f);
    let src = read(&f);
    let expected = read(&f.with_extension("mlir-error"))
        .trim_end_matches('\n')
        .replace('\0', "");
    match parse_pdl(&src) {
        Ok(_) => panic!("{n}: accepted; MLIR says {expected}"),
        Err(d) => {
            let ours = d[0].headline(&n, &src);
            assert!(ours == expected, "{n}:\n  ours: {ours}\n  mlir: {expected}");
        }
    }
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

fn generic_form_is_mlirs(file: &str) {
    let f = corpus_dir("pdl").join(file);
    let n = name(&f);
    let src = read(&f);
    let set = parse_pdl(&src).unwrap_or_else(|d| panic!("{n}: {}", d[0].render(&n, &src)));
    let golden = read(&f.with_extension("generic.mlir"));
    let ours = print_pdl_generic(&set, Some("patterns"));
    assert!(ours == golden, "{n}:\n--- ours\n{ours}--- mlir\n{golden}");
    // MLIR's generic form reads back to the same patterns.
    let g = parse_pdl(&golden)
        .unwrap_or_else(|d| panic!("{n} (generic): {}", d[0].render(&n, &golden)));
    assert!(
        g == set,
        "{n}: MLIR's generic form reads to a different model"
    );
}

/// MLIR prints a `pdl.operation` with discardable attributes but no attribute values and no
/// result types as `operation "x" {attrs}`, which it then reads as attribute values and
/// refuses; ours prints that statement in generic form, which MLIR (checked with
/// mlir-opt-22) and pdl-rs read back.
#[test]
fn an_operation_with_only_discardable_attributes_prints_in_generic_form() {
    let src = r#"module {
  pdl.pattern : benefit(2) {
    %v = pdl.operand
    %0 = "pdl.operation"(%v) <{attributeValueNames = [], opName = "test.a2", operandSegmentSizes = array<i32: 1, 0, 0>}> {zz, a = 1} : (!pdl.value) -> !pdl.operation
    pdl.rewrite %0 {
      %1 = "pdl.operation"() <{attributeValueNames = [], opName = "test.b", operandSegmentSizes = array<i32: 0, 0, 0>}> {zz} : () -> !pdl.operation
      pdl.replace %0 with %1
    }
  }
}
"#;
    let set = parse_pdl(src).unwrap_or_else(|d| panic!("{}", d[0].render("t", src)));
    let printed = print_pdl(&set);
    let expected = r#"module {
  pdl.pattern : benefit(2) {
    %0 = operand
    %1 = "pdl.operation"(%0) <{attributeValueNames = [], opName = "test.a2", operandSegmentSizes = array<i32: 1, 0, 0>}> {a = 1 : i64, zz} : (!pdl.value) -> !pdl.operation
    rewrite %1 {
      %2 = "pdl.operation"() <{attributeValueNames = [], opName = "test.b", operandSegmentSizes = array<i32: 0, 0, 0>}> {zz} : () -> !pdl.operation
      replace %1 with %2
    }
  }
}
"#;
    assert_eq!(printed, expected);
    assert_eq!(parse_pdl(&printed).unwrap(), set);
}
