// transform.sequence's root must be an operation handle.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.sequence %p : !transform.param<i64> failures(propagate) {
    ^bb0(%a: !transform.param<i64>):
      transform.yield
    }
    transform.yield
  }
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
}
