// Shifts and integer min/max on i8 constants, and their absorbing/neutral-element folds.
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
  func.func @f(%arg0: i8) -> (i8, i8, i8, i8, i8, i8, i8) {
    %a = "arith.constant"() <{value = -64 : i8}> : () -> i8
    %b = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %mx = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %0 = "arith.shli"(%b, %b) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1 = "arith.shrsi"(%a, %b) : (i8, i8) -> i8
    %2 = "arith.shrui"(%a, %b) : (i8, i8) -> i8
    %3 = "arith.maxsi"(%a, %b) : (i8, i8) -> i8
    %4 = "arith.minui"(%a, %b) : (i8, i8) -> i8
    %5 = "arith.maxsi"(%arg0, %mx) : (i8, i8) -> i8
    %6 = "arith.minsi"(%arg0, %mx) : (i8, i8) -> i8
    "test.op"() : () -> ()
    return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, i8, i8
  }
}
