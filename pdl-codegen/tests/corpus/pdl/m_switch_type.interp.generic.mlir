"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg11: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg11)[^bb2, ^bb1] <{name = "test.cvt"}> : (!pdl.operation) -> ()
  ^bb1:  // 11 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb7, ^bb8, ^bb10, ^bb11, ^bb12, ^bb13
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg11)[^bb3, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg11)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %3 = "pdl_interp.get_operand"(%arg11) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%3)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    %4 = "pdl_interp.get_result"(%arg11) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%4)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %5 = "pdl_interp.get_value_type"(%4) : (!pdl.value) -> !pdl.type
    "pdl_interp.record_match"(%arg11, %5, %arg11)[^bb7] <{benefit = 0 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_4, rootKind = "test.cvt"}> : (!pdl.operation, !pdl.type, !pdl.operation) -> ()
  ^bb7:  // pred: ^bb6
    %6 = "pdl_interp.get_value_type"(%4) : (!pdl.value) -> !pdl.type
    "pdl_interp.switch_type"(%6)[^bb1, ^bb8, ^bb9, ^bb12, ^bb13] <{caseValues = [i32, f32, i64, index]}> : (!pdl.type) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.record_match"(%arg11, %3, %arg11)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.cvt"}> : (!pdl.operation, !pdl.value, !pdl.operation) -> ()
  ^bb9:  // pred: ^bb7
    "pdl_interp.record_match"(%arg11, %3, %arg11)[^bb10] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.cvt"}> : (!pdl.operation, !pdl.value, !pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    %7 = "pdl_interp.get_value_type"(%3) : (!pdl.value) -> !pdl.type
    "pdl_interp.check_type"(%7)[^bb11, ^bb1] <{type = i32}> : (!pdl.type) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.record_match"(%arg11, %3, %arg11)[^bb1] <{benefit = 3 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.cvt"}> : (!pdl.operation, !pdl.value, !pdl.operation) -> ()
  ^bb12:  // pred: ^bb7
    "pdl_interp.record_match"(%3, %arg11, %arg11)[^bb1] <{benefit = 2 : i16, generatedOps = ["test.cvt64"], operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "test.cvt"}> : (!pdl.value, !pdl.operation, !pdl.operation) -> ()
  ^bb13:  // pred: ^bb7
    "pdl_interp.record_match"(%arg11, %arg11)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_3, rootKind = "test.cvt"}> : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.value) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg9: !pdl.operation, %arg10: !pdl.value):
      "pdl_interp.apply_rewrite"(%arg9, %arg10) <{name = "from_i32"}> : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.value) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg7: !pdl.operation, %arg8: !pdl.value):
      "pdl_interp.apply_rewrite"(%arg7, %arg8) <{name = "i32_to_f32"}> : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.value) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg5: !pdl.operation, %arg6: !pdl.value):
      "pdl_interp.apply_rewrite"(%arg5, %arg6) <{name = "from_f32"}> : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg3: !pdl.value, %arg4: !pdl.operation):
      %0 = "pdl_interp.create_type"() <{value = i64}> : () -> !pdl.type
      %1 = "pdl_interp.create_operation"(%arg3, %0) <{inputAttributeNames = [], name = "test.cvt64", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %2 = "pdl_interp.get_results"(%1) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg4, %2) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_3"}> ({
    ^bb0(%arg2: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg2) <{name = "from_index"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.type) -> (), sym_name = "pdl_generated_rewriter_4"}> ({
    ^bb0(%arg0: !pdl.operation, %arg1: !pdl.type):
      "pdl_interp.apply_rewrite"(%arg0, %arg1) <{name = "any"}> : (!pdl.operation, !pdl.type) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

