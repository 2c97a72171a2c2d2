// transform.sequence failures(propagate) stops at the first failure and passes it on.
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.sequence %root : !transform.any_op failures(propagate) {
    ^bb0(%arg0: !transform.any_op):
      transform.debug.emit_remark_at %arg0, "first" : !transform.any_op
      %ops = transform.collect_matching @match_a in %arg0 : (!transform.any_op) -> !transform.any_op
      %prod = transform.get_producer_of_operand %ops[0] : (!transform.any_op) -> !transform.any_op
      transform.debug.emit_remark_at %arg0, "not reached" : !transform.any_op
    }
    transform.yield
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
