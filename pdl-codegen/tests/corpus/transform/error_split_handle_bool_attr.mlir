// split_handle's options are bool attributes: a unit attribute is rejected as it is read.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a, %b = transform.split_handle %root {fail_on_payload_too_small} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
