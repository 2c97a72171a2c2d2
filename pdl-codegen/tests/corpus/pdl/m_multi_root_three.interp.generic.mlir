"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg5: !pdl.operation):
    %3 = "pdl_interp.get_operand"(%arg5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %4 = "pdl_interp.get_defining_op"(%3) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%4)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operation_name"(%arg5)[^bb3, ^bb1] <{name = "test.a"}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_operand_count"(%arg5)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    "pdl_interp.check_result_count"(%arg5)[^bb5, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb5:  // pred: ^bb4
    "pdl_interp.is_not_null"(%3)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %5 = "pdl_interp.get_result"(%arg5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%5)[^bb7, ^bb1] : (!pdl.value) -> ()
  ^bb7:  // pred: ^bb6
    %6 = "pdl_interp.get_users"(%3) : (!pdl.value) -> !pdl.range<operation>
    "pdl_interp.foreach"(%6)[^bb1] ({
    ^bb0(%arg6: !pdl.operation):
      "pdl_interp.is_not_null"(%arg6)[^bb2, ^bb1] : (!pdl.operation) -> ()
    ^bb1:  // 14 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14
      "pdl_interp.continue"() : () -> ()
    ^bb2:  // pred: ^bb0
      "pdl_interp.check_operation_name"(%4)[^bb3, ^bb1] <{name = "test.p"}> : (!pdl.operation) -> ()
    ^bb3:  // pred: ^bb2
      "pdl_interp.check_operation_name"(%arg6)[^bb4, ^bb1] <{name = "test.b"}> : (!pdl.operation) -> ()
    ^bb4:  // pred: ^bb3
      "pdl_interp.check_operand_count"(%4)[^bb5, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
    ^bb5:  // pred: ^bb4
      "pdl_interp.check_operand_count"(%arg6)[^bb6, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
    ^bb6:  // pred: ^bb5
      "pdl_interp.check_result_count"(%4)[^bb7, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
    ^bb7:  // pred: ^bb6
      "pdl_interp.check_result_count"(%arg6)[^bb8, ^bb1] <{count = 0 : i32}> : (!pdl.operation) -> ()
    ^bb8:  // pred: ^bb7
      %7 = "pdl_interp.get_operand"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.is_not_null"(%7)[^bb9, ^bb1] : (!pdl.value) -> ()
    ^bb9:  // pred: ^bb8
      %8 = "pdl_interp.get_operand"(%arg6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.are_equal"(%8, %3)[^bb10, ^bb1] : (!pdl.value, !pdl.value) -> ()
    ^bb10:  // pred: ^bb9
      %9 = "pdl_interp.get_operand"(%arg6) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.are_equal"(%7, %9)[^bb11, ^bb1] : (!pdl.value, !pdl.value) -> ()
    ^bb11:  // pred: ^bb10
      %10 = "pdl_interp.get_result"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.is_not_null"(%10)[^bb12, ^bb1] : (!pdl.value) -> ()
    ^bb12:  // pred: ^bb11
      "pdl_interp.are_equal"(%10, %3)[^bb13, ^bb1] : (!pdl.value, !pdl.value) -> ()
    ^bb13:  // pred: ^bb12
      %11 = "pdl_interp.get_value_type"(%10) : (!pdl.value) -> !pdl.type
      %12 = "pdl_interp.get_value_type"(%5) : (!pdl.value) -> !pdl.type
      "pdl_interp.are_equal"(%11, %12)[^bb14, ^bb1] : (!pdl.type, !pdl.type) -> ()
    ^bb14:  // pred: ^bb13
      %13 = "pdl_interp.get_users"(%7) : (!pdl.value) -> !pdl.range<operation>
      "pdl_interp.foreach"(%13)[^bb1] ({
      ^bb0(%arg7: !pdl.operation):
        "pdl_interp.is_not_null"(%arg7)[^bb2, ^bb1] : (!pdl.operation) -> ()
      ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
        "pdl_interp.continue"() : () -> ()
      ^bb2:  // pred: ^bb0
        "pdl_interp.check_operation_name"(%arg7)[^bb3, ^bb1] <{name = "x.c"}> : (!pdl.operation) -> ()
      ^bb3:  // pred: ^bb2
        "pdl_interp.check_operand_count"(%arg7)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
      ^bb4:  // pred: ^bb3
        "pdl_interp.check_result_count"(%arg7)[^bb5, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
      ^bb5:  // pred: ^bb4
        %14 = "pdl_interp.get_operand"(%arg7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.are_equal"(%14, %7)[^bb6, ^bb1] : (!pdl.value, !pdl.value) -> ()
      ^bb6:  // pred: ^bb5
        %15 = "pdl_interp.get_result"(%arg7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.is_not_null"(%15)[^bb7, ^bb1] : (!pdl.value) -> ()
      ^bb7:  // pred: ^bb6
        %16 = "pdl_interp.get_value_type"(%15) : (!pdl.value) -> !pdl.type
        "pdl_interp.are_equal"(%16, %11)[^bb8, ^bb1] : (!pdl.type, !pdl.type) -> ()
      ^bb8:  // pred: ^bb7
        "pdl_interp.record_match"(%7, %11, %arg5, %arg7, %arg6, %4, %arg5, %arg6, %arg7)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.fused"], operandSegmentSizes = array<i32: 5, 4>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.a"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
      }) : (!pdl.range<operation>) -> ()
    }) : (!pdl.range<operation>) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation, %arg3: !pdl.operation, %arg4: !pdl.operation):
      %0 = "pdl_interp.create_operation"(%arg0, %arg1, %arg1) <{inputAttributeNames = [], name = "test.fused", operandSegmentSizes = array<i32: 1, 0, 2>}> : (!pdl.value, !pdl.type, !pdl.type) -> !pdl.operation
      %1 = "pdl_interp.get_result"(%0) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      %2 = "pdl_interp.get_result"(%0) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl_interp.replace"(%arg2, %1) : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.replace"(%arg3, %2) : (!pdl.operation, !pdl.value) -> ()
      "pdl_interp.erase"(%arg4) : (!pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

