// select folds: same operands, i1 select of true/false is the condition, select on cmpi ne of its operands.
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
  func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i1, i32, i32) {
    %t = "arith.constant"() <{value = true}> : () -> i1
    %f = "arith.constant"() <{value = false}> : () -> i1
    %0 = "arith.select"(%arg0, %arg1, %arg1) : (i1, i32, i32) -> i32
    %1 = "arith.select"(%arg0, %t, %f) : (i1, i1, i1) -> i1
    %2 = "arith.cmpi"(%arg1, %arg2) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %3 = "arith.select"(%2, %arg1, %arg2) : (i1, i32, i32) -> i32
    %4 = "arith.select"(%arg0, %arg2, %arg1) : (i1, i32, i32) -> i32
    "test.op"() : () -> ()
    return %0, %1, %3, %4 : i32, i1, i32, i32
  }
}
