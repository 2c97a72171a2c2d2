"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg3: !pdl.operation):
    %2 = "pdl_interp.get_result"(%arg3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%2)[^bb2, ^bb1] : (!pdl.value) -> ()
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operation_name"(%arg3)[^bb3, ^bb1] <{name = "x.a"}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operand_count"(%arg3)[^bb4, ^bb1] <{compareAtLeast, count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_result_count"(%arg3)[^bb5, ^bb1] <{compareAtLeast, count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.apply_constraint"(%arg3)[^bb6, ^bb1] <{isNegated = true, name = "c"}> : (!pdl.operation) -> ()
  ^bb6:  // pred: ^bb5
    %3 = "pdl_interp.get_operand"(%arg3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%3)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    %4 = "pdl_interp.get_operands"(%arg3) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.is_not_null"(%4)[^bb8, ^bb1] : (!pdl.range<value>) -> ()
  ^bb8:  // pred: ^bb7
    %5 = "pdl_interp.get_attribute"(%arg3) <{name = "k"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%5)[^bb9, ^bb1] : (!pdl.attribute) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_attribute"(%5)[^bb10, ^bb1] <{constantValue = 3 : i32}> : (!pdl.attribute) -> ()
  ^bb10:  // pred: ^bb9
    %6 = "pdl_interp.get_results"(%arg3) : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.apply_constraint"(%2, %6)[^bb11, ^bb1] <{isNegated = false, name = "c2"}> : (!pdl.value, !pdl.range<value>) -> ()
  ^bb11:  // pred: ^bb10
    %7 = "pdl_interp.get_results"(%arg3) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
    "pdl_interp.is_not_null"(%7)[^bb12, ^bb1] : (!pdl.range<value>) -> ()
  ^bb12:  // pred: ^bb11
    %8 = "pdl_interp.get_value_type"(%3) : (!pdl.value) -> !pdl.type
    "pdl_interp.check_type"(%8)[^bb13, ^bb1] <{type = i32}> : (!pdl.type) -> ()
  ^bb13:  // pred: ^bb12
    %9 = "pdl_interp.get_value_type"(%7) : (!pdl.range<value>) -> !pdl.range<type>
    "pdl_interp.check_types"(%9)[^bb14, ^bb1] <{types = [i32]}> : (!pdl.range<type>) -> ()
  ^bb14:  // pred: ^bb13
    %10 = "pdl_interp.get_value_type"(%2) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%8, %10)[^bb15, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.record_match"(%arg3, %2, %6, %arg3)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "x.a"}> : (!pdl.operation, !pdl.value, !pdl.range<value>, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.value, !pdl.range<value>) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.operation, %arg1: !pdl.value, %arg2: !pdl.range<value>):
      %0 = "pdl_interp.apply_rewrite"(%arg0) <{name = "r"}> : (!pdl.operation) -> !pdl.operation
      %1 = "pdl_interp.create_range"(%arg1, %arg2) : (!pdl.value, !pdl.range<value>) -> !pdl.range<value>
      "pdl_interp.replace"(%arg0, %1) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.erase"(%0) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

