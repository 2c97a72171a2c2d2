"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg2: !pdl.operation):
    %0 = "pdl_interp.get_operand"(%arg2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %1 = "pdl_interp.get_defining_op"(%0) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%1)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operation_name"(%arg2)[^bb3, ^bb1] <{name = "test.b"}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operand_count"(%arg2)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_result_count"(%arg2)[^bb5, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.is_not_null"(%0)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %2 = "pdl_interp.get_users"(%0) : (!pdl.value) -> !pdl.range<operation>
    "pdl_interp.foreach"(%2)[^bb1] ({
    ^bb0(%arg3: !pdl.operation):
      "pdl_interp.is_not_null"(%arg3)[^bb2, ^bb1] : (!pdl.operation) -> ()
    ^bb1:  // 11 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11
      "pdl_interp.continue"() : () -> ()
    ^bb2:  // pred: ^bb0
      "pdl_interp.check_operation_name"(%1)[^bb3, ^bb1] <{name = "test.a"}> : (!pdl.operation) -> ()
    ^bb3:  // pred: ^bb2
      "pdl_interp.check_operation_name"(%arg3)[^bb4, ^bb1] <{name = "test.c"}> : (!pdl.operation) -> ()
    ^bb4:  // pred: ^bb3
      "pdl_interp.check_operand_count"(%1)[^bb5, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
    ^bb5:  // pred: ^bb4
      "pdl_interp.check_operand_count"(%arg3)[^bb6, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
    ^bb6:  // pred: ^bb5
      "pdl_interp.check_result_count"(%1)[^bb7, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
    ^bb7:  // pred: ^bb6
      "pdl_interp.check_result_count"(%arg3)[^bb8, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
    ^bb8:  // pred: ^bb7
      %3 = "pdl_interp.get_operand"(%arg3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.are_equal"(%3, %0)[^bb9, ^bb1] : (!pdl.value, !pdl.value) -> ()
    ^bb9:  // pred: ^bb8
      %4 = "pdl_interp.get_result"(%1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.is_not_null"(%4)[^bb10, ^bb1] : (!pdl.value) -> ()
    ^bb10:  // pred: ^bb9
      "pdl_interp.are_equal"(%4, %0)[^bb11, ^bb1] : (!pdl.value, !pdl.value) -> ()
    ^bb11:  // pred: ^bb10
      "pdl_interp.record_match"(%arg2, %arg3, %1, %arg2, %arg3)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 2, 3>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.b"}> : (!pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.range<operation>) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.operation, %arg1: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg0, %arg1) <{name = "fuse"}> : (!pdl.operation, !pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

