"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg11: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg11)[^bb2, ^bb1] <{name = "test.op"}> : (!pdl.operation) -> ()
  ^bb1:  // 22 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb11, ^bb12, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.switch_operand_count"(%arg11)[^bb1, ^bb3, ^bb5, ^bb8, ^bb14, ^bb19] <{caseValues = dense<[0, 1, 2, 3, 4]> : vector<5xi32>}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg11)[^bb4, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.record_match"(%arg11, %arg11)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb5:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg11)[^bb6, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb6:  // pred: ^bb5
    %3 = "pdl_interp.get_operand"(%arg11) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%3)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.record_match"(%arg11, %3, %arg11)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.op"}> : (!pdl.operation, !pdl.value, !pdl.operation) -> ()
  ^bb8:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg11)[^bb9, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb9:  // pred: ^bb8
    %4 = "pdl_interp.get_operand"(%arg11) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%4)[^bb10, ^bb1] : (!pdl.value) -> ()
  ^bb10:  // pred: ^bb9
    %5 = "pdl_interp.get_operand"(%arg11) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%5)[^bb13, ^bb11] : (!pdl.value) -> ()
  ^bb11:  // 2 preds: ^bb10, ^bb13
    %6 = "pdl_interp.get_operand"(%arg11) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.are_equal"(%4, %6)[^bb12, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.record_match"(%arg11, %4, %arg11)[^bb1] <{benefit = 5 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.op"}> : (!pdl.operation, !pdl.value, !pdl.operation) -> ()
  ^bb13:  // pred: ^bb10
    "pdl_interp.record_match"(%5, %4, %arg11, %arg11)[^bb11] <{benefit = 2 : i16, generatedOps = ["test.op"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "test.op"}> : (!pdl.value, !pdl.value, !pdl.operation, !pdl.operation) -> ()
  ^bb14:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg11)[^bb15, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    %7 = "pdl_interp.get_operand"(%arg11) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%7)[^bb16, ^bb1] : (!pdl.value) -> ()
  ^bb16:  // pred: ^bb15
    %8 = "pdl_interp.get_operand"(%arg11) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%8)[^bb17, ^bb1] : (!pdl.value) -> ()
  ^bb17:  // pred: ^bb16
    %9 = "pdl_interp.get_operand"(%arg11) <{index = 2 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%9)[^bb18, ^bb1] : (!pdl.value) -> ()
  ^bb18:  // pred: ^bb17
    "pdl_interp.record_match"(%arg11, %arg11)[^bb1] <{benefit = 3 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_3, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb19:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg11)[^bb20, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb20:  // pred: ^bb19
    %10 = "pdl_interp.get_operand"(%arg11) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%10)[^bb21, ^bb1] : (!pdl.value) -> ()
  ^bb21:  // pred: ^bb20
    %11 = "pdl_interp.get_operand"(%arg11) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%11)[^bb22, ^bb1] : (!pdl.value) -> ()
  ^bb22:  // pred: ^bb21
    %12 = "pdl_interp.get_operand"(%arg11) <{index = 2 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%12)[^bb23, ^bb1] : (!pdl.value) -> ()
  ^bb23:  // pred: ^bb22
    %13 = "pdl_interp.get_operand"(%arg11) <{index = 3 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%13)[^bb24, ^bb1] : (!pdl.value) -> ()
  ^bb24:  // pred: ^bb23
    "pdl_interp.record_match"(%arg11, %13, %arg11)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_4, rootKind = "test.op"}> : (!pdl.operation, !pdl.value, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg10: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg10) <{name = "zero"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.value) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg8: !pdl.operation, %arg9: !pdl.value):
      "pdl_interp.apply_rewrite"(%arg8, %arg9) <{name = "one"}> : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.value) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg6: !pdl.operation, %arg7: !pdl.value):
      "pdl_interp.apply_rewrite"(%arg6, %arg7) <{name = "two_same"}> : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg3: !pdl.value, %arg4: !pdl.value, %arg5: !pdl.operation):
      %0 = "pdl_interp.get_results"(%arg5) : (!pdl.operation) -> !pdl.range<value>
      %1 = "pdl_interp.get_value_type"(%0) : (!pdl.range<value>) -> !pdl.range<type>
      %2 = "pdl_interp.create_operation"(%arg3, %arg4, %1) <{inputAttributeNames = [], name = "test.op", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.range<type>) -> !pdl.operation
      "pdl_interp.erase"(%arg5) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_3"}> ({
    ^bb0(%arg2: !pdl.operation):
      "pdl_interp.erase"(%arg2) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.value) -> (), sym_name = "pdl_generated_rewriter_4"}> ({
    ^bb0(%arg0: !pdl.operation, %arg1: !pdl.value):
      "pdl_interp.apply_rewrite"(%arg0, %arg1) <{name = "four"}> : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

