"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg16: !pdl.operation):
    %8 = "pdl_interp.get_operand"(%arg16) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %9 = "pdl_interp.get_defining_op"(%8) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%9)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 61 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33, ^bb34, ^bb35, ^bb36, ^bb49, ^bb50, ^bb51, ^bb52, ^bb53, ^bb54, ^bb55, ^bb56, ^bb57, ^bb58, ^bb59, ^bb60, ^bb61, ^bb62, ^bb63, ^bb65, ^bb66, ^bb67, ^bb68, ^bb69, ^bb70, ^bb71, ^bb72, ^bb73, ^bb74, ^bb75
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %10 = "pdl_interp.get_operand"(%arg16) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %11 = "pdl_interp.get_defining_op"(%10) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%11)[^bb3, ^bb1] : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operation_name"(%arg16)[^bb4, ^bb1] <{name = "arith.addi"}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_operand_count"(%arg16)[^bb5, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.check_result_count"(%arg16)[^bb6, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.is_not_null"(%8)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.is_not_null"(%10)[^bb8, ^bb1] : (!pdl.value) -> ()
  ^bb8:  // pred: ^bb7
    %12 = "pdl_interp.get_result"(%arg16) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%12)[^bb9, ^bb1] : (!pdl.value) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.switch_operation_name"(%9)[^bb1, ^bb10, ^bb49] <{caseValues = ["arith.xori", "arith.constant"]}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    "pdl_interp.check_operation_name"(%11)[^bb11, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.check_operand_count"(%9)[^bb12, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.check_operand_count"(%11)[^bb13, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.check_result_count"(%9)[^bb14, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb14:  // pred: ^bb13
    "pdl_interp.check_result_count"(%11)[^bb15, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    %13 = "pdl_interp.get_result"(%9) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%13)[^bb16, ^bb1] : (!pdl.value) -> ()
  ^bb16:  // pred: ^bb15
    %14 = "pdl_interp.get_result"(%11) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%14)[^bb17, ^bb1] : (!pdl.value) -> ()
  ^bb17:  // pred: ^bb16
    "pdl_interp.are_equal"(%13, %8)[^bb18, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb18:  // pred: ^bb17
    "pdl_interp.are_equal"(%14, %10)[^bb19, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb19:  // pred: ^bb18
    %15 = "pdl_interp.get_operand"(%9) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%15)[^bb20, ^bb1] : (!pdl.value) -> ()
  ^bb20:  // pred: ^bb19
    %16 = "pdl_interp.get_operand"(%9) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%16)[^bb21, ^bb1] : (!pdl.value) -> ()
  ^bb21:  // pred: ^bb20
    %17 = "pdl_interp.get_attribute"(%11) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%17)[^bb22, ^bb1] : (!pdl.attribute) -> ()
  ^bb22:  // pred: ^bb21
    "pdl_interp.check_attribute"(%17)[^bb23, ^bb1] <{constantValue = 1 : i64}> : (!pdl.attribute) -> ()
  ^bb23:  // pred: ^bb22
    %18 = "pdl_interp.get_defining_op"(%16) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%18)[^bb37, ^bb24] : (!pdl.operation) -> ()
  ^bb24:  // 13 preds: ^bb23, ^bb37, ^bb38, ^bb39, ^bb40, ^bb41, ^bb42, ^bb43, ^bb44, ^bb45, ^bb46, ^bb47, ^bb48
    %19 = "pdl_interp.get_defining_op"(%15) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%19)[^bb25, ^bb1] : (!pdl.operation) -> ()
  ^bb25:  // pred: ^bb24
    "pdl_interp.check_operation_name"(%19)[^bb26, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb26:  // pred: ^bb25
    "pdl_interp.check_operand_count"(%19)[^bb27, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb27:  // pred: ^bb26
    "pdl_interp.check_result_count"(%19)[^bb28, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb28:  // pred: ^bb27
    %20 = "pdl_interp.get_attribute"(%19) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%20)[^bb29, ^bb1] : (!pdl.attribute) -> ()
  ^bb29:  // pred: ^bb28
    "pdl_interp.check_attribute"(%20)[^bb30, ^bb1] <{constantValue = -1 : i64}> : (!pdl.attribute) -> ()
  ^bb30:  // pred: ^bb29
    %21 = "pdl_interp.get_result"(%19) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%21)[^bb31, ^bb1] : (!pdl.value) -> ()
  ^bb31:  // pred: ^bb30
    "pdl_interp.are_equal"(%21, %15)[^bb32, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb32:  // pred: ^bb31
    %22 = "pdl_interp.get_value_type"(%21) : (!pdl.value) -> !pdl.type
    %23 = "pdl_interp.get_value_type"(%16) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%22, %23)[^bb33, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb33:  // pred: ^bb32
    %24 = "pdl_interp.get_value_type"(%13) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%22, %24)[^bb34, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb34:  // pred: ^bb33
    %25 = "pdl_interp.get_value_type"(%14) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%22, %25)[^bb35, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb35:  // pred: ^bb34
    %26 = "pdl_interp.get_value_type"(%12) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%22, %26)[^bb36, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb36:  // pred: ^bb35
    "pdl_interp.record_match"(%16, %15, %22, %arg16, %9, %11, %arg16, %19)[^bb1] <{benefit = 1 : i16, generatedOps = ["arith.muli"], operandSegmentSizes = array<i32: 4, 4>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "arith.addi"}> : (!pdl.value, !pdl.value, !pdl.type, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb37:  // pred: ^bb23
    %27 = "pdl_interp.get_value_type"(%15) : (!pdl.value) -> !pdl.type
    %28 = "pdl_interp.get_value_type"(%13) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%27, %28)[^bb38, ^bb24] : (!pdl.type, !pdl.type) -> ()
  ^bb38:  // pred: ^bb37
    %29 = "pdl_interp.get_value_type"(%14) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%27, %29)[^bb39, ^bb24] : (!pdl.type, !pdl.type) -> ()
  ^bb39:  // pred: ^bb38
    %30 = "pdl_interp.get_value_type"(%12) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%27, %30)[^bb40, ^bb24] : (!pdl.type, !pdl.type) -> ()
  ^bb40:  // pred: ^bb39
    "pdl_interp.check_operation_name"(%18)[^bb41, ^bb24] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb41:  // pred: ^bb40
    "pdl_interp.check_operand_count"(%18)[^bb42, ^bb24] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb42:  // pred: ^bb41
    "pdl_interp.check_result_count"(%18)[^bb43, ^bb24] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb43:  // pred: ^bb42
    %31 = "pdl_interp.get_attribute"(%18) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%31)[^bb44, ^bb24] : (!pdl.attribute) -> ()
  ^bb44:  // pred: ^bb43
    "pdl_interp.check_attribute"(%31)[^bb45, ^bb24] <{constantValue = -1 : i64}> : (!pdl.attribute) -> ()
  ^bb45:  // pred: ^bb44
    %32 = "pdl_interp.get_result"(%18) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%32)[^bb46, ^bb24] : (!pdl.value) -> ()
  ^bb46:  // pred: ^bb45
    "pdl_interp.are_equal"(%32, %16)[^bb47, ^bb24] : (!pdl.value, !pdl.value) -> ()
  ^bb47:  // pred: ^bb46
    %33 = "pdl_interp.get_value_type"(%32) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%33, %27)[^bb48, ^bb24] : (!pdl.type, !pdl.type) -> ()
  ^bb48:  // pred: ^bb47
    "pdl_interp.record_match"(%15, %16, %27, %arg16, %9, %11, %arg16, %18)[^bb24] <{benefit = 1 : i16, generatedOps = ["arith.muli"], operandSegmentSizes = array<i32: 4, 4>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "arith.addi"}> : (!pdl.value, !pdl.value, !pdl.type, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb49:  // pred: ^bb9
    "pdl_interp.check_operation_name"(%11)[^bb50, ^bb1] <{name = "arith.xori"}> : (!pdl.operation) -> ()
  ^bb50:  // pred: ^bb49
    "pdl_interp.check_operand_count"(%9)[^bb51, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb51:  // pred: ^bb50
    "pdl_interp.check_operand_count"(%11)[^bb52, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb52:  // pred: ^bb51
    "pdl_interp.check_result_count"(%9)[^bb53, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb53:  // pred: ^bb52
    "pdl_interp.check_result_count"(%11)[^bb54, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb54:  // pred: ^bb53
    %34 = "pdl_interp.get_result"(%9) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%34)[^bb55, ^bb1] : (!pdl.value) -> ()
  ^bb55:  // pred: ^bb54
    %35 = "pdl_interp.get_result"(%11) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%35)[^bb56, ^bb1] : (!pdl.value) -> ()
  ^bb56:  // pred: ^bb55
    "pdl_interp.are_equal"(%34, %8)[^bb57, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb57:  // pred: ^bb56
    "pdl_interp.are_equal"(%35, %10)[^bb58, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb58:  // pred: ^bb57
    %36 = "pdl_interp.get_operand"(%11) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%36)[^bb59, ^bb1] : (!pdl.value) -> ()
  ^bb59:  // pred: ^bb58
    %37 = "pdl_interp.get_operand"(%11) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%37)[^bb60, ^bb1] : (!pdl.value) -> ()
  ^bb60:  // pred: ^bb59
    %38 = "pdl_interp.get_attribute"(%9) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%38)[^bb61, ^bb1] : (!pdl.attribute) -> ()
  ^bb61:  // pred: ^bb60
    "pdl_interp.check_attribute"(%38)[^bb62, ^bb1] <{constantValue = 1 : i64}> : (!pdl.attribute) -> ()
  ^bb62:  // pred: ^bb61
    %39 = "pdl_interp.get_value_type"(%34) : (!pdl.value) -> !pdl.type
    %40 = "pdl_interp.get_value_type"(%35) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%39, %40)[^bb63, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb63:  // pred: ^bb62
    %41 = "pdl_interp.get_value_type"(%12) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%39, %41)[^bb64, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb64:  // pred: ^bb63
    %42 = "pdl_interp.get_defining_op"(%37) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%42)[^bb76, ^bb65] : (!pdl.operation) -> ()
  ^bb65:  // 11 preds: ^bb64, ^bb76, ^bb77, ^bb78, ^bb79, ^bb80, ^bb81, ^bb82, ^bb83, ^bb84, ^bb85
    %43 = "pdl_interp.get_defining_op"(%36) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%43)[^bb66, ^bb1] : (!pdl.operation) -> ()
  ^bb66:  // pred: ^bb65
    %44 = "pdl_interp.get_value_type"(%37) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%39, %44)[^bb67, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb67:  // pred: ^bb66
    "pdl_interp.check_operation_name"(%43)[^bb68, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb68:  // pred: ^bb67
    "pdl_interp.check_operand_count"(%43)[^bb69, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb69:  // pred: ^bb68
    "pdl_interp.check_result_count"(%43)[^bb70, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb70:  // pred: ^bb69
    %45 = "pdl_interp.get_attribute"(%43) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%45)[^bb71, ^bb1] : (!pdl.attribute) -> ()
  ^bb71:  // pred: ^bb70
    "pdl_interp.check_attribute"(%45)[^bb72, ^bb1] <{constantValue = -1 : i64}> : (!pdl.attribute) -> ()
  ^bb72:  // pred: ^bb71
    %46 = "pdl_interp.get_result"(%43) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%46)[^bb73, ^bb1] : (!pdl.value) -> ()
  ^bb73:  // pred: ^bb72
    "pdl_interp.are_equal"(%46, %36)[^bb74, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb74:  // pred: ^bb73
    %47 = "pdl_interp.get_value_type"(%46) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%47, %39)[^bb75, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb75:  // pred: ^bb74
    "pdl_interp.record_match"(%37, %36, %39, %arg16, %arg16, %11, %9, %43)[^bb1] <{benefit = 1 : i16, generatedOps = ["arith.muli"], operandSegmentSizes = array<i32: 4, 4>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "arith.addi"}> : (!pdl.value, !pdl.value, !pdl.type, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb76:  // pred: ^bb64
    %48 = "pdl_interp.get_value_type"(%36) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%39, %48)[^bb77, ^bb65] : (!pdl.type, !pdl.type) -> ()
  ^bb77:  // pred: ^bb76
    "pdl_interp.check_operation_name"(%42)[^bb78, ^bb65] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb78:  // pred: ^bb77
    "pdl_interp.check_operand_count"(%42)[^bb79, ^bb65] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb79:  // pred: ^bb78
    "pdl_interp.check_result_count"(%42)[^bb80, ^bb65] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb80:  // pred: ^bb79
    %49 = "pdl_interp.get_attribute"(%42) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%49)[^bb81, ^bb65] : (!pdl.attribute) -> ()
  ^bb81:  // pred: ^bb80
    "pdl_interp.check_attribute"(%49)[^bb82, ^bb65] <{constantValue = -1 : i64}> : (!pdl.attribute) -> ()
  ^bb82:  // pred: ^bb81
    %50 = "pdl_interp.get_result"(%42) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%50)[^bb83, ^bb65] : (!pdl.value) -> ()
  ^bb83:  // pred: ^bb82
    "pdl_interp.are_equal"(%50, %37)[^bb84, ^bb65] : (!pdl.value, !pdl.value) -> ()
  ^bb84:  // pred: ^bb83
    %51 = "pdl_interp.get_value_type"(%50) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%51, %39)[^bb85, ^bb65] : (!pdl.type, !pdl.type) -> ()
  ^bb85:  // pred: ^bb84
    "pdl_interp.record_match"(%36, %37, %39, %arg16, %arg16, %11, %9, %42)[^bb65] <{benefit = 1 : i16, generatedOps = ["arith.muli"], operandSegmentSizes = array<i32: 4, 4>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "arith.addi"}> : (!pdl.value, !pdl.value, !pdl.type, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg12: !pdl.value, %arg13: !pdl.value, %arg14: !pdl.type, %arg15: !pdl.operation):
      %6 = "pdl_interp.create_operation"(%arg12, %arg13, %arg14) <{inputAttributeNames = [], name = "arith.muli", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      %7 = "pdl_interp.get_results"(%6) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg15, %7) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg8: !pdl.value, %arg9: !pdl.value, %arg10: !pdl.type, %arg11: !pdl.operation):
      %4 = "pdl_interp.create_operation"(%arg8, %arg9, %arg10) <{inputAttributeNames = [], name = "arith.muli", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      %5 = "pdl_interp.get_results"(%4) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg11, %5) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg4: !pdl.value, %arg5: !pdl.value, %arg6: !pdl.type, %arg7: !pdl.operation):
      %2 = "pdl_interp.create_operation"(%arg4, %arg5, %arg6) <{inputAttributeNames = [], name = "arith.muli", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      %3 = "pdl_interp.get_results"(%2) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg7, %3) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.type, %arg3: !pdl.operation):
      %0 = "pdl_interp.create_operation"(%arg0, %arg1, %arg2) <{inputAttributeNames = [], name = "arith.muli", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      %1 = "pdl_interp.get_results"(%0) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg3, %1) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

