"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg0: i1, %arg1: i32):
      "test.success"() : () -> ()
      "cf.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "func.return"(%arg1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

