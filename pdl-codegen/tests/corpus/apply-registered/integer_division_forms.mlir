// Constant folds of the division family: divsi, divui, ceildivsi, ceildivui, floordivsi, remsi, remui of -7 and 2.
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
  func.func @f() -> (i32, i32, i32, i32, i32, i32, i32) {
    %a = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %b = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %0 = "arith.divsi"(%a, %b) : (i32, i32) -> i32
    %1 = "arith.divui"(%a, %b) : (i32, i32) -> i32
    %2 = "arith.ceildivsi"(%a, %b) : (i32, i32) -> i32
    %3 = "arith.ceildivui"(%a, %b) : (i32, i32) -> i32
    %4 = "arith.floordivsi"(%a, %b) : (i32, i32) -> i32
    %5 = "arith.remsi"(%a, %b) : (i32, i32) -> i32
    %6 = "arith.remui"(%a, %b) : (i32, i32) -> i32
    "test.op"() : () -> ()
    return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
  }
}
