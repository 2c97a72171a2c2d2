// A matcher on a count: ops with at least two operands (cmpi silenced by collect_matching).
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  %1 = "my.b"(%0) : (i32) -> i32
  %2 = "my.c"(%0, %1) : (i32, i32) -> i32
  %3 = "my.d"(%0, %1, %2) : (i32, i32, i32) -> i32
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.collect_matching @two_operands_or_more in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %ops, "two operands or more" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @two_operands_or_more(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %operands = transform.get_operand %op[all] : (!transform.any_op) -> !transform.any_value
    %n = transform.num_associations %operands : (!transform.any_value) -> !transform.param<i64>
    %c2 = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.match.param.cmpi ge %n, %c2 : !transform.param<i64>
    transform.yield %op : !transform.any_op
  }
}
