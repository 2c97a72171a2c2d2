"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg4: !pdl.operation):
    %0 = "pdl_interp.get_operand"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %1 = "pdl_interp.get_defining_op"(%0) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%1)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 25 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26
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
    "pdl_interp.is_not_null"(%6)[^bb27, ^bb15] : (!pdl.operation) -> ()
  ^bb15:  // 12 preds: ^bb14, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33, ^bb34, ^bb35, ^bb36, ^bb37
    %7 = "pdl_interp.get_defining_op"(%3) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%7)[^bb16, ^bb1] : (!pdl.operation) -> ()
  ^bb16:  // pred: ^bb15
    "pdl_interp.check_operation_name"(%7)[^bb17, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb17:  // pred: ^bb16
    "pdl_interp.check_operand_count"(%7)[^bb18, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb18:  // pred: ^bb17
    "pdl_interp.check_result_count"(%7)[^bb19, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb19:  // pred: ^bb18
    %8 = "pdl_interp.get_attribute"(%7) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%8)[^bb20, ^bb1] : (!pdl.attribute) -> ()
  ^bb20:  // pred: ^bb19
    "pdl_interp.check_attribute"(%8)[^bb21, ^bb1] <{constantValue = 1 : i64}> : (!pdl.attribute) -> ()
  ^bb21:  // pred: ^bb20
    %9 = "pdl_interp.get_result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%9)[^bb22, ^bb1] : (!pdl.value) -> ()
  ^bb22:  // pred: ^bb21
    "pdl_interp.are_equal"(%9, %3)[^bb23, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb23:  // pred: ^bb22
    %10 = "pdl_interp.get_value_type"(%9) : (!pdl.value) -> !pdl.type
    %11 = "pdl_interp.get_value_type"(%4) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%10, %11)[^bb24, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb24:  // pred: ^bb23
    %12 = "pdl_interp.get_value_type"(%5) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%10, %12)[^bb25, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb25:  // pred: ^bb24
    %13 = "pdl_interp.get_value_type"(%2) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%10, %13)[^bb26, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb26:  // pred: ^bb25
    "pdl_interp.record_match"(%4, %arg4, %1, %arg4, %7)[^bb1] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 2, 3>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "arith.subi"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb27:  // pred: ^bb14
    %14 = "pdl_interp.get_value_type"(%3) : (!pdl.value) -> !pdl.type
    %15 = "pdl_interp.get_value_type"(%5) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%14, %15)[^bb28, ^bb15] : (!pdl.type, !pdl.type) -> ()
  ^bb28:  // pred: ^bb27
    %16 = "pdl_interp.get_value_type"(%2) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%14, %16)[^bb29, ^bb15] : (!pdl.type, !pdl.type) -> ()
  ^bb29:  // pred: ^bb28
    "pdl_interp.check_operation_name"(%6)[^bb30, ^bb15] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb30:  // pred: ^bb29
    "pdl_interp.check_operand_count"(%6)[^bb31, ^bb15] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb31:  // pred: ^bb30
    "pdl_interp.check_result_count"(%6)[^bb32, ^bb15] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb32:  // pred: ^bb31
    %17 = "pdl_interp.get_attribute"(%6) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%17)[^bb33, ^bb15] : (!pdl.attribute) -> ()
  ^bb33:  // pred: ^bb32
    "pdl_interp.check_attribute"(%17)[^bb34, ^bb15] <{constantValue = 1 : i64}> : (!pdl.attribute) -> ()
  ^bb34:  // pred: ^bb33
    %18 = "pdl_interp.get_result"(%6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%18)[^bb35, ^bb15] : (!pdl.value) -> ()
  ^bb35:  // pred: ^bb34
    "pdl_interp.are_equal"(%18, %4)[^bb36, ^bb15] : (!pdl.value, !pdl.value) -> ()
  ^bb36:  // pred: ^bb35
    %19 = "pdl_interp.get_value_type"(%18) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%19, %14)[^bb37, ^bb15] : (!pdl.type, !pdl.type) -> ()
  ^bb37:  // pred: ^bb36
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

