// Float arithmetic on constants rounds as APFloat: 0.1 + 0.2 in f32 and f64, 1/3, x * 1.0 -> x, x + -0.0 -> x, x + 0.0 kept.
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
  func.func @f(%arg0: f32) -> (f32, f64, f32, f32, f32, f32) {
    %0 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 2.000000e-01 : f32}> : () -> f32
    %2 = "arith.addf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 2.000000e-01 : f64}> : () -> f64
    %5 = "arith.addf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %6 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %8 = "arith.divf"(%6, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %9 = "arith.mulf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %10 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %11 = "arith.addf"(%arg0, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %12 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %13 = "arith.addf"(%arg0, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "test.op"() : () -> ()
    return %2, %5, %8, %9, %11, %13 : f32, f64, f32, f32, f32, f32
  }
}
