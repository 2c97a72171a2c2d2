"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg4: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg4)[^bb2, ^bb1] <{name = "arith.addi"}> : (!pdl.operation) -> ()
  ^bb1:  // 17 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg4)[^bb3, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg4)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %0 = "pdl_interp.get_operand"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%0)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    %1 = "pdl_interp.get_operand"(%arg4) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%1)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %2 = "pdl_interp.get_result"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%2)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    %3 = "pdl_interp.get_defining_op"(%1) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%3)[^bb19, ^bb8] : (!pdl.operation) -> ()
  ^bb8:  // 11 preds: ^bb7, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28
    %4 = "pdl_interp.get_defining_op"(%0) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%4)[^bb9, ^bb1] : (!pdl.operation) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_operation_name"(%4)[^bb10, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    "pdl_interp.check_operand_count"(%4)[^bb11, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.check_result_count"(%4)[^bb12, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb12:  // pred: ^bb11
    %5 = "pdl_interp.get_attribute"(%4) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%5)[^bb13, ^bb1] : (!pdl.attribute) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.check_attribute"(%5)[^bb14, ^bb1] <{constantValue = 0 : i64}> : (!pdl.attribute) -> ()
  ^bb14:  // pred: ^bb13
    %6 = "pdl_interp.get_result"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%6)[^bb15, ^bb1] : (!pdl.value) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.are_equal"(%6, %0)[^bb16, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb16:  // pred: ^bb15
    %7 = "pdl_interp.get_value_type"(%6) : (!pdl.value) -> !pdl.type
    %8 = "pdl_interp.get_value_type"(%1) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%7, %8)[^bb17, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb17:  // pred: ^bb16
    %9 = "pdl_interp.get_value_type"(%2) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%7, %9)[^bb18, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb18:  // pred: ^bb17
    "pdl_interp.record_match"(%1, %arg4, %arg4, %4)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 2, 2>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "arith.addi"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb19:  // pred: ^bb7
    %10 = "pdl_interp.get_value_type"(%0) : (!pdl.value) -> !pdl.type
    %11 = "pdl_interp.get_value_type"(%2) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%10, %11)[^bb20, ^bb8] : (!pdl.type, !pdl.type) -> ()
  ^bb20:  // pred: ^bb19
    "pdl_interp.check_operation_name"(%3)[^bb21, ^bb8] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb21:  // pred: ^bb20
    "pdl_interp.check_operand_count"(%3)[^bb22, ^bb8] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb22:  // pred: ^bb21
    "pdl_interp.check_result_count"(%3)[^bb23, ^bb8] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb23:  // pred: ^bb22
    %12 = "pdl_interp.get_attribute"(%3) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%12)[^bb24, ^bb8] : (!pdl.attribute) -> ()
  ^bb24:  // pred: ^bb23
    "pdl_interp.check_attribute"(%12)[^bb25, ^bb8] <{constantValue = 0 : i64}> : (!pdl.attribute) -> ()
  ^bb25:  // pred: ^bb24
    %13 = "pdl_interp.get_result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%13)[^bb26, ^bb8] : (!pdl.value) -> ()
  ^bb26:  // pred: ^bb25
    "pdl_interp.are_equal"(%13, %1)[^bb27, ^bb8] : (!pdl.value, !pdl.value) -> ()
  ^bb27:  // pred: ^bb26
    %14 = "pdl_interp.get_value_type"(%13) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%14, %10)[^bb28, ^bb8] : (!pdl.type, !pdl.type) -> ()
  ^bb28:  // pred: ^bb27
    "pdl_interp.record_match"(%0, %arg4, %arg4, %3)[^bb8] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 2, 2>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "arith.addi"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg2: !pdl.value, %arg3: !pdl.operation):
      "pdl_interp.replace"(%arg3, %arg2) : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.operation):
      "pdl_interp.replace"(%arg1, %arg0) : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

