// Parameters: constants, num_associations and every cmpi predicate that holds.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  "my.a"() : () -> ()
  "my.b"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.collect_matching @match_a in %root : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %a : (!transform.any_op) -> !transform.param<i64>
    %c2 = transform.param.constant 2 : i64 -> !transform.param<i64>
    %c3 = transform.param.constant 3 : i64 -> !transform.param<i64>
    %cm1 = transform.param.constant -1 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %c2 : !transform.param<i64>
    transform.match.param.cmpi ne %n, %c3 : !transform.param<i64>
    transform.match.param.cmpi lt %n, %c3 : !transform.param<i64>
    transform.match.param.cmpi le %n, %c2 : !transform.param<i64>
    transform.match.param.cmpi gt %n, %cm1 : !transform.param<i64>
    transform.match.param.cmpi ge %n, %c2 : !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "all comparisons hold for" : !transform.param<i64>
    %all = transform.merge_handles %c2, %c3, %cm1 : !transform.param<i64>
    transform.debug.emit_param_as_remark %all : !transform.param<i64>
    transform.yield
  }
  transform.named_sequence @match_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
