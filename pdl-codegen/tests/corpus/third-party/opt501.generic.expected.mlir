"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test_501_base"}> ({
    ^bb0(%arg1: i64):
      %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      "func.return"(%1) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "test_501_type"}> ({
    ^bb0(%arg0: i32):
      %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "func.return"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

