"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg2: !pdl.operation):
    %0 = "pdl_interp.get_operand"(%arg2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %1 = "pdl_interp.get_defining_op"(%0) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%1)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operation_name"(%arg2)[^bb3, ^bb1] <{name = "test.root"}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operand_count"(%arg2)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_result_count"(%arg2)[^bb5, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.is_not_null"(%0)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %2 = "pdl_interp.get_attribute"(%arg2) <{name = "k"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%2)[^bb7, ^bb1] : (!pdl.attribute) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.check_operation_name"(%1)[^bb8, ^bb1] <{name = "test.producer"}> : (!pdl.operation) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.check_operand_count"(%1)[^bb9, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_result_count"(%1)[^bb10, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    %3 = "pdl_interp.apply_constraint"(%1)[^bb11, ^bb1] <{isNegated = false, name = "attr_of"}> : (!pdl.operation) -> !pdl.attribute
  ^bb11:  // pred: ^bb10
    %4 = "pdl_interp.get_operand"(%1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%4)[^bb12, ^bb1] : (!pdl.value) -> ()
  ^bb12:  // pred: ^bb11
    %5 = "pdl_interp.get_result"(%1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%5)[^bb13, ^bb1] : (!pdl.value) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.are_equal"(%5, %0)[^bb14, ^bb1] : (!pdl.value, !pdl.value) -> ()
  ^bb14:  // pred: ^bb13
    "pdl_interp.are_equal"(%2, %3)[^bb15, ^bb1] : (!pdl.attribute, !pdl.attribute) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.record_match"(%arg2, %2, %1, %arg2)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 2, 2>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.root"}> : (!pdl.operation, !pdl.attribute, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.attribute) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.operation, %arg1: !pdl.attribute):
      "pdl_interp.apply_rewrite"(%arg0, %arg1) <{name = "rw"}> : (!pdl.operation, !pdl.attribute) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

