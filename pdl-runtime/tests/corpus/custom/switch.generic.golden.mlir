"builtin.module"() ({
  "t.f"() ({
  ^bb0(%arg0: i32, %arg1: i8):
    "cf.switch"(%arg0, %arg0)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[-1, -1294967296]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    "cf.switch"(%arg1)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
  ^bb2(%0: i32):  // pred: ^bb0
    "t.ret"() : () -> ()
  }) : () -> ()
}) : () -> ()

