"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg9: !pdl.operation):
    "pdl_interp.switch_operation_name"(%arg9)[^bb1, ^bb2, ^bb22] <{caseValues = ["test.op", "test.other"]}> : (!pdl.operation) -> ()
  ^bb1:  // 10 preds: ^bb0, ^bb2, ^bb4, ^bb5, ^bb11, ^bb12, ^bb13, ^bb22, ^bb23, ^bb24
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_result_count"(%arg9)[^bb3, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.record_match"(%arg9)[^bb4] <{benefit = 0 : i16, operandSegmentSizes = array<i32: 1, 0>, rewriter = @rewriters::@pdl_generated_rewriter_5, rootKind = "test.op"}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_operand_count"(%arg9)[^bb5, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    %0 = "pdl_interp.get_operand"(%arg9) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%0)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.record_match"(%arg9, %arg9)[^bb7] <{benefit = 3 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_4, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.record_match"(%arg9, %arg9)[^bb8] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_3, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.apply_constraint"(%0)[^bb21, ^bb9] <{isNegated = false, name = "is_special"}> : (!pdl.value) -> ()
  ^bb9:  // 2 preds: ^bb8, ^bb21
    %1 = "pdl_interp.get_value_type"(%0) : (!pdl.value) -> !pdl.type
    "pdl_interp.check_type"(%1)[^bb20, ^bb10] <{type = i32}> : (!pdl.type) -> ()
  ^bb10:  // 2 preds: ^bb9, ^bb20
    %2 = "pdl_interp.get_defining_op"(%0) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%2)[^bb14, ^bb11] : (!pdl.operation) -> ()
  ^bb11:  // 7 preds: ^bb10, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19
    %3 = "pdl_interp.get_attribute"(%arg9) <{name = "flag"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%3)[^bb12, ^bb1] : (!pdl.attribute) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.check_attribute"(%3)[^bb13, ^bb1] <{constantValue = true}> : (!pdl.attribute) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.record_match"(%arg9, %arg9)[^bb1] <{benefit = 5 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb14:  // pred: ^bb10
    "pdl_interp.check_operation_name"(%2)[^bb15, ^bb11] <{name = "test.producer"}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.check_operand_count"(%2)[^bb16, ^bb11] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb16:  // pred: ^bb15
    "pdl_interp.check_result_count"(%2)[^bb17, ^bb11] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb17:  // pred: ^bb16
    %4 = "pdl_interp.get_result"(%2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%4)[^bb18, ^bb11] : (!pdl.value) -> ()
  ^bb18:  // pred: ^bb17
    "pdl_interp.are_equal"(%4, %0)[^bb19, ^bb11] : (!pdl.value, !pdl.value) -> ()
  ^bb19:  // pred: ^bb18
    "pdl_interp.record_match"(%arg9, %2, %arg9, %2)[^bb11] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 2, 2>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  ^bb20:  // pred: ^bb9
    "pdl_interp.record_match"(%arg9, %arg9)[^bb10] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb21:  // pred: ^bb8
    "pdl_interp.record_match"(%arg9, %arg9)[^bb9] <{benefit = 5 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb22:  // pred: ^bb0
    "pdl_interp.check_result_count"(%arg9)[^bb23, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb23:  // pred: ^bb22
    "pdl_interp.check_operand_count"(%arg9)[^bb24, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb24:  // pred: ^bb23
    "pdl_interp.record_match"(%arg9, %arg9)[^bb1] <{benefit = 3 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_6, rootKind = "test.other"}> : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg8: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg8) <{name = "tie_high"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg6: !pdl.operation, %arg7: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg6, %arg7) <{name = "tie_c"}> : (!pdl.operation, !pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg5: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg5) <{name = "tie_b"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg4: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg4) <{name = "high"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_3"}> ({
    ^bb0(%arg3: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg3) <{name = "tie_a"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_4"}> ({
    ^bb0(%arg2: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg2) <{name = "mid"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_5"}> ({
    ^bb0(%arg1: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg1) <{name = "zero"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_6"}> ({
    ^bb0(%arg0: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg0) <{name = "other_root"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

