// split_handle's verifier: overflow_result must name a result.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a, %b = transform.split_handle %root {overflow_result = 2} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
