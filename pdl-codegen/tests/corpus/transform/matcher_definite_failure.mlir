// A definite failure inside a matcher (comparing a non-integer parameter) is not silenced
// by collect_matching: it stops everything.
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %x = transform.collect_matching @bad in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %root, "not reached" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @bad(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    %s = transform.param.constant "text" -> !transform.any_param
    transform.match.param.cmpi eq %s, %s : !transform.any_param
    transform.yield %op : !transform.any_op
  }
}
