//! Case files (`module @patterns` in PDL syntax beside the payload, the layout of
//! `mlir-opt --test-pdl-bytecode-pass`) read into one IR: printed without applying anything,
//! they give what `mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic` gives
//! (goldens `NAME.nopass.mlir`).

use std::path::Path;

use pdl_codegen::syntax::case_file::read_case_file;

#[test]
fn case_files_read_as_mlir_opt_reads_them() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/cases");
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        if !name.ends_with(".mlir") || name.ends_with(".nopass.mlir") {
            continue;
        }
        let src = std::fs::read_to_string(&p).unwrap();
        let case = read_case_file(&src, &name).unwrap_or_else(|e| panic!("{e}"));
        let golden = std::fs::read_to_string(p.with_extension("nopass.mlir")).unwrap();
        assert_eq!(pdl_runtime::text::print(&case.ir), golden, "{name}");
        assert!(case.patterns.is_some(), "{name} has patterns");
        n += 1;
    }
    assert!(n >= 4);
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
