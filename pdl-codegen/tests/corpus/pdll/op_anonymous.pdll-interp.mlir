"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg1: !pdl.operation):
    "pdl_interp.record_match"(%arg1)[^bb1] <{benefit = 0 : i16, operandSegmentSizes = array<i32: 1, 0>, rewriter = @rewriters::@pdl_generated_rewriter}> : (!pdl.operation) -> ()
  ^bb1:  // pred: ^bb0
    "pdl_interp.finalize"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.operation):
      "pdl_interp.erase"(%arg0) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

