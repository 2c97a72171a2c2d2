"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg1: !pdl.operation):
    %0 = "pdl_interp.get_result"(%arg1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%0)[^bb2, ^bb1] : (!pdl.value) -> ()
  ^bb1:  // 39 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33, ^bb34, ^bb35, ^bb36, ^bb37, ^bb38, ^bb39
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %1 = "pdl_interp.get_operand"(%arg1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %2 = "pdl_interp.get_defining_op"(%1) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%2)[^bb3, ^bb1] : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    %3 = "pdl_interp.get_operand"(%2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %4 = "pdl_interp.get_defining_op"(%3) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%4)[^bb4, ^bb1] : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %5 = "pdl_interp.get_operand"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %6 = "pdl_interp.get_defining_op"(%5) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%6)[^bb5, ^bb1] : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    %7 = "pdl_interp.get_operand"(%6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %8 = "pdl_interp.get_defining_op"(%7) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%8)[^bb6, ^bb1] : (!pdl.operation) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.check_operation_name"(%arg1)[^bb7, ^bb1] <{name = "test.s4"}> : (!pdl.operation) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.check_operand_count"(%arg1)[^bb8, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.check_result_count"(%arg1)[^bb9, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.is_not_null"(%1)[^bb10, ^bb1] : (!pdl.value) -> ()
  ^bb10:  // pred: ^bb9
    "pdl_interp.check_operation_name"(%2)[^bb11, ^bb1] <{name = "test.s3"}> : (!pdl.operation) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.check_operand_count"(%2)[^bb12, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.check_result_count"(%2)[^bb13, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.is_not_null"(%3)[^bb14, ^bb1] : (!pdl.value) -> ()
  ^bb14:  // pred: ^bb13
    %9 = "pdl_interp.get_result"(%2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%9)[^bb15, ^bb1] : (!pdl.value) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.are_equal"(%9, %1)[^bb16, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb16:  // pred: ^bb15
    "pdl_interp.check_operation_name"(%4)[^bb17, ^bb1] <{name = "test.s2"}> : (!pdl.operation) -> ()
  ^bb17:  // pred: ^bb16
    "pdl_interp.check_operand_count"(%4)[^bb18, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb18:  // pred: ^bb17
    "pdl_interp.check_result_count"(%4)[^bb19, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb19:  // pred: ^bb18
    "pdl_interp.is_not_null"(%5)[^bb20, ^bb1] : (!pdl.value) -> ()
  ^bb20:  // pred: ^bb19
    %10 = "pdl_interp.get_result"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%10)[^bb21, ^bb1] : (!pdl.value) -> ()
  ^bb21:  // pred: ^bb20
    "pdl_interp.are_equal"(%10, %3)[^bb22, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb22:  // pred: ^bb21
    "pdl_interp.check_operation_name"(%6)[^bb23, ^bb1] <{name = "test.s1"}> : (!pdl.operation) -> ()
  ^bb23:  // pred: ^bb22
    "pdl_interp.check_operand_count"(%6)[^bb24, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb24:  // pred: ^bb23
    "pdl_interp.check_result_count"(%6)[^bb25, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb25:  // pred: ^bb24
    "pdl_interp.is_not_null"(%7)[^bb26, ^bb1] : (!pdl.value) -> ()
  ^bb26:  // pred: ^bb25
    %11 = "pdl_interp.get_result"(%6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%11)[^bb27, ^bb1] : (!pdl.value) -> ()
  ^bb27:  // pred: ^bb26
    "pdl_interp.are_equal"(%11, %5)[^bb28, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb28:  // pred: ^bb27
    "pdl_interp.check_operation_name"(%8)[^bb29, ^bb1] <{name = "test.s0"}> : (!pdl.operation) -> ()
  ^bb29:  // pred: ^bb28
    "pdl_interp.check_operand_count"(%8)[^bb30, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb30:  // pred: ^bb29
    "pdl_interp.check_result_count"(%8)[^bb31, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb31:  // pred: ^bb30
    %12 = "pdl_interp.get_operand"(%8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%12)[^bb32, ^bb1] : (!pdl.value) -> ()
  ^bb32:  // pred: ^bb31
    %13 = "pdl_interp.get_result"(%8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%13)[^bb33, ^bb1] : (!pdl.value) -> ()
  ^bb33:  // pred: ^bb32
    "pdl_interp.are_equal"(%13, %7)[^bb34, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb34:  // pred: ^bb33
    %14 = "pdl_interp.get_value_type"(%12) : (!pdl.value) -> !pdl.type
    %15 = "pdl_interp.get_value_type"(%13) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%14, %15)[^bb35, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb35:  // pred: ^bb34
    %16 = "pdl_interp.get_value_type"(%11) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%14, %16)[^bb36, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb36:  // pred: ^bb35
    %17 = "pdl_interp.get_value_type"(%10) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%14, %17)[^bb37, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb37:  // pred: ^bb36
    %18 = "pdl_interp.get_value_type"(%9) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%14, %18)[^bb38, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb38:  // pred: ^bb37
    %19 = "pdl_interp.get_value_type"(%0) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%14, %19)[^bb39, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb39:  // pred: ^bb38
    "pdl_interp.record_match"(%arg1, %2, %4, %6, %8, %arg1)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 5>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.s4"}> : (!pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg0) <{name = "r"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

