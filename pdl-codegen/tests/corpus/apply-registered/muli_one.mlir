// x * 1 folds to x, even with the constant on the left (Commutative moves it right first).
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
  func.func @f(%arg0: i64) -> i64 {
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "test.op"() : () -> ()
    return %1 : i64
  }
}
