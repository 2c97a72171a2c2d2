// pdl_match naming a pattern the enclosing with_pdl_patterns does not hold.
module attributes {transform.with_named_sequence} {
  "my.a"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @some : benefit(1) {
        %op = pdl.operation "my.a"
        pdl.rewrite %op with "transform.dialect"
      }
      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %x = pdl_match @other in %arg1 : (!transform.any_op) -> !transform.any_op
      }
    }
    transform.yield
  }
}
