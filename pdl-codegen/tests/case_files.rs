//! Case files (`module @patterns` in PDL syntax beside the payload, the layout of
//! `mlir-opt --test-pdl-bytecode-pass`) read into one IR: printed without applying anything,
//! they give what `mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic` gives
//! (goldens `NAME.nopass.mlir`). One test per case file (the build script lists them).

use std::path::{Path, PathBuf};

use pdl_codegen::compile::read_case_file;

macro_rules! cases_files {
    ($($name:ident => $file:literal,)*) => {
        /// The case files, as the build script listed them.
        const CASE_FILES: &[&str] = &[$($file),*];

        /// Each case file read and printed gives `mlir-opt`'s print of it.
        mod case_files_read_as_mlir_opt_reads_them {
            $(#[test]
            fn $name() {
                super::reads_as_mlir_opt_reads_it($file);
            })*
        }
    };
}
include!(concat!(env!("OUT_DIR"), "/corpus_cases.rs"));

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/cases")
}

#[test]
fn every_case_file_has_its_test() {
    let mut names = Vec::new();
    for e in std::fs::read_dir(dir()).unwrap() {
        let name = e.unwrap().file_name().to_string_lossy().into_owned();
        if name.ends_with(".mlir") && !name.ends_with(".nopass.mlir") {
            names.push(name);
        }
    }
    names.sort();
    assert!(names.len() >= 4);
    assert_eq!(names, CASE_FILES, "the corpus changed: rebuild");
}

fn reads_as_mlir_opt_reads_it(name: &str) {
    let p = dir().join(name);
    let src = std::fs::read_to_string(&p).unwrap();
    let case = read_case_file(&src, name).unwrap_or_else(|e| panic!("{e}"));
    let golden = std::fs::read_to_string(p.with_extension("nopass.mlir")).unwrap();
    assert_eq!(pdl_runtime::text::print_generic(&case.ir), golden, "{name}");
    assert!(case.patterns.is_some(), "{name} has patterns");
}

#[test]
fn errors_in_either_part_are_located_in_the_file() {
    let bad_pattern = "module @patterns {\n  pdl.pattern @p : benefit(1) {\n    %v = pdl.operand\n    %op = pdl.operation \"test.a\"\n    pdl.rewrite %op with \"r\"\n  }\n}\nmodule @ir {\n}\n";
    let e = read_case_file(bad_pattern, "c.mlir").unwrap_err();
    assert!(
        e.starts_with("c.mlir:3:10: error: 'pdl.operand' op expected a bindable user"),
        "{e}"
    );
    let bad_payload = "module @patterns {\n}\nmodule @ir {\n  \"test.use\"(%x) : (i32) -> ()\n}\n";
    let e = read_case_file(bad_payload, "c.mlir").unwrap_err();
    assert_eq!(
        e.lines().next().unwrap(),
        "c.mlir:4:14: error: use of undeclared SSA value name"
    );
}
