"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (i32, i32, i64), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64
      "test.success"() : () -> ()
      "func.return"(%arg0, %arg0, %0) : (i32, i32, i64) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

