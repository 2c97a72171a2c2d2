// An external named sequence must say whether it consumes or only reads each argument.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @decl(%op: !transform.any_op)
}
