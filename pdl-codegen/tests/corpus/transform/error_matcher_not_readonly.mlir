// Misuse that MLIR rejects before running: a located error.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %x = transform.collect_matching @m in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @m(%op: !transform.any_op) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
}
