// math folds on constants: exact ones (floor, ctpop, ipowi, isnan) and C library ones for f32/f64 (sin, exp, sqrt); sqrt of a negative and sin of f16 stay.
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
  func.func @f() -> (f32, i32, i32, i1, f32, f64, f32, f32, f16) {
    %a = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %b = "arith.constant"() <{value = -3 : i32}> : () -> i32
    %c = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %d = "arith.constant"() <{value = 7.000000e-01 : f64}> : () -> f64
    %h = "arith.constant"() <{value = 2.000000e+00 : f16}> : () -> f16
    %0 = "math.floor"(%a) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "math.ctpop"(%b) : (i32) -> i32
    %2 = "math.ipowi"(%b, %c) : (i32, i32) -> i32
    %3 = "math.isnan"(%a) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %4 = "math.sin"(%a) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %5 = "math.exp"(%d) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %6 = "math.sqrt"(%a) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %7 = "math.absf"(%a) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %8 = "math.sin"(%h) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    "test.op"() : () -> ()
    return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, i32, i32, i1, f32, f64, f32, f32, f16
  }
}
