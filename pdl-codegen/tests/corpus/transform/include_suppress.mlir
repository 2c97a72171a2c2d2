// include failures(suppress): the failure is silenced and the script goes on; the results
// of the include are empty.
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.include @must_be_b failures(suppress) (%root) : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %r : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "results after the suppressed failure:" : !transform.param<i64>
    transform.debug.emit_remark_at %root, "reached" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @must_be_b(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.b"] : !transform.any_op
    transform.debug.emit_remark_at %op, "not reached" : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
