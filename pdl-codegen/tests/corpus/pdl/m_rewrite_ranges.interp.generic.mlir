"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg3: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg3)[^bb2, ^bb1] <{name = "test.a"}> : (!pdl.operation) -> ()
  ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg3)[^bb3, ^bb1] <{compareAtLeast, count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg3)[^bb4, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %5 = "pdl_interp.get_operand"(%arg3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%5)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    %6 = "pdl_interp.get_operands"(%arg3) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.is_not_null"(%6)[^bb6, ^bb1] : (!pdl.range<value>) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.record_match"(%5, %6, %arg3, %arg3)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.b"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.a"}> : (!pdl.value, !pdl.range<value>, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.range<value>, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.range<value>, %arg2: !pdl.operation):
      %0 = "pdl_interp.create_range"(%arg0, %arg1, %arg0) : (!pdl.value, !pdl.range<value>, !pdl.value) -> !pdl.range<value>
      %1 = "pdl_interp.create_range"() : () -> !pdl.range<type>
      %2 = "pdl_interp.create_type"() <{value = i32}> : () -> !pdl.type
      %3 = "pdl_interp.create_range"(%2, %1) : (!pdl.type, !pdl.range<type>) -> !pdl.range<type>
      %4 = "pdl_interp.create_operation"(%0, %3) <{inputAttributeNames = [], name = "test.b", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.range<value>, !pdl.range<type>) -> !pdl.operation
      "pdl_interp.erase"(%arg2) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

