"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      %0 = "arith.constant"() <{value = 9 : i32}> : () -> i32
      "test.keep"(%0) : (i32) -> ()
      "test.keep"(%0) : (i32) -> ()
      "test.keep"(%0) : (i32) -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

