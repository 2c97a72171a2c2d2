"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test3base"}> ({
    ^bb0(%arg3: i64):
      "func.return"(%arg3) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "test3Type"}> ({
    ^bb0(%arg2: i32):
      "func.return"(%arg2) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test3false"}> ({
    ^bb0(%arg1: i64):
      %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      %1 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "func.return"(%1) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "test3Com"}> ({
    ^bb0(%arg0: i32):
      "func.return"(%arg0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

