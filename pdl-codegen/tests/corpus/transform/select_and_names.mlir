// select filters a handle by name; match.operation_name accepts any of several names.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  "my.b"() : () -> ()
  "my.c"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ab = transform.collect_matching @match_ab in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.select "my.b" in %ab : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %ab, "a or b" : !transform.any_op
    transform.debug.emit_remark_at %b, "selected b" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_ab(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a", "my.b"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
