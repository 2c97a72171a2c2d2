//! Every error carries `file:line:col` (issue P9): native functions that are not registered
//! (or not with the kinds a pattern uses), driver failures, invalid UTF-8 in a pattern file,
//! the transform reader's errors.

use std::path::PathBuf;
use std::process::Command;

use pdl_codegen::{compile, load};
use pdl_runtime::ir::Ir;
use pdl_runtime::value::Natives;

/// A file of the test's own in a fresh temporary folder.
fn temp_file(test: &str, name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pdl-robustness-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    p
}

/// Runs `pdl-opt ARGS` in the file's folder (so messages name the file alone); returns the
/// exit code and stderr.
fn pdl_opt(dir: &std::path::Path, args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pdl-opt"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap();
    (out.status.code(), String::from_utf8(out.stderr).unwrap())
}

#[test]
fn unregistered_natives_are_located_at_their_calls() {
    let src = r#"module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.apply_native_constraint "nope"(%root : !pdl.operation)
    pdl.rewrite %root with "also_nope"(%root : !pdl.operation)
  }
}
module @ir {
  "test.op"() : () -> ()
}
"#;
    let p = temp_file("unregistered", "n.mlir", src.as_bytes());
    let (code, err) = pdl_opt(p.parent().unwrap(), &["n.mlir"]);
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        "n.mlir:4:5: error: no native constraint named `nope` is registered
    pdl.apply_native_constraint \"nope\"(%root : !pdl.operation)
    ^
n.mlir:5:5: error: no native rewrite named `also_nope` is registered
    pdl.rewrite %root with \"also_nope\"(%root : !pdl.operation)
    ^
"
    );
}

#[test]
fn natives_called_with_other_kinds_are_located_at_their_calls() {
    let src = r#"pdl.pattern : benefit(1) {
  %root = pdl.operation "test.op"
  pdl.apply_native_constraint "multi_entity_constraint"(%root : !pdl.operation)
  pdl.rewrite %root with "creator"(%root, %root : !pdl.operation, !pdl.operation)
}
"#;
    let e = load::load_pdl::<Ir>(src, "k.pdl", &Natives::mlir_test_pass()).unwrap_err();
    assert_eq!(
        e.message,
        "k.pdl:3:3: error: native constraint `multi_entity_constraint` is registered as (!pdl.operation, !pdl.operation) -> () but the pattern calls it as (!pdl.operation) -> ()
  pdl.apply_native_constraint \"multi_entity_constraint\"(%root : !pdl.operation)
  ^
k.pdl:4:3: error: native rewrite `creator` is registered as (!pdl.operation) -> (!pdl.operation) but the pattern calls it as (!pdl.operation, !pdl.operation, !pdl.operation) -> ()
  pdl.rewrite %root with \"creator\"(%root, %root : !pdl.operation, !pdl.operation)
  ^"
    );
}

#[test]
fn unregistered_natives_of_pdl_interp_are_located() {
    let custom = r#"module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.apply_constraint "nope"(%root : !pdl.operation) -> ^bb1, ^end
  ^bb1:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      pdl_interp.apply_rewrite "rw"(%root : !pdl.operation)
      pdl_interp.finalize
    }
  }
}
module @ir {
  "test.op"() : () -> ()
}
"#;
    let p = temp_file("interp", "i.mlir", custom.as_bytes());
    let (code, err) = pdl_opt(p.parent().unwrap(), &["i.mlir"]);
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        "i.mlir:3:5: error: no native constraint named `nope` is registered
    pdl_interp.apply_constraint \"nope\"(%root : !pdl.operation) -> ^bb1, ^end
    ^
i.mlir:11:7: error: no native rewrite named `rw` is registered
      pdl_interp.apply_rewrite \"rw\"(%root : !pdl.operation)
      ^
