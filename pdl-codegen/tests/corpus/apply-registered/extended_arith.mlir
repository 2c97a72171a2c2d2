// Multi-result folds: addui_extended and mului_extended of constants give two constants; addui_extended x 0 gives x and false.
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
  func.func @f(%arg0: i32) -> (i32, i1, i32, i32, i32, i1) {
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2:2 = "arith.addui_extended"(%0, %1) : (i32, i32) -> (i32, i1)
    %3:2 = "arith.mului_extended"(%0, %1) : (i32, i32) -> (i32, i32)
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5:2 = "arith.addui_extended"(%arg0, %4) : (i32, i32) -> (i32, i1)
    "test.op"() : () -> ()
    return %2#0, %2#1, %3#0, %3#1, %5#0, %5#1 : i32, i1, i32, i32, i32, i1
  }
}
