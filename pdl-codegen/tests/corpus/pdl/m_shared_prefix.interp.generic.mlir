"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg12: !pdl.operation):
    %3 = "pdl_interp.get_operand"(%arg12) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %4 = "pdl_interp.get_defining_op"(%3) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%4)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 70 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb30, ^bb31, ^bb38, ^bb39, ^bb40, ^bb41, ^bb42, ^bb43, ^bb44, ^bb45, ^bb46, ^bb47, ^bb48, ^bb49, ^bb50, ^bb51, ^bb52, ^bb53, ^bb54, ^bb55, ^bb56, ^bb57, ^bb58, ^bb59, ^bb60, ^bb61, ^bb62, ^bb63, ^bb64, ^bb65, ^bb66, ^bb67, ^bb68, ^bb69, ^bb70, ^bb71, ^bb72, ^bb73, ^bb74, ^bb75, ^bb76, ^bb77
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %5 = "pdl_interp.get_operand"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %6 = "pdl_interp.get_defining_op"(%5) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%6)[^bb3, ^bb1] : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    %7 = "pdl_interp.get_operand"(%6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %8 = "pdl_interp.get_defining_op"(%7) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%8)[^bb4, ^bb1] : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_operation_name"(%arg12)[^bb5, ^bb1] <{name = "test.root"}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.switch_operand_count"(%arg12)[^bb1, ^bb6, ^bb45] <{caseValues = dense<[1, 2]> : vector<2xi32>}> : (!pdl.operation) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.check_result_count"(%arg12)[^bb7, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.is_not_null"(%3)[^bb8, ^bb1] : (!pdl.value) -> ()
  ^bb8:  // pred: ^bb7
    %9 = "pdl_interp.get_result"(%arg12) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%9)[^bb9, ^bb1] : (!pdl.value) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_operation_name"(%4)[^bb10, ^bb1] <{name = "test.p2"}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    "pdl_interp.check_operand_count"(%4)[^bb11, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.check_result_count"(%4)[^bb12, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.is_not_null"(%5)[^bb13, ^bb1] : (!pdl.value) -> ()
  ^bb13:  // pred: ^bb12
    %10 = "pdl_interp.get_result"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%10)[^bb14, ^bb1] : (!pdl.value) -> ()
  ^bb14:  // pred: ^bb13
    "pdl_interp.are_equal"(%10, %3)[^bb15, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.check_operation_name"(%6)[^bb16, ^bb1] <{name = "test.p1"}> : (!pdl.operation) -> ()
  ^bb16:  // pred: ^bb15
    "pdl_interp.check_operand_count"(%6)[^bb17, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb17:  // pred: ^bb16
    "pdl_interp.check_result_count"(%6)[^bb18, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb18:  // pred: ^bb17
    "pdl_interp.is_not_null"(%7)[^bb19, ^bb1] : (!pdl.value) -> ()
  ^bb19:  // pred: ^bb18
    %11 = "pdl_interp.get_result"(%6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%11)[^bb20, ^bb1] : (!pdl.value) -> ()
  ^bb20:  // pred: ^bb19
    "pdl_interp.are_equal"(%11, %5)[^bb21, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb21:  // pred: ^bb20
    "pdl_interp.check_operation_name"(%8)[^bb22, ^bb1] <{name = "test.p0"}> : (!pdl.operation) -> ()
  ^bb22:  // pred: ^bb21
    "pdl_interp.switch_operand_count"(%8)[^bb1, ^bb23, ^bb38] <{caseValues = dense<[1, 0]> : vector<2xi32>}> : (!pdl.operation) -> ()
  ^bb23:  // pred: ^bb22
    "pdl_interp.check_result_count"(%8)[^bb24, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb24:  // pred: ^bb23
    %12 = "pdl_interp.get_result"(%8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%12)[^bb25, ^bb1] : (!pdl.value) -> ()
  ^bb25:  // pred: ^bb24
    "pdl_interp.are_equal"(%12, %7)[^bb26, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb26:  // pred: ^bb25
    %13 = "pdl_interp.get_value_type"(%12) : (!pdl.value) -> !pdl.type
    %14 = "pdl_interp.get_value_type"(%11) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%13, %14)[^bb27, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb27:  // pred: ^bb26
    %15 = "pdl_interp.get_value_type"(%10) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%13, %15)[^bb28, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb28:  // pred: ^bb27
    %16 = "pdl_interp.get_operand"(%8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%16)[^bb29, ^bb1] : (!pdl.value) -> ()
  ^bb29:  // pred: ^bb28
    %17 = "pdl_interp.get_value_type"(%9) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%13, %17)[^bb32, ^bb30] : (!pdl.type, !pdl.type) -> ()
  ^bb30:  // 3 preds: ^bb29, ^bb34, ^bb35
    %18 = "pdl_interp.get_value_type"(%9) : (!pdl.value) -> !pdl.type
    "pdl_interp.check_type"(%18)[^bb31, ^bb1] <{type = i32}> : (!pdl.type) -> ()
  ^bb31:  // pred: ^bb30
    "pdl_interp.record_match"(%16, %arg12, %4, %6, %8, %arg12)[^bb1] <{benefit = 3 : i16, generatedOps = ["test.root_i32"], operandSegmentSizes = array<i32: 2, 4>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.root"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb32:  // pred: ^bb29
    "pdl_interp.record_match"(%16, %arg12, %4, %6, %8, %arg12)[^bb33] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 2, 4>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "test.root"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb33:  // pred: ^bb32
    %19 = "pdl_interp.get_attribute"(%arg12) <{name = "k"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%19)[^bb36, ^bb34] : (!pdl.attribute) -> ()
  ^bb34:  // 3 preds: ^bb33, ^bb36, ^bb37
    "pdl_interp.apply_constraint"(%3)[^bb35, ^bb30] <{isNegated = false, name = "single_use"}> : (!pdl.value) -> ()
  ^bb35:  // pred: ^bb34
    "pdl_interp.record_match"(%arg12, %6, %4, %6, %8, %arg12)[^bb30] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 2, 4>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.root"}> : (!pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb36:  // pred: ^bb33
    "pdl_interp.check_attribute"(%19)[^bb37, ^bb34] <{constantValue = 7 : i64}> : (!pdl.attribute) -> ()
  ^bb37:  // pred: ^bb36
    "pdl_interp.record_match"(%arg12, %8, %4, %6, %8, %arg12)[^bb34] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 2, 4>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.root"}> : (!pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb38:  // pred: ^bb22
    "pdl_interp.check_result_count"(%8)[^bb39, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb39:  // pred: ^bb38
    %20 = "pdl_interp.get_result"(%8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%20)[^bb40, ^bb1] : (!pdl.value) -> ()
  ^bb40:  // pred: ^bb39
    "pdl_interp.are_equal"(%20, %7)[^bb41, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb41:  // pred: ^bb40
    %21 = "pdl_interp.get_value_type"(%20) : (!pdl.value) -> !pdl.type
    %22 = "pdl_interp.get_value_type"(%11) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%21, %22)[^bb42, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb42:  // pred: ^bb41
    %23 = "pdl_interp.get_value_type"(%10) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%21, %23)[^bb43, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb43:  // pred: ^bb42
    %24 = "pdl_interp.get_value_type"(%9) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%21, %24)[^bb44, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb44:  // pred: ^bb43
    "pdl_interp.record_match"(%7, %arg12, %4, %6, %arg12, %8)[^bb1] <{benefit = 4 : i16, operandSegmentSizes = array<i32: 2, 4>, rewriter = @rewriters::@pdl_generated_rewriter_3, rootKind = "test.root"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb45:  // pred: ^bb5
    "pdl_interp.check_result_count"(%arg12)[^bb46, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb46:  // pred: ^bb45
    "pdl_interp.is_not_null"(%3)[^bb47, ^bb1] : (!pdl.value) -> ()
  ^bb47:  // pred: ^bb46
    %25 = "pdl_interp.get_result"(%arg12) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%25)[^bb48, ^bb1] : (!pdl.value) -> ()
  ^bb48:  // pred: ^bb47
    "pdl_interp.check_operation_name"(%4)[^bb49, ^bb1] <{name = "test.p2"}> : (!pdl.operation) -> ()
  ^bb49:  // pred: ^bb48
    "pdl_interp.check_operand_count"(%4)[^bb50, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb50:  // pred: ^bb49
    "pdl_interp.check_result_count"(%4)[^bb51, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb51:  // pred: ^bb50
    "pdl_interp.is_not_null"(%5)[^bb52, ^bb1] : (!pdl.value) -> ()
  ^bb52:  // pred: ^bb51
    %26 = "pdl_interp.get_result"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%26)[^bb53, ^bb1] : (!pdl.value) -> ()
  ^bb53:  // pred: ^bb52
    "pdl_interp.are_equal"(%26, %3)[^bb54, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb54:  // pred: ^bb53
    "pdl_interp.check_operation_name"(%6)[^bb55, ^bb1] <{name = "test.p1"}> : (!pdl.operation) -> ()
  ^bb55:  // pred: ^bb54
    "pdl_interp.check_operand_count"(%6)[^bb56, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb56:  // pred: ^bb55
    "pdl_interp.check_result_count"(%6)[^bb57, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb57:  // pred: ^bb56
    "pdl_interp.is_not_null"(%7)[^bb58, ^bb1] : (!pdl.value) -> ()
  ^bb58:  // pred: ^bb57
    %27 = "pdl_interp.get_result"(%6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%27)[^bb59, ^bb1] : (!pdl.value) -> ()
  ^bb59:  // pred: ^bb58
    "pdl_interp.are_equal"(%27, %5)[^bb60, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb60:  // pred: ^bb59
    "pdl_interp.check_operation_name"(%8)[^bb61, ^bb1] <{name = "test.p0"}> : (!pdl.operation) -> ()
  ^bb61:  // pred: ^bb60
    "pdl_interp.check_operand_count"(%8)[^bb62, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb62:  // pred: ^bb61
    "pdl_interp.check_result_count"(%8)[^bb63, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb63:  // pred: ^bb62
    %28 = "pdl_interp.get_result"(%8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%28)[^bb64, ^bb1] : (!pdl.value) -> ()
  ^bb64:  // pred: ^bb63
    "pdl_interp.are_equal"(%28, %7)[^bb65, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb65:  // pred: ^bb64
    %29 = "pdl_interp.get_value_type"(%28) : (!pdl.value) -> !pdl.type
    %30 = "pdl_interp.get_value_type"(%27) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%29, %30)[^bb66, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb66:  // pred: ^bb65
    %31 = "pdl_interp.get_value_type"(%26) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%29, %31)[^bb67, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb67:  // pred: ^bb66
    %32 = "pdl_interp.get_operand"(%8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%32)[^bb68, ^bb1] : (!pdl.value) -> ()
  ^bb68:  // pred: ^bb67
    %33 = "pdl_interp.get_value_type"(%25) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%29, %33)[^bb69, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb69:  // pred: ^bb68
    %34 = "pdl_interp.get_operand"(%arg12) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %35 = "pdl_interp.get_defining_op"(%34) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%35)[^bb70, ^bb1] : (!pdl.operation) -> ()
  ^bb70:  // pred: ^bb69
    "pdl_interp.is_not_null"(%34)[^bb71, ^bb1] : (!pdl.value) -> ()
  ^bb71:  // pred: ^bb70
    "pdl_interp.check_operation_name"(%35)[^bb72, ^bb1] <{name = "test.q"}> : (!pdl.operation) -> ()
  ^bb72:  // pred: ^bb71
    "pdl_interp.check_operand_count"(%35)[^bb73, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb73:  // pred: ^bb72
    "pdl_interp.check_result_count"(%35)[^bb74, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb74:  // pred: ^bb73
    %36 = "pdl_interp.get_result"(%35) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%36)[^bb75, ^bb1] : (!pdl.value) -> ()
  ^bb75:  // pred: ^bb74
    "pdl_interp.are_equal"(%36, %34)[^bb76, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb76:  // pred: ^bb75
    %37 = "pdl_interp.get_value_type"(%36) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%29, %37)[^bb77, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb77:  // pred: ^bb76
    "pdl_interp.record_match"(%arg12, %35, %arg12, %4, %6, %8, %35)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 2, 5>, rewriter = @rewriters::@pdl_generated_rewriter_4, rootKind = "test.root"}> : (!pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg10: !pdl.value, %arg11: !pdl.operation):
      %0 = "pdl_interp.create_type"() <{value = i32}> : () -> !pdl.type
      %1 = "pdl_interp.create_operation"(%arg10, %0) <{inputAttributeNames = [], name = "test.root_i32", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %2 = "pdl_interp.get_results"(%1) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg11, %2) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg8: !pdl.operation, %arg9: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg8, %arg9) <{name = "with_constraint"}> : (!pdl.operation, !pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg6: !pdl.operation, %arg7: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg6, %arg7) <{name = "with_attr"}> : (!pdl.operation, !pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg4: !pdl.value, %arg5: !pdl.operation):
      "pdl_interp.replace"(%arg5, %arg4) : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_3"}> ({
    ^bb0(%arg2: !pdl.value, %arg3: !pdl.operation):
      "pdl_interp.replace"(%arg3, %arg2) : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_4"}> ({
    ^bb0(%arg0: !pdl.operation, %arg1: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg0, %arg1) <{name = "second_operand"}> : (!pdl.operation, !pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

