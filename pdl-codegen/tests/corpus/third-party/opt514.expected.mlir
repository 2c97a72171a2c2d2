"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test_514_base"}> ({
    ^bb0(%arg2: i64):
      "func.return"(%arg2) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test_514_false"}> ({
    ^bb0(%arg1: i64):
      %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      %3 = "arith.subi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "func.return"(%3) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test_514_Com"}> ({
    ^bb0(%arg0: i64):
      %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %1 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "func.return"(%1) : (i64) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

