"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "test_518_base"}> ({
    ^bb0(%arg7: i64, %arg8: i64):
      "func.return"(%arg8) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "test_518_false1"}> ({
    ^bb0(%arg5: i64, %arg6: i64):
      %7 = "arith.subi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %8 = "arith.subi"(%7, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "func.return"(%8) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "test_518_false4"}> ({
    ^bb0(%arg3: i64, %arg4: i64):
      %5 = "arith.subi"(%arg4, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %6 = "arith.subi"(%5, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "func.return"(%6) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "test_518_false2"}> ({
    ^bb0(%arg1: i64, %arg2: i64):
      %3 = "arith.subi"(%arg2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %4 = "arith.subi"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "func.return"(%4) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test_518_false3"}> ({
    ^bb0(%arg0: i64):
      %0 = "arith.constant"() <{value = 2 : i64}> : () -> i64
      %1 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %2 = "arith.subi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "func.return"(%2) : (i64) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

