//! Rewrites that fail part-way leave the IR exactly as it was and name the pattern; patterns
//! that undo each other stop with an error; unresolved natives are errors when the set is
//! built.

use pdl_codegen::load::load_pdl;
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::{apply_patterns_greedily, DriverError, GreedyConfig};
use pdl_runtime::text::{parse, print_generic};
use pdl_runtime::value::Kind;
use pdl_runtime::value::{Natives, Signature};

const PAYLOAD: &str = r#"%0 = "test.src"() : () -> i32
%1:2 = "test.two"(%0) : (i32) -> (i32, i32)
"test.use"(%1#0, %1#1) : (i32, i32) -> ()
"#;

fn natives() -> Natives<Ir> {
    let mut n = Natives::<Ir>::mlir_test_pass();
    n.register_rewrite(
        "fail_after_create",
        Signature::new(&[Kind::Operation], &[]),
        |rw, _| {
            rw.create_op("test.half_done", &[], &[], &[]);
            Err("the native gave up".into())
        },
    );
    n
}

/// Applies `patterns` to `PAYLOAD`; returns the error and whether the printed IR is unchanged.
fn run_failing(patterns: &str) -> (DriverError, String, String) {
    let set = load_pdl(patterns, "p.pdl", &natives()).unwrap_or_else(|e| panic!("{e}"));
    let mut ir = parse(PAYLOAD, "ir.mlir").unwrap();
    let before = print_generic(&ir);
    let root = ir.root();
    let err = apply_patterns_greedily(&mut ir, root, &set, &GreedyConfig::default())
        .expect_err("the rewrite must fail");
    ir.verify().unwrap();
    (err, before, print_generic(&ir))
}

fn assert_rolled_back(patterns: &str, message: &str) {
    let (err, before, after) = run_failing(patterns);
    assert_eq!(before, after, "the IR changed");
    let text = err.to_string();
    assert!(text.contains("rolled back"), "{text}");
    assert!(
        text.contains("@p (p.pdl:1:1)"),
        "the pattern is named: {text}"
    );
    assert!(text.contains(message), "{text}");
}

#[test]
fn native_rewrite_error_rolls_back() {
    assert_rolled_back(
        r#"pdl.pattern @p : benefit(1) {
  %x = pdl.operand
  %ts = pdl.types
  %root = pdl.operation "test.two"(%x : !pdl.value) -> (%ts : !pdl.range<type>)
  pdl.rewrite %root {
    %new = pdl.operation "test.created"
    pdl.apply_native_rewrite "fail_after_create"(%root : !pdl.operation)
  }
}"#,
        "native rewrite `fail_after_create` failed: the native gave up",
    );
}

#[test]
fn failed_builtin_rolls_back() {
    assert_rolled_back(
        r#"pdl.pattern @p : benefit(1) {
  %x = pdl.operand
  %ts = pdl.types
  %root = pdl.operation "test.two"(%x : !pdl.value) -> (%ts : !pdl.range<type>)
  pdl.rewrite %root {
    %new = pdl.operation "test.created"
    %a = pdl.attribute = 127 : i8
    %b = pdl.attribute = 1 : i8
    %sum = pdl.apply_native_rewrite "__builtin_add"(%a, %b : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %other = pdl.operation "test.never" {"v" = %sum}
  }
}"#,
        "`__builtin_add`: the result overflows its type",
    );
}

#[test]
fn wrong_number_of_replacement_values_rolls_back() {
    assert_rolled_back(
        r#"pdl.pattern @p : benefit(1) {
  %x = pdl.operand
  %ts = pdl.types
  %root = pdl.operation "test.two"(%x : !pdl.value) -> (%ts : !pdl.range<type>)
  pdl.rewrite %root {
    %t = pdl.type : i32
    %new = pdl.operation "test.one"(%x : !pdl.value) -> (%t : !pdl.type)
    %r = pdl.result 0 of %new
    pdl.replace %root with (%r : !pdl.value)
  }
}"#,
        "replacing an operation with 2 results by 1 value",
    );
}

