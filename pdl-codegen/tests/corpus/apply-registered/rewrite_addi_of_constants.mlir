// A rewrite creates two arith.constant and an arith.addi of them: the addi folds to a constant 5, the operands die.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type : i32
    %root = pdl.operation "test.op" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %a2 = pdl.attribute = 2 : i32
      %a3 = pdl.attribute = 3 : i32
      %c2 = pdl.operation "arith.constant" {"value" = %a2} -> (%t : !pdl.type)
      %c3 = pdl.operation "arith.constant" {"value" = %a3} -> (%t : !pdl.type)
      %v2 = pdl.result 0 of %c2
      %v3 = pdl.result 0 of %c3
      %add = pdl.operation "arith.addi"(%v2, %v3 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %add
    }
  }
}
module @ir {
  func.func @f() -> i32 {
    %0 = "test.op"() : () -> i32
    return %0 : i32
  }
}
