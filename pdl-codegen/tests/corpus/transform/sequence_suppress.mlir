// transform.sequence failures(suppress) silences the failures of its body, one by one.
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  "my.b"(%0) : (i32) -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.collect_matching @match_a in %root : (!transform.any_op) -> !transform.any_op
    transform.sequence %a : !transform.any_op failures(suppress) {
    ^bb0(%arg0: !transform.any_op):
      transform.match.operation_name %arg0 ["my.b"] : !transform.any_op
      transform.debug.emit_remark_at %arg0, "after a silenced failure" : !transform.any_op
    }
    transform.debug.emit_remark_at %a, "after the sequence" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
