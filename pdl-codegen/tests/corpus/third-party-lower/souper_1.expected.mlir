"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg4: !pdl.operation):
    %5 = "pdl_interp.get_operand"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %6 = "pdl_interp.get_defining_op"(%5) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%6)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 31 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %7 = "pdl_interp.get_operand"(%arg4) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %8 = "pdl_interp.get_defining_op"(%7) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%8)[^bb3, ^bb1] : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    %9 = "pdl_interp.get_operand"(%8) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %10 = "pdl_interp.get_defining_op"(%9) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%10)[^bb4, ^bb1] : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_operation_name"(%arg4)[^bb5, ^bb1] <{name = "arith.addi"}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.check_operand_count"(%arg4)[^bb6, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.check_result_count"(%arg4)[^bb7, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.is_not_null"(%5)[^bb8, ^bb1] : (!pdl.value) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.is_not_null"(%7)[^bb9, ^bb1] : (!pdl.value) -> ()
  ^bb9:  // pred: ^bb8
    %11 = "pdl_interp.get_result"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%11)[^bb10, ^bb1] : (!pdl.value) -> ()
  ^bb10:  // pred: ^bb9
    "pdl_interp.check_operation_name"(%6)[^bb11, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.check_operation_name"(%8)[^bb12, ^bb1] <{name = "arith.addi"}> : (!pdl.operation) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.check_operand_count"(%6)[^bb13, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.check_operand_count"(%8)[^bb14, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb14:  // pred: ^bb13
    "pdl_interp.check_result_count"(%6)[^bb15, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.check_result_count"(%8)[^bb16, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb16:  // pred: ^bb15
    %12 = "pdl_interp.get_operand"(%8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%12)[^bb17, ^bb1] : (!pdl.value) -> ()
  ^bb17:  // pred: ^bb16
    "pdl_interp.is_not_null"(%9)[^bb18, ^bb1] : (!pdl.value) -> ()
  ^bb18:  // pred: ^bb17
    %13 = "pdl_interp.get_result"(%6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%13)[^bb19, ^bb1] : (!pdl.value) -> ()
  ^bb19:  // pred: ^bb18
    %14 = "pdl_interp.get_result"(%8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%14)[^bb20, ^bb1] : (!pdl.value) -> ()
  ^bb20:  // pred: ^bb19
    "pdl_interp.are_equal"(%13, %5)[^bb21, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb21:  // pred: ^bb20
    "pdl_interp.are_equal"(%14, %7)[^bb22, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb22:  // pred: ^bb21
    %15 = "pdl_interp.get_value_type"(%13) : (!pdl.value) -> !pdl.type
    "pdl_interp.check_type"(%15)[^bb23, ^bb1] <{type = i16}> : (!pdl.type) -> ()
  ^bb23:  // pred: ^bb22
    %16 = "pdl_interp.get_value_type"(%14) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%15, %16)[^bb24, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb24:  // pred: ^bb23
    %17 = "pdl_interp.get_value_type"(%11) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%15, %17)[^bb25, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb25:  // pred: ^bb24
    "pdl_interp.check_operation_name"(%10)[^bb26, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb26:  // pred: ^bb25
    "pdl_interp.check_operand_count"(%10)[^bb27, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb27:  // pred: ^bb26
    "pdl_interp.check_result_count"(%10)[^bb28, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb28:  // pred: ^bb27
    %18 = "pdl_interp.get_result"(%10) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%18)[^bb29, ^bb1] : (!pdl.value) -> ()
  ^bb29:  // pred: ^bb28
    "pdl_interp.are_equal"(%18, %9)[^bb30, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb30:  // pred: ^bb29
    %19 = "pdl_interp.get_value_type"(%18) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%19, %15)[^bb31, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb31:  // pred: ^bb30
    "pdl_interp.record_match"(%5, %9, %12, %arg4, %6, %8, %10, %arg4)[^bb1] <{benefit = 0 : i16, generatedOps = ["arith.addi", "arith.addi"], operandSegmentSizes = array<i32: 4, 4>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "arith.addi"}> : (!pdl.value, !pdl.value, !pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.value, !pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.value, %arg3: !pdl.operation):
      %0 = "pdl_interp.create_type"() <{value = i16}> : () -> !pdl.type
      %1 = "pdl_interp.create_operation"(%arg0, %arg1, %0) <{inputAttributeNames = [], name = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      %2 = "pdl_interp.get_result"(%1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      %3 = "pdl_interp.create_operation"(%arg2, %2, %0) <{inputAttributeNames = [], name = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      %4 = "pdl_interp.get_results"(%3) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg3, %4) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

