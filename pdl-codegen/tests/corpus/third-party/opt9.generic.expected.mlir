"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "opt9PositiveBase"}> ({
    ^bb0(%arg4: i64, %arg5: i64):
      "func.return"(%arg4) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "opt9PositiveCom"}> ({
    ^bb0(%arg2: i64, %arg3: i64):
      %0 = "arith.subi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %1 = "arith.addi"(%0, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "func.return"(%1) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "opt9PositiveType"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "func.return"(%arg0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

