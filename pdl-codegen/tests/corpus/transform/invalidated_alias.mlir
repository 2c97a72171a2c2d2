// Two handles to the same op: consuming one invalidates the other.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.collect_matching @match_a in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.merge_handles %a : !transform.any_op
    transform.test_consume_operand %a : !transform.any_op
    transform.debug.emit_remark_at %b, "alias" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
