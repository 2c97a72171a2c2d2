"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg0: i1, %arg1: i32):
      "x.cond_br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %0 = "x.add"(%arg1, %arg1) : (i32, i32) -> i32
      "x.br"(%0)[^bb3] : (i32) -> ()
    ^bb2:  // pred: ^bb0
      %1 = "x.add"(%arg1, %arg1) : (i32, i32) -> i32
      %2 = "x.add"(%1, %1) : (i32, i32) -> i32
      "x.br"(%2)[^bb3] : (i32) -> ()
    ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
      "func.return"(%3) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

