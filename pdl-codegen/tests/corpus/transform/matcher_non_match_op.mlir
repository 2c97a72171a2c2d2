// Only match operations may appear in a matcher run by collect_matching (a definite failure).
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %x = transform.collect_matching @bad in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %root, "not reached" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @bad(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    %u = transform.get_consumers_of_result %op[4] : (!transform.any_op) -> !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
