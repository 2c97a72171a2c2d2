"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg1: !pdl.operation):
    "pdl_interp.check_operation_name"(%arg1)[^bb2, ^bb1] <{name = "test.a"}> : (!pdl.operation) -> ()
  ^bb1:  // 18 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg1)[^bb3, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg1)[^bb4, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %0 = "pdl_interp.get_attribute"(%arg1) <{name = "a"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%0)[^bb5, ^bb1] : (!pdl.attribute) -> ()
  ^bb5:  // pred: ^bb4
    %1 = "pdl_interp.get_attribute"(%arg1) <{name = "b"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%1)[^bb6, ^bb1] : (!pdl.attribute) -> ()
  ^bb6:  // pred: ^bb5
    %2 = "pdl_interp.get_attribute"(%arg1) <{name = "c"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%2)[^bb7, ^bb1] : (!pdl.attribute) -> ()
  ^bb7:  // pred: ^bb6
    %3 = "pdl_interp.get_attribute"(%arg1) <{name = "d"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%3)[^bb8, ^bb1] : (!pdl.attribute) -> ()
  ^bb8:  // pred: ^bb7
    %4 = "pdl_interp.get_attribute"(%arg1) <{name = "e"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%4)[^bb9, ^bb1] : (!pdl.attribute) -> ()
  ^bb9:  // pred: ^bb8
    %5 = "pdl_interp.get_attribute"(%arg1) <{name = "f"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%5)[^bb10, ^bb1] : (!pdl.attribute) -> ()
  ^bb10:  // pred: ^bb9
    %6 = "pdl_interp.get_attribute"(%arg1) <{name = "g"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%6)[^bb11, ^bb1] : (!pdl.attribute) -> ()
  ^bb11:  // pred: ^bb10
    %7 = "pdl_interp.get_attribute"(%arg1) <{name = "h"}> : (!pdl.operation) -> !pdl.attribute
    "pdl_interp.is_not_null"(%7)[^bb12, ^bb1] : (!pdl.attribute) -> ()
  ^bb12:  // pred: ^bb11
    "pdl_interp.check_attribute"(%2)[^bb13, ^bb1] <{constantValue = 10 : i64}> : (!pdl.attribute) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.check_attribute"(%3)[^bb14, ^bb1] <{constantValue = "str"}> : (!pdl.attribute) -> ()
  ^bb14:  // pred: ^bb13
    "pdl_interp.check_attribute"(%4)[^bb15, ^bb1] <{constantValue = [1, 2]}> : (!pdl.attribute) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.check_attribute"(%5)[^bb16, ^bb1] <{constantValue}> : (!pdl.attribute) -> ()
  ^bb16:  // pred: ^bb15
    "pdl_interp.check_attribute"(%6)[^bb17, ^bb1] <{constantValue = @sym}> : (!pdl.attribute) -> ()
  ^bb17:  // pred: ^bb16
    "pdl_interp.check_attribute"(%7)[^bb18, ^bb1] <{constantValue = dense<[1, 2]> : tensor<2xi32>}> : (!pdl.attribute) -> ()
  ^bb18:  // pred: ^bb17
    "pdl_interp.record_match"(%arg1, %arg1)[^bb1] <{benefit = 1 : i16, operandSegmentSizes = array<i32: 1, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.a"}> : (!pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg0) <{name = "r"}> : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

