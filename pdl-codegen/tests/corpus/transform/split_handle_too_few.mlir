// split_handle with fewer payloads than results (and not empty): a silenceable failure, even
// with pass_through_empty_handle; suppressed in a sequence, so the next op runs.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %all = transform.collect_matching @match_a in %root : (!transform.any_op) -> !transform.any_op
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%arg0: !transform.any_op):
      %a, %b = transform.split_handle %all {pass_through_empty_handle = true} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.yield
    }
    %n = transform.select "my.none" in %all : (!transform.any_op) -> !transform.any_op
    %c, %d = transform.split_handle %n {pass_through_empty_handle = false} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
