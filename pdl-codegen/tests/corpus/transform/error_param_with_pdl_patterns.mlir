// with_pdl_patterns: its optional root's kind is checked by the verifier.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.with_pdl_patterns %p : !transform.param<i64> {
    ^bb0(%arg0: !transform.any_op):
      transform.yield
    }
    transform.yield
  }
}
