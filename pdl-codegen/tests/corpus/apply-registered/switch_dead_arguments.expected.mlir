"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i64) -> i64, sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i64):
      "test.success"() : () -> ()
      "cf.switch"(%arg0)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<4> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "func.return"(%arg1) : (i64) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

