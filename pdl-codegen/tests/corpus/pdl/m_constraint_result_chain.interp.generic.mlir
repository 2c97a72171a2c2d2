"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg10: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg10)[^bb2, ^bb1] <{name = "test.op"}> : (!pdl.operation) -> ()
  ^bb1:  // 9 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb8, ^bb9, ^bb10
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg10)[^bb3, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg10)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %4 = "pdl_interp.get_operand"(%arg10) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%4)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    %5 = "pdl_interp.get_result"(%arg10) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%5)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %6 = "pdl_interp.get_value_type"(%4) : (!pdl.value) -> !pdl.type
    %7 = "pdl_interp.get_value_type"(%5) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%6, %7)[^bb7, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb7:  // pred: ^bb6
    %8 = "pdl_interp.apply_constraint"(%arg10)[^bb11, ^bb8] <{isNegated = false, name = "attr_of"}> : (!pdl.operation) -> !pdl.attribute
  ^bb8:  // 4 preds: ^bb7, ^bb12, ^bb13, ^bb14
    "pdl_interp.apply_constraint"(%4)[^bb9, ^bb1] <{isNegated = true, name = "is_constant"}> : (!pdl.value) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.apply_constraint"(%4)[^bb10, ^bb1] <{isNegated = false, name = "is_small"}> : (!pdl.value) -> ()
  ^bb10:  // pred: ^bb9
    "pdl_interp.record_match"(%arg10, %4, %arg10)[^bb1] <{benefit = 3 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.operation, !pdl.value, !pdl.operation) -> ()
  ^bb11:  // pred: ^bb7
    %9:2 = "pdl_interp.apply_constraint"(%8, %6)[^bb15, ^bb12] <{isNegated = false, name = "scaled"}> : (!pdl.attribute, !pdl.type) -> (!pdl.attribute, !pdl.type)
  ^bb12:  // 3 preds: ^bb11, ^bb15, ^bb16
    "pdl_interp.apply_constraint"(%4)[^bb13, ^bb8] <{isNegated = true, name = "is_constant"}> : (!pdl.value) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.apply_constraint"(%8)[^bb14, ^bb8] <{isNegated = true, name = "is_zero"}> : (!pdl.attribute) -> ()
  ^bb14:  // pred: ^bb13
    "pdl_interp.record_match"(%8, %6, %arg10, %arg10)[^bb8] <{benefit = 1 : i16, generatedOps = ["test.nonzero"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.op"}> : (!pdl.attribute, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb15:  // pred: ^bb11
    "pdl_interp.apply_constraint"(%9#0, %9#1, %4)[^bb16, ^bb12] <{isNegated = false, name = "fits"}> : (!pdl.attribute, !pdl.type, !pdl.value) -> ()
  ^bb16:  // pred: ^bb15
    "pdl_interp.record_match"(%4, %9#0, %8, %6, %arg10, %arg10)[^bb12] <{benefit = 2 : i16, generatedOps = ["test.scaled"], operandSegmentSizes = array<i32: 5, 1>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.op"}> : (!pdl.value, !pdl.attribute, !pdl.attribute, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.value) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg8: !pdl.operation, %arg9: !pdl.value):
      "pdl_interp.apply_rewrite"(%arg8, %arg9) <{name = "pos_and_neg"}> : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.attribute, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg5: !pdl.attribute, %arg6: !pdl.type, %arg7: !pdl.operation):
      %2 = "pdl_interp.create_operation"(%arg5, %arg6) <{inputAttributeNames = ["value"], name = "test.nonzero", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
      %3 = "pdl_interp.get_results"(%2) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg7, %3) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.attribute, !pdl.attribute, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.attribute, %arg2: !pdl.attribute, %arg3: !pdl.type, %arg4: !pdl.operation):
      %0 = "pdl_interp.create_operation"(%arg0, %arg1, %arg2, %arg3) <{inputAttributeNames = ["factor", "orig"], name = "test.scaled", operandSegmentSizes = array<i32: 1, 2, 1>}> : (!pdl.value, !pdl.attribute, !pdl.attribute, !pdl.type) -> !pdl.operation
      %1 = "pdl_interp.get_results"(%0) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg4, %1) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

