"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg2: !pdl.operation):
    %4 = "pdl_interp.get_operand"(%arg2) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl_interp.get_defining_op"(%4) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%5)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 17 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operation_name"(%arg2)[^bb3, ^bb1] <{name = "arith.muli"}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operand_count"(%arg2)[^bb4, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_result_count"(%arg2)[^bb5, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    %6 = "pdl_interp.get_operand"(%arg2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%6)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.is_not_null"(%4)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    %7 = "pdl_interp.get_result"(%arg2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%7)[^bb8, ^bb1] : (!pdl.value) -> ()
  ^bb8:  // pred: ^bb7
    %8 = "pdl_interp.get_value_type"(%6) : (!pdl.value) -> !pdl.type
    %9 = "pdl_interp.get_value_type"(%7) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%8, %9)[^bb9, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_operation_name"(%5)[^bb10, ^bb1] <{name = "arith.constant"}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    "pdl_interp.check_operand_count"(%5)[^bb11, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.check_result_count"(%5)[^bb12, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb12:  // pred: ^bb11
    %10 = "pdl_interp.get_attribute"(%5) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%10)[^bb13, ^bb1] : (!pdl.attribute) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.check_attribute"(%10)[^bb14, ^bb1] <{constantValue = 0 : i64}> : (!pdl.attribute) -> ()
  ^bb14:  // pred: ^bb13
    %11 = "pdl_interp.get_result"(%5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%11)[^bb15, ^bb1] : (!pdl.value) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.are_equal"(%11, %4)[^bb16, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb16:  // pred: ^bb15
    %12 = "pdl_interp.get_value_type"(%11) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%12, %8)[^bb17, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb17:  // pred: ^bb16
    "pdl_interp.record_match"(%8, %arg2, %5, %arg2)[^bb1] <{benefit = 1 : i16, generatedOps = ["arith.constant"], operandSegmentSizes = array<i32: 2, 2>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "arith.muli"}> : (!pdl.type, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.type, %arg1: !pdl.operation):
      %0 = "pdl_interp.create_attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
      %1 = "pdl_interp.create_attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
      %2 = "pdl_interp.create_operation"(%1, %arg0) <{inputAttributeNames = ["value"], name = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
      %3 = "pdl_interp.get_results"(%2) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg1, %3) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

