// foreach_match with several matcher -> action pairs: the first matcher that holds wins.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32, %b: i32) -> i32 {
    %0 = "my.add"(%a, %b) : (i32, i32) -> i32
    %1 = "my.mul"(%0, %b) : (i32, i32) -> i32
    %2 = "my.add"(%1, %1) : (i32, i32) -> i32
    %3 = "my.sub"(%2, %a) : (i32, i32) -> i32
    func.return %3 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root
        @match_add_of_mul -> @print_add_of_mul,
        @match_add -> @print_add,
        @match_mul_or_sub -> @print_other
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_add(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.add"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @match_add_of_mul(%op: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.any_op) {
    transform.match.operation_name %op ["my.add"] : !transform.any_op
    %mul = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %mul ["my.mul"] : !transform.any_op
    transform.yield %op, %mul : !transform.any_op, !transform.any_op
  }
  transform.named_sequence @match_mul_or_sub(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["my.mul", "my.sub"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @print_add(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "add" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @print_add_of_mul(%add: !transform.any_op {transform.readonly}, %mul: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %add, "add of a mul" : !transform.any_op
    transform.debug.emit_remark_at %mul, "the mul" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @print_other(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "mul or sub" : !transform.any_op
    transform.yield
  }
}
