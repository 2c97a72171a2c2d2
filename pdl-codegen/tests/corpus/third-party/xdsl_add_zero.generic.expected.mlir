"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> i32, sym_name = "impl"}> ({
      %0 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      "func.return"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

