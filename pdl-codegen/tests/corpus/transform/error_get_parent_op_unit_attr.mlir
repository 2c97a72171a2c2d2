// Inherent attributes are checked against their constraints as they are read (a unit attribute here).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.sequence %root : !transform.any_op failures(propagate) {
    ^bb0(%a: !transform.any_op):
      %p = get_parent_op %a {deduplicate = 1} : (!transform.any_op) -> !transform.any_op
    }
    transform.yield
  }
}
