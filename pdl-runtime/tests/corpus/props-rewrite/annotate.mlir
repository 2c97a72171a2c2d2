module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %0 : i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %add = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %mul = transform.structured.match ops{["arith.muli"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant #arith.overflow<nsw> -> !transform.any_param
    transform.annotate %add "overflowFlags" = %p : !transform.any_op, !transform.any_param
    %q = transform.param.constant 1 -> !transform.any_param
    transform.annotate %mul "overflowFlags" = %q : !transform.any_op, !transform.any_param
    transform.yield
  }
}