"
    );
    // The generic form.
    let generic = r#""builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg1: !pdl.operation):
    "pdl_interp.apply_constraint"(%arg1)[^bb2, ^bb1] <{isNegated = true, name = "IsFoo"}> : (!pdl.operation) -> ()
  ^bb1:
    "pdl_interp.finalize"() : () -> ()
  ^bb2:
    "pdl_interp.record_match"(%arg1, %arg1)[^bb1] <{benefit = 0 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.operation):
      "pdl_interp.erase"(%arg0) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let prog = pdl_codegen::compile::read_pdl_interp(generic, "g.mlir").unwrap();
    let e = compile::program_to_vm::<Ir>(&prog, "g.mlir", generic, &Natives::mlir_test_pass())
        .unwrap_err();
    assert_eq!(
        e.message,
        "g.mlir:4:5: error: no native constraint named `IsFoo` is registered
    \"pdl_interp.apply_constraint\"(%arg1)[^bb2, ^bb1] <{isNegated = true, name = \"IsFoo\"}> : (!pdl.operation) -> ()
    ^"
    );
}

#[test]
fn unregistered_natives_of_transform_patterns_are_located() {
    let src = r#"module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @p : benefit(1) {
        %op = pdl.operation "my.a"
        pdl.rewrite %op with "nope"
      }
    }
    transform.yield
  }
}
"#;
    let Err(e) = pdl_codegen::transform::read(src, "t.mlir") else {
        panic!("accepted");
    };
    assert_eq!(
        e,
        "t.mlir:7:9: error: no native rewrite named `nope` is registered
        pdl.rewrite %op with \"nope\"
        ^"
    );
}

#[test]
fn patterns_that_do_not_converge_are_reported_at_the_last_rewritten_operation() {
    let src = r#"module @patterns {
  pdl.pattern @a_to_b : benefit(1) {
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
  }
}
module @ir {
  "test.x"() : () -> ()
  "test.a"() : () -> ()
}
"#;
    let p = temp_file("converge", "c.mlir", src.as_bytes());
    let (code, err) = pdl_opt(p.parent().unwrap(), &["c.mlir"]);
    assert_eq!(code, Some(1));
    // The rewritten operations keep the location of the one they replace.
    assert_eq!(
        err,
        "c.mlir:19:3: error: the patterns do not converge: stopped after 100000 rewrites; the last rewrites applied @a_to_b (c.mlir:2:3) (32 times), @b_to_a (c.mlir:9:3) (32 times)\n"
    );
}

#[test]
fn invalid_utf8_in_a_pattern_file_is_located() {
    let p = temp_file(
        "utf8",
        "bad.pdll",
        b"Pattern { let root = op<test.a>;\n  // \xff\n  erase root; }\n",
    );
    let dir = p.parent().unwrap();
    temp_file("utf8", "bad.pdl", b"pdl.pattern \xc3 : benefit(1) {}\n");
    temp_file("utf8", "in.mlir", b"\"test.a\"() : () -> ()\n");
    assert_eq!(
        pdl_opt(dir, &["in.mlir", "--patterns", "bad.pdll"]),
        (
            Some(1),
            "bad.pdll:2:6: error: invalid UTF-8 in source file\n".to_string()
        )
    );
    assert_eq!(
        pdl_opt(dir, &["in.mlir", "--patterns", "bad.pdl"]),
        (
            Some(1),
            "bad.pdl:1:13: error: invalid UTF-8 in source file\n".to_string()
        )
    );
    let e = load::load_file::<Ir>(&dir.join("bad.pdl"), &Natives::mlir_test_pass()).unwrap_err();
    assert!(
        e.message
            .ends_with("bad.pdl:1:13: error: invalid UTF-8 in source file"),
        "{}",
        e.message
    );
}

#[test]
fn a_native_with_an_escaped_name_is_located_in_lowered_patterns() {
    // Found by the `pdl_interp` fuzz target on MLIR's own print of m_quoted_names: the name
    // is written with an escape, so the call is found by the decoded string.
    let src = r#"module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.record_match @rewriters::@r(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.a") -> ^bb1
  ^bb1:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @r(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "rewr\\iter"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
  }
}
"#;
    let program = pdl_codegen::compile::read_pdl_interp(src, "q.mlir").unwrap();
    let natives = Natives::<Ir>::mlir_test_pass();
    let err = compile::program_to_vm(&program, "q.mlir", src, &natives)
        .err()
        .unwrap();
    assert_eq!(
        err.message.lines().next().unwrap(),
        "q.mlir:9:7: error: no native rewrite named `rewr\\iter` is registered"
    );
}
