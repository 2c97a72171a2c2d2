"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      %0 = "arith.constant"() <{value = 7 : i64}> : () -> i64
      %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "test.success"() : () -> ()
      "test.keep"(%1) : (i32) -> ()
      "test.keep"(%1) : (i32) -> ()
      "test.keep"(%0) : (i64) -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

