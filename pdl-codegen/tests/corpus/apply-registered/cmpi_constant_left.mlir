// cmpi with only its left operand constant is rewritten in place: operands swapped, predicate mirrored (slt becomes sgt).
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
  func.func @f(%arg0: i32) -> i1 {
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "arith.cmpi"(%0, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "test.op"() : () -> ()
    return %1 : i1
  }
}
