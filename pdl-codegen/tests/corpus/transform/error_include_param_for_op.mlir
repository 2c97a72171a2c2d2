// transform.include checks each operand's type against the callee's argument (a parameter where an operation handle is expected).
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  "my.b"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.include @callee failures(propagate) (%p) : (!transform.param<i64>) -> ()
    transform.yield
  }
  transform.named_sequence @callee(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @pcallee(%op: !transform.param<i64> {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @match_any(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @match_a(%op: !transform.op<"my.a"> {transform.readonly}) -> !transform.op<"my.a"> {
    transform.yield %op : !transform.op<"my.a">
  }
}
