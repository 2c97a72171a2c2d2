"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg17: !pdl.operation):
    "pdl_interp.switch_operation_name"(%arg17)[^bb1, ^bb2, ^bb20] <{caseValues = ["test.op", "test.res"]}> : (!pdl.operation) -> ()
  ^bb1:  // 13 preds: ^bb0, ^bb2, ^bb4, ^bb6, ^bb7, ^bb8, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_result_count"(%arg17)[^bb3, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    %2 = "pdl_interp.get_operands"(%arg17) : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.record_match"(%arg17, %2)[^bb4] <{benefit = 0 : i16, operandSegmentSizes = array<i32: 2, 0>, rewriter = @rewriters::@pdl_generated_rewriter_3, rootKind = "test.op"}> : (!pdl.operation, !pdl.range<value>) -> ()
  ^bb4:  // pred: ^bb3
    %3 = "pdl_interp.get_operand"(%arg17) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%3)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.check_operand_count"(%arg17)[^bb18, ^bb6] <{compareAtLeast, count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb6:  // 7 preds: ^bb5, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14
    "pdl_interp.check_operand_count"(%arg17)[^bb7, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb7:  // pred: ^bb6
    %4 = "pdl_interp.get_operand"(%arg17) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%4)[^bb8, ^bb1] : (!pdl.value) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.record_match"(%arg17, %arg17)[^bb1] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb9:  // 3 preds: ^bb15, ^bb16, ^bb17
    "pdl_interp.check_operand_count"(%arg17)[^bb10, ^bb6] <{compareAtLeast, count = 3 : i32}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    %5 = "pdl_interp.get_operands"(%arg17) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.is_not_null"(%5)[^bb11, ^bb6] : (!pdl.range<value>) -> ()
  ^bb11:  // pred: ^bb10
    %6 = "pdl_interp.get_operands"(%arg17) <{index = 2 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%6)[^bb12, ^bb6] : (!pdl.value) -> ()
  ^bb12:  // pred: ^bb11
    %7 = "pdl_interp.get_operands"(%arg17) <{index = 3 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%7)[^bb13, ^bb6] : (!pdl.value) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.record_match"(%arg17, %5, %arg17)[^bb6] <{benefit = 3 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.op"}> : (!pdl.operation, !pdl.range<value>, !pdl.operation) -> ()
  ^bb14:  // 2 preds: ^bb18, ^bb19
    "pdl_interp.check_operand_count"(%arg17)[^bb15, ^bb6] <{compareAtLeast, count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    %8 = "pdl_interp.get_operand"(%arg17) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%8)[^bb16, ^bb9] : (!pdl.value) -> ()
  ^bb16:  // pred: ^bb15
    %9 = "pdl_interp.get_operands"(%arg17) <{index = 2 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.is_not_null"(%9)[^bb17, ^bb9] : (!pdl.range<value>) -> ()
  ^bb17:  // pred: ^bb16
    "pdl_interp.record_match"(%arg17, %3, %8, %arg17)[^bb9] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.op"}> : (!pdl.operation, !pdl.value, !pdl.value, !pdl.operation) -> ()
  ^bb18:  // pred: ^bb5
    %10 = "pdl_interp.get_operands"(%arg17) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.is_not_null"(%10)[^bb19, ^bb14] : (!pdl.range<value>) -> ()
  ^bb19:  // pred: ^bb18
    "pdl_interp.record_match"(%arg17, %3, %arg17)[^bb14] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "test.op"}> : (!pdl.operation, !pdl.value, !pdl.operation) -> ()
  ^bb20:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg17)[^bb28, ^bb21] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb21:  // 7 preds: ^bb20, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33
    "pdl_interp.check_operand_count"(%arg17)[^bb22, ^bb1] <{compareAtLeast, count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb22:  // pred: ^bb21
    "pdl_interp.check_result_count"(%arg17)[^bb23, ^bb1] <{compareAtLeast, count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb23:  // pred: ^bb22
    %11 = "pdl_interp.get_result"(%arg17) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%11)[^bb24, ^bb1] : (!pdl.value) -> ()
  ^bb24:  // pred: ^bb23
    %12 = "pdl_interp.get_results"(%arg17) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.is_not_null"(%12)[^bb25, ^bb1] : (!pdl.range<value>) -> ()
  ^bb25:  // pred: ^bb24
    %13 = "pdl_interp.get_operands"(%arg17) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.is_not_null"(%13)[^bb26, ^bb1] : (!pdl.range<value>) -> ()
  ^bb26:  // pred: ^bb25
    %14 = "pdl_interp.get_operands"(%arg17) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%14)[^bb27, ^bb1] : (!pdl.value) -> ()
  ^bb27:  // pred: ^bb26
    "pdl_interp.record_match"(%arg17, %14, %arg17)[^bb1] <{benefit = 4 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_4, rootKind = "test.res"}> : (!pdl.operation, !pdl.value, !pdl.operation) -> ()
  ^bb28:  // pred: ^bb20
    "pdl_interp.check_result_count"(%arg17)[^bb34, ^bb21] <{compareAtLeast, count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb29:  // 3 preds: ^bb34, ^bb35, ^bb36
    "pdl_interp.check_result_count"(%arg17)[^bb30, ^bb21] <{compareAtLeast, count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb30:  // pred: ^bb29
    %15 = "pdl_interp.get_results"(%arg17) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.is_not_null"(%15)[^bb31, ^bb21] : (!pdl.range<value>) -> ()
  ^bb31:  // pred: ^bb30
    %16 = "pdl_interp.get_results"(%arg17) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%16)[^bb32, ^bb21] : (!pdl.value) -> ()
  ^bb32:  // pred: ^bb31
    %17 = "pdl_interp.get_results"(%arg17) <{index = 2 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%17)[^bb33, ^bb21] : (!pdl.value) -> ()
  ^bb33:  // pred: ^bb32
    "pdl_interp.record_match"(%arg17, %15, %arg17)[^bb21] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_5, rootKind = "test.res"}> : (!pdl.operation, !pdl.range<value>, !pdl.operation) -> ()
  ^bb34:  // pred: ^bb28
    %18 = "pdl_interp.get_result"(%arg17) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%18)[^bb35, ^bb29] : (!pdl.value) -> ()
  ^bb35:  // pred: ^bb34
    %19 = "pdl_interp.get_results"(%arg17) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.is_not_null"(%19)[^bb36, ^bb29] : (!pdl.range<value>) -> ()
  ^bb36:  // pred: ^bb35
    %20 = "pdl_interp.get_value_type"(%18) : (!pdl.value) -> !pdl.type
    %21 = "pdl_interp.get_value_type"(%19) : (!pdl.range<value>) -> !pdl.range<type>
    "pdl_interp.record_match"(%20, %21, %arg17, %arg17)[^bb29] <{benefit = 1 : i16, generatedOps = ["test.res_new"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_6, rootKind = "test.res"}> : (!pdl.type, !pdl.range<type>, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg16: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg16) <{name = "exact_2"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.range<value>) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg14: !pdl.operation, %arg15: !pdl.range<value>):
      "pdl_interp.apply_rewrite"(%arg14, %arg15) <{name = "at_least_3"}> : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.value, !pdl.value) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg11: !pdl.operation, %arg12: !pdl.value, %arg13: !pdl.value):
      "pdl_interp.apply_rewrite"(%arg11, %arg12, %arg13) <{name = "at_least_2"}> : (!pdl.operation, !pdl.value, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.value) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg9: !pdl.operation, %arg10: !pdl.value):
      "pdl_interp.apply_rewrite"(%arg9, %arg10) <{name = "at_least_1"}> : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.range<value>) -> (), sym_name = "pdl_generated_rewriter_3"}> ({
    ^bb0(%arg7: !pdl.operation, %arg8: !pdl.range<value>):
      "pdl_interp.apply_rewrite"(%arg7, %arg8) <{name = "any"}> : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.value) -> (), sym_name = "pdl_generated_rewriter_4"}> ({
    ^bb0(%arg5: !pdl.operation, %arg6: !pdl.value):
      "pdl_interp.apply_rewrite"(%arg5, %arg6) <{name = "both"}> : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.range<value>) -> (), sym_name = "pdl_generated_rewriter_5"}> ({
    ^bb0(%arg3: !pdl.operation, %arg4: !pdl.range<value>):
      "pdl_interp.apply_rewrite"(%arg3, %arg4) <{name = "results_at_least_2"}> : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.type, !pdl.range<type>, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_6"}> ({
    ^bb0(%arg0: !pdl.type, %arg1: !pdl.range<type>, %arg2: !pdl.operation):
      %0 = "pdl_interp.create_operation"(%arg0, %arg1) <{inputAttributeNames = [], name = "test.res_new", operandSegmentSizes = array<i32: 0, 0, 2>}> : (!pdl.type, !pdl.range<type>) -> !pdl.operation
      %1 = "pdl_interp.get_results"(%0) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg2, %1) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

