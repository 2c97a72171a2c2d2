"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg5: !pdl.operation):
    "pdl_interp.switch_operation_name"(%arg5)[^bb1, ^bb2, ^bb8, ^bb14] <{caseValues = ["test.op", "test.op2", "test.op3"]}> : (!pdl.operation) -> ()
  ^bb1:  // 16 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg5)[^bb3, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg5)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %9 = "pdl_interp.get_operand"(%arg5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%9)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    %10 = "pdl_interp.get_result"(%arg5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%10)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %11 = "pdl_interp.get_value_type"(%9) : (!pdl.value) -> !pdl.type
    %12 = "pdl_interp.get_value_type"(%10) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%11, %12)[^bb7, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.record_match"(%9, %arg5, %arg5)[^bb1] <{benefit = 1 : i16, generatedOps = ["arith.addi"], operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.value, !pdl.operation, !pdl.operation) -> ()
  ^bb8:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg5)[^bb9, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_result_count"(%arg5)[^bb10, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    %13 = "pdl_interp.get_operand"(%arg5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%13)[^bb11, ^bb1] : (!pdl.value) -> ()
  ^bb11:  // pred: ^bb10
    %14 = "pdl_interp.get_result"(%arg5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%14)[^bb12, ^bb1] : (!pdl.value) -> ()
  ^bb12:  // pred: ^bb11
    %15 = "pdl_interp.get_value_type"(%13) : (!pdl.value) -> !pdl.type
    %16 = "pdl_interp.get_value_type"(%14) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%15, %16)[^bb13, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.record_match"(%13, %15, %arg5, %arg5)[^bb1] <{benefit = 1 : i16, generatedOps = ["arith.addi"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.op2"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb14:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg5)[^bb15, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.check_result_count"(%arg5)[^bb16, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb16:  // pred: ^bb15
    "pdl_interp.record_match"(%arg5)[^bb1] <{benefit = 1 : i16, generatedOps = ["arith.constant", "test.new"], operandSegmentSizes = array<i32: 0, 1>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.op3"}> : (!pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg3: !pdl.value, %arg4: !pdl.operation):
      %7 = "pdl_interp.create_operation"(%arg3, %arg3) <{inferredResultTypes, inputAttributeNames = [], name = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.value) -> !pdl.operation
      %8 = "pdl_interp.get_result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.replace"(%arg4, %8) : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation):
      %5 = "pdl_interp.create_operation"(%arg0, %arg0, %arg1) <{inputAttributeNames = [], name = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      %6 = "pdl_interp.get_results"(%5) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg2, %6) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = () -> (), sym_name = "pdl_generated_rewriter_1"}> ({
      %1 = "pdl_interp.create_operation"() <{inferredResultTypes, inputAttributeNames = [], name = "arith.constant", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
      %2 = "pdl_interp.get_results"(%1) : (!pdl.operation) -> !pdl.range<value>
      %3 = "pdl_interp.get_value_type"(%2) : (!pdl.range<value>) -> !pdl.range<type>
      %4 = "pdl_interp.create_operation"(%3) <{inputAttributeNames = [], name = "test.new", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.range<type>) -> !pdl.operation
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  %0 = "arith.constant"() <{value = 10 : i64}> : () -> i64
}) : () -> ()