#[test]
fn erasing_an_operation_still_in_use_rolls_back() {
    assert_rolled_back(
        r#"pdl.pattern @p : benefit(1) {
  %x = pdl.operand
  %ts = pdl.types
  %root = pdl.operation "test.two"(%x : !pdl.value) -> (%ts : !pdl.range<type>)
  pdl.rewrite %root {
    %new = pdl.operation "test.created"
    pdl.erase %root
  }
}"#,
        "erasing a `test.two` operation whose result #0 is still used by a `test.use` operation",
    );
}

#[test]
fn patterns_that_undo_each_other_stop_with_an_error() {
    let patterns = r#"pdl.pattern @a_to_b : benefit(1) {
  %root = pdl.operation "test.a"
  pdl.rewrite %root {
    %new = pdl.operation "test.b"
    pdl.replace %root with %new
  }
}
pdl.pattern @b_to_a : benefit(1) {
  %root = pdl.operation "test.b"
  pdl.rewrite %root {
    %new = pdl.operation "test.a"
    pdl.replace %root with %new
  }
}"#;
    let set = load_pdl(patterns, "cycle.pdl", &natives()).unwrap();
    let mut ir = parse("\"test.a\"() : () -> ()\n", "ir.mlir").unwrap();
    let root = ir.root();
    let config = GreedyConfig {
        rewrite_budget: Some(1000),
        ..GreedyConfig::default()
    };
    let err = apply_patterns_greedily(&mut ir, root, &set, &config).unwrap_err();
    match &err {
        DriverError::NotConverging {
            rewrites, patterns, ..
        } => {
            assert_eq!(*rewrites, 1000);
            let names: Vec<&str> = patterns.iter().map(|(p, _)| p.as_str()).collect();
            assert_eq!(names.len(), 2, "{names:?}");
            assert!(names.iter().any(|n| n.starts_with("@a_to_b")), "{names:?}");
            assert!(names.iter().any(|n| n.starts_with("@b_to_a")), "{names:?}");
        }
        other => panic!("unexpected {other:?}"),
    }
    assert!(err.to_string().contains("do not converge"), "{err}");
    // The default budget also stops, in bounded time.
    let err = apply_patterns_greedily(&mut ir, root, &set, &GreedyConfig::default()).unwrap_err();
    assert!(matches!(err, DriverError::NotConverging { .. }), "{err}");
    ir.verify().unwrap();
}

#[test]
fn unregistered_or_mistyped_natives_are_errors_when_the_set_is_built() {
    let unknown = r#"pdl.pattern @p : benefit(1) {
  %root = pdl.operation "test.a"
  pdl.apply_native_constraint "nobody_registered"(%root : !pdl.operation)
  pdl.rewrite %root with "nor_this"(%root : !pdl.operation)
}"#;
    let err = load_pdl(unknown, "u.pdl", &natives()).unwrap_err();
    assert!(
        err.message.contains(
            "u.pdl:3:3: error: no native constraint named `nobody_registered` is registered"
        ),
        "{err}"
    );
    assert!(
        err.message
            .contains("u.pdl:4:3: error: no native rewrite named `nor_this` is registered"),
        "{err}"
    );
    let mistyped = r#"pdl.pattern @p : benefit(1) {
  %t = pdl.type : i32
  %root = pdl.operation "test.a"
  pdl.apply_native_constraint "single_entity_constraint"(%t : !pdl.type)
  pdl.rewrite %root {
    pdl.erase %root
  }
}"#;
    let err = load_pdl(mistyped, "m.pdl", &natives()).unwrap_err();
    assert!(
        err.message.contains(
            "m.pdl:4:3: error: native constraint `single_entity_constraint` is registered as (!pdl.operation) -> () but the pattern calls it as (!pdl.type) -> ()"
        ),
        "{err}"
    );
}

#[test]
fn pdl_opt_prints_the_unchanged_ir_and_the_error() {
    let dir = std::env::temp_dir().join(format!("pdl-apply-errors-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let case = dir.join("case.mlir");
    std::fs::write(&case, include_str!("data/failing_rewrite.mlir")).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .arg("--mlir-print-op-generic")
        .arg(&case)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("\"test.two\"(%0)"), "{stdout}");
    assert!(!stdout.contains("test.created"), "{stdout}");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("error: rewrite of @p (")
            && stderr.contains("on a `test.two` operation failed and was rolled back"),
        "{stderr}"
    );
}
