// split_handle's verifier: results implement the operand's transform interface.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a, %b = transform.split_handle %root : (!transform.any_op) -> (!transform.any_op, !transform.any_value)
    transform.yield
  }
}
