"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "test_56_base"}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %5 = "arith.subi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "arith.subi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%6) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "test_56_false"}> ({
    ^bb0(%arg2: i32, %arg3: i32):
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "arith.subi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.subi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%3) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "test_56_type"}> ({
    ^bb0(%arg0: i64, %arg1: i64):
      %0 = "arith.subi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "func.return"(%0) : (i64) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

