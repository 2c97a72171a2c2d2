"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg3: !pdl.operation):
    %0 = "pdl_interp.get_operand"(%arg3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %1 = "pdl_interp.get_defining_op"(%0) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%1)[^bb2, ^bb1] : (!pdl.operation) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb2, ^bb3
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    %2 = "pdl_interp.get_operand"(%1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %3 = "pdl_interp.get_defining_op"(%2) : (!pdl.value) -> !pdl.operation
    "pdl_interp.is_not_null"(%3)[^bb3, ^bb1] : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    %4 = "pdl_interp.get_operand"(%1) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl_interp.get_users"(%4) : (!pdl.value) -> !pdl.range<operation>
    "pdl_interp.foreach"(%5)[^bb1] ({
    ^bb0(%arg4: !pdl.operation):
      %6 = "pdl_interp.get_operand"(%arg4) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
      %7 = "pdl_interp.get_defining_op"(%6) : (!pdl.value) -> !pdl.operation
      "pdl_interp.is_not_null"(%7)[^bb2, ^bb1] : (!pdl.operation) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb2
      "pdl_interp.continue"() : () -> ()
    ^bb2:  // pred: ^bb0
      %8 = "pdl_interp.get_operand"(%3) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
      %9 = "pdl_interp.get_users"(%8) : (!pdl.value) -> !pdl.range<operation>
      "pdl_interp.foreach"(%9)[^bb1] ({
      ^bb0(%arg5: !pdl.operation):
        %10 = "pdl_interp.get_operand"(%arg5) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
        %11 = "pdl_interp.get_defining_op"(%10) : (!pdl.value) -> !pdl.operation
        "pdl_interp.is_not_null"(%11)[^bb2, ^bb1] : (!pdl.operation) -> ()
      ^bb1:  // 53 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33, ^bb34, ^bb35, ^bb36, ^bb37, ^bb38, ^bb39, ^bb40, ^bb41, ^bb42, ^bb43, ^bb44, ^bb45, ^bb46, ^bb47, ^bb48, ^bb49, ^bb50, ^bb51, ^bb52, ^bb53
        "pdl_interp.continue"() : () -> ()
      ^bb2:  // pred: ^bb0
        "pdl_interp.check_operation_name"(%arg3)[^bb3, ^bb1] <{name = "tf.Relu"}> : (!pdl.operation) -> ()
      ^bb3:  // pred: ^bb2
        "pdl_interp.check_operand_count"(%arg3)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
      ^bb4:  // pred: ^bb3
        "pdl_interp.check_result_count"(%arg3)[^bb5, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
      ^bb5:  // pred: ^bb4
        "pdl_interp.is_not_null"(%0)[^bb6, ^bb1] : (!pdl.value) -> ()
      ^bb6:  // pred: ^bb5
        %12 = "pdl_interp.get_result"(%arg3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.is_not_null"(%12)[^bb7, ^bb1] : (!pdl.value) -> ()
      ^bb7:  // pred: ^bb6
        "pdl_interp.check_operation_name"(%1)[^bb8, ^bb1] <{name = "tf.BiasAdd"}> : (!pdl.operation) -> ()
      ^bb8:  // pred: ^bb7
        "pdl_interp.check_operand_count"(%1)[^bb9, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
      ^bb9:  // pred: ^bb8
        "pdl_interp.check_result_count"(%1)[^bb10, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
      ^bb10:  // pred: ^bb9
        "pdl_interp.is_not_null"(%2)[^bb11, ^bb1] : (!pdl.value) -> ()
      ^bb11:  // pred: ^bb10
        "pdl_interp.is_not_null"(%4)[^bb12, ^bb1] : (!pdl.value) -> ()
      ^bb12:  // pred: ^bb11
        %13 = "pdl_interp.get_result"(%1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.is_not_null"(%13)[^bb13, ^bb1] : (!pdl.value) -> ()
      ^bb13:  // pred: ^bb12
        "pdl_interp.are_equal"(%13, %0)[^bb14, ^bb1] : (!pdl.value, !pdl.value) -> ()
      ^bb14:  // pred: ^bb13
        "pdl_interp.is_not_null"(%arg4)[^bb15, ^bb1] : (!pdl.operation) -> ()
      ^bb15:  // pred: ^bb14
        "pdl_interp.check_operation_name"(%3)[^bb16, ^bb1] <{name = "tf.MatMul"}> : (!pdl.operation) -> ()
      ^bb16:  // pred: ^bb15
        "pdl_interp.check_operation_name"(%arg4)[^bb17, ^bb1] <{name = "tf.Sub"}> : (!pdl.operation) -> ()
      ^bb17:  // pred: ^bb16
        "pdl_interp.check_operand_count"(%3)[^bb18, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
      ^bb18:  // pred: ^bb17
        "pdl_interp.check_operand_count"(%arg4)[^bb19, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
      ^bb19:  // pred: ^bb18
        "pdl_interp.check_result_count"(%3)[^bb20, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
      ^bb20:  // pred: ^bb19
        "pdl_interp.check_result_count"(%arg4)[^bb21, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
      ^bb21:  // pred: ^bb20
        %14 = "pdl_interp.get_operand"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.is_not_null"(%14)[^bb22, ^bb1] : (!pdl.value) -> ()
      ^bb22:  // pred: ^bb21
        "pdl_interp.is_not_null"(%8)[^bb23, ^bb1] : (!pdl.value) -> ()
      ^bb23:  // pred: ^bb22
        "pdl_interp.is_not_null"(%6)[^bb24, ^bb1] : (!pdl.value) -> ()
      ^bb24:  // pred: ^bb23
        %15 = "pdl_interp.get_operand"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.are_equal"(%15, %4)[^bb25, ^bb1] : (!pdl.value, !pdl.value) -> ()
      ^bb25:  // pred: ^bb24
        %16 = "pdl_interp.get_result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.is_not_null"(%16)[^bb26, ^bb1] : (!pdl.value) -> ()
      ^bb26:  // pred: ^bb25
        %17 = "pdl_interp.get_result"(%arg4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.is_not_null"(%17)[^bb27, ^bb1] : (!pdl.value) -> ()
      ^bb27:  // pred: ^bb26
        "pdl_interp.are_equal"(%16, %2)[^bb28, ^bb1] : (!pdl.value, !pdl.value) -> ()
      ^bb28:  // pred: ^bb27
        %18 = "pdl_interp.get_value_type"(%16) : (!pdl.value) -> !pdl.type
        %19 = "pdl_interp.get_value_type"(%13) : (!pdl.value) -> !pdl.type
        "pdl_interp.are_equal"(%18, %19)[^bb29, ^bb1] : (!pdl.type, !pdl.type) -> ()
      ^bb29:  // pred: ^bb28
        %20 = "pdl_interp.get_value_type"(%12) : (!pdl.value) -> !pdl.type
        "pdl_interp.are_equal"(%18, %20)[^bb30, ^bb1] : (!pdl.type, !pdl.type) -> ()
      ^bb30:  // pred: ^bb29
        "pdl_interp.is_not_null"(%arg5)[^bb31, ^bb1] : (!pdl.operation) -> ()
      ^bb31:  // pred: ^bb30
        "pdl_interp.check_operation_name"(%arg5)[^bb32, ^bb1] <{name = "tf.Sub"}> : (!pdl.operation) -> ()
      ^bb32:  // pred: ^bb31
        "pdl_interp.check_operation_name"(%7)[^bb33, ^bb1] <{name = "tf.Mul"}> : (!pdl.operation) -> ()
      ^bb33:  // pred: ^bb32
        "pdl_interp.check_operand_count"(%arg5)[^bb34, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
      ^bb34:  // pred: ^bb33
        "pdl_interp.check_operand_count"(%7)[^bb35, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
      ^bb35:  // pred: ^bb34
        "pdl_interp.check_result_count"(%arg5)[^bb36, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
      ^bb36:  // pred: ^bb35
        "pdl_interp.check_result_count"(%7)[^bb37, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
      ^bb37:  // pred: ^bb36
        "pdl_interp.is_not_null"(%10)[^bb38, ^bb1] : (!pdl.value) -> ()
      ^bb38:  // pred: ^bb37
        %21 = "pdl_interp.get_operand"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.is_not_null"(%21)[^bb39, ^bb1] : (!pdl.value) -> ()
      ^bb39:  // pred: ^bb38
        %22 = "pdl_interp.get_operand"(%arg5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.are_equal"(%22, %8)[^bb40, ^bb1] : (!pdl.value, !pdl.value) -> ()
      ^bb40:  // pred: ^bb39
        %23 = "pdl_interp.get_result"(%arg5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.is_not_null"(%23)[^bb41, ^bb1] : (!pdl.value) -> ()
      ^bb41:  // pred: ^bb40
        %24 = "pdl_interp.get_result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.is_not_null"(%24)[^bb42, ^bb1] : (!pdl.value) -> ()
      ^bb42:  // pred: ^bb41
        "pdl_interp.are_equal"(%24, %6)[^bb43, ^bb1] : (!pdl.value, !pdl.value) -> ()
      ^bb43:  // pred: ^bb42
        %25 = "pdl_interp.get_value_type"(%24) : (!pdl.value) -> !pdl.type
        %26 = "pdl_interp.get_value_type"(%17) : (!pdl.value) -> !pdl.type
        "pdl_interp.are_equal"(%25, %26)[^bb44, ^bb1] : (!pdl.type, !pdl.type) -> ()
      ^bb44:  // pred: ^bb43
        "pdl_interp.check_operation_name"(%11)[^bb45, ^bb1] <{name = "tf.Mul"}> : (!pdl.operation) -> ()
      ^bb45:  // pred: ^bb44
        "pdl_interp.check_operand_count"(%11)[^bb46, ^bb1] <{count = 2 : i32}> : (!pdl.operation) -> ()
      ^bb46:  // pred: ^bb45
        "pdl_interp.check_result_count"(%11)[^bb47, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
      ^bb47:  // pred: ^bb46
        %27 = "pdl_interp.get_operand"(%11) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.is_not_null"(%27)[^bb48, ^bb1] : (!pdl.value) -> ()
      ^bb48:  // pred: ^bb47
        %28 = "pdl_interp.get_operand"(%11) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.is_not_null"(%28)[^bb49, ^bb1] : (!pdl.value) -> ()
      ^bb49:  // pred: ^bb48
        %29 = "pdl_interp.get_operand"(%7) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.are_equal"(%28, %29)[^bb50, ^bb1] : (!pdl.value, !pdl.value) -> ()
      ^bb50:  // pred: ^bb49
        %30 = "pdl_interp.get_result"(%11) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
        "pdl_interp.is_not_null"(%30)[^bb51, ^bb1] : (!pdl.value) -> ()
      ^bb51:  // pred: ^bb50
        "pdl_interp.are_equal"(%30, %10)[^bb52, ^bb1] : (!pdl.value, !pdl.value) -> ()
      ^bb52:  // pred: ^bb51
        %31 = "pdl_interp.get_value_type"(%30) : (!pdl.value) -> !pdl.type
        %32 = "pdl_interp.get_value_type"(%23) : (!pdl.value) -> !pdl.type
        "pdl_interp.are_equal"(%31, %32)[^bb53, ^bb1] : (!pdl.type, !pdl.type) -> ()
      ^bb53:  // pred: ^bb52
        "pdl_interp.record_match"(%arg3, %arg5, %arg4, %1, %3, %7, %11, %arg3, %arg4, %arg5)[^bb1] <{benefit = 5 : i16, operandSegmentSizes = array<i32: 3, 7>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "tf.Relu"}> : (!pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation, !pdl.operation) -> ()
      }) : (!pdl.range<operation>) -> ()
    }) : (!pdl.range<operation>) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.operation, !pdl.operation, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg0: !pdl.operation, %arg1: !pdl.operation, %arg2: !pdl.operation):
      "pdl_interp.apply_rewrite"(%arg0, %arg1, %arg2) <{name = "rewriter"}> : (!pdl.operation, !pdl.operation, !pdl.operation) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

