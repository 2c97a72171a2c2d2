// Region simplification merges blocks that are identical but for their arguments (the default aggressive level), after folding makes them so.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.success"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func @f(%arg0: i1, %arg1: i32) -> i32 {
    "test.op"() : () -> ()
    "cf.cond_br"(%arg0) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    return %1 : i32
  ^bb2:
    return %arg1 : i32
  }
}
