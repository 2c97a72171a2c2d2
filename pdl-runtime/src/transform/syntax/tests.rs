//! Tests of the transform dialect's custom syntax.

use crate::text::{parse, print_generic};

/// The custom forms read into the generic operations MLIR prints for them.
#[test]
fn custom_forms_read_as_mlir_prints_them() {
    let src = r#"module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%e: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %e ["a.b", "c.d"] : !transform.any_op
    %o = transform.get_operand %e[except(0, 1)] : (!transform.any_op) -> !transform.any_value
    %p = transform.param.constant 3 : i64 -> !transform.param<i64>
    transform.match.param.cmpi le %p, %p : !transform.param<i64>
    transform.sequence %e : !transform.any_op failures(suppress) {
    ^bb0(%x: !transform.any_op):
    }
    transform.yield %e : !transform.any_op
  }
}"#;
    let ir = parse(src, "t.mlir").unwrap();
    let out = print_generic(&ir);
    for want in [
        "<{op_names = [\"a.b\", \"c.d\"]}>",
        "<{is_inverted, raw_position_list = array<i64: 0, 1>}>",
        "<{value = 3 : i64}> : () -> !transform.param<i64>",
        "<{predicate = 3 : i32}>",
        "<{failure_propagation_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 0>}>",
        "function_type = (!transform.any_op) -> !transform.any_op, sym_name = \"m\"",
    ] {
        assert!(out.contains(want), "{want} not in:\n{out}");
    }
    // The sequence's implicit terminator.
    assert_eq!(out.matches("\"transform.yield\"").count(), 2, "{out}");
}

#[test]
fn malformed_forms_are_located_errors() {
    for (src, msg) in [
            (
                "transform.include @x failures(never) () : () -> ()",
                "expected string or keyword containing one of the following enum values",
            ),
            ("transform.frob", "custom op 'transform.frob' is unknown"),
            (
                "%a = \"x.y\"() : () -> !transform.any_op\ntransform.match.param.cmpi almost %a, %a : !transform.any_op",
                "for match comparison predicate",
            ),
            ("transform.merge_handles %a", "expected ':'"),
        ] {
            let e = parse(src, "t.mlir").unwrap_err();
            assert!(e.message.contains(msg), "{src}: {}", e.message);
        }
}
