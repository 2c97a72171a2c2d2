// merge_handles of parameters gives a parameter handle.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    %m = transform.merge_handles %p, %p : !transform.param<i64>
    %n = transform.num_associations %m : (!transform.param<i64>) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.yield
  }
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
}
