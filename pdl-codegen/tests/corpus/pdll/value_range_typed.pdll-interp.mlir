"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg2: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg2)[^bb2, ^bb1] <{name = "test.op"}> : (!pdl.operation) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb2
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %0 = "pdl_interp.get_operands"(%arg2) : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.record_match"(%0, %arg2, %arg2)[^bb1] <{benefit = 0 : i16, operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.range<value>, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.range<value>, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.range<value>, %arg1: !pdl.operation):
      "pdl_interp.replace"(%arg1, %arg0) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

