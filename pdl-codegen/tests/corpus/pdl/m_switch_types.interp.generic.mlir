"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg8: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg8)[^bb2, ^bb1] <{name = "test.op"}> : (!pdl.operation) -> ()
  ^bb1:  // 5 preds: ^bb0, ^bb3, ^bb4, ^bb5, ^bb6
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg8)[^bb7, ^bb3] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // 6 preds: ^bb2, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11
    "pdl_interp.check_result_count"(%arg8)[^bb4, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %3 = "pdl_interp.get_operands"(%arg8) : (!pdl.operation) -> !pdl.range<value>
    %4 = "pdl_interp.get_value_type"(%3) : (!pdl.range<value>) -> !pdl.range<type>
    "pdl_interp.switch_types"(%4)[^bb1, ^bb5, ^bb6] <{caseValues = [[i32, f32], [i64]]}> : (!pdl.range<type>) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.record_match"(%arg8, %3, %arg8)[^bb1] <{benefit = 3 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.operation, !pdl.range<value>, !pdl.operation) -> ()
  ^bb6:  // pred: ^bb4
    "pdl_interp.record_match"(%arg8, %3, %arg8)[^bb1] <{benefit = 3 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.op"}> : (!pdl.operation, !pdl.range<value>, !pdl.operation) -> ()
  ^bb7:  // pred: ^bb2
    %5 = "pdl_interp.get_results"(%arg8) : (!pdl.operation) -> !pdl.range<value>
    %6 = "pdl_interp.get_value_type"(%5) : (!pdl.range<value>) -> !pdl.range<type>
    "pdl_interp.switch_types"(%6)[^bb3, ^bb8, ^bb9, ^bb10, ^bb11] <{caseValues = [[i32], [i32, i32], [f32, i64], []]}> : (!pdl.range<type>) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.record_match"(%arg8, %arg8)[^bb3] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb9:  // pred: ^bb7
    "pdl_interp.record_match"(%arg8, %arg8)[^bb3] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb10:  // pred: ^bb7
    "pdl_interp.record_match"(%arg8, %arg8)[^bb3] <{benefit = 2 : i16, generatedOps = ["test.new"], operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_3, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb11:  // pred: ^bb7
    "pdl_interp.record_match"(%arg8, %arg8)[^bb3] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_4, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.range<value>) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg6: !pdl.operation, %arg7: !pdl.range<value>):
      "pdl_interp.apply_rewrite"(%arg6, %arg7) <{name = "operands_i32_f32"}> : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.range<value>) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg4: !pdl.operation, %arg5: !pdl.range<value>):
      "pdl_interp.apply_rewrite"(%arg4, %arg5) <{name = "operands_i64"}> : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg3: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg3) <{name = "one_i32"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg2: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg2) <{name = "two_i32"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_3"}> ({
    ^bb0(%arg1: !pdl.operation):
      %0 = "pdl_interp.create_types"() <{value = [f32, i64]}> : () -> !pdl.range<type>
      %1 = "pdl_interp.create_operation"(%0) <{inputAttributeNames = [], name = "test.new", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.range<type>) -> !pdl.operation
      %2 = "pdl_interp.get_results"(%1) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg1, %2) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_4"}> ({
    ^bb0(%arg0: !pdl.operation):
      "pdl_interp.erase"(%arg0) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

