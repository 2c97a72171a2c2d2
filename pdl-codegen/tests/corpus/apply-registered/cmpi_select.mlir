// cmpi of two constants folds to true, then select on it folds to its true value.
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
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %2 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3 = "arith.select"(%2, %arg0, %arg1) : (i1, i32, i32) -> i32
    "test.op"() : () -> ()
    return %3 : i32
  }
}
