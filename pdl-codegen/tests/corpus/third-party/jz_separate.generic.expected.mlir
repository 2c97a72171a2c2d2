"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32), sym_name = "test_integer_optimizations"}> ({
    ^bb0(%arg5: i32, %arg6: i32):
      %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "func.return"(%arg5, %arg6, %2, %2) : (i32, i32, i32, i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (f64, f64) -> (f64, f64, f64, f64), sym_name = "test_float_optimizations"}> ({
    ^bb0(%arg3: f64, %arg4: f64):
      %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      %1 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
      "func.return"(%arg3, %arg4, %0, %1) : (f64, f64, f64, f64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "complex_expression"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
      "func.return"(%arg0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

