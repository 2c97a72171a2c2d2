"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg2: !pdl.operation):
    %3 = "pdl_interp.get_operand"(%arg2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %4 = "pdl_interp.get_defining_op"(%3) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%4)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 27 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %5 = "pdl_interp.get_operand"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %6 = "pdl_interp.get_defining_op"(%5) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%6)[^bb3, ^bb1] : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    %7 = "pdl_interp.get_operand"(%6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %8 = "pdl_interp.get_defining_op"(%7) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%8)[^bb4, ^bb1] : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_operation_name"(%arg2)[^bb5, ^bb1] <{name = "test.d"}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.check_operand_count"(%arg2)[^bb6, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.check_result_count"(%arg2)[^bb7, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.is_not_null"(%3)[^bb8, ^bb1] : (!pdl.value) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.check_operation_name"(%4)[^bb9, ^bb1] <{name = "test.c"}> : (!pdl.operation) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_operand_count"(%4)[^bb10, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    "pdl_interp.check_result_count"(%4)[^bb11, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.is_not_null"(%5)[^bb12, ^bb1] : (!pdl.value) -> ()
  ^bb12:  // pred: ^bb11
    %9 = "pdl_interp.get_result"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%9)[^bb13, ^bb1] : (!pdl.value) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.are_equal"(%9, %3)[^bb14, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb14:  // pred: ^bb13
    "pdl_interp.check_operation_name"(%6)[^bb15, ^bb1] <{name = "test.b"}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.check_operand_count"(%6)[^bb16, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb16:  // pred: ^bb15
    "pdl_interp.check_result_count"(%6)[^bb17, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb17:  // pred: ^bb16
    "pdl_interp.is_not_null"(%7)[^bb18, ^bb1] : (!pdl.value) -> ()
  ^bb18:  // pred: ^bb17
    %10 = "pdl_interp.get_result"(%6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%10)[^bb19, ^bb1] : (!pdl.value) -> ()
  ^bb19:  // pred: ^bb18
    "pdl_interp.are_equal"(%10, %5)[^bb20, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb20:  // pred: ^bb19
    "pdl_interp.check_operation_name"(%8)[^bb21, ^bb1] <{name = "test.a"}> : (!pdl.operation) -> ()
  ^bb21:  // pred: ^bb20
    "pdl_interp.check_operand_count"(%8)[^bb22, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb22:  // pred: ^bb21
    "pdl_interp.check_result_count"(%8)[^bb23, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb23:  // pred: ^bb22
    %11 = "pdl_interp.get_result"(%8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%11)[^bb24, ^bb1] : (!pdl.value) -> ()
  ^bb24:  // pred: ^bb23
    "pdl_interp.are_equal"(%11, %7)[^bb25, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb25:  // pred: ^bb24
    %12 = "pdl_interp.get_value_type"(%11) : (!pdl.value) -> !pdl.type
    %13 = "pdl_interp.get_value_type"(%10) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%12, %13)[^bb26, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb26:  // pred: ^bb25
    %14 = "pdl_interp.get_value_type"(%9) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%12, %14)[^bb27, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb27:  // pred: ^bb26
    "pdl_interp.record_match"(%7, %arg2, %4, %6, %8, %arg2)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.fused"], operandSegmentSizes = array<i32: 2, 4>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.d"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.operation):
      %0 = "pdl_interp.get_results"(%arg1) : (!pdl.operation) -> !pdl.range<value>
      %1 = "pdl_interp.get_value_type"(%0) : (!pdl.range<value>) -> !pdl.range<type>
      %2 = "pdl_interp.create_operation"(%arg0, %1) <{inputAttributeNames = [], name = "test.fused", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.range<type>) -> !pdl.operation
      "pdl_interp.erase"(%arg1) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

