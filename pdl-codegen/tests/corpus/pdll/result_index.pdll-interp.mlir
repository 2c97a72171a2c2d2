"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg2: !pdl.operation):
    %1 = "pdl_interp.get_operand"(%arg2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %2 = "pdl_interp.get_defining_op"(%1) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%2)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 14 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operation_name"(%arg2)[^bb3, ^bb1] <{name = "test.op"}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operand_count"(%arg2)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_result_count"(%arg2)[^bb5, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.is_not_null"(%1)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %3 = "pdl_interp.get_result"(%arg2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%3)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.check_operation_name"(%2)[^bb8, ^bb1] <{name = "test.in"}> : (!pdl.operation) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.check_operand_count"(%2)[^bb9, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_result_count"(%2)[^bb10, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    %4 = "pdl_interp.get_operand"(%2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%4)[^bb11, ^bb1] : (!pdl.value) -> ()
  ^bb11:  // pred: ^bb10
    %5 = "pdl_interp.get_result"(%2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%5)[^bb12, ^bb1] : (!pdl.value) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.are_equal"(%5, %1)[^bb13, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb13:  // pred: ^bb12
    %6 = "pdl_interp.get_value_type"(%5) : (!pdl.value) -> !pdl.type
    %7 = "pdl_interp.get_value_type"(%3) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%6, %7)[^bb14, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb14:  // pred: ^bb13
    "pdl_interp.record_match"(%2, %arg2, %2, %arg2)[^bb1] <{benefit = 0 : i16, operandSegmentSizes = array<i32: 2, 2>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.operation, %arg1: !pdl.operation):
      %0 = "pdl_interp.get_result"(%arg0) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.replace"(%arg1, %0) : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

