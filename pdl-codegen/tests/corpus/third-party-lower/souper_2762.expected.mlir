"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg12: !pdl.operation):
    %16 = "pdl_interp.get_operand"(%arg12) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %17 = "pdl_interp.get_defining_op"(%16) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%17)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 59 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33, ^bb34, ^bb35, ^bb43, ^bb44, ^bb45, ^bb46, ^bb47, ^bb48, ^bb49, ^bb50, ^bb51, ^bb52, ^bb53, ^bb54, ^bb55, ^bb56, ^bb57, ^bb58, ^bb59, ^bb61, ^bb62, ^bb63, ^bb64, ^bb65, ^bb66, ^bb67, ^bb68
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %18 = "pdl_interp.get_operand"(%arg12) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %19 = "pdl_interp.get_defining_op"(%18) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%19)[^bb3, ^bb1] : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operation_name"(%arg12)[^bb4, ^bb1] <{name = "arith.xori"}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_operand_count"(%arg12)[^bb5, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.check_result_count"(%arg12)[^bb6, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.is_not_null"(%16)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.is_not_null"(%18)[^bb8, ^bb1] : (!pdl.value) -> ()
  ^bb8:  // pred: ^bb7
    %20 = "pdl_interp.get_result"(%arg12) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%20)[^bb9, ^bb1] : (!pdl.value) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.switch_operation_name"(%17)[^bb1, ^bb10, ^bb43] <{caseValues = ["arith.cmpi", "arith.constant"]}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    "pdl_interp.check_operation_name"(%19)[^bb11, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.check_operand_count"(%17)[^bb12, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.check_operand_count"(%19)[^bb13, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.check_result_count"(%17)[^bb14, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb14:  // pred: ^bb13
    "pdl_interp.check_result_count"(%19)[^bb15, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    %21 = "pdl_interp.get_result"(%17) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%21)[^bb16, ^bb1] : (!pdl.value) -> ()
  ^bb16:  // pred: ^bb15
    %22 = "pdl_interp.get_result"(%19) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%22)[^bb17, ^bb1] : (!pdl.value) -> ()
  ^bb17:  // pred: ^bb16
    "pdl_interp.are_equal"(%21, %16)[^bb18, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb18:  // pred: ^bb17
    "pdl_interp.are_equal"(%22, %18)[^bb19, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb19:  // pred: ^bb18
    %23 = "pdl_interp.get_value_type"(%21) : (!pdl.value) -> !pdl.type
    "pdl_interp.check_type"(%23)[^bb20, ^bb1] <{type = i1}> : (!pdl.type) -> ()
  ^bb20:  // pred: ^bb19
    %24 = "pdl_interp.get_value_type"(%22) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%23, %24)[^bb21, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb21:  // pred: ^bb20
    %25 = "pdl_interp.get_value_type"(%20) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%23, %25)[^bb22, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb22:  // pred: ^bb21
    %26 = "pdl_interp.get_operand"(%17) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%26)[^bb23, ^bb1] : (!pdl.value) -> ()
  ^bb23:  // pred: ^bb22
    %27 = "pdl_interp.get_operand"(%17) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%27)[^bb24, ^bb1] : (!pdl.value) -> ()
  ^bb24:  // pred: ^bb23
    %28 = "pdl_interp.get_attribute"(%17) <{name = "predicate"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%28)[^bb25, ^bb1] : (!pdl.attribute) -> ()
  ^bb25:  // pred: ^bb24
    "pdl_interp.check_attribute"(%28)[^bb26, ^bb1] <{constantValue = 1 : i64}> : (!pdl.attribute) -> ()
  ^bb26:  // pred: ^bb25
    %29 = "pdl_interp.get_attribute"(%19) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.are_equal"(%28, %29)[^bb27, ^bb1] : (!pdl.attribute, !pdl.attribute) -> ()
  ^bb27:  // pred: ^bb26
    %30 = "pdl_interp.get_defining_op"(%27) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%30)[^bb36, ^bb28] : (!pdl.operation) -> ()
  ^bb28:  // 8 preds: ^bb27, ^bb36, ^bb37, ^bb38, ^bb39, ^bb40, ^bb41, ^bb42
    %31 = "pdl_interp.get_defining_op"(%26) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%31)[^bb29, ^bb1] : (!pdl.operation) -> ()
  ^bb29:  // pred: ^bb28
    "pdl_interp.check_operation_name"(%31)[^bb30, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb30:  // pred: ^bb29
    "pdl_interp.check_operand_count"(%31)[^bb31, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb31:  // pred: ^bb30
    "pdl_interp.check_result_count"(%31)[^bb32, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb32:  // pred: ^bb31
    %32 = "pdl_interp.get_result"(%31) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%32)[^bb33, ^bb1] : (!pdl.value) -> ()
  ^bb33:  // pred: ^bb32
    "pdl_interp.are_equal"(%32, %26)[^bb34, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb34:  // pred: ^bb33
    %33 = "pdl_interp.get_value_type"(%32) : (!pdl.value) -> !pdl.type
    %34 = "pdl_interp.get_value_type"(%27) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%33, %34)[^bb35, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb35:  // pred: ^bb34
    "pdl_interp.record_match"(%27, %26, %arg12, %17, %19, %arg12, %31)[^bb1] <{benefit = 1 : i16, generatedOps = ["arith.cmpi"], operandSegmentSizes = array<i32: 3, 4>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "arith.xori"}> : (!pdl.value, !pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb36:  // pred: ^bb27
    "pdl_interp.check_operation_name"(%30)[^bb37, ^bb28] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb37:  // pred: ^bb36
    "pdl_interp.check_operand_count"(%30)[^bb38, ^bb28] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb38:  // pred: ^bb37
    "pdl_interp.check_result_count"(%30)[^bb39, ^bb28] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb39:  // pred: ^bb38
    %35 = "pdl_interp.get_result"(%30) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%35)[^bb40, ^bb28] : (!pdl.value) -> ()
  ^bb40:  // pred: ^bb39
    "pdl_interp.are_equal"(%35, %27)[^bb41, ^bb28] : (!pdl.value, !pdl.value) -> ()
  ^bb41:  // pred: ^bb40
    %36 = "pdl_interp.get_value_type"(%35) : (!pdl.value) -> !pdl.type
    %37 = "pdl_interp.get_value_type"(%26) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%36, %37)[^bb42, ^bb28] : (!pdl.type, !pdl.type) -> ()
  ^bb42:  // pred: ^bb41
    "pdl_interp.record_match"(%26, %27, %arg12, %17, %19, %arg12, %30)[^bb28] <{benefit = 1 : i16, generatedOps = ["arith.cmpi"], operandSegmentSizes = array<i32: 3, 4>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "arith.xori"}> : (!pdl.value, !pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb43:  // pred: ^bb9
    "pdl_interp.check_operation_name"(%19)[^bb44, ^bb1] <{name = "arith.cmpi"}> : (!pdl.operation) -> ()
  ^bb44:  // pred: ^bb43
    "pdl_interp.check_operand_count"(%17)[^bb45, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb45:  // pred: ^bb44
    "pdl_interp.check_operand_count"(%19)[^bb46, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb46:  // pred: ^bb45
    "pdl_interp.check_result_count"(%17)[^bb47, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb47:  // pred: ^bb46
    "pdl_interp.check_result_count"(%19)[^bb48, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb48:  // pred: ^bb47
    %38 = "pdl_interp.get_result"(%17) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%38)[^bb49, ^bb1] : (!pdl.value) -> ()
  ^bb49:  // pred: ^bb48
    %39 = "pdl_interp.get_result"(%19) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%39)[^bb50, ^bb1] : (!pdl.value) -> ()
  ^bb50:  // pred: ^bb49
    "pdl_interp.are_equal"(%38, %16)[^bb51, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb51:  // pred: ^bb50
    "pdl_interp.are_equal"(%39, %18)[^bb52, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb52:  // pred: ^bb51
    %40 = "pdl_interp.get_value_type"(%38) : (!pdl.value) -> !pdl.type
    "pdl_interp.check_type"(%40)[^bb53, ^bb1] <{type = i1}> : (!pdl.type) -> ()
  ^bb53:  // pred: ^bb52
    %41 = "pdl_interp.get_value_type"(%39) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%40, %41)[^bb54, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb54:  // pred: ^bb53
    %42 = "pdl_interp.get_value_type"(%20) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%40, %42)[^bb55, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb55:  // pred: ^bb54
    %43 = "pdl_interp.get_operand"(%19) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%43)[^bb56, ^bb1] : (!pdl.value) -> ()
  ^bb56:  // pred: ^bb55
    %44 = "pdl_interp.get_operand"(%19) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%44)[^bb57, ^bb1] : (!pdl.value) -> ()
  ^bb57:  // pred: ^bb56
    %45 = "pdl_interp.get_attribute"(%17) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%45)[^bb58, ^bb1] : (!pdl.attribute) -> ()
  ^bb58:  // pred: ^bb57
    "pdl_interp.check_attribute"(%45)[^bb59, ^bb1] <{constantValue = 1 : i64}> : (!pdl.attribute) -> ()
  ^bb59:  // pred: ^bb58
    %46 = "pdl_interp.get_attribute"(%19) <{name = "predicate"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.are_equal"(%45, %46)[^bb60, ^bb1] : (!pdl.attribute, !pdl.attribute) -> ()
  ^bb60:  // pred: ^bb59
    %47 = "pdl_interp.get_defining_op"(%44) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%47)[^bb69, ^bb61] : (!pdl.operation) -> ()
  ^bb61:  // 8 preds: ^bb60, ^bb69, ^bb70, ^bb71, ^bb72, ^bb73, ^bb74, ^bb75
    %48 = "pdl_interp.get_defining_op"(%43) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%48)[^bb62, ^bb1] : (!pdl.operation) -> ()
  ^bb62:  // pred: ^bb61
    "pdl_interp.check_operation_name"(%48)[^bb63, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb63:  // pred: ^bb62
    "pdl_interp.check_operand_count"(%48)[^bb64, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb64:  // pred: ^bb63
    "pdl_interp.check_result_count"(%48)[^bb65, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb65:  // pred: ^bb64
    %49 = "pdl_interp.get_result"(%48) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%49)[^bb66, ^bb1] : (!pdl.value) -> ()
  ^bb66:  // pred: ^bb65
    "pdl_interp.are_equal"(%49, %43)[^bb67, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb67:  // pred: ^bb66
    %50 = "pdl_interp.get_value_type"(%49) : (!pdl.value) -> !pdl.type
    %51 = "pdl_interp.get_value_type"(%44) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%50, %51)[^bb68, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb68:  // pred: ^bb67
    "pdl_interp.record_match"(%44, %43, %arg12, %arg12, %19, %17, %48)[^bb1] <{benefit = 1 : i16, generatedOps = ["arith.cmpi"], operandSegmentSizes = array<i32: 3, 4>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "arith.xori"}> : (!pdl.value, !pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb69:  // pred: ^bb60
    "pdl_interp.check_operation_name"(%47)[^bb70, ^bb61] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb70:  // pred: ^bb69
    "pdl_interp.check_operand_count"(%47)[^bb71, ^bb61] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb71:  // pred: ^bb70
    "pdl_interp.check_result_count"(%47)[^bb72, ^bb61] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb72:  // pred: ^bb71
    %52 = "pdl_interp.get_result"(%47) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%52)[^bb73, ^bb61] : (!pdl.value) -> ()
  ^bb73:  // pred: ^bb72
    "pdl_interp.are_equal"(%52, %44)[^bb74, ^bb61] : (!pdl.value, !pdl.value) -> ()
  ^bb74:  // pred: ^bb73
    %53 = "pdl_interp.get_value_type"(%52) : (!pdl.value) -> !pdl.type
    %54 = "pdl_interp.get_value_type"(%43) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%53, %54)[^bb75, ^bb61] : (!pdl.type, !pdl.type) -> ()
  ^bb75:  // pred: ^bb74
    "pdl_interp.record_match"(%43, %44, %arg12, %arg12, %19, %17, %47)[^bb61] <{benefit = 1 : i16, generatedOps = ["arith.cmpi"], operandSegmentSizes = array<i32: 3, 4>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "arith.xori"}> : (!pdl.value, !pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg9: !pdl.value, %arg10: !pdl.value, %arg11: !pdl.operation):
      %12 = "pdl_interp.create_attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
      %13 = "pdl_interp.create_type"() <{value = i1}> : () -> !pdl.type
      %14 = "pdl_interp.create_operation"(%arg9, %arg10, %12, %13) <{inputAttributeNames = ["predicate"], name = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
      %15 = "pdl_interp.get_results"(%14) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg11, %15) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg6: !pdl.value, %arg7: !pdl.value, %arg8: !pdl.operation):
      %8 = "pdl_interp.create_attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
      %9 = "pdl_interp.create_type"() <{value = i1}> : () -> !pdl.type
      %10 = "pdl_interp.create_operation"(%arg6, %arg7, %8, %9) <{inputAttributeNames = ["predicate"], name = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
      %11 = "pdl_interp.get_results"(%10) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg8, %11) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg3: !pdl.value, %arg4: !pdl.value, %arg5: !pdl.operation):
      %4 = "pdl_interp.create_attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
      %5 = "pdl_interp.create_type"() <{value = i1}> : () -> !pdl.type
      %6 = "pdl_interp.create_operation"(%arg3, %arg4, %4, %5) <{inputAttributeNames = ["predicate"], name = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
      %7 = "pdl_interp.get_results"(%6) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg5, %7) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation):
      %0 = "pdl_interp.create_attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
      %1 = "pdl_interp.create_type"() <{value = i1}> : () -> !pdl.type
      %2 = "pdl_interp.create_operation"(%arg0, %arg1, %0, %1) <{inputAttributeNames = ["predicate"], name = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
      %3 = "pdl_interp.get_results"(%2) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg2, %3) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

