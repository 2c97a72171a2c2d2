// Misuse that MLIR rejects before running: a located error.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %d = transform.get_defining_op %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
