"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg3: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg3)[^bb2, ^bb1] <{name = "test.a"}> : (!pdl.operation) -> ()
  ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg3)[^bb3, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg3)[^bb4, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %1:2 = "pdl_interp.apply_constraint"(%arg3)[^bb5, ^bb1] <{isNegated = false, name = "produce"}> : (!pdl.operation) -> (!pdl.attribute, !pdl.type)
  ^bb5:  // pred: ^bb4
    "pdl_interp.record_match"(%1#0, %1#1, %arg3, %arg3)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.b"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.a"}> : (!pdl.attribute, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.attribute, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.attribute, %arg1: !pdl.type, %arg2: !pdl.operation):
      %0 = "pdl_interp.create_operation"(%arg0, %arg1) <{inputAttributeNames = ["x"], name = "test.b", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
      "pdl_interp.erase"(%arg2) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

