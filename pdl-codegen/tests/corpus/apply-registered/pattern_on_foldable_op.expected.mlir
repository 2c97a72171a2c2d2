"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %2 = "test.matched"(%arg0, %0) : (i32, i32) -> i32
      "func.return"(%1, %2) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

