// An included sequence whose argument is consumed consumes the handle passed to it.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.collect_matching @match_a in %root : (!transform.any_op) -> !transform.any_op
    transform.include @consume failures(propagate) (%a) : (!transform.any_op) -> ()
    transform.debug.emit_remark_at %a, "after include" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @consume(%op: !transform.any_op {transform.consumed}) {
    transform.test_consume_operand %op : !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
