"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32), sym_name = "f"}> ({
      %0 = "arith.constant"() <{value = -3 : i32}> : () -> i32
      %1 = "arith.constant"() <{value = 2147483644 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 2147483645 : i32}> : () -> i32
      %3 = "arith.constant"() <{value = -4 : i32}> : () -> i32
      %4 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "test.success"() : () -> ()
      "func.return"(%0, %1, %0, %2, %3, %4, %5) : (i32, i32, i32, i32, i32, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

