// emit_param_as_remark: an operation handle where a parameter is expected, rejected as it is read.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.debug.emit_param_as_remark %root : !transform.any_op
    transform.yield
  }
}
