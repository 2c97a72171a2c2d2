"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.graph"() ({
    ^bb0(%arg0: i32):
      %0 = "test.success"() : () -> i32
      "x.br"(%0)[^bb1] : (i32) -> ()
    ^bb1(%1: i32):  // pred: ^bb0
      "x.ret"(%1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

