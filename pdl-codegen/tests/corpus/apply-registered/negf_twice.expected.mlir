"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (f64) -> (f64, f64), sym_name = "f"}> ({
    ^bb0(%arg0: f64):
      %0 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
      "test.success"() : () -> ()
      "func.return"(%arg0, %0) : (f64, f64) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

