"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg8: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg8)[^bb2, ^bb1] <{name = "test.op"}> : (!pdl.operation) -> ()
  ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb6, ^bb7
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg8)[^bb3, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg8)[^bb4, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %4 = "pdl_interp.get_attribute"(%arg8) <{name = "value"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%4)[^bb5, ^bb1] : (!pdl.attribute) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.switch_attribute"(%4)[^bb6, ^bb8, ^bb9, ^bb13, ^bb14, ^bb15] <{caseValues = [1 : i32, 2 : i32, "s", 1, unit]}> : (!pdl.attribute) -> ()
  ^bb6:  // 8 preds: ^bb5, ^bb8, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    %5 = "pdl_interp.get_attribute_type"(%4) : (!pdl.attribute) -> !pdl.type
    "pdl_interp.check_type"(%5)[^bb7, ^bb1] <{type = i32}> : (!pdl.type) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.record_match"(%arg8, %4, %arg8)[^bb1] <{benefit = 0 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.operation, !pdl.attribute, !pdl.operation) -> ()
  ^bb8:  // pred: ^bb5
    "pdl_interp.record_match"(%arg8, %arg8)[^bb6] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb9:  // pred: ^bb5
    "pdl_interp.record_match"(%arg8, %arg8)[^bb10] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    %6 = "pdl_interp.get_attribute"(%arg8) <{name = "other"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%6)[^bb11, ^bb6] : (!pdl.attribute) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.check_attribute"(%6)[^bb12, ^bb6] <{constantValue = "s"}> : (!pdl.attribute) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.record_match"(%arg8, %arg8)[^bb6] <{benefit = 3 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb13:  // pred: ^bb5
    "pdl_interp.record_match"(%arg8, %arg8)[^bb6] <{benefit = 2 : i16, generatedOps = ["test.op"], operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_3, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb14:  // pred: ^bb5
    "pdl_interp.record_match"(%arg8, %arg8)[^bb6] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_4, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb15:  // pred: ^bb5
    "pdl_interp.record_match"(%arg8, %arg8)[^bb6] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_5, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.attribute) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg6: !pdl.operation, %arg7: !pdl.attribute):
      "pdl_interp.apply_rewrite"(%arg6, %arg7) <{name = "typed"}> : (!pdl.operation, !pdl.attribute) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg5: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg5) <{name = "one"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg4: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg4) <{name = "two_attrs"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg3: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg3) <{name = "two"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_3"}> ({
    ^bb0(%arg2: !pdl.operation):
      %0 = "pdl_interp.create_attribute"() <{value = "t"}> : () -> !pdl.attribute
      %1 = "pdl_interp.get_results"(%arg2) : (!pdl.operation) -> !pdl.range<value>
      %2 = "pdl_interp.get_value_type"(%1) : (!pdl.range<value>) -> !pdl.range<type>
      %3 = "pdl_interp.create_operation"(%0, %2) <{inputAttributeNames = ["value"], name = "test.op", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.range<type>) -> !pdl.operation
      "pdl_interp.erase"(%arg2) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_4"}> ({
    ^bb0(%arg1: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg1) <{name = "one_i64"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_5"}> ({
    ^bb0(%arg0: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg0) <{name = "unit"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

