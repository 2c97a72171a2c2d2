// A result number past the op's results is a definite failure, even under
// failures(suppress).
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.collect_matching @match_a in %root : (!transform.any_op) -> !transform.any_op
    transform.sequence %a : !transform.any_op failures(suppress) {
    ^bb0(%arg0: !transform.any_op):
      %u = transform.get_consumers_of_result %arg0[3] : (!transform.any_op) -> !transform.any_op
    }
    transform.debug.emit_remark_at %a, "not reached" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
