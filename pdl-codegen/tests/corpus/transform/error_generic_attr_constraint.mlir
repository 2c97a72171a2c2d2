// In generic form, inherent attributes are checked by the verifier (before operand kinds, as ODS does).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    %a = "transform.get_parent_op"(%p) <{nth_parent = 0 : i64}> : (!transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
