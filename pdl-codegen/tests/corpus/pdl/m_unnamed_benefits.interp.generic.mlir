"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg5: !pdl.operation):
    "pdl_interp.switch_operation_name"(%arg5)[^bb1, ^bb2, ^bb5, ^bb8, ^bb11, ^bb14] <{caseValues = ["test.a0", "test.a1", "test.a2", "test.a3", "test.a4"]}> : (!pdl.operation) -> ()
  ^bb1:  // 16 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg5)[^bb3, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg5)[^bb4, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.record_match"(%arg5, %arg5)[^bb1] <{benefit = 0 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.a0"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb5:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg5)[^bb6, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.check_result_count"(%arg5)[^bb7, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.record_match"(%arg5, %arg5)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.a1"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb8:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg5)[^bb9, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_result_count"(%arg5)[^bb10, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    "pdl_interp.record_match"(%arg5, %arg5)[^bb1] <{benefit = 2 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.a2"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb11:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg5)[^bb12, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.check_result_count"(%arg5)[^bb13, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.record_match"(%arg5, %arg5)[^bb1] <{benefit = 100 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "test.a3"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb14:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg5)[^bb15, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.check_result_count"(%arg5)[^bb16, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb16:  // pred: ^bb15
    "pdl_interp.record_match"(%arg5, %arg5)[^bb1] <{benefit = 32767 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_3, rootKind = "test.a4"}> : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg4: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg4) <{name = "r"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg3: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg3) <{name = "r"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg2: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg2) <{name = "r"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg1: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg1) <{name = "r"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_3"}> ({
    ^bb0(%arg0: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg0) <{name = "r"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

