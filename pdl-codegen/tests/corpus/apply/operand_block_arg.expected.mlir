"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      "test.success"(%arg0) : (i32) -> ()
      "x.consume"(%arg0) : (i32) -> ()
      %0 = "x.def"() : () -> i32
      "x.consumed_def"(%0) : (i32) -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

