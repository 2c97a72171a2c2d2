// A !transform.param<i64> handle holds integer attributes of type i64 only: a string parameter is a definite error at its definition.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant "s" -> !transform.param<i64>
    transform.yield
  }
}
