"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %0 = "test.success"() : () -> i32
      "x.br"(%0)[^bb1] : (i32) -> ()
    ^bb1(%1: i32):  // pred: ^bb0
      "x.br"(%1, %arg0)[^bb2] : (i32, i32) -> ()
    ^bb2(%2: i32):  // pred: ^bb1
      "func.return"(%2) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

