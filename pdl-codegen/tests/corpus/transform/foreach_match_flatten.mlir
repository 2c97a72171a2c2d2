// Actions yielding several payload ops need flatten_results.
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  "my.use"(%0) : (i32) -> ()
  "my.use"(%0) : (i32) -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %updated, %users = transform.foreach_match flatten_results in %root
        @match_a -> @users
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %users, "user" : !transform.any_op
    %updated2, %users2 = transform.foreach_match in %updated
        @match_a -> @users
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @users(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %u = transform.get_consumers_of_result %op[0] : (!transform.any_op) -> !transform.any_op
    transform.yield %u : !transform.any_op
  }
}
