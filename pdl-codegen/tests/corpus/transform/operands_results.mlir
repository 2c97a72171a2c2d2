// get_operand / get_result with positions, all, except and negative indices;
// get_defining_op; remarks on values.
module attributes {transform.with_named_sequence} {
  %0:2 = "my.two"() : () -> (i32, i32)
  %1 = "my.three"(%0#0, %0#1, %0#0) : (i32, i32, i32) -> i32
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %three = transform.collect_matching @match_three in %root : (!transform.any_op) -> !transform.any_op
    %two = transform.collect_matching @match_two in %root : (!transform.any_op) -> !transform.any_op
    %o1 = transform.get_operand %three[1] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %o1, "operand 1" : !transform.any_value
    %ox = transform.get_operand %three[except(1)] : (!transform.any_op) -> !transform.any_value
    %nx = transform.num_associations %ox : (!transform.any_value) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %nx, "operands but #1:" : !transform.param<i64>
    %last = transform.get_operand %three[-1] : (!transform.any_op) -> !transform.any_value
    %d = transform.get_defining_op %last : (!transform.any_value) -> !transform.any_op
    transform.debug.emit_remark_at %d, "defines the last operand" : !transform.any_op
    %rs = transform.get_result %two[all] : (!transform.any_op) -> !transform.any_value
    %nr = transform.num_associations %rs : (!transform.any_value) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %nr, "results:" : !transform.param<i64>
    %r1 = transform.get_result %two[1] : (!transform.any_op) -> !transform.any_value
    %users = transform.get_consumers_of_result %two[1] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %users, "uses result 1" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_three(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.three"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @match_two(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.two"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
