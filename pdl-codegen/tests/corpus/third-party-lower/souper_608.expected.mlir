"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg8: !pdl.operation):
    %12 = "pdl_interp.get_operand"(%arg8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %13 = "pdl_interp.get_defining_op"(%12) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%13)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 60 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33, ^bb34, ^bb35, ^bb36, ^bb37, ^bb48, ^bb49, ^bb50, ^bb51, ^bb52, ^bb53, ^bb54, ^bb55, ^bb56, ^bb57, ^bb58, ^bb59, ^bb60, ^bb61, ^bb63, ^bb64, ^bb65, ^bb66, ^bb67, ^bb68, ^bb69, ^bb70, ^bb71, ^bb72
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %14 = "pdl_interp.get_operand"(%arg8) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %15 = "pdl_interp.get_defining_op"(%14) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%15)[^bb3, ^bb1] : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operation_name"(%arg8)[^bb4, ^bb1] <{name = "arith.cmpi"}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_operand_count"(%arg8)[^bb5, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.check_result_count"(%arg8)[^bb6, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.is_not_null"(%12)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.is_not_null"(%14)[^bb8, ^bb1] : (!pdl.value) -> ()
  ^bb8:  // pred: ^bb7
    %16 = "pdl_interp.get_attribute"(%arg8) <{name = "predicate"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%16)[^bb9, ^bb1] : (!pdl.attribute) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_attribute"(%16)[^bb10, ^bb1] <{constantValue = 1 : i64}> : (!pdl.attribute) -> ()
  ^bb10:  // pred: ^bb9
    %17 = "pdl_interp.get_result"(%arg8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%17)[^bb11, ^bb1] : (!pdl.value) -> ()
  ^bb11:  // pred: ^bb10
    %18 = "pdl_interp.get_value_type"(%17) : (!pdl.value) -> !pdl.type
    "pdl_interp.check_type"(%18)[^bb12, ^bb1] <{type = i1}> : (!pdl.type) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.switch_operation_name"(%13)[^bb1, ^bb13, ^bb48] <{caseValues = ["arith.andi", "arith.constant"]}> : (!pdl.operation) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.check_operation_name"(%15)[^bb14, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb14:  // pred: ^bb13
    "pdl_interp.check_operand_count"(%13)[^bb15, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.check_operand_count"(%15)[^bb16, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb16:  // pred: ^bb15
    "pdl_interp.check_result_count"(%13)[^bb17, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb17:  // pred: ^bb16
    "pdl_interp.check_result_count"(%15)[^bb18, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb18:  // pred: ^bb17
    %19 = "pdl_interp.get_result"(%13) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%19)[^bb19, ^bb1] : (!pdl.value) -> ()
  ^bb19:  // pred: ^bb18
    %20 = "pdl_interp.get_result"(%15) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%20)[^bb20, ^bb1] : (!pdl.value) -> ()
  ^bb20:  // pred: ^bb19
    "pdl_interp.are_equal"(%19, %12)[^bb21, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb21:  // pred: ^bb20
    "pdl_interp.are_equal"(%20, %14)[^bb22, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb22:  // pred: ^bb21
    %21 = "pdl_interp.get_operand"(%13) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%21)[^bb23, ^bb1] : (!pdl.value) -> ()
  ^bb23:  // pred: ^bb22
    %22 = "pdl_interp.get_operand"(%13) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%22)[^bb24, ^bb1] : (!pdl.value) -> ()
  ^bb24:  // pred: ^bb23
    %23 = "pdl_interp.get_attribute"(%15) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%23)[^bb25, ^bb1] : (!pdl.attribute) -> ()
  ^bb25:  // pred: ^bb24
    "pdl_interp.check_attribute"(%23)[^bb26, ^bb1] <{constantValue = 0 : i64}> : (!pdl.attribute) -> ()
  ^bb26:  // pred: ^bb25
    %24 = "pdl_interp.get_defining_op"(%22) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%24)[^bb38, ^bb27] : (!pdl.operation) -> ()
  ^bb27:  // 11 preds: ^bb26, ^bb38, ^bb39, ^bb40, ^bb41, ^bb42, ^bb43, ^bb44, ^bb45, ^bb46, ^bb47
    %25 = "pdl_interp.get_defining_op"(%21) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%25)[^bb28, ^bb1] : (!pdl.operation) -> ()
  ^bb28:  // pred: ^bb27
    "pdl_interp.check_operation_name"(%25)[^bb29, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb29:  // pred: ^bb28
    "pdl_interp.check_operand_count"(%25)[^bb30, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb30:  // pred: ^bb29
    "pdl_interp.check_result_count"(%25)[^bb31, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb31:  // pred: ^bb30
    %26 = "pdl_interp.get_attribute"(%25) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.are_equal"(%26, %16)[^bb32, ^bb1] : (!pdl.attribute, !pdl.attribute) -> ()
  ^bb32:  // pred: ^bb31
    %27 = "pdl_interp.get_result"(%25) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%27)[^bb33, ^bb1] : (!pdl.value) -> ()
  ^bb33:  // pred: ^bb32
    "pdl_interp.are_equal"(%27, %21)[^bb34, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb34:  // pred: ^bb33
    %28 = "pdl_interp.get_value_type"(%27) : (!pdl.value) -> !pdl.type
    %29 = "pdl_interp.get_value_type"(%22) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%28, %29)[^bb35, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb35:  // pred: ^bb34
    %30 = "pdl_interp.get_value_type"(%19) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%28, %30)[^bb36, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb36:  // pred: ^bb35
    %31 = "pdl_interp.get_value_type"(%20) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%28, %31)[^bb37, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb37:  // pred: ^bb36
    "pdl_interp.record_match"(%22, %arg8, %13, %15, %arg8, %25)[^bb1] <{benefit = 1 : i16, generatedOps = ["arith.trunci"], operandSegmentSizes = array<i32: 2, 4>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "arith.cmpi"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb38:  // pred: ^bb26
    %32 = "pdl_interp.get_value_type"(%21) : (!pdl.value) -> !pdl.type
    %33 = "pdl_interp.get_value_type"(%19) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%32, %33)[^bb39, ^bb27] : (!pdl.type, !pdl.type) -> ()
  ^bb39:  // pred: ^bb38
    %34 = "pdl_interp.get_value_type"(%20) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%32, %34)[^bb40, ^bb27] : (!pdl.type, !pdl.type) -> ()
  ^bb40:  // pred: ^bb39
    "pdl_interp.check_operation_name"(%24)[^bb41, ^bb27] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb41:  // pred: ^bb40
    "pdl_interp.check_operand_count"(%24)[^bb42, ^bb27] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb42:  // pred: ^bb41
    "pdl_interp.check_result_count"(%24)[^bb43, ^bb27] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb43:  // pred: ^bb42
    %35 = "pdl_interp.get_attribute"(%24) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.are_equal"(%35, %16)[^bb44, ^bb27] : (!pdl.attribute, !pdl.attribute) -> ()
  ^bb44:  // pred: ^bb43
    %36 = "pdl_interp.get_result"(%24) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%36)[^bb45, ^bb27] : (!pdl.value) -> ()
  ^bb45:  // pred: ^bb44
    "pdl_interp.are_equal"(%36, %22)[^bb46, ^bb27] : (!pdl.value, !pdl.value) -> ()
  ^bb46:  // pred: ^bb45
    %37 = "pdl_interp.get_value_type"(%36) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%37, %32)[^bb47, ^bb27] : (!pdl.type, !pdl.type) -> ()
  ^bb47:  // pred: ^bb46
    "pdl_interp.record_match"(%21, %arg8, %13, %15, %arg8, %24)[^bb27] <{benefit = 1 : i16, generatedOps = ["arith.trunci"], operandSegmentSizes = array<i32: 2, 4>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "arith.cmpi"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb48:  // pred: ^bb12
    "pdl_interp.check_operation_name"(%15)[^bb49, ^bb1] <{name = "arith.andi"}> : (!pdl.operation) -> ()
  ^bb49:  // pred: ^bb48
    "pdl_interp.check_operand_count"(%13)[^bb50, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb50:  // pred: ^bb49
    "pdl_interp.check_operand_count"(%15)[^bb51, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb51:  // pred: ^bb50
    "pdl_interp.check_result_count"(%13)[^bb52, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb52:  // pred: ^bb51
    "pdl_interp.check_result_count"(%15)[^bb53, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb53:  // pred: ^bb52
    %38 = "pdl_interp.get_result"(%13) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%38)[^bb54, ^bb1] : (!pdl.value) -> ()
  ^bb54:  // pred: ^bb53
    %39 = "pdl_interp.get_result"(%15) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%39)[^bb55, ^bb1] : (!pdl.value) -> ()
  ^bb55:  // pred: ^bb54
    "pdl_interp.are_equal"(%38, %12)[^bb56, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb56:  // pred: ^bb55
    "pdl_interp.are_equal"(%39, %14)[^bb57, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb57:  // pred: ^bb56
    %40 = "pdl_interp.get_operand"(%15) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%40)[^bb58, ^bb1] : (!pdl.value) -> ()
  ^bb58:  // pred: ^bb57
    %41 = "pdl_interp.get_operand"(%15) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%41)[^bb59, ^bb1] : (!pdl.value) -> ()
  ^bb59:  // pred: ^bb58
    %42 = "pdl_interp.get_attribute"(%13) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%42)[^bb60, ^bb1] : (!pdl.attribute) -> ()
  ^bb60:  // pred: ^bb59
    "pdl_interp.check_attribute"(%42)[^bb61, ^bb1] <{constantValue = 0 : i64}> : (!pdl.attribute) -> ()
  ^bb61:  // pred: ^bb60
    %43 = "pdl_interp.get_value_type"(%38) : (!pdl.value) -> !pdl.type
    %44 = "pdl_interp.get_value_type"(%39) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%43, %44)[^bb62, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb62:  // pred: ^bb61
    %45 = "pdl_interp.get_defining_op"(%41) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%45)[^bb73, ^bb63] : (!pdl.operation) -> ()
  ^bb63:  // 10 preds: ^bb62, ^bb73, ^bb74, ^bb75, ^bb76, ^bb77, ^bb78, ^bb79, ^bb80, ^bb81
    %46 = "pdl_interp.get_defining_op"(%40) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%46)[^bb64, ^bb1] : (!pdl.operation) -> ()
  ^bb64:  // pred: ^bb63
    %47 = "pdl_interp.get_value_type"(%41) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%43, %47)[^bb65, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb65:  // pred: ^bb64
    "pdl_interp.check_operation_name"(%46)[^bb66, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb66:  // pred: ^bb65
    "pdl_interp.check_operand_count"(%46)[^bb67, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb67:  // pred: ^bb66
    "pdl_interp.check_result_count"(%46)[^bb68, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb68:  // pred: ^bb67
    %48 = "pdl_interp.get_attribute"(%46) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.are_equal"(%48, %16)[^bb69, ^bb1] : (!pdl.attribute, !pdl.attribute) -> ()
  ^bb69:  // pred: ^bb68
    %49 = "pdl_interp.get_result"(%46) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%49)[^bb70, ^bb1] : (!pdl.value) -> ()
  ^bb70:  // pred: ^bb69
    "pdl_interp.are_equal"(%49, %40)[^bb71, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb71:  // pred: ^bb70
    %50 = "pdl_interp.get_value_type"(%49) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%50, %43)[^bb72, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb72:  // pred: ^bb71
    "pdl_interp.record_match"(%41, %arg8, %arg8, %15, %13, %46)[^bb1] <{benefit = 1 : i16, generatedOps = ["arith.trunci"], operandSegmentSizes = array<i32: 2, 4>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "arith.cmpi"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb73:  // pred: ^bb62
    %51 = "pdl_interp.get_value_type"(%40) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%43, %51)[^bb74, ^bb63] : (!pdl.type, !pdl.type) -> ()
  ^bb74:  // pred: ^bb73
    "pdl_interp.check_operation_name"(%45)[^bb75, ^bb63] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb75:  // pred: ^bb74
    "pdl_interp.check_operand_count"(%45)[^bb76, ^bb63] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb76:  // pred: ^bb75
    "pdl_interp.check_result_count"(%45)[^bb77, ^bb63] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb77:  // pred: ^bb76
    %52 = "pdl_interp.get_attribute"(%45) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.are_equal"(%52, %16)[^bb78, ^bb63] : (!pdl.attribute, !pdl.attribute) -> ()
  ^bb78:  // pred: ^bb77
    %53 = "pdl_interp.get_result"(%45) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%53)[^bb79, ^bb63] : (!pdl.value) -> ()
  ^bb79:  // pred: ^bb78
    "pdl_interp.are_equal"(%53, %41)[^bb80, ^bb63] : (!pdl.value, !pdl.value) -> ()
  ^bb80:  // pred: ^bb79
    %54 = "pdl_interp.get_value_type"(%53) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%54, %43)[^bb81, ^bb63] : (!pdl.type, !pdl.type) -> ()
  ^bb81:  // pred: ^bb80
    "pdl_interp.record_match"(%40, %arg8, %arg8, %15, %13, %45)[^bb63] <{benefit = 1 : i16, generatedOps = ["arith.trunci"], operandSegmentSizes = array<i32: 2, 4>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "arith.cmpi"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg6: !pdl.value, %arg7: !pdl.operation):
      %9 = "pdl_interp.create_type"() <{value = i1}> : () -> !pdl.type
      %10 = "pdl_interp.create_operation"(%arg6, %9) <{inputAttributeNames = [], name = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %11 = "pdl_interp.get_results"(%10) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg7, %11) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg4: !pdl.value, %arg5: !pdl.operation):
      %6 = "pdl_interp.create_type"() <{value = i1}> : () -> !pdl.type
      %7 = "pdl_interp.create_operation"(%arg4, %6) <{inputAttributeNames = [], name = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %8 = "pdl_interp.get_results"(%7) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg5, %8) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg2: !pdl.value, %arg3: !pdl.operation):
      %3 = "pdl_interp.create_type"() <{value = i1}> : () -> !pdl.type
      %4 = "pdl_interp.create_operation"(%arg2, %3) <{inputAttributeNames = [], name = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %5 = "pdl_interp.get_results"(%4) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg3, %5) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.operation):
      %0 = "pdl_interp.create_type"() <{value = i1}> : () -> !pdl.type
      %1 = "pdl_interp.create_operation"(%arg0, %0) <{inputAttributeNames = [], name = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %2 = "pdl_interp.get_results"(%1) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg1, %2) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

