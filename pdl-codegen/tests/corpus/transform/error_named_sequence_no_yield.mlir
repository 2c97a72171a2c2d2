// A named sequence must end with transform.yield.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %root, "x" : !transform.any_op
  }
}
