// get_parent_op without a matching parent: a silenceable failure with a note at the target.
module attributes {transform.with_named_sequence} {
  "my.wrap"() ({
    "my.leaf"() : () -> ()
  }) : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.collect_matching @match_leaf in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.get_parent_op %l {op_name = "my.wrap", nth_parent = 2} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_leaf(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.leaf"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
