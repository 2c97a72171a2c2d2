// A silenceable failure in an action: foreach_match goes on, then fails with
// "actions failed" and a note per failure.
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  %1 = "my.a"() : () -> i32
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @match_a -> @bad_action : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @bad_action(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "acting" : !transform.any_op
    %p = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
