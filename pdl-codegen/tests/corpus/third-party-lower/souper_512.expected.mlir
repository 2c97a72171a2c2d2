"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg4: !pdl.operation):
    %0 = "pdl_interp.get_operand"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %1 = "pdl_interp.get_defining_op"(%0) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%1)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 23 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operation_name"(%arg4)[^bb3, ^bb1] <{name = "arith.subi"}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operand_count"(%arg4)[^bb4, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_result_count"(%arg4)[^bb5, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.is_not_null"(%0)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %2 = "pdl_interp.get_result"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%2)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.check_operation_name"(%1)[^bb8, ^bb1] <{name = "arith.addi"}> : (!pdl.operation) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.check_operand_count"(%1)[^bb9, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_result_count"(%1)[^bb10, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    %3 = "pdl_interp.get_operand"(%1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%3)[^bb11, ^bb1] : (!pdl.value) -> ()
  ^bb11:  // pred: ^bb10
    %4 = "pdl_interp.get_operand"(%1) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%4)[^bb12, ^bb1] : (!pdl.value) -> ()
  ^bb12:  // pred: ^bb11
    %5 = "pdl_interp.get_result"(%1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%5)[^bb13, ^bb1] : (!pdl.value) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.are_equal"(%5, %0)[^bb14, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb14:  // pred: ^bb13
    %6 = "pdl_interp.get_defining_op"(%4) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%6)[^bb25, ^bb15] : (!pdl.operation) -> ()
  ^bb15:  // 10 preds: ^bb14, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33
    %7 = "pdl_interp.get_defining_op"(%3) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%7)[^bb16, ^bb1] : (!pdl.operation) -> ()
  ^bb16:  // pred: ^bb15
    "pdl_interp.check_operation_name"(%7)[^bb17, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb17:  // pred: ^bb16
    "pdl_interp.check_operand_count"(%7)[^bb18, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb18:  // pred: ^bb17
    "pdl_interp.check_result_count"(%7)[^bb19, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb19:  // pred: ^bb18
    %8 = "pdl_interp.get_result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%8)[^bb20, ^bb1] : (!pdl.value) -> ()
  ^bb20:  // pred: ^bb19
    "pdl_interp.are_equal"(%8, %3)[^bb21, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb21:  // pred: ^bb20
    %9 = "pdl_interp.get_value_type"(%8) : (!pdl.value) -> !pdl.type
    %10 = "pdl_interp.get_value_type"(%4) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%9, %10)[^bb22, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb22:  // pred: ^bb21
    %11 = "pdl_interp.get_value_type"(%5) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%9, %11)[^bb23, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb23:  // pred: ^bb22
    %12 = "pdl_interp.get_value_type"(%2) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%9, %12)[^bb24, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb24:  // pred: ^bb23
    "pdl_interp.record_match"(%4, %arg4, %1, %arg4, %7)[^bb1] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 2, 3>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "arith.subi"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb25:  // pred: ^bb14
    %13 = "pdl_interp.get_value_type"(%3) : (!pdl.value) -> !pdl.type
    %14 = "pdl_interp.get_value_type"(%5) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%13, %14)[^bb26, ^bb15] : (!pdl.type, !pdl.type) -> ()
  ^bb26:  // pred: ^bb25
    %15 = "pdl_interp.get_value_type"(%2) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%13, %15)[^bb27, ^bb15] : (!pdl.type, !pdl.type) -> ()
  ^bb27:  // pred: ^bb26
    "pdl_interp.check_operation_name"(%6)[^bb28, ^bb15] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb28:  // pred: ^bb27
    "pdl_interp.check_operand_count"(%6)[^bb29, ^bb15] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb29:  // pred: ^bb28
    "pdl_interp.check_result_count"(%6)[^bb30, ^bb15] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb30:  // pred: ^bb29
    %16 = "pdl_interp.get_result"(%6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%16)[^bb31, ^bb15] : (!pdl.value) -> ()
  ^bb31:  // pred: ^bb30
    "pdl_interp.are_equal"(%16, %4)[^bb32, ^bb15] : (!pdl.value, !pdl.value) -> ()
  ^bb32:  // pred: ^bb31
    %17 = "pdl_interp.get_value_type"(%16) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%17, %13)[^bb33, ^bb15] : (!pdl.type, !pdl.type) -> ()
  ^bb33:  // pred: ^bb32
    "pdl_interp.record_match"(%3, %arg4, %1, %arg4, %6)[^bb15] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 2, 3>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "arith.subi"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
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

