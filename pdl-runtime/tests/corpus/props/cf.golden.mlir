"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "cf"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "cf.assert"(%arg0) <{msg = "boom"}> : (i1) -> ()
    "cf.assert"(%arg0) <{msg = "bang"}> {other = 2 : i64} : (i1) -> ()
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 7>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "cf.cond_br"(%arg0)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> {w} : (i1) -> ()
  ^bb3:  // pred: ^bb2
    "cf.switch"(%arg1, %arg1)[^bb4, ^bb5] <{case_operand_segments = array<i32: 1>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
  ^bb4:  // 2 preds: ^bb2, ^bb3
    "func.return"() : () -> ()
  ^bb5(%1: i32):  // pred: ^bb3
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

