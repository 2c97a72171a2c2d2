"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg8: !pdl.operation):
    "pdl_interp.switch_operation_name"(%arg8)[^bb1, ^bb2, ^bb18, ^bb21] <{caseValues = ["test.op", "test.a", "test.b"]}> : (!pdl.operation) -> ()
  ^bb1:  // 23 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %10 = "pdl_interp.get_results"(%arg8) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.is_not_null"(%10)[^bb3, ^bb1] : (!pdl.range<value>) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operand_count"(%arg8)[^bb4, ^bb1] <{compareAtLeast, count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_result_count"(%arg8)[^bb5, ^bb1] <{compareAtLeast, count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    %11 = "pdl_interp.get_operand"(%arg8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%11)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %12 = "pdl_interp.get_operands"(%arg8) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.is_not_null"(%12)[^bb7, ^bb1] : (!pdl.range<value>) -> ()
  ^bb7:  // pred: ^bb6
    %13 = "pdl_interp.get_operands"(%arg8) <{index = 2 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%13)[^bb8, ^bb1] : (!pdl.value) -> ()
  ^bb8:  // pred: ^bb7
    %14 = "pdl_interp.apply_constraint"(%13)[^bb9, ^bb1] <{isNegated = false, name = "ret"}> : (!pdl.value) -> !pdl.attribute
  ^bb9:  // pred: ^bb8
    %15 = "pdl_interp.get_attribute"(%arg8) <{name = "attr"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%15)[^bb10, ^bb1] : (!pdl.attribute) -> ()
  ^bb10:  // pred: ^bb9
    %16 = "pdl_interp.get_attribute"(%arg8) <{name = "c"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%16)[^bb11, ^bb1] : (!pdl.attribute) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.check_attribute"(%16)[^bb12, ^bb1] <{constantValue = 10 : i64}> : (!pdl.attribute) -> ()
  ^bb12:  // pred: ^bb11
    %17 = "pdl_interp.get_attribute_type"(%15) : (!pdl.attribute) -> !pdl.type
    "pdl_interp.apply_constraint"(%15, %17)[^bb13, ^bb1] <{isNegated = false, name = "check"}> : (!pdl.attribute, !pdl.type) -> ()
  ^bb13:  // pred: ^bb12
    %18 = "pdl_interp.get_result"(%arg8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%18)[^bb14, ^bb1] : (!pdl.value) -> ()
  ^bb14:  // pred: ^bb13
    %19 = "pdl_interp.get_value_type"(%11) : (!pdl.value) -> !pdl.type
    "pdl_interp.check_type"(%19)[^bb15, ^bb1] <{type = i32}> : (!pdl.type) -> ()
  ^bb15:  // pred: ^bb14
    %20 = "pdl_interp.get_value_type"(%10) : (!pdl.range<value>) -> !pdl.range<type>
    "pdl_interp.check_types"(%20)[^bb16, ^bb1] <{types = [i32, f32]}> : (!pdl.range<type>) -> ()
  ^bb16:  // pred: ^bb15
    %21 = "pdl_interp.get_value_type"(%18) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%19, %21)[^bb17, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb17:  // pred: ^bb16
    %22 = "pdl_interp.get_users"(%18) : (!pdl.value) -> !pdl.range<operation>
    "pdl_interp.foreach"(%22)[^bb1] ({
    ^bb0(%arg9: !pdl.operation):
      "pdl_interp.is_not_null"(%arg9)[^bb2, ^bb1] : (!pdl.operation) -> ()
    ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
      "pdl_interp.continue"() : () -> ()
    ^bb2:  // pred: ^bb0
      "pdl_interp.check_operand_count"(%arg9)[^bb3, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
    ^bb3:  // pred: ^bb2
      "pdl_interp.check_result_count"(%arg9)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
    ^bb4:  // pred: ^bb3
      "pdl_interp.apply_constraint"(%arg9)[^bb5, ^bb1] <{isNegated = true, name = "neg"}> : (!pdl.operation) -> ()
    ^bb5:  // pred: ^bb4
      %23 = "pdl_interp.get_operand"(%arg9) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.are_equal"(%23, %18)[^bb6, ^bb1] : (!pdl.value, !pdl.value) -> ()
    ^bb6:  // pred: ^bb5
      %24 = "pdl_interp.get_result"(%arg9) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.is_not_null"(%24)[^bb7, ^bb1] : (!pdl.value) -> ()
    ^bb7:  // pred: ^bb6
      %25 = "pdl_interp.get_value_type"(%24) : (!pdl.value) -> !pdl.type
      "pdl_interp.are_equal"(%25, %17)[^bb8, ^bb1] : (!pdl.type, !pdl.type) -> ()
    ^bb8:  // pred: ^bb7
      %26 = "pdl_interp.get_results"(%arg8) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.record_match"(%18, %26, %14, %12, %arg8, %arg9, %arg8, %arg9)[^bb1] <{benefit = 3 : i16, generatedOps = ["test.new"], operandSegmentSizes = array<i32: 6, 2>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.value, !pdl.range<value>, !pdl.attribute, !pdl.range<value>, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.range<operation>) -> ()
  ^bb18:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg8)[^bb19, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb19:  // pred: ^bb18
    "pdl_interp.check_result_count"(%arg8)[^bb20, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb20:  // pred: ^bb19
    "pdl_interp.record_match"(%arg8, %arg8)[^bb1] <{benefit = 0 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.a"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb21:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg8)[^bb22, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb22:  // pred: ^bb21
    "pdl_interp.check_result_count"(%arg8)[^bb23, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb23:  // pred: ^bb22
    "pdl_interp.record_match"(%arg8, %arg8)[^bb1] <{benefit = 32767 : i16, generatedOps = ["test.c"], operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.b"}> : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.range<value>, !pdl.attribute, !pdl.range<value>, !pdl.operation, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg2: !pdl.value, %arg3: !pdl.range<value>, %arg4: !pdl.attribute, %arg5: !pdl.range<value>, %arg6: !pdl.operation, %arg7: !pdl.operation):
      %3 = "pdl_interp.create_type"() <{value = f64}> : () -> !pdl.type
      %4 = "pdl_interp.create_attribute"() <{value = "s"}> : () -> !pdl.attribute
      %5 = "pdl_interp.create_range"(%arg2, %arg3) : (!pdl.value, !pdl.range<value>) -> !pdl.range<value>
      %6 = "pdl_interp.create_range"() : () -> !pdl.range<type>
      %7 = "pdl_interp.create_operation"(%5, %4, %arg4, %3, %6) <{inputAttributeNames = ["x", "y"], name = "test.new", operandSegmentSizes = array<i32: 1, 2, 2>}> : (!pdl.range<value>, !pdl.attribute, !pdl.attribute, !pdl.type, !pdl.range<type>) -> !pdl.operation
      %8 = "pdl_interp.get_result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      %9:2 = "pdl_interp.apply_rewrite"(%8) <{name = "make"}> : (!pdl.value) -> (!pdl.value, !pdl.operation)
      "pdl_interp.replace"(%arg6, %8, %9#0, %arg5) : (!pdl.operation, !pdl.value, !pdl.value, !pdl.range<value>) -> ()
      "pdl_interp.erase"(%arg7) : (!pdl.operation) -> ()
      "pdl_interp.apply_rewrite"(%7) <{name = "side"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg1: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg1, %arg1) <{name = "ext"}> : (!pdl.operation, !pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg0: !pdl.operation):
      %0 = "pdl_interp.get_results"(%arg0) : (!pdl.operation) -> !pdl.range<value>
      %1 = "pdl_interp.get_value_type"(%0) : (!pdl.range<value>) -> !pdl.range<type>
      %2 = "pdl_interp.create_operation"(%1) <{inputAttributeNames = [], name = "test.c", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.range<type>) -> !pdl.operation
      "pdl_interp.erase"(%arg0) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

