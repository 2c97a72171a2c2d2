// get_consumers_of_result: every user of the result, one per use, most recent use first.
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  "my.first"(%0) : (i32) -> ()
  "my.second"(%0, %0) : (i32, i32) -> ()
  "my.third"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.collect_matching @match_a in %root : (!transform.any_op) -> !transform.any_op
    %u = transform.get_consumers_of_result %a[0] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %u, "a consumer" : !transform.any_op
    %n = transform.num_associations %u : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "consumers:" at %a : !transform.param<i64>, !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
