"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "test_123_base"}> ({
    ^bb0(%arg2: i32):
      "func.return"(%arg2) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "test_123_false"}> ({
    ^bb0(%arg1: i32):
      %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %1 = "arith.divsi"(%arg1, %0) : (i32, i32) -> i32
      "func.return"(%1) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test_123_type"}> ({
    ^bb0(%arg0: i64):
      "func.return"(%arg0) : (i64) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

