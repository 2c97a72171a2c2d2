"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (f32) -> (f32, f64, f32, f32, f32, f32), sym_name = "f"}> ({
    ^bb0(%arg0: f32):
      %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %1 = "arith.constant"() <{value = 3.000000e-01 : f32}> : () -> f32
      %2 = "arith.constant"() <{value = 0.30000000000000004 : f64}> : () -> f64
      %3 = "arith.constant"() <{value = 0.333333343 : f32}> : () -> f32
      %4 = "arith.addf"(%arg0, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "test.success"() : () -> ()
      "func.return"(%1, %2, %3, %arg0, %arg0, %4) : (f32, f64, f32, f32, f32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

