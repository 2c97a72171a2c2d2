"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg13: !pdl.operation):
    "pdl_interp.switch_operation_name"(%arg13)[^bb1, ^bb2, ^bb10, ^bb13, ^bb17, ^bb21, ^bb25] <{caseValues = ["test.a", "test.b", "test.c", "x.d", "x.e", "y.f"]}> : (!pdl.operation) -> ()
  ^bb1:  // 24 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg13)[^bb3, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg13)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %4 = "pdl_interp.get_operand"(%arg13) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%4)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    %5 = "pdl_interp.get_result"(%arg13) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%5)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %6 = "pdl_interp.get_value_type"(%4) : (!pdl.value) -> !pdl.type
    %7 = "pdl_interp.get_value_type"(%5) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%6, %7)[^bb7, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.record_match"(%4, %6, %arg13, %arg13)[^bb8] <{benefit = 1 : i16, generatedOps = ["test.a_done"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.a"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.check_type"(%6)[^bb9, ^bb1] <{type = i32}> : (!pdl.type) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.record_match"(%4, %arg13, %arg13)[^bb1] <{benefit = 4 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.a"}> : (!pdl.value, !pdl.operation, !pdl.operation) -> ()
  ^bb10:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg13)[^bb11, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.check_result_count"(%arg13)[^bb12, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.record_match"(%arg13, %arg13)[^bb1] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.b"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb13:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg13)[^bb14, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb14:  // pred: ^bb13
    "pdl_interp.check_result_count"(%arg13)[^bb15, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    %8 = "pdl_interp.get_result"(%arg13) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%8)[^bb16, ^bb1] : (!pdl.value) -> ()
  ^bb16:  // pred: ^bb15
    "pdl_interp.record_match"(%arg13, %arg13)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "test.c"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb17:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg13)[^bb18, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb18:  // pred: ^bb17
    "pdl_interp.check_result_count"(%arg13)[^bb19, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb19:  // pred: ^bb18
    %9 = "pdl_interp.get_operand"(%arg13) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%9)[^bb20, ^bb1] : (!pdl.value) -> ()
  ^bb20:  // pred: ^bb19
    "pdl_interp.record_match"(%arg13, %arg13)[^bb1] <{benefit = 3 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_3, rootKind = "x.d"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb21:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg13)[^bb22, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb22:  // pred: ^bb21
    "pdl_interp.check_result_count"(%arg13)[^bb23, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb23:  // pred: ^bb22
    %10 = "pdl_interp.get_attribute"(%arg13) <{name = "k"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%10)[^bb24, ^bb1] : (!pdl.attribute) -> ()
  ^bb24:  // pred: ^bb23
    "pdl_interp.record_match"(%arg13, %10, %arg13)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_4, rootKind = "x.e"}> : (!pdl.operation, !pdl.attribute, !pdl.operation) -> ()
  ^bb25:  // pred: ^bb0
    %11 = "pdl_interp.get_operands"(%arg13) : (!pdl.operation) -> !pdl.range<value>
    %12 = "pdl_interp.get_results"(%arg13) : (!pdl.operation) -> !pdl.range<value>
    %13 = "pdl_interp.get_value_type"(%12) : (!pdl.range<value>) -> !pdl.range<type>
    "pdl_interp.record_match"(%11, %13, %arg13)[^bb1] <{benefit = 0 : i16, generatedOps = ["y.g"], operandSegmentSizes = array<i32: 3, 0>, rewriter = @rewriters::@pdl_generated_rewriter_5, rootKind = "y.f"}> : (!pdl.range<value>, !pdl.range<type>, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg11: !pdl.value, %arg12: !pdl.operation):
      "pdl_interp.replace"(%arg12, %arg11) : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg8: !pdl.value, %arg9: !pdl.type, %arg10: !pdl.operation):
      %2 = "pdl_interp.create_operation"(%arg8, %arg9) <{inputAttributeNames = [], name = "test.a_done", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %3 = "pdl_interp.get_results"(%2) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg10, %3) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg7: !pdl.operation):
      "pdl_interp.erase"(%arg7) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg6: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg6) <{name = "rewrite_c"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_3"}> ({
    ^bb0(%arg5: !pdl.operation):
      "pdl_interp.erase"(%arg5) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.attribute) -> (), sym_name = "pdl_generated_rewriter_4"}> ({
    ^bb0(%arg3: !pdl.operation, %arg4: !pdl.attribute):
      "pdl_interp.apply_rewrite"(%arg3, %arg4) <{name = "rewrite_e"}> : (!pdl.operation, !pdl.attribute) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.range<value>, !pdl.range<type>, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_5"}> ({
    ^bb0(%arg0: !pdl.range<value>, %arg1: !pdl.range<type>, %arg2: !pdl.operation):
      %0 = "pdl_interp.create_operation"(%arg0, %arg1) <{inputAttributeNames = [], name = "y.g", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.range<value>, !pdl.range<type>) -> !pdl.operation
      %1 = "pdl_interp.get_results"(%0) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg2, %1) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

