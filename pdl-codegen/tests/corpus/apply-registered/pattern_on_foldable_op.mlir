// A pattern matching arith.addi never sees an addi of constants: the driver folds an op before trying patterns.
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.operand
    %b = pdl.operand
    %t = pdl.type
    %root = pdl.operation "arith.addi"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.matched"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func @f(%arg0: i32) -> (i32, i32) {
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    return %2, %3 : i32, i32
  }
}
