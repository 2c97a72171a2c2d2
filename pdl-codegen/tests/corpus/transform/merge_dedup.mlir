// merge_handles keeps duplicates unless told to deduplicate.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  "my.b"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.collect_matching @match_any in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.collect_matching @match_a in %root : (!transform.any_op) -> !transform.any_op
    %m = transform.merge_handles %a, %b : !transform.any_op
    %d = transform.merge_handles deduplicate %a, %b : !transform.any_op
    %nm = transform.num_associations %m : (!transform.any_op) -> !transform.param<i64>
    %nd = transform.num_associations %d : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %nm, "merged:" : !transform.param<i64>
    transform.debug.emit_param_as_remark %nd, "deduplicated:" : !transform.param<i64>
    transform.debug.emit_remark_at %d, "in the deduplicated handle" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_any(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a", "my.b"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
