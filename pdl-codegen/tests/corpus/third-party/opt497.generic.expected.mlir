"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test_497_base"}> ({
    ^bb0(%arg3: i64):
      "func.return"(%arg3) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test_497_com"}> ({
    ^bb0(%arg2: i64):
      "func.return"(%arg2) : (i64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "test_497_type"}> ({
    ^bb0(%arg1: i32):
      "func.return"(%arg1) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i64) -> i64, sym_name = "test_497_need_to_work"}> ({
    ^bb0(%arg0: i64):
      "func.return"(%arg0) : (i64) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

