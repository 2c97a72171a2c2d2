"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg2: !pdl.operation):
    %0 = "pdl_interp.get_operands"(%arg2) : (!pdl.operation) -> !pdl.range<value>
    %1 = "pdl_interp.get_defining_op"(%0) : (!pdl.range<value>) -> !pdl.operation
    "pdl_interp.is_not_null"(%1)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operation_name"(%arg2)[^bb3, ^bb1] <{name = "test.op"}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operation_name"(%1)[^bb4, ^bb1] <{name = "test.in"}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %2 = "pdl_interp.get_results"(%1) : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.are_equal"(%2, %0)[^bb5, ^bb1] : (!pdl.range<value>, !pdl.range<value>) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.record_match"(%arg2, %1, %1, %arg2)[^bb1] <{benefit = 0 : i16, operandSegmentSizes = array<i32: 2, 2>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.operation, %arg1: !pdl.operation):
      "pdl_interp.erase"(%arg0) : (!pdl.operation) -> ()
      "pdl_interp.erase"(%arg1) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

