// pdl.operation "arith.addi" without result types: MLIR infers them (InferTypeOpInterface) from the operands.
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.operand
    %b = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.op"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %add = pdl.operation "arith.addi"(%a, %b : !pdl.value, !pdl.value)
      %r = pdl.result 0 of %add
      %u = pdl.operation "test.keep"(%r : !pdl.value)
      pdl.erase %root
    }
  }
}
module @ir {
  func.func @f(%arg0: i16, %arg1: i16) {
    %0 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %1 = "test.op"(%arg0, %arg1) : (i16, i16) -> i16
    return
  }
}
