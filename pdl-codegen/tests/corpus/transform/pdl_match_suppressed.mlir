// pdl_match inside a failures(suppress) sequence with a matcher failing after it.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "my.neg"(%a) : (i32) -> i32
    %1 = "my.neg"(%0) : (i32) -> i32
    func.return %1 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @double_neg : benefit(1) {
        %t = pdl.type
        %x = pdl.operand
        %inner = pdl.operation "my.neg"(%x : !pdl.value) -> (%t : !pdl.type)
        %r = pdl.result 0 of %inner
        %outer = pdl.operation "my.neg"(%r : !pdl.value) -> (%t : !pdl.type)
        pdl.rewrite %outer with "transform.dialect"
      }
      transform.sequence %arg0 : !transform.any_op failures(suppress) {
      ^bb1(%arg1: !transform.any_op):
        %m = pdl_match @double_neg in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %m, "double negation" : !transform.any_op
        transform.match.operation_name %m ["my.other"] : !transform.any_op
        transform.debug.emit_remark_at %m, "not reached" : !transform.any_op
      }
    }
    transform.debug.emit_remark_at %root, "after" : !transform.any_op
    transform.yield
  }
}
