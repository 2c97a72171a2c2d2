// annotate: the optional parameter's kind is checked by the verifier.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.annotate %root "x" = %root : !transform.any_op, !transform.any_op
    transform.yield
  }
}
