"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %0:2 = "x.p"() : () -> (i32, i32)
      %1 = "x.q"() : () -> i32
      "test.op"(%arg0) : (i32) -> ()
      "test.op"(%1) : (i32) -> ()
      "test.op"(%0#1) : (i32) -> ()
      "test.success"(%0#0) : (i32) -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

