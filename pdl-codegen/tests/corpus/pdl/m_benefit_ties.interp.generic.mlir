"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg2: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg2)[^bb2, ^bb1] <{name = "test.a"}> : (!pdl.operation) -> ()
  ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.switch_operand_count"(%arg2)[^bb1, ^bb3, ^bb5] <{caseValues = dense<[0, 1]> : vector<2xi32>}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg2)[^bb4, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.record_match"(%arg2, %arg2)[^bb1] <{benefit = 3 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.a"}> : (!pdl.operation, !pdl.operation) -> ()
  ^bb5:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg2)[^bb6, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb6:  // pred: ^bb5
    %0 = "pdl_interp.get_operand"(%arg2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%0)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.record_match"(%arg2, %arg2)[^bb1] <{benefit = 3 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.a"}> : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg1: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg1) <{name = "r1"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg0: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg0) <{name = "r2"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

