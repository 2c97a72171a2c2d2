// A !transform.param<i64> handle given an i32 parameter: a definite error at its definition.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 : i32 -> !transform.param<i64>
    transform.yield
  }
}
