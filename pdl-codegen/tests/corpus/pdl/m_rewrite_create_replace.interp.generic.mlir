"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg3: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg3)[^bb2, ^bb1] <{name = "test.a"}> : (!pdl.operation) -> ()
  ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg3)[^bb3, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg3)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %3 = "pdl_interp.get_operand"(%arg3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%3)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    %4 = "pdl_interp.get_result"(%arg3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%4)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %5 = "pdl_interp.get_value_type"(%3) : (!pdl.value) -> !pdl.type
    %6 = "pdl_interp.get_value_type"(%4) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%5, %6)[^bb7, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.record_match"(%3, %5, %arg3, %arg3)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.b"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.a"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation):
      %0 = "pdl_interp.create_attribute"() <{value = 1 : i32}> : () -> !pdl.attribute
      %1 = "pdl_interp.create_operation"(%arg0, %0, %arg1) <{inputAttributeNames = ["c"], name = "test.b", operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
      %2 = "pdl_interp.get_results"(%1) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg2, %2) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

