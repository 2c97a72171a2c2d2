"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test_60_base"}> ({
    ^bb0(%arg2: i64):
      "func.return"(%arg2) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test_60_false"}> ({
    ^bb0(%arg1: i64):
      %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      %1 = "arith.subi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "func.return"(%1) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "test_60_type"}> ({
    ^bb0(%arg0: i32):
      "func.return"(%arg0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

