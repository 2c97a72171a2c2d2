// andi x x, ori x -1, xori x x, xori (xori x y) y, andi x (xori x -1) fold (Idempotent trait and fold hooks).
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
  func.func @f(%arg0: i8, %arg1: i8) -> (i8, i8, i8, i8, i8) {
    %m = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %0 = "arith.andi"(%arg0, %arg0) : (i8, i8) -> i8
    %1 = "arith.ori"(%arg0, %m) : (i8, i8) -> i8
    %2 = "arith.xori"(%arg0, %arg0) : (i8, i8) -> i8
    %3 = "arith.xori"(%arg0, %arg1) : (i8, i8) -> i8
    %4 = "arith.xori"(%3, %arg1) : (i8, i8) -> i8
    %5 = "arith.xori"(%arg0, %m) : (i8, i8) -> i8
    %6 = "arith.andi"(%arg0, %5) : (i8, i8) -> i8
    "test.op"() : () -> ()
    return %0, %1, %2, %4, %6 : i8, i8, i8, i8, i8
  }
}
