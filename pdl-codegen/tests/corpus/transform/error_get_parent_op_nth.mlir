// get_parent_op's nth_parent must be positive.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.get_parent_op %root {nth_parent = 0} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
