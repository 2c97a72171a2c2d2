"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg4: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg4)[^bb2, ^bb1] <{name = "arith.addi"}> : (!pdl.operation) -> ()
  ^bb1:  // 18 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg4)[^bb3, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg4)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %0 = "pdl_interp.get_operand"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%0)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    %1 = "pdl_interp.get_result"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%1)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %2 = "pdl_interp.get_operand"(%arg4) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %3 = "pdl_interp.get_defining_op"(%2) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%3)[^bb20, ^bb7] : (!pdl.operation) -> ()
  ^bb7:  // 13 preds: ^bb6, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31
    %4 = "pdl_interp.get_defining_op"(%0) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%4)[^bb8, ^bb1] : (!pdl.operation) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.check_operation_name"(%4)[^bb9, ^bb1] <{name = "arith.subi"}> : (!pdl.operation) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_operand_count"(%4)[^bb10, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    "pdl_interp.check_result_count"(%4)[^bb11, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb11:  // pred: ^bb10
    %5 = "pdl_interp.get_operand"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%5)[^bb12, ^bb1] : (!pdl.value) -> ()
  ^bb12:  // pred: ^bb11
    %6 = "pdl_interp.get_operand"(%4) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%6)[^bb13, ^bb1] : (!pdl.value) -> ()
  ^bb13:  // pred: ^bb12
    %7 = "pdl_interp.get_operand"(%arg4) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.are_equal"(%6, %7)[^bb14, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb14:  // pred: ^bb13
    %8 = "pdl_interp.get_result"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%8)[^bb15, ^bb1] : (!pdl.value) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.are_equal"(%8, %0)[^bb16, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb16:  // pred: ^bb15
    %9 = "pdl_interp.get_value_type"(%5) : (!pdl.value) -> !pdl.type
    %10 = "pdl_interp.get_value_type"(%6) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%9, %10)[^bb17, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb17:  // pred: ^bb16
    %11 = "pdl_interp.get_value_type"(%8) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%9, %11)[^bb18, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb18:  // pred: ^bb17
    %12 = "pdl_interp.get_value_type"(%1) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%9, %12)[^bb19, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb19:  // pred: ^bb18
    "pdl_interp.record_match"(%5, %arg4, %arg4, %4)[^bb1] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 2, 2>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "arith.addi"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb20:  // pred: ^bb6
    "pdl_interp.is_not_null"(%2)[^bb21, ^bb7] : (!pdl.value) -> ()
  ^bb21:  // pred: ^bb20
    %13 = "pdl_interp.get_value_type"(%0) : (!pdl.value) -> !pdl.type
    %14 = "pdl_interp.get_value_type"(%1) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%13, %14)[^bb22, ^bb7] : (!pdl.type, !pdl.type) -> ()
  ^bb22:  // pred: ^bb21
    "pdl_interp.check_operation_name"(%3)[^bb23, ^bb7] <{name = "arith.subi"}> : (!pdl.operation) -> ()
  ^bb23:  // pred: ^bb22
    "pdl_interp.check_operand_count"(%3)[^bb24, ^bb7] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb24:  // pred: ^bb23
    "pdl_interp.check_result_count"(%3)[^bb25, ^bb7] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb25:  // pred: ^bb24
    %15 = "pdl_interp.get_operand"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%15)[^bb26, ^bb7] : (!pdl.value) -> ()
  ^bb26:  // pred: ^bb25
    %16 = "pdl_interp.get_operand"(%3) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.are_equal"(%16, %0)[^bb27, ^bb7] : (!pdl.value, !pdl.value) -> ()
  ^bb27:  // pred: ^bb26
    %17 = "pdl_interp.get_result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%17)[^bb28, ^bb7] : (!pdl.value) -> ()
  ^bb28:  // pred: ^bb27
    "pdl_interp.are_equal"(%17, %2)[^bb29, ^bb7] : (!pdl.value, !pdl.value) -> ()
  ^bb29:  // pred: ^bb28
    %18 = "pdl_interp.get_value_type"(%15) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%18, %13)[^bb30, ^bb7] : (!pdl.type, !pdl.type) -> ()
  ^bb30:  // pred: ^bb29
    %19 = "pdl_interp.get_value_type"(%17) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%19, %13)[^bb31, ^bb7] : (!pdl.type, !pdl.type) -> ()
  ^bb31:  // pred: ^bb30
    "pdl_interp.record_match"(%15, %arg4, %arg4, %3)[^bb7] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 2, 2>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "arith.addi"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
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

