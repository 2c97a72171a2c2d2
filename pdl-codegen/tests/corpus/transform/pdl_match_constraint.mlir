// pdl_match with a pattern over operands and attributes: only the add whose first operand
// comes from a mul, with attribute kind = "fast".
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = "my.mul"(%a, %a) : (i32, i32) -> i32
    %1 = "my.add"(%0, %a) {kind = "fast"} : (i32, i32) -> i32
    %2 = "my.add"(%0, %a) {kind = "slow"} : (i32, i32) -> i32
    %3 = "my.add"(%a, %0) {kind = "fast"} : (i32, i32) -> i32
    func.return %3 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @fast_add_of_mul : benefit(1) {
        %t = pdl.type
        %x = pdl.operand
        %mul = pdl.operation "my.mul"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        %m = pdl.result 0 of %mul
        %y = pdl.operand
        %kind = pdl.attribute = "fast"
        %add = pdl.operation "my.add"(%m, %y : !pdl.value, !pdl.value) {"kind" = %kind} -> (%t : !pdl.type)
        pdl.rewrite %add with "transform.dialect"
      }
      pdl.pattern @muls : benefit(1) {
        %operands = pdl.operands
        %types = pdl.types
        %op = pdl.operation "my.mul"(%operands : !pdl.range<value>) -> (%types : !pdl.range<type>)
        pdl.rewrite %op with "transform.dialect"
      }
      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %adds = pdl_match @fast_add_of_mul in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %adds, "fast add of a mul" : !transform.any_op
        %muls = pdl_match @muls in %arg1 : (!transform.any_op) -> !transform.any_op
        %n = transform.num_associations %muls : (!transform.any_op) -> !transform.param<i64>
        transform.debug.emit_param_as_remark %n, "muls:" : !transform.param<i64>
      }
    }
    transform.yield
  }
}
