"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg4: !pdl.operation):
    %6 = "pdl_interp.get_operand"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %7 = "pdl_interp.get_defining_op"(%6) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%7)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 62 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33, ^bb34, ^bb35, ^bb36, ^bb37, ^bb38, ^bb39, ^bb40, ^bb41, ^bb42, ^bb43, ^bb44, ^bb45, ^bb46, ^bb47, ^bb48, ^bb49, ^bb50, ^bb51, ^bb52, ^bb53, ^bb54, ^bb55, ^bb56, ^bb57, ^bb58, ^bb59, ^bb60, ^bb61, ^bb62
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %8 = "pdl_interp.get_operand"(%arg4) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %9 = "pdl_interp.get_defining_op"(%8) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%9)[^bb3, ^bb1] : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operation_name"(%arg4)[^bb4, ^bb1] <{name = "arith.cmpi"}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_operand_count"(%arg4)[^bb5, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.check_result_count"(%arg4)[^bb6, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.is_not_null"(%6)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.is_not_null"(%8)[^bb8, ^bb1] : (!pdl.value) -> ()
  ^bb8:  // pred: ^bb7
    %10 = "pdl_interp.get_attribute"(%arg4) <{name = "predicate"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%10)[^bb9, ^bb1] : (!pdl.attribute) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_attribute"(%10)[^bb10, ^bb1] <{constantValue = 1 : i64}> : (!pdl.attribute) -> ()
  ^bb10:  // pred: ^bb9
    %11 = "pdl_interp.get_result"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%11)[^bb11, ^bb1] : (!pdl.value) -> ()
  ^bb11:  // pred: ^bb10
    %12 = "pdl_interp.get_value_type"(%11) : (!pdl.value) -> !pdl.type
    "pdl_interp.check_type"(%12)[^bb12, ^bb1] <{type = i1}> : (!pdl.type) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.switch_operation_name"(%7)[^bb1, ^bb13, ^bb38] <{caseValues = ["arith.remsi", "arith.constant"]}> : (!pdl.operation) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.check_operation_name"(%9)[^bb14, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb14:  // pred: ^bb13
    "pdl_interp.check_operand_count"(%7)[^bb15, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.check_operand_count"(%9)[^bb16, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb16:  // pred: ^bb15
    "pdl_interp.check_result_count"(%7)[^bb17, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb17:  // pred: ^bb16
    "pdl_interp.check_result_count"(%9)[^bb18, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb18:  // pred: ^bb17
    %13 = "pdl_interp.get_result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%13)[^bb19, ^bb1] : (!pdl.value) -> ()
  ^bb19:  // pred: ^bb18
    %14 = "pdl_interp.get_result"(%9) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%14)[^bb20, ^bb1] : (!pdl.value) -> ()
  ^bb20:  // pred: ^bb19
    "pdl_interp.are_equal"(%13, %6)[^bb21, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb21:  // pred: ^bb20
    "pdl_interp.are_equal"(%14, %8)[^bb22, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb22:  // pred: ^bb21
    %15 = "pdl_interp.get_operand"(%7) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %16 = "pdl_interp.get_defining_op"(%15) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%16)[^bb23, ^bb1] : (!pdl.operation) -> ()
  ^bb23:  // pred: ^bb22
    %17 = "pdl_interp.get_operand"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%17)[^bb24, ^bb1] : (!pdl.value) -> ()
  ^bb24:  // pred: ^bb23
    "pdl_interp.is_not_null"(%15)[^bb25, ^bb1] : (!pdl.value) -> ()
  ^bb25:  // pred: ^bb24
    %18 = "pdl_interp.get_attribute"(%9) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%18)[^bb26, ^bb1] : (!pdl.attribute) -> ()
  ^bb26:  // pred: ^bb25
    "pdl_interp.check_attribute"(%18)[^bb27, ^bb1] <{constantValue = 0 : i64}> : (!pdl.attribute) -> ()
  ^bb27:  // pred: ^bb26
    %19 = "pdl_interp.get_value_type"(%17) : (!pdl.value) -> !pdl.type
    %20 = "pdl_interp.get_value_type"(%13) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%19, %20)[^bb28, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb28:  // pred: ^bb27
    %21 = "pdl_interp.get_value_type"(%14) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%19, %21)[^bb29, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb29:  // pred: ^bb28
    "pdl_interp.check_operation_name"(%16)[^bb30, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb30:  // pred: ^bb29
    "pdl_interp.check_operand_count"(%16)[^bb31, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb31:  // pred: ^bb30
    "pdl_interp.check_result_count"(%16)[^bb32, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb32:  // pred: ^bb31
    %22 = "pdl_interp.get_attribute"(%16) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%22)[^bb33, ^bb1] : (!pdl.attribute) -> ()
  ^bb33:  // pred: ^bb32
    "pdl_interp.check_attribute"(%22)[^bb34, ^bb1] <{constantValue = 2 : i64}> : (!pdl.attribute) -> ()
  ^bb34:  // pred: ^bb33
    %23 = "pdl_interp.get_result"(%16) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%23)[^bb35, ^bb1] : (!pdl.value) -> ()
  ^bb35:  // pred: ^bb34
    "pdl_interp.are_equal"(%23, %15)[^bb36, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb36:  // pred: ^bb35
    %24 = "pdl_interp.get_value_type"(%23) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%24, %19)[^bb37, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb37:  // pred: ^bb36
    "pdl_interp.record_match"(%17, %arg4, %7, %9, %arg4, %16)[^bb1] <{benefit = 5 : i16, generatedOps = ["arith.trunci"], operandSegmentSizes = array<i32: 2, 4>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "arith.cmpi"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb38:  // pred: ^bb12
    "pdl_interp.check_operation_name"(%9)[^bb39, ^bb1] <{name = "arith.remsi"}> : (!pdl.operation) -> ()
  ^bb39:  // pred: ^bb38
    "pdl_interp.check_operand_count"(%7)[^bb40, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb40:  // pred: ^bb39
    "pdl_interp.check_operand_count"(%9)[^bb41, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb41:  // pred: ^bb40
    "pdl_interp.check_result_count"(%7)[^bb42, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb42:  // pred: ^bb41
    "pdl_interp.check_result_count"(%9)[^bb43, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb43:  // pred: ^bb42
    %25 = "pdl_interp.get_result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%25)[^bb44, ^bb1] : (!pdl.value) -> ()
  ^bb44:  // pred: ^bb43
    %26 = "pdl_interp.get_result"(%9) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%26)[^bb45, ^bb1] : (!pdl.value) -> ()
  ^bb45:  // pred: ^bb44
    "pdl_interp.are_equal"(%25, %6)[^bb46, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb46:  // pred: ^bb45
    "pdl_interp.are_equal"(%26, %8)[^bb47, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb47:  // pred: ^bb46
    %27 = "pdl_interp.get_operand"(%9) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %28 = "pdl_interp.get_defining_op"(%27) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%28)[^bb48, ^bb1] : (!pdl.operation) -> ()
  ^bb48:  // pred: ^bb47
    %29 = "pdl_interp.get_operand"(%9) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%29)[^bb49, ^bb1] : (!pdl.value) -> ()
  ^bb49:  // pred: ^bb48
    "pdl_interp.is_not_null"(%27)[^bb50, ^bb1] : (!pdl.value) -> ()
  ^bb50:  // pred: ^bb49
    %30 = "pdl_interp.get_attribute"(%7) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%30)[^bb51, ^bb1] : (!pdl.attribute) -> ()
  ^bb51:  // pred: ^bb50
    "pdl_interp.check_attribute"(%30)[^bb52, ^bb1] <{constantValue = 0 : i64}> : (!pdl.attribute) -> ()
  ^bb52:  // pred: ^bb51
    %31 = "pdl_interp.get_value_type"(%25) : (!pdl.value) -> !pdl.type
    %32 = "pdl_interp.get_value_type"(%29) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%31, %32)[^bb53, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb53:  // pred: ^bb52
    %33 = "pdl_interp.get_value_type"(%26) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%31, %33)[^bb54, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb54:  // pred: ^bb53
    "pdl_interp.check_operation_name"(%28)[^bb55, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb55:  // pred: ^bb54
    "pdl_interp.check_operand_count"(%28)[^bb56, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb56:  // pred: ^bb55
    "pdl_interp.check_result_count"(%28)[^bb57, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb57:  // pred: ^bb56
    %34 = "pdl_interp.get_attribute"(%28) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%34)[^bb58, ^bb1] : (!pdl.attribute) -> ()
  ^bb58:  // pred: ^bb57
    "pdl_interp.check_attribute"(%34)[^bb59, ^bb1] <{constantValue = 2 : i64}> : (!pdl.attribute) -> ()
  ^bb59:  // pred: ^bb58
    %35 = "pdl_interp.get_result"(%28) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%35)[^bb60, ^bb1] : (!pdl.value) -> ()
  ^bb60:  // pred: ^bb59
    "pdl_interp.are_equal"(%35, %27)[^bb61, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb61:  // pred: ^bb60
    %36 = "pdl_interp.get_value_type"(%35) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%36, %31)[^bb62, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb62:  // pred: ^bb61
    "pdl_interp.record_match"(%29, %arg4, %arg4, %9, %7, %28)[^bb1] <{benefit = 5 : i16, generatedOps = ["arith.trunci"], operandSegmentSizes = array<i32: 2, 4>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "arith.cmpi"}> : (!pdl.value, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg2: !pdl.value, %arg3: !pdl.operation):
      %3 = "pdl_interp.create_type"() <{value = i1}> : () -> !pdl.type
      %4 = "pdl_interp.create_operation"(%arg2, %3) <{inputAttributeNames = [], name = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %5 = "pdl_interp.get_results"(%4) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg3, %5) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.operation):
      %0 = "pdl_interp.create_type"() <{value = i1}> : () -> !pdl.type
      %1 = "pdl_interp.create_operation"(%arg0, %0) <{inputAttributeNames = [], name = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %2 = "pdl_interp.get_results"(%1) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg1, %2) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

