"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i8, i8) -> (i8, i8, i8, i8, i8), sym_name = "f"}> ({
    ^bb0(%arg0: i8, %arg1: i8):
      %0 = "arith.constant"() <{value = -1 : i8}> : () -> i8
      %1 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      "test.success"() : () -> ()
      "func.return"(%arg0, %0, %1, %arg0, %1) : (i8, i8, i8, i8, i8) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

