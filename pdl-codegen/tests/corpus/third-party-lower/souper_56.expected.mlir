"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg4: !pdl.operation):
    %2 = "pdl_interp.get_operand"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %3 = "pdl_interp.get_defining_op"(%2) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%3)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 27 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %4 = "pdl_interp.get_operand"(%arg4) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl_interp.get_defining_op"(%4) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%5)[^bb3, ^bb1] : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operation_name"(%arg4)[^bb4, ^bb1] <{name = "arith.subi"}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_operand_count"(%arg4)[^bb5, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.check_result_count"(%arg4)[^bb6, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.is_not_null"(%2)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.is_not_null"(%4)[^bb8, ^bb1] : (!pdl.value) -> ()
  ^bb8:  // pred: ^bb7
    %6 = "pdl_interp.get_result"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%6)[^bb9, ^bb1] : (!pdl.value) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_operation_name"(%3)[^bb10, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    "pdl_interp.check_operation_name"(%5)[^bb11, ^bb1] <{name = "arith.subi"}> : (!pdl.operation) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.check_operand_count"(%3)[^bb12, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.check_operand_count"(%5)[^bb13, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.check_result_count"(%3)[^bb14, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb14:  // pred: ^bb13
    "pdl_interp.check_result_count"(%5)[^bb15, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    %7 = "pdl_interp.get_operand"(%5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%7)[^bb16, ^bb1] : (!pdl.value) -> ()
  ^bb16:  // pred: ^bb15
    %8 = "pdl_interp.get_operand"(%5) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%8)[^bb17, ^bb1] : (!pdl.value) -> ()
  ^bb17:  // pred: ^bb16
    %9 = "pdl_interp.get_attribute"(%3) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%9)[^bb18, ^bb1] : (!pdl.attribute) -> ()
  ^bb18:  // pred: ^bb17
    "pdl_interp.check_attribute"(%9)[^bb19, ^bb1] <{constantValue = 0 : i64}> : (!pdl.attribute) -> ()
  ^bb19:  // pred: ^bb18
    %10 = "pdl_interp.get_result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%10)[^bb20, ^bb1] : (!pdl.value) -> ()
  ^bb20:  // pred: ^bb19
    %11 = "pdl_interp.get_result"(%5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%11)[^bb21, ^bb1] : (!pdl.value) -> ()
  ^bb21:  // pred: ^bb20
    "pdl_interp.are_equal"(%10, %2)[^bb22, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb22:  // pred: ^bb21
    "pdl_interp.are_equal"(%11, %4)[^bb23, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb23:  // pred: ^bb22
    %12 = "pdl_interp.get_value_type"(%10) : (!pdl.value) -> !pdl.type
    %13 = "pdl_interp.get_value_type"(%7) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%12, %13)[^bb24, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb24:  // pred: ^bb23
    %14 = "pdl_interp.get_value_type"(%8) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%12, %14)[^bb25, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb25:  // pred: ^bb24
    %15 = "pdl_interp.get_value_type"(%11) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%12, %15)[^bb26, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb26:  // pred: ^bb25
    %16 = "pdl_interp.get_value_type"(%6) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%12, %16)[^bb27, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb27:  // pred: ^bb26
    "pdl_interp.record_match"(%8, %7, %12, %arg4, %3, %5, %arg4)[^bb1] <{benefit = 1 : i16, generatedOps = ["arith.subi"], operandSegmentSizes = array<i32: 4, 3>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "arith.subi"}> : (!pdl.value, !pdl.value, !pdl.type, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.type, %arg3: !pdl.operation):
      %0 = "pdl_interp.create_operation"(%arg0, %arg1, %arg2) <{inputAttributeNames = [], name = "arith.subi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      %1 = "pdl_interp.get_results"(%0) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg3, %1) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

