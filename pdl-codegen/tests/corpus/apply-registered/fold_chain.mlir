// Folding cascades: each fold exposes the next (constants through casts, arithmetic and a select).
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
  func.func @f(%arg0: i64, %arg1: i64) -> i64 {
    %0 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %1 = "arith.extsi"(%0) : (i8) -> i64
    %2 = "arith.constant"() <{value = 4 : i64}> : () -> i64
    %3 = "arith.muli"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %4 = "arith.constant"() <{value = 12 : i64}> : () -> i64
    %5 = "arith.cmpi"(%3, %4) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %6 = "arith.select"(%5, %arg0, %arg1) : (i1, i64, i64) -> i64
    "test.op"() : () -> ()
    return %6 : i64
  }
}
