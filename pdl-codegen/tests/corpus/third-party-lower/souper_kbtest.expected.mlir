"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg2: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg2)[^bb2, ^bb1] <{name = "arith.addi"}> : (!pdl.operation) -> ()
  ^bb1:  // 11 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg2)[^bb3, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg2)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %3 = "pdl_interp.get_operand"(%arg2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%3)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    %4 = "pdl_interp.get_operand"(%arg2) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%4)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %5 = "pdl_interp.get_attribute"(%arg2) <{name = "kb"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%5)[^bb7, ^bb1] : (!pdl.attribute) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.check_attribute"(%5)[^bb8, ^bb1] <{constantValue = "0001"}> : (!pdl.attribute) -> ()
  ^bb8:  // pred: ^bb7
    %6 = "pdl_interp.get_result"(%arg2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%6)[^bb9, ^bb1] : (!pdl.value) -> ()
  ^bb9:  // pred: ^bb8
    %7 = "pdl_interp.get_value_type"(%3) : (!pdl.value) -> !pdl.type
    %8 = "pdl_interp.get_value_type"(%4) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%7, %8)[^bb10, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb10:  // pred: ^bb9
    %9 = "pdl_interp.get_value_type"(%6) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%7, %9)[^bb11, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.record_match"(%7, %arg2, %arg2)[^bb1] <{benefit = 1 : i16, generatedOps = ["arith.constant"], operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "arith.addi"}> : (!pdl.type, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.type, %arg1: !pdl.operation):
      %0 = "pdl_interp.create_attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
      %1 = "pdl_interp.create_operation"(%0, %arg0) <{inputAttributeNames = ["value"], name = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
      %2 = "pdl_interp.get_results"(%1) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg1, %2) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

