// get_consumers_of_result needs exactly one payload op: a definite failure otherwise.
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  %1 = "my.a"() : () -> i32
  "my.use"(%0, %1) : (i32, i32) -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.collect_matching @match_a in %root : (!transform.any_op) -> !transform.any_op
    %u = transform.get_consumers_of_result %a[0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
