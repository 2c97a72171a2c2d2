"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg1: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg1)[^bb2, ^bb1] <{name = "test.const"}> : (!pdl.operation) -> ()
  ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg1)[^bb3, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg1)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %4 = "pdl_interp.get_attribute"(%arg1) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%4)[^bb5, ^bb1] : (!pdl.attribute) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.check_attribute"(%4)[^bb6, ^bb1] <{constantValue = 42 : i64}> : (!pdl.attribute) -> ()
  ^bb6:  // pred: ^bb5
    %5 = "pdl_interp.get_result"(%arg1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%5)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    %6 = "pdl_interp.get_value_type"(%5) : (!pdl.value) -> !pdl.type
    "pdl_interp.check_type"(%6)[^bb8, ^bb1] <{type = i64}> : (!pdl.type) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.record_match"(%arg1, %arg1)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.const"], operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.const"}> : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.operation):
      %0 = "pdl_interp.create_attribute"() <{value = 43 : i64}> : () -> !pdl.attribute
      %1 = "pdl_interp.create_type"() <{value = i64}> : () -> !pdl.type
      %2 = "pdl_interp.create_operation"(%0, %1) <{inputAttributeNames = ["value"], name = "test.const", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
      %3 = "pdl_interp.get_results"(%2) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg0, %3) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

