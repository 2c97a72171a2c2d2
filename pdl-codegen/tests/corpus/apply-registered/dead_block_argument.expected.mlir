"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
      "test.success"() : () -> ()
      "cf.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
      "cf.br"()[^bb2] : () -> ()
    ^bb2:  // pred: ^bb1
      "func.return"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

