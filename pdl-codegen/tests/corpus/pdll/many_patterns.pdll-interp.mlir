"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg24: !pdl.operation):
    "pdl_interp.switch_operation_name"(%arg24)[^bb1, ^bb2, ^bb7, ^bb12, ^bb17, ^bb22, ^bb27, ^bb32, ^bb37] <{caseValues = ["test.op0", "test.op1", "test.op2", "test.op3", "test.op4", "test.op5", "test.op6", "test.op7"]}> : (!pdl.operation) -> ()
  ^bb1:  // 41 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33, ^bb34, ^bb35, ^bb36, ^bb37, ^bb38, ^bb39, ^bb40, ^bb41
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg24)[^bb3, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg24)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %16 = "pdl_interp.get_operand"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%16)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    %17 = "pdl_interp.get_result"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%17)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %18 = "pdl_interp.get_value_type"(%17) : (!pdl.value) -> !pdl.type
    "pdl_interp.record_match"(%16, %18, %arg24, %arg24)[^bb1] <{benefit = 0 : i16, generatedOps = ["test.done0"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op0"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb7:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg24)[^bb8, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.check_result_count"(%arg24)[^bb9, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb9:  // pred: ^bb8
    %19 = "pdl_interp.get_operand"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%19)[^bb10, ^bb1] : (!pdl.value) -> ()
  ^bb10:  // pred: ^bb9
    %20 = "pdl_interp.get_result"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%20)[^bb11, ^bb1] : (!pdl.value) -> ()
  ^bb11:  // pred: ^bb10
    %21 = "pdl_interp.get_value_type"(%20) : (!pdl.value) -> !pdl.type
    "pdl_interp.record_match"(%19, %21, %arg24, %arg24)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.done1"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.op1"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb12:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg24)[^bb13, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.check_result_count"(%arg24)[^bb14, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb14:  // pred: ^bb13
    %22 = "pdl_interp.get_operand"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%22)[^bb15, ^bb1] : (!pdl.value) -> ()
  ^bb15:  // pred: ^bb14
    %23 = "pdl_interp.get_result"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%23)[^bb16, ^bb1] : (!pdl.value) -> ()
  ^bb16:  // pred: ^bb15
    %24 = "pdl_interp.get_value_type"(%23) : (!pdl.value) -> !pdl.type
    "pdl_interp.record_match"(%22, %24, %arg24, %arg24)[^bb1] <{benefit = 2 : i16, generatedOps = ["test.done2"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.op2"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb17:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg24)[^bb18, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb18:  // pred: ^bb17
    "pdl_interp.check_result_count"(%arg24)[^bb19, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb19:  // pred: ^bb18
    %25 = "pdl_interp.get_operand"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%25)[^bb20, ^bb1] : (!pdl.value) -> ()
  ^bb20:  // pred: ^bb19
    %26 = "pdl_interp.get_result"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%26)[^bb21, ^bb1] : (!pdl.value) -> ()
  ^bb21:  // pred: ^bb20
    %27 = "pdl_interp.get_value_type"(%26) : (!pdl.value) -> !pdl.type
    "pdl_interp.record_match"(%25, %27, %arg24, %arg24)[^bb1] <{benefit = 0 : i16, generatedOps = ["test.done3"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "test.op3"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb22:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg24)[^bb23, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb23:  // pred: ^bb22
    "pdl_interp.check_result_count"(%arg24)[^bb24, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb24:  // pred: ^bb23
    %28 = "pdl_interp.get_operand"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%28)[^bb25, ^bb1] : (!pdl.value) -> ()
  ^bb25:  // pred: ^bb24
    %29 = "pdl_interp.get_result"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%29)[^bb26, ^bb1] : (!pdl.value) -> ()
  ^bb26:  // pred: ^bb25
    %30 = "pdl_interp.get_value_type"(%29) : (!pdl.value) -> !pdl.type
    "pdl_interp.record_match"(%28, %30, %arg24, %arg24)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.done4"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_3, rootKind = "test.op4"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb27:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg24)[^bb28, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb28:  // pred: ^bb27
    "pdl_interp.check_result_count"(%arg24)[^bb29, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb29:  // pred: ^bb28
    %31 = "pdl_interp.get_operand"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%31)[^bb30, ^bb1] : (!pdl.value) -> ()
  ^bb30:  // pred: ^bb29
    %32 = "pdl_interp.get_result"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%32)[^bb31, ^bb1] : (!pdl.value) -> ()
  ^bb31:  // pred: ^bb30
    %33 = "pdl_interp.get_value_type"(%32) : (!pdl.value) -> !pdl.type
    "pdl_interp.record_match"(%31, %33, %arg24, %arg24)[^bb1] <{benefit = 2 : i16, generatedOps = ["test.done5"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_4, rootKind = "test.op5"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb32:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg24)[^bb33, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb33:  // pred: ^bb32
    "pdl_interp.check_result_count"(%arg24)[^bb34, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb34:  // pred: ^bb33
    %34 = "pdl_interp.get_operand"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%34)[^bb35, ^bb1] : (!pdl.value) -> ()
  ^bb35:  // pred: ^bb34
    %35 = "pdl_interp.get_result"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%35)[^bb36, ^bb1] : (!pdl.value) -> ()
  ^bb36:  // pred: ^bb35
    %36 = "pdl_interp.get_value_type"(%35) : (!pdl.value) -> !pdl.type
    "pdl_interp.record_match"(%34, %36, %arg24, %arg24)[^bb1] <{benefit = 0 : i16, generatedOps = ["test.done6"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_5, rootKind = "test.op6"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb37:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg24)[^bb38, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb38:  // pred: ^bb37
    "pdl_interp.check_result_count"(%arg24)[^bb39, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb39:  // pred: ^bb38
    %37 = "pdl_interp.get_operand"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%37)[^bb40, ^bb1] : (!pdl.value) -> ()
  ^bb40:  // pred: ^bb39
    %38 = "pdl_interp.get_result"(%arg24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%38)[^bb41, ^bb1] : (!pdl.value) -> ()
  ^bb41:  // pred: ^bb40
    %39 = "pdl_interp.get_value_type"(%38) : (!pdl.value) -> !pdl.type
    "pdl_interp.record_match"(%37, %39, %arg24, %arg24)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.done7"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_6, rootKind = "test.op7"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg21: !pdl.value, %arg22: !pdl.type, %arg23: !pdl.operation):
      %14 = "pdl_interp.create_operation"(%arg21, %arg22) <{inputAttributeNames = [], name = "test.done0", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %15 = "pdl_interp.get_results"(%14) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg23, %15) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg18: !pdl.value, %arg19: !pdl.type, %arg20: !pdl.operation):
      %12 = "pdl_interp.create_operation"(%arg18, %arg19) <{inputAttributeNames = [], name = "test.done1", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %13 = "pdl_interp.get_results"(%12) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg20, %13) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg15: !pdl.value, %arg16: !pdl.type, %arg17: !pdl.operation):
      %10 = "pdl_interp.create_operation"(%arg15, %arg16) <{inputAttributeNames = [], name = "test.done2", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %11 = "pdl_interp.get_results"(%10) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg17, %11) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg12: !pdl.value, %arg13: !pdl.type, %arg14: !pdl.operation):
      %8 = "pdl_interp.create_operation"(%arg12, %arg13) <{inputAttributeNames = [], name = "test.done3", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %9 = "pdl_interp.get_results"(%8) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg14, %9) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_3"}> ({
    ^bb0(%arg9: !pdl.value, %arg10: !pdl.type, %arg11: !pdl.operation):
      %6 = "pdl_interp.create_operation"(%arg9, %arg10) <{inputAttributeNames = [], name = "test.done4", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %7 = "pdl_interp.get_results"(%6) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg11, %7) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_4"}> ({
    ^bb0(%arg6: !pdl.value, %arg7: !pdl.type, %arg8: !pdl.operation):
      %4 = "pdl_interp.create_operation"(%arg6, %arg7) <{inputAttributeNames = [], name = "test.done5", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %5 = "pdl_interp.get_results"(%4) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg8, %5) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_5"}> ({
    ^bb0(%arg3: !pdl.value, %arg4: !pdl.type, %arg5: !pdl.operation):
      %2 = "pdl_interp.create_operation"(%arg3, %arg4) <{inputAttributeNames = [], name = "test.done6", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %3 = "pdl_interp.get_results"(%2) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg5, %3) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_6"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation):
      %0 = "pdl_interp.create_operation"(%arg0, %arg1) <{inputAttributeNames = [], name = "test.done7", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %1 = "pdl_interp.get_results"(%0) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg2, %1) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

