"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (f64) -> f64, sym_name = "test_add_zero"}> ({
    ^bb0(%arg6: f64):
      "func.return"(%arg6) : (f64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (f64) -> f64, sym_name = "test_sub_self"}> ({
    ^bb0(%arg5: f64):
      %2 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      "func.return"(%2) : (f64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (f64) -> f64, sym_name = "test_div_self"}> ({
    ^bb0(%arg4: f64):
      %1 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
      "func.return"(%1) : (f64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (f64) -> f64, sym_name = "test_mul_zero"}> ({
    ^bb0(%arg3: f64):
      %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      "func.return"(%0) : (f64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (f64) -> f64, sym_name = "test_mul_one"}> ({
    ^bb0(%arg2: f64):
      "func.return"(%arg2) : (f64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (f64, f64) -> f64, sym_name = "test_complex"}> ({
    ^bb0(%arg0: f64, %arg1: f64):
      "func.return"(%arg1) : (f64) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

