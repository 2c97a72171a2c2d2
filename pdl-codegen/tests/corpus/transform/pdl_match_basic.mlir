// with_pdl_patterns + pdl_match (seed 004): a PDL pattern used as a matcher.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "my.add"(%a, %a) : (i32, i32) -> i32
    %1 = "my.mul"(%0, %a) : (i32, i32) -> i32
    %2 = "my.add"(%1, %0) : (i32, i32) -> i32
    func.return %2 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @adds : benefit(1) {
        %operands = pdl.operands
        %types = pdl.types
        %op = pdl.operation "my.add"(%operands : !pdl.range<value>) -> (%types : !pdl.range<type>)
        pdl.rewrite %op with "transform.dialect"
      }
      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %adds = pdl_match @adds in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %adds, "matched by PDL" : !transform.any_op
      }
    }
    transform.yield
  }
}
