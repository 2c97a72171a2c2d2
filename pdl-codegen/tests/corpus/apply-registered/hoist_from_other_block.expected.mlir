"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i1) -> i32, sym_name = "f"}> ({
    ^bb0(%arg0: i1):
      %0 = "arith.constant"() <{value = 6 : i32}> : () -> i32
      %1 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      "test.keep"(%1) : (i32) -> ()
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "test.keep"(%1, %0) : (i32, i32) -> ()
      "test.success"() : () -> ()
      "func.return"(%1) : (i32) -> ()
    ^bb2:  // pred: ^bb0
      "func.return"(%1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

