"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i8) -> (i8, i8, i8, i8, i8, i8, i8), sym_name = "f"}> ({
    ^bb0(%arg0: i8):
      %0 = "arith.constant"() <{value = 127 : i8}> : () -> i8
      %1 = "arith.constant"() <{value = 24 : i8}> : () -> i8
      %2 = "arith.constant"() <{value = -8 : i8}> : () -> i8
      %3 = "arith.constant"() <{value = 3 : i8}> : () -> i8
      "test.success"() : () -> ()
      "func.return"(%1, %2, %1, %3, %3, %0, %arg0) : (i8, i8, i8, i8, i8, i8, i8) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

