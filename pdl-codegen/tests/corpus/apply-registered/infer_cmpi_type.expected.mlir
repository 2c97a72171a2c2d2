"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %0 = "arith.constant"() <{value = true}> : () -> i1
      "test.keep"(%0) : (i1) -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

