"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg1: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg1)[^bb2, ^bb1] <{name = "test.op"}> : (!pdl.operation) -> ()
  ^bb1:  // 9 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg1)[^bb3, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg1)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %0 = "pdl_interp.get_operand"(%arg1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%0)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    %1 = "pdl_interp.get_result"(%arg1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %2 = "pdl_interp.get_value_type"(%1) : (!pdl.value) -> !pdl.type
    %3 = "pdl_interp.get_attribute"(%arg1) <{name = "attr"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.apply_constraint"(%0, %2, %3)[^bb6, ^bb1] <{isNegated = false, name = "Check"}> : (!pdl.value, !pdl.type, !pdl.attribute) -> ()
  ^bb6:  // pred: ^bb5
    "pdl_interp.apply_constraint"(%0, %2, %3)[^bb7, ^bb1] <{isNegated = true, name = "Check"}> : (!pdl.value, !pdl.type, !pdl.attribute) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.is_not_null"(%3)[^bb8, ^bb1] : (!pdl.attribute) -> ()
  ^bb8:  // pred: ^bb7
    "pdl_interp.is_not_null"(%1)[^bb9, ^bb1] : (!pdl.value) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.record_match"(%arg1, %arg1)[^bb1] <{benefit = 7 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op"}> : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.operation):
      "pdl_interp.erase"(%arg0) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

