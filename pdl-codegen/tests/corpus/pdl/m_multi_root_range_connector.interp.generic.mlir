"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg7: !pdl.operation):
    "pdl_interp.switch_operation_name"(%arg7)[^bb1, ^bb2, ^bb3] <{caseValues = ["test.a", "test.d"]}> : (!pdl.operation) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb2, ^bb3
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %2 = "pdl_interp.get_operands"(%arg7) : (!pdl.operation) -> !pdl.range<value>
    %3 = "pdl_interp.extract"(%2) <{index = 0 : i32}> : (!pdl.range<value>) -> !pdl.value
    %4 = "pdl_interp.get_users"(%3) : (!pdl.value) -> !pdl.range<operation>
    "pdl_interp.foreach"(%4)[^bb1] ({
    ^bb0(%arg9: !pdl.operation):
      "pdl_interp.is_not_null"(%arg9)[^bb2, ^bb1] : (!pdl.operation) -> ()
    ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
      "pdl_interp.continue"() : () -> ()
    ^bb2:  // pred: ^bb0
      "pdl_interp.check_operation_name"(%arg9)[^bb3, ^bb1] <{name = "test.b"}> : (!pdl.operation) -> ()
    ^bb3:  // pred: ^bb2
      "pdl_interp.check_result_count"(%arg9)[^bb4, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
    ^bb4:  // pred: ^bb3
      %10 = "pdl_interp.get_operands"(%arg9) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.are_equal"(%10, %2)[^bb5, ^bb1] : (!pdl.range<value>, !pdl.range<value>) -> ()
    ^bb5:  // pred: ^bb4
      %11 = "pdl_interp.get_results"(%arg7) : (!pdl.operation) -> !pdl.range<value>
      %12 = "pdl_interp.get_value_type"(%11) : (!pdl.range<value>) -> !pdl.range<type>
      "pdl_interp.record_match"(%2, %12, %arg7, %arg9, %arg7, %arg9)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.ab"], operandSegmentSizes = array<i32: 4, 2>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.a"}> : (!pdl.range<value>, !pdl.range<type>, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.range<operation>) -> ()
  ^bb3:  // pred: ^bb0
    %5 = "pdl_interp.get_operands"(%arg7) : (!pdl.operation) -> !pdl.range<value>
    %6 = "pdl_interp.extract"(%5) <{index = 0 : i32}> : (!pdl.range<value>) -> !pdl.value
    %7 = "pdl_interp.get_users"(%6) : (!pdl.value) -> !pdl.range<operation>
    "pdl_interp.foreach"(%7)[^bb1] ({
    ^bb0(%arg8: !pdl.operation):
      "pdl_interp.is_not_null"(%arg8)[^bb2, ^bb1] : (!pdl.operation) -> ()
    ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
      "pdl_interp.continue"() : () -> ()
    ^bb2:  // pred: ^bb0
      "pdl_interp.check_operation_name"(%arg8)[^bb3, ^bb1] <{name = "test.c"}> : (!pdl.operation) -> ()
    ^bb3:  // pred: ^bb2
      "pdl_interp.check_result_count"(%arg8)[^bb4, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
    ^bb4:  // pred: ^bb3
      "pdl_interp.check_result_count"(%arg7)[^bb5, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
    ^bb5:  // pred: ^bb4
      "pdl_interp.check_operand_count"(%arg8)[^bb6, ^bb1] <{compareAtLeast, count = 1 : i32}> : (!pdl.operation) -> ()
    ^bb6:  // pred: ^bb5
      %8 = "pdl_interp.get_operand"(%arg8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.is_not_null"(%8)[^bb7, ^bb1] : (!pdl.value) -> ()
    ^bb7:  // pred: ^bb6
      %9 = "pdl_interp.get_operands"(%arg8) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.are_equal"(%9, %5)[^bb8, ^bb1] : (!pdl.range<value>, !pdl.range<value>) -> ()
    ^bb8:  // pred: ^bb7
      "pdl_interp.record_match"(%arg7, %arg8, %5, %arg7, %arg8)[^bb1] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 3, 2>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.d"}> : (!pdl.operation, !pdl.operation, !pdl.range<value>, !pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.range<operation>) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.range<value>, !pdl.range<type>, !pdl.operation, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg3: !pdl.range<value>, %arg4: !pdl.range<type>, %arg5: !pdl.operation, %arg6: !pdl.operation):
      %0 = "pdl_interp.create_operation"(%arg3, %arg4) <{inputAttributeNames = [], name = "test.ab", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.range<value>, !pdl.range<type>) -> !pdl.operation
      %1 = "pdl_interp.get_results"(%0) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg5, %1) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.erase"(%arg6) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.operation, !pdl.range<value>) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg0: !pdl.operation, %arg1: !pdl.operation, %arg2: !pdl.range<value>):
      "pdl_interp.apply_rewrite"(%arg0, %arg1, %arg2) <{name = "join"}> : (!pdl.operation, !pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

