"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg6: !pdl.operation):
    %4 = "pdl_interp.get_operand"(%arg6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl_interp.get_defining_op"(%4) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%5)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 93 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33, ^bb34, ^bb35, ^bb36, ^bb37, ^bb38, ^bb39, ^bb40, ^bb41, ^bb42, ^bb43, ^bb44, ^bb45, ^bb46, ^bb47, ^bb48, ^bb49, ^bb50, ^bb51, ^bb52, ^bb53, ^bb54, ^bb55, ^bb56, ^bb57, ^bb58, ^bb59, ^bb60, ^bb61, ^bb62, ^bb63, ^bb64, ^bb65, ^bb66, ^bb67, ^bb68, ^bb69, ^bb70, ^bb71, ^bb72, ^bb73, ^bb74, ^bb75, ^bb76, ^bb77, ^bb78, ^bb79, ^bb80, ^bb81, ^bb82, ^bb83, ^bb84, ^bb85, ^bb86, ^bb87, ^bb88, ^bb89, ^bb90, ^bb91, ^bb92, ^bb93
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %6 = "pdl_interp.get_operand"(%arg6) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %7 = "pdl_interp.get_defining_op"(%6) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%7)[^bb3, ^bb1] : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operation_name"(%arg6)[^bb4, ^bb1] <{name = "arith.andi"}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_operand_count"(%arg6)[^bb5, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.check_result_count"(%arg6)[^bb6, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.is_not_null"(%4)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.is_not_null"(%6)[^bb8, ^bb1] : (!pdl.value) -> ()
  ^bb8:  // pred: ^bb7
    %8 = "pdl_interp.get_result"(%arg6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%8)[^bb9, ^bb1] : (!pdl.value) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.switch_operation_name"(%5)[^bb1, ^bb10, ^bb52] <{caseValues = ["arith.trunci", "arith.constant"]}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    "pdl_interp.check_operation_name"(%7)[^bb11, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.check_operand_count"(%5)[^bb12, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.check_operand_count"(%7)[^bb13, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.check_result_count"(%5)[^bb14, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb14:  // pred: ^bb13
    "pdl_interp.check_result_count"(%7)[^bb15, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    %9 = "pdl_interp.get_result"(%5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%9)[^bb16, ^bb1] : (!pdl.value) -> ()
  ^bb16:  // pred: ^bb15
    %10 = "pdl_interp.get_result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%10)[^bb17, ^bb1] : (!pdl.value) -> ()
  ^bb17:  // pred: ^bb16
    "pdl_interp.are_equal"(%9, %4)[^bb18, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb18:  // pred: ^bb17
    "pdl_interp.are_equal"(%10, %6)[^bb19, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb19:  // pred: ^bb18
    %11 = "pdl_interp.get_value_type"(%9) : (!pdl.value) -> !pdl.type
    %12 = "pdl_interp.get_value_type"(%10) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%11, %12)[^bb20, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb20:  // pred: ^bb19
    %13 = "pdl_interp.get_value_type"(%8) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%11, %13)[^bb21, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb21:  // pred: ^bb20
    %14 = "pdl_interp.get_operand"(%5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %15 = "pdl_interp.get_defining_op"(%14) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%15)[^bb22, ^bb1] : (!pdl.operation) -> ()
  ^bb22:  // pred: ^bb21
    %16 = "pdl_interp.get_operand"(%15) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %17 = "pdl_interp.get_defining_op"(%16) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%17)[^bb23, ^bb1] : (!pdl.operation) -> ()
  ^bb23:  // pred: ^bb22
    %18 = "pdl_interp.get_operand"(%15) <{index = 2 : i32}> : (!pdl.operation) -> !pdl.value
    %19 = "pdl_interp.get_defining_op"(%18) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%19)[^bb24, ^bb1] : (!pdl.operation) -> ()
  ^bb24:  // pred: ^bb23
    "pdl_interp.is_not_null"(%14)[^bb25, ^bb1] : (!pdl.value) -> ()
  ^bb25:  // pred: ^bb24
    "pdl_interp.check_operation_name"(%15)[^bb26, ^bb1] <{name = "arith.select"}> : (!pdl.operation) -> ()
  ^bb26:  // pred: ^bb25
    "pdl_interp.check_operand_count"(%15)[^bb27, ^bb1] <{count = 3 : i32}> : (!pdl.operation) -> ()
  ^bb27:  // pred: ^bb26
    "pdl_interp.check_result_count"(%15)[^bb28, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb28:  // pred: ^bb27
    %20 = "pdl_interp.get_operand"(%15) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%20)[^bb29, ^bb1] : (!pdl.value) -> ()
  ^bb29:  // pred: ^bb28
    "pdl_interp.is_not_null"(%16)[^bb30, ^bb1] : (!pdl.value) -> ()
  ^bb30:  // pred: ^bb29
    "pdl_interp.is_not_null"(%18)[^bb31, ^bb1] : (!pdl.value) -> ()
  ^bb31:  // pred: ^bb30
    %21 = "pdl_interp.get_result"(%15) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%21)[^bb32, ^bb1] : (!pdl.value) -> ()
  ^bb32:  // pred: ^bb31
    "pdl_interp.are_equal"(%21, %14)[^bb33, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb33:  // pred: ^bb32
    %22 = "pdl_interp.get_value_type"(%20) : (!pdl.value) -> !pdl.type
    "pdl_interp.check_type"(%22)[^bb34, ^bb1] <{type = i1}> : (!pdl.type) -> ()
  ^bb34:  // pred: ^bb33
    "pdl_interp.check_operation_name"(%17)[^bb35, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb35:  // pred: ^bb34
    "pdl_interp.check_operation_name"(%19)[^bb36, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb36:  // pred: ^bb35
    "pdl_interp.check_operand_count"(%17)[^bb37, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb37:  // pred: ^bb36
    "pdl_interp.check_operand_count"(%19)[^bb38, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb38:  // pred: ^bb37
    "pdl_interp.check_result_count"(%17)[^bb39, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb39:  // pred: ^bb38
    "pdl_interp.check_result_count"(%19)[^bb40, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb40:  // pred: ^bb39
    %23 = "pdl_interp.get_attribute"(%17) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%23)[^bb41, ^bb1] : (!pdl.attribute) -> ()
  ^bb41:  // pred: ^bb40
    %24 = "pdl_interp.get_attribute"(%19) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%24)[^bb42, ^bb1] : (!pdl.attribute) -> ()
  ^bb42:  // pred: ^bb41
    "pdl_interp.check_attribute"(%23)[^bb43, ^bb1] <{constantValue = 1 : i64}> : (!pdl.attribute) -> ()
  ^bb43:  // pred: ^bb42
    "pdl_interp.check_attribute"(%24)[^bb44, ^bb1] <{constantValue = 0 : i64}> : (!pdl.attribute) -> ()
  ^bb44:  // pred: ^bb43
    %25 = "pdl_interp.get_attribute"(%7) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.are_equal"(%23, %25)[^bb45, ^bb1] : (!pdl.attribute, !pdl.attribute) -> ()
  ^bb45:  // pred: ^bb44
    %26 = "pdl_interp.get_result"(%17) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%26)[^bb46, ^bb1] : (!pdl.value) -> ()
  ^bb46:  // pred: ^bb45
    %27 = "pdl_interp.get_result"(%19) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%27)[^bb47, ^bb1] : (!pdl.value) -> ()
  ^bb47:  // pred: ^bb46
    "pdl_interp.are_equal"(%26, %16)[^bb48, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb48:  // pred: ^bb47
    "pdl_interp.are_equal"(%27, %18)[^bb49, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb49:  // pred: ^bb48
    %28 = "pdl_interp.get_value_type"(%26) : (!pdl.value) -> !pdl.type
    %29 = "pdl_interp.get_value_type"(%27) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%28, %29)[^bb50, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb50:  // pred: ^bb49
    %30 = "pdl_interp.get_value_type"(%21) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%28, %30)[^bb51, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb51:  // pred: ^bb50
    "pdl_interp.record_match"(%20, %11, %arg6, %5, %7, %arg6, %15, %17, %19)[^bb1] <{benefit = 4 : i16, generatedOps = ["arith.extui"], operandSegmentSizes = array<i32: 3, 6>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "arith.andi"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb52:  // pred: ^bb9
    "pdl_interp.check_operation_name"(%7)[^bb53, ^bb1] <{name = "arith.trunci"}> : (!pdl.operation) -> ()
  ^bb53:  // pred: ^bb52
    "pdl_interp.check_operand_count"(%5)[^bb54, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb54:  // pred: ^bb53
    "pdl_interp.check_operand_count"(%7)[^bb55, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb55:  // pred: ^bb54
    "pdl_interp.check_result_count"(%5)[^bb56, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb56:  // pred: ^bb55
    "pdl_interp.check_result_count"(%7)[^bb57, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb57:  // pred: ^bb56
    %31 = "pdl_interp.get_result"(%5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%31)[^bb58, ^bb1] : (!pdl.value) -> ()
  ^bb58:  // pred: ^bb57
    %32 = "pdl_interp.get_result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%32)[^bb59, ^bb1] : (!pdl.value) -> ()
  ^bb59:  // pred: ^bb58
    "pdl_interp.are_equal"(%31, %4)[^bb60, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb60:  // pred: ^bb59
    "pdl_interp.are_equal"(%32, %6)[^bb61, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb61:  // pred: ^bb60
    %33 = "pdl_interp.get_value_type"(%31) : (!pdl.value) -> !pdl.type
    %34 = "pdl_interp.get_value_type"(%32) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%33, %34)[^bb62, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb62:  // pred: ^bb61
    %35 = "pdl_interp.get_value_type"(%8) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%33, %35)[^bb63, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb63:  // pred: ^bb62
    %36 = "pdl_interp.get_operand"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %37 = "pdl_interp.get_defining_op"(%36) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%37)[^bb64, ^bb1] : (!pdl.operation) -> ()
  ^bb64:  // pred: ^bb63
    %38 = "pdl_interp.get_operand"(%37) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %39 = "pdl_interp.get_defining_op"(%38) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%39)[^bb65, ^bb1] : (!pdl.operation) -> ()
  ^bb65:  // pred: ^bb64
    %40 = "pdl_interp.get_operand"(%37) <{index = 2 : i32}> : (!pdl.operation) -> !pdl.value
    %41 = "pdl_interp.get_defining_op"(%40) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%41)[^bb66, ^bb1] : (!pdl.operation) -> ()
  ^bb66:  // pred: ^bb65
    "pdl_interp.is_not_null"(%36)[^bb67, ^bb1] : (!pdl.value) -> ()
  ^bb67:  // pred: ^bb66
    %42 = "pdl_interp.get_attribute"(%5) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%42)[^bb68, ^bb1] : (!pdl.attribute) -> ()
  ^bb68:  // pred: ^bb67
    "pdl_interp.check_attribute"(%42)[^bb69, ^bb1] <{constantValue = 1 : i64}> : (!pdl.attribute) -> ()
  ^bb69:  // pred: ^bb68
    "pdl_interp.check_operation_name"(%37)[^bb70, ^bb1] <{name = "arith.select"}> : (!pdl.operation) -> ()
  ^bb70:  // pred: ^bb69
    "pdl_interp.check_operand_count"(%37)[^bb71, ^bb1] <{count = 3 : i32}> : (!pdl.operation) -> ()
  ^bb71:  // pred: ^bb70
    "pdl_interp.check_result_count"(%37)[^bb72, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb72:  // pred: ^bb71
    %43 = "pdl_interp.get_operand"(%37) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%43)[^bb73, ^bb1] : (!pdl.value) -> ()
  ^bb73:  // pred: ^bb72
    "pdl_interp.is_not_null"(%38)[^bb74, ^bb1] : (!pdl.value) -> ()
  ^bb74:  // pred: ^bb73
    "pdl_interp.is_not_null"(%40)[^bb75, ^bb1] : (!pdl.value) -> ()
  ^bb75:  // pred: ^bb74
    %44 = "pdl_interp.get_result"(%37) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%44)[^bb76, ^bb1] : (!pdl.value) -> ()
  ^bb76:  // pred: ^bb75
    "pdl_interp.are_equal"(%44, %36)[^bb77, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb77:  // pred: ^bb76
    %45 = "pdl_interp.get_value_type"(%43) : (!pdl.value) -> !pdl.type
    "pdl_interp.check_type"(%45)[^bb78, ^bb1] <{type = i1}> : (!pdl.type) -> ()
  ^bb78:  // pred: ^bb77
    "pdl_interp.check_operation_name"(%39)[^bb79, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb79:  // pred: ^bb78
    "pdl_interp.check_operation_name"(%41)[^bb80, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb80:  // pred: ^bb79
    "pdl_interp.check_operand_count"(%39)[^bb81, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb81:  // pred: ^bb80
    "pdl_interp.check_operand_count"(%41)[^bb82, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb82:  // pred: ^bb81
    "pdl_interp.check_result_count"(%39)[^bb83, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb83:  // pred: ^bb82
    "pdl_interp.check_result_count"(%41)[^bb84, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb84:  // pred: ^bb83
    %46 = "pdl_interp.get_attribute"(%41) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%46)[^bb85, ^bb1] : (!pdl.attribute) -> ()
  ^bb85:  // pred: ^bb84
    "pdl_interp.check_attribute"(%46)[^bb86, ^bb1] <{constantValue = 0 : i64}> : (!pdl.attribute) -> ()
  ^bb86:  // pred: ^bb85
    %47 = "pdl_interp.get_attribute"(%39) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.are_equal"(%47, %42)[^bb87, ^bb1] : (!pdl.attribute, !pdl.attribute) -> ()
  ^bb87:  // pred: ^bb86
    %48 = "pdl_interp.get_result"(%39) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%48)[^bb88, ^bb1] : (!pdl.value) -> ()
  ^bb88:  // pred: ^bb87
    %49 = "pdl_interp.get_result"(%41) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%49)[^bb89, ^bb1] : (!pdl.value) -> ()
  ^bb89:  // pred: ^bb88
    "pdl_interp.are_equal"(%48, %38)[^bb90, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb90:  // pred: ^bb89
    "pdl_interp.are_equal"(%49, %40)[^bb91, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb91:  // pred: ^bb90
    %50 = "pdl_interp.get_value_type"(%48) : (!pdl.value) -> !pdl.type
    %51 = "pdl_interp.get_value_type"(%49) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%50, %51)[^bb92, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb92:  // pred: ^bb91
    %52 = "pdl_interp.get_value_type"(%44) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%50, %52)[^bb93, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb93:  // pred: ^bb92
    "pdl_interp.record_match"(%43, %33, %arg6, %arg6, %7, %5, %37, %39, %41)[^bb1] <{benefit = 4 : i16, generatedOps = ["arith.extui"], operandSegmentSizes = array<i32: 3, 6>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "arith.andi"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg3: !pdl.value, %arg4: !pdl.type, %arg5: !pdl.operation):
      %2 = "pdl_interp.create_operation"(%arg3, %arg4) <{inputAttributeNames = [], name = "arith.extui", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %3 = "pdl_interp.get_results"(%2) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg5, %3) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation):
      %0 = "pdl_interp.create_operation"(%arg0, %arg1) <{inputAttributeNames = [], name = "arith.extui", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %1 = "pdl_interp.get_results"(%0) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg2, %1) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

