// A matcher built from other matchers with include (a match operation itself).
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  %1 = "my.b"(%0) : (i32) -> i32
  %2 = "my.b"(%1) : (i32) -> i32
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %bs = transform.collect_matching @b_of_a in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %bs, "b of a" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @is_a(%op: !transform.any_op {transform.readonly}) {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield
  }
  transform.named_sequence @b_of_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.b"] : !transform.any_op
    %p = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
    transform.include @is_a failures(propagate) (%p) : (!transform.any_op) -> ()
    transform.yield %op : !transform.any_op
  }
}
