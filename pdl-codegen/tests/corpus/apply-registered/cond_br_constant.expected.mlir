"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %1 = "arith.constant"() <{value = true}> : () -> i1
      "test.success"() : () -> ()
      "cf.cond_br"(%1, %arg0, %0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
    ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb0
      "func.return"(%2) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

