"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg10: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg10)[^bb2, ^bb1] <{name = "test.op"}> : (!pdl.operation) -> ()
  ^bb1:  // 14 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg10)[^bb3, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.switch_result_count"(%arg10)[^bb1, ^bb4, ^bb5, ^bb7, ^bb12] <{caseValues = dense<[0, 1, 2, 3]> : vector<4xi32>}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.record_match"(%arg10, %arg10)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb5:  // pred: ^bb3
    %4 = "pdl_interp.get_result"(%arg10) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%4)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %5 = "pdl_interp.get_value_type"(%4) : (!pdl.value) -> !pdl.type
    "pdl_interp.record_match"(%5, %arg10, %arg10)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.one"], operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.op"}> : (!pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb7:  // pred: ^bb3
    %6 = "pdl_interp.get_result"(%arg10) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%6)[^bb8, ^bb1] : (!pdl.value) -> ()
  ^bb8:  // pred: ^bb7
    %7 = "pdl_interp.get_result"(%arg10) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%7)[^bb9, ^bb1] : (!pdl.value) -> ()
  ^bb9:  // pred: ^bb8
    %8 = "pdl_interp.get_value_type"(%6) : (!pdl.value) -> !pdl.type
    %9 = "pdl_interp.get_value_type"(%7) : (!pdl.value) -> !pdl.type
    "pdl_interp.record_match"(%8, %9, %arg10, %arg10)[^bb10] <{benefit = 2 : i16, generatedOps = ["test.two"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "test.op"}> : (!pdl.type, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    %10 = "pdl_interp.get_value_type"(%6) : (!pdl.value) -> !pdl.type
    %11 = "pdl_interp.get_value_type"(%7) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%10, %11)[^bb11, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.record_match"(%arg10, %10, %arg10)[^bb1] <{benefit = 4 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.op"}> : (!pdl.operation, !pdl.type, !pdl.operation) -> ()
  ^bb12:  // pred: ^bb3
    %12 = "pdl_interp.get_result"(%arg10) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%12)[^bb13, ^bb1] : (!pdl.value) -> ()
  ^bb13:  // pred: ^bb12
    %13 = "pdl_interp.get_result"(%arg10) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%13)[^bb14, ^bb1] : (!pdl.value) -> ()
  ^bb14:  // pred: ^bb13
    %14 = "pdl_interp.get_result"(%arg10) <{index = 2 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%14)[^bb15, ^bb1] : (!pdl.value) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.record_match"(%arg10, %14, %arg10)[^bb1] <{benefit = 3 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_3, rootKind = "test.op"}> : (!pdl.operation, !pdl.value, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg9: !pdl.operation):
      "pdl_interp.erase"(%arg9) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg7: !pdl.type, %arg8: !pdl.operation):
      %2 = "pdl_interp.create_operation"(%arg7) <{inputAttributeNames = [], name = "test.one", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
      %3 = "pdl_interp.get_results"(%2) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg8, %3) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.type) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg5: !pdl.operation, %arg6: !pdl.type):
      "pdl_interp.apply_rewrite"(%arg5, %arg6) <{name = "two_same"}> : (!pdl.operation, !pdl.type) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.type, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg2: !pdl.type, %arg3: !pdl.type, %arg4: !pdl.operation):
      %0 = "pdl_interp.create_operation"(%arg2, %arg3) <{inputAttributeNames = [], name = "test.two", operandSegmentSizes = array<i32: 0, 0, 2>}> : (!pdl.type, !pdl.type) -> !pdl.operation
      %1 = "pdl_interp.get_results"(%0) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg4, %1) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.value) -> (), sym_name = "pdl_generated_rewriter_3"}> ({
    ^bb0(%arg0: !pdl.operation, %arg1: !pdl.value):
      "pdl_interp.apply_rewrite"(%arg0, %arg1) <{name = "three"}> : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

