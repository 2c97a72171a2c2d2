"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg2: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg2)[^bb2, ^bb1] <{name = "test.op"}> : (!pdl.operation) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb2, ^bb3
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %4 = "pdl_interp.apply_constraint"(%arg2)[^bb3, ^bb1] <{isNegated = false, name = "GetAttr"}> : (!pdl.operation) -> !pdl.attribute
  ^bb3:  // pred: ^bb2
    "pdl_interp.record_match"(%4, %arg2, %arg2)[^bb1] <{benefit = 0 : i16, generatedOps = ["test.new"], operandSegmentSizes = array<i32: 2, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.attribute, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.attribute, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.attribute, %arg1: !pdl.operation):
      %0 = "pdl_interp.get_results"(%arg1) : (!pdl.operation) -> !pdl.range<value>
      %1 = "pdl_interp.get_value_type"(%0) : (!pdl.range<value>) -> !pdl.range<type>
      %2 = "pdl_interp.create_operation"(%arg0, %1) <{inputAttributeNames = ["a"], name = "test.new", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.range<type>) -> !pdl.operation
      %3 = "pdl_interp.get_results"(%2) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg1, %3) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

