"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg1: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg1)[^bb2, ^bb1] <{name = "test.op"}> : (!pdl.operation) -> ()
  ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %0 = "pdl_interp.get_attribute"(%arg1) <{name = "a"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%0)[^bb3, ^bb1] : (!pdl.attribute) -> ()
  ^bb3:  // pred: ^bb2
    %1 = "pdl_interp.get_attribute_type"(%0) : (!pdl.attribute) -> !pdl.type
    "pdl_interp.check_type"(%1)[^bb4, ^bb1] <{type = i32}> : (!pdl.type) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.record_match"(%arg1, %arg1)[^bb1] <{benefit = 0 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.operation):
      "pdl_interp.erase"(%arg0) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

