"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg4: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg4)[^bb2, ^bb1] <{name = "x.lo"}> : (!pdl.operation) -> ()
  ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg4)[^bb3, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg4)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %3 = "pdl_interp.get_operand"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%3)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    %4 = "pdl_interp.get_result"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%4)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %5 = "pdl_interp.get_users"(%3) : (!pdl.value) -> !pdl.range<operation>
    "pdl_interp.foreach"(%5)[^bb1] ({
    ^bb0(%arg5: !pdl.operation):
      "pdl_interp.is_not_null"(%arg5)[^bb2, ^bb1] : (!pdl.operation) -> ()
    ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
      "pdl_interp.continue"() : () -> ()
    ^bb2:  // pred: ^bb0
      "pdl_interp.check_operation_name"(%arg5)[^bb3, ^bb1] <{name = "x.hi"}> : (!pdl.operation) -> ()
    ^bb3:  // pred: ^bb2
      "pdl_interp.check_operand_count"(%arg5)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
    ^bb4:  // pred: ^bb3
      "pdl_interp.check_result_count"(%arg5)[^bb5, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
    ^bb5:  // pred: ^bb4
      %6 = "pdl_interp.get_operand"(%arg5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.are_equal"(%6, %3)[^bb6, ^bb1] : (!pdl.value, !pdl.value) -> ()
    ^bb6:  // pred: ^bb5
      %7 = "pdl_interp.get_result"(%arg5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.is_not_null"(%7)[^bb7, ^bb1] : (!pdl.value) -> ()
    ^bb7:  // pred: ^bb6
      %8 = "pdl_interp.get_value_type"(%7) : (!pdl.value) -> !pdl.type
      %9 = "pdl_interp.get_value_type"(%4) : (!pdl.value) -> !pdl.type
      "pdl_interp.are_equal"(%8, %9)[^bb8, ^bb1] : (!pdl.type, !pdl.type) -> ()
    ^bb8:  // pred: ^bb7
      "pdl_interp.record_match"(%3, %9, %arg4, %arg5, %arg4, %arg5)[^bb1] <{benefit = 0 : i16, generatedOps = ["x.lohi"], operandSegmentSizes = array<i32: 4, 2>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "x.lo"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.range<operation>) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation, %arg3: !pdl.operation):
      %0 = "pdl_interp.create_operation"(%arg0, %arg1, %arg1) <{inputAttributeNames = [], name = "x.lohi", operandSegmentSizes = array<i32: 1, 0, 2>}> : (!pdl.value, !pdl.type, !pdl.type) -> !pdl.operation
      %1 = "pdl_interp.get_result"(%0) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.replace"(%arg2, %1) : (!pdl.operation, !pdl.value) -> ()
      %2 = "pdl_interp.get_result"(%0) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.replace"(%arg3, %2) : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

