// Including an external (bodiless) named sequence: a definite error at the include.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.include @decl failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
  transform.named_sequence @decl(%op: !transform.any_op {transform.readonly})
}
