// split_handle with more payloads than results and no overflow result: a silenceable failure.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  "my.a"() : () -> ()
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %all = transform.collect_matching @match_a in %root : (!transform.any_op) -> !transform.any_op
    %a, %b = transform.split_handle %all : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
