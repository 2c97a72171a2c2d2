"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg8: !pdl.operation):
    "pdl_interp.switch_operation_name"(%arg8)[^bb1, ^bb2, ^bb6] <{caseValues = ["test.second", "test.use_b"]}> : (!pdl.operation) -> ()
  ^bb1:  // 9 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg8)[^bb3, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg8)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %3 = "pdl_interp.get_operand"(%arg8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%3)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    %4 = "pdl_interp.get_users"(%3) : (!pdl.value) -> !pdl.range<operation>
    "pdl_interp.foreach"(%4)[^bb1] ({
    ^bb0(%arg10: !pdl.operation):
      "pdl_interp.is_not_null"(%arg10)[^bb2, ^bb1] : (!pdl.operation) -> ()
    ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
      "pdl_interp.continue"() : () -> ()
    ^bb2:  // pred: ^bb0
      "pdl_interp.check_operation_name"(%arg10)[^bb3, ^bb1] <{name = "test.first"}> : (!pdl.operation) -> ()
    ^bb3:  // pred: ^bb2
      "pdl_interp.check_operand_count"(%arg10)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
    ^bb4:  // pred: ^bb3
      "pdl_interp.check_result_count"(%arg10)[^bb5, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
    ^bb5:  // pred: ^bb4
      %10 = "pdl_interp.get_operand"(%arg10) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.are_equal"(%10, %3)[^bb6, ^bb1] : (!pdl.value, !pdl.value) -> ()
    ^bb6:  // pred: ^bb5
      %11 = "pdl_interp.get_result"(%arg8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.is_not_null"(%11)[^bb7, ^bb1] : (!pdl.value) -> ()
    ^bb7:  // pred: ^bb6
      %12 = "pdl_interp.get_value_type"(%3) : (!pdl.value) -> !pdl.type
      %13 = "pdl_interp.get_value_type"(%11) : (!pdl.value) -> !pdl.type
      "pdl_interp.are_equal"(%12, %13)[^bb8, ^bb1] : (!pdl.type, !pdl.type) -> ()
    ^bb8:  // pred: ^bb7
      "pdl_interp.foreach"(%4)[^bb1] ({
      ^bb0(%arg11: !pdl.operation):
        "pdl_interp.is_not_null"(%arg11)[^bb2, ^bb1] : (!pdl.operation) -> ()
      ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
        "pdl_interp.continue"() : () -> ()
      ^bb2:  // pred: ^bb0
        "pdl_interp.check_operation_name"(%arg11)[^bb3, ^bb1] <{name = "test.third"}> : (!pdl.operation) -> ()
      ^bb3:  // pred: ^bb2
        "pdl_interp.check_operand_count"(%arg11)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
      ^bb4:  // pred: ^bb3
        "pdl_interp.check_result_count"(%arg11)[^bb5, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
      ^bb5:  // pred: ^bb4
        %14 = "pdl_interp.get_operand"(%arg11) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.are_equal"(%14, %3)[^bb6, ^bb1] : (!pdl.value, !pdl.value) -> ()
      ^bb6:  // pred: ^bb5
        %15 = "pdl_interp.get_result"(%arg10) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.is_not_null"(%15)[^bb7, ^bb1] : (!pdl.value) -> ()
      ^bb7:  // pred: ^bb6
        %16 = "pdl_interp.get_value_type"(%15) : (!pdl.value) -> !pdl.type
        "pdl_interp.are_equal"(%16, %12)[^bb8, ^bb1] : (!pdl.type, !pdl.type) -> ()
      ^bb8:  // pred: ^bb7
        "pdl_interp.record_match"(%3, %12, %arg10, %arg8, %arg11, %arg8, %arg10, %arg11)[^bb1] <{benefit = 2 : i16, generatedOps = ["test.both"], operandSegmentSizes = array<i32: 5, 3>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.second"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
      }) : (!pdl.range<operation>) -> ()
    }) : (!pdl.range<operation>) -> ()
  ^bb6:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg8)[^bb7, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.check_result_count"(%arg8)[^bb8, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb8:  // pred: ^bb7
    %5 = "pdl_interp.get_operand"(%arg8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%5)[^bb9, ^bb1] : (!pdl.value) -> ()
  ^bb9:  // pred: ^bb8
    %6 = "pdl_interp.get_users"(%5) : (!pdl.value) -> !pdl.range<operation>
    "pdl_interp.foreach"(%6)[^bb1] ({
    ^bb0(%arg9: !pdl.operation):
      "pdl_interp.is_not_null"(%arg9)[^bb2, ^bb1] : (!pdl.operation) -> ()
    ^bb1:  // 12 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12
      "pdl_interp.continue"() : () -> ()
    ^bb2:  // pred: ^bb0
      "pdl_interp.check_operation_name"(%arg9)[^bb3, ^bb1] <{name = "test.use_a"}> : (!pdl.operation) -> ()
    ^bb3:  // pred: ^bb2
      "pdl_interp.check_operand_count"(%arg9)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
    ^bb4:  // pred: ^bb3
      "pdl_interp.check_result_count"(%arg9)[^bb5, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
    ^bb5:  // pred: ^bb4
      %7 = "pdl_interp.get_operand"(%arg9) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.are_equal"(%7, %5)[^bb6, ^bb1] : (!pdl.value, !pdl.value) -> ()
    ^bb6:  // pred: ^bb5
      %8 = "pdl_interp.get_defining_op"(%5) : (!pdl.value) -> !pdl.operation
      "pdl_interp.is_not_null"(%8)[^bb7, ^bb1] : (!pdl.operation) -> ()
    ^bb7:  // pred: ^bb6
      "pdl_interp.check_operation_name"(%8)[^bb8, ^bb1] <{name = "test.first"}> : (!pdl.operation) -> ()
    ^bb8:  // pred: ^bb7
      "pdl_interp.check_operand_count"(%8)[^bb9, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
    ^bb9:  // pred: ^bb8
      "pdl_interp.check_result_count"(%8)[^bb10, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
    ^bb10:  // pred: ^bb9
      %9 = "pdl_interp.get_result"(%8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.is_not_null"(%9)[^bb11, ^bb1] : (!pdl.value) -> ()
    ^bb11:  // pred: ^bb10
      "pdl_interp.are_equal"(%9, %5)[^bb12, ^bb1] : (!pdl.value, !pdl.value) -> ()
    ^bb12:  // pred: ^bb11
      "pdl_interp.record_match"(%arg8, %arg9, %8, %arg8, %arg9, %8)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 3, 3>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.use_b"}> : (!pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.range<operation>) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg3: !pdl.value, %arg4: !pdl.type, %arg5: !pdl.operation, %arg6: !pdl.operation, %arg7: !pdl.operation):
      %0 = "pdl_interp.create_operation"(%arg3, %arg4) <{inputAttributeNames = [], name = "test.both", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %1 = "pdl_interp.get_results"(%0) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg5, %1) : (!pdl.operation, !pdl.range<value>) -> ()
      %2 = "pdl_interp.get_results"(%0) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg6, %2) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.erase"(%arg7) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.operation, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg0: !pdl.operation, %arg1: !pdl.operation, %arg2: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg0, %arg1, %arg2) <{name = "merge_uses"}> : (!pdl.operation, !pdl.operation, !pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

