"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (f32, i32, i32, i1, f32, f64, f32, f32, f16), sym_name = "f"}> ({
      %0 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
      %1 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
      %2 = "arith.constant"() <{value = 2.000000e+00 : f16}> : () -> f16
      %3 = "arith.constant"() <{value = -3.000000e+00 : f32}> : () -> f32
      %4 = "arith.constant"() <{value = 31 : i32}> : () -> i32
      %5 = "arith.constant"() <{value = -27 : i32}> : () -> i32
      %6 = "arith.constant"() <{value = false}> : () -> i1
      %7 = "arith.constant"() <{value = -0.598472118 : f32}> : () -> f32
      %8 = "arith.constant"() <{value = 2.0137527074704766 : f64}> : () -> f64
      %9 = "math.sqrt"(%1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %10 = "math.sin"(%2) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      "test.success"() : () -> ()
      "func.return"(%3, %4, %5, %6, %7, %8, %9, %0, %10) : (f32, i32, i32, i1, f32, f64, f32, f32, f16) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

