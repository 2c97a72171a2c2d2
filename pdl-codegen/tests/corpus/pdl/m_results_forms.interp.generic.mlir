"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg1: !pdl.operation):
    %0 = "pdl_interp.get_operands"(%arg1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.range<value>
    %1 = "pdl_interp.get_defining_op"(%0) : (!pdl.range<value>) -> !pdl.operation
    "pdl_interp.is_not_null"(%1)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 16 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operation_name"(%arg1)[^bb3, ^bb1] <{name = "test.b"}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operand_count"(%arg1)[^bb4, ^bb1] <{compareAtLeast, count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_result_count"(%arg1)[^bb5, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    %2 = "pdl_interp.get_operands"(%arg1) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.is_not_null"(%2)[^bb6, ^bb1] : (!pdl.range<value>) -> ()
  ^bb6:  // pred: ^bb5
    %3 = "pdl_interp.get_operands"(%arg1) <{index = 2 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%3)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    %4 = "pdl_interp.get_defining_op"(%2) : (!pdl.range<value>) -> !pdl.operation
    "pdl_interp.is_not_null"(%4)[^bb8, ^bb1] : (!pdl.operation) -> ()
  ^bb8:  // pred: ^bb7
    %5 = "pdl_interp.get_defining_op"(%3) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%5)[^bb9, ^bb1] : (!pdl.operation) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_operation_name"(%1)[^bb10, ^bb1] <{name = "test.a"}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    "pdl_interp.check_operand_count"(%1)[^bb11, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb11:  // pred: ^bb10
    "pdl_interp.are_equal"(%1, %4)[^bb12, ^bb1] : (!pdl.operation, !pdl.operation) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.are_equal"(%1, %5)[^bb13, ^bb1] : (!pdl.operation, !pdl.operation) -> ()
  ^bb13:  // pred: ^bb12
    %6 = "pdl_interp.get_results"(%1) : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.are_equal"(%6, %0)[^bb14, ^bb1] : (!pdl.range<value>, !pdl.range<value>) -> ()
  ^bb14:  // pred: ^bb13
    %7 = "pdl_interp.get_results"(%4) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.are_equal"(%7, %2)[^bb15, ^bb1] : (!pdl.range<value>, !pdl.range<value>) -> ()
  ^bb15:  // pred: ^bb14
    %8 = "pdl_interp.get_results"(%5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.are_equal"(%8, %3)[^bb16, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb16:  // pred: ^bb15
    "pdl_interp.record_match"(%arg1, %1, %arg1, %4, %5)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 4>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.b"}> : (!pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg0) <{name = "r"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

