// get_parent_op: the direct parent, deduplicated, the closest isolated-from-above parent (a
// registered trait), by name, the n-th matching parent, and an empty result on request.
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "my.wrap"() ({
      "my.wrap"() ({
        "my.leaf"() : () -> ()
        "my.leaf"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.collect_matching @match_leaf in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.get_parent_op %l : (!transform.any_op) -> !transform.any_op
    %np = transform.num_associations %p : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %np, "direct" : !transform.param<i64>
    %d = transform.get_parent_op %l {deduplicate} : (!transform.any_op) -> !transform.any_op
    %nd = transform.num_associations %d : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %nd, "deduplicated" : !transform.param<i64>
    transform.debug.emit_remark_at %d, "direct parent" : !transform.any_op
    %i = transform.get_parent_op %l {isolated_from_above, deduplicate} : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %i, "isolated" : !transform.any_op
    %n = transform.get_parent_op %l {op_name = "my.wrap", nth_parent = 2, deduplicate} : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %n, "second wrap" : !transform.any_op
    %t = transform.get_parent_op %l {nth_parent = 3 : i64} : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %t, "third parent" : !transform.any_op
    %m = transform.get_parent_op %i {isolated_from_above} : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %m, "isolated above func" : !transform.any_op
    %e = transform.get_parent_op %l {op_name = "my.none", allow_empty_results} : (!transform.any_op) -> !transform.any_op
    %ne = transform.num_associations %e : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %ne, "empty" : !transform.param<i64>
    transform.yield
  }
  transform.named_sequence @match_leaf(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.leaf"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
