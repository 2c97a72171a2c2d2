"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i64) -> i8, sym_name = "test_433_trunci_base"}> ({
    ^bb0(%arg1: i64):
      %1 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
      "func.return"(%1) : (i8) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i999) -> i2, sym_name = "test_433_trunci_type"}> ({
    ^bb0(%arg0: i999):
      %0 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i999) -> i2
      "func.return"(%0) : (i2) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

