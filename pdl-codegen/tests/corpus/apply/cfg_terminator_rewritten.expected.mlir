"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.graph"() ({
    ^bb0(%arg0: i32):
      "x.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      "x.return"(%arg0, %arg0) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

