// pdl.operation "arith.cmpi" with a predicate and no result types: MLIR infers i1; the cmpi of equal operands then folds.
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.op"(%a : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %p = pdl.attribute = 3 : i64
      %cmp = pdl.operation "arith.cmpi"(%a, %a : !pdl.value, !pdl.value) {"predicate" = %p}
      %r = pdl.result 0 of %cmp
      %u = pdl.operation "test.keep"(%r : !pdl.value)
      pdl.erase %root
    }
  }
}
module @ir {
  func.func @f(%arg0: i32) {
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "test.op"(%arg0) : (i32) -> i32
    return
  }
}
