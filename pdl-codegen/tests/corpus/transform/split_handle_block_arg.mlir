// split_handle's failure names its operand: here a block argument, as MLIR prints one.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a, %b = transform.split_handle %root : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
