// transform.include: every operand needs an effect, which the callee's argument annotation gives.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.include @callee failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
  transform.named_sequence @callee(%op: !transform.any_op) {
    transform.yield
  }
}
