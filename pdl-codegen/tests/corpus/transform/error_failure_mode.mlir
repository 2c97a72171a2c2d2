// Misuse that MLIR rejects before running: a located error.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.include @m failures(sometimes) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
}
