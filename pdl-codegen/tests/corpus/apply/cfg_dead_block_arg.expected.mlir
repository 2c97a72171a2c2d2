"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.graph"() ({
      %0 = "x.c"() : () -> i32
      "x.br"(%0)[^bb1] : (i32) -> ()
    ^bb1:  // pred: ^bb0
      "x.ret"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

