// get_operand past the last operand: a silenceable failure naming the payload op.
module attributes {transform.with_named_sequence} {
  %0 = "my.a"() : () -> i32
  "my.b"(%0, %0) : (i32, i32) -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %b = transform.collect_matching @m in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.get_operand %b[5] : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
  transform.named_sequence @m(%e: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %e ["my.b"] : !transform.any_op
    transform.yield %e : !transform.any_op
  }
}
