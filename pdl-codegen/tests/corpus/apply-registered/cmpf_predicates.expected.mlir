"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (f32) -> (i1, i1, i1, i1), sym_name = "f"}> ({
    ^bb0(%arg0: f32):
      %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %1 = "arith.constant"() <{value = true}> : () -> i1
      %2 = "arith.constant"() <{value = false}> : () -> i1
      %3 = "arith.cmpf"(%arg0, %0) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "test.success"() : () -> ()
      "func.return"(%1, %1, %2, %3) : (i1, i1, i1, i1) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

