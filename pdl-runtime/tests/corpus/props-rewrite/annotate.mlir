module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %0 : i32
    return %1 : i32
  }
  func.func @g(%c: i1) {
    cf.cond_br %c, ^a, ^b
  ^a:
    return
  ^b:
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %add = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %mul = transform.structured.match ops{["arith.muli"]} in %root : (!transform.any_op) -> !transform.any_op
    %br = transform.structured.match ops{["cf.cond_br"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant #arith.overflow<nsw> -> !transform.any_param
    transform.annotate %add "overflowFlags" = %p : !transform.any_op, !transform.any_param
    %q = transform.param.constant 1 -> !transform.any_param
    transform.annotate %mul "overflowFlags" = %q : !transform.any_op, !transform.any_param
    %s = transform.param.constant array<i32: 1, 0> -> !transform.any_param
    transform.annotate %br "operandSegmentSizes" = %s : !transform.any_op, !transform.any_param
    transform.annotate %br "branch_weights" = %q : !transform.any_op, !transform.any_param
    %w = transform.param.constant array<i32: 5, 6> -> !transform.any_param
    transform.annotate %br "branch_weights" = %w : !transform.any_op, !transform.any_param
    transform.yield
  }
}
