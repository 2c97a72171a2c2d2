module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_operand 0 of %arg0
    %1 = pdl_interp.get_defining_op of %0 : !pdl.value
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
  ^bb1:  // 3 preds: ^bb0, ^bb2, ^bb3
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %2 = pdl_interp.get_operand 0 of %1
    %3 = pdl_interp.get_defining_op of %2 : !pdl.value
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %4 = pdl_interp.get_operand 1 of %1
    %5 = pdl_interp.get_users of %4 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %5 {
      %6 = pdl_interp.get_operand 1 of %arg1
      %7 = pdl_interp.get_defining_op of %6 : !pdl.value
      pdl_interp.is_not_null %7 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb2
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      %8 = pdl_interp.get_operand 1 of %3
      %9 = pdl_interp.get_users of %8 : !pdl.value
      pdl_interp.foreach %arg2 : !pdl.operation in %9 {
        %10 = pdl_interp.get_operand 1 of %arg2
        %11 = pdl_interp.get_defining_op of %10 : !pdl.value
        pdl_interp.is_not_null %11 : !pdl.operation -> ^bb2, ^bb1
      ^bb1:  // 53 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33, ^bb34, ^bb35, ^bb36, ^bb37, ^bb38, ^bb39, ^bb40, ^bb41, ^bb42, ^bb43, ^bb44, ^bb45, ^bb46, ^bb47, ^bb48, ^bb49, ^bb50, ^bb51, ^bb52, ^bb53
        pdl_interp.continue
      ^bb2:  // pred: ^bb0
        pdl_interp.check_operation_name of %arg0 is "tf.Relu" -> ^bb3, ^bb1
      ^bb3:  // pred: ^bb2
        pdl_interp.check_operand_count of %arg0 is 1 -> ^bb4, ^bb1
      ^bb4:  // pred: ^bb3
        pdl_interp.check_result_count of %arg0 is 1 -> ^bb5, ^bb1
      ^bb5:  // pred: ^bb4
        pdl_interp.is_not_null %0 : !pdl.value -> ^bb6, ^bb1
      ^bb6:  // pred: ^bb5
        %12 = pdl_interp.get_result 0 of %arg0
        pdl_interp.is_not_null %12 : !pdl.value -> ^bb7, ^bb1
      ^bb7:  // pred: ^bb6
        pdl_interp.check_operation_name of %1 is "tf.BiasAdd" -> ^bb8, ^bb1
      ^bb8:  // pred: ^bb7
        pdl_interp.check_operand_count of %1 is 2 -> ^bb9, ^bb1
      ^bb9:  // pred: ^bb8
        pdl_interp.check_result_count of %1 is 1 -> ^bb10, ^bb1
      ^bb10:  // pred: ^bb9
        pdl_interp.is_not_null %2 : !pdl.value -> ^bb11, ^bb1
      ^bb11:  // pred: ^bb10
        pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb1
      ^bb12:  // pred: ^bb11
        %13 = pdl_interp.get_result 0 of %1
        pdl_interp.is_not_null %13 : !pdl.value -> ^bb13, ^bb1
      ^bb13:  // pred: ^bb12
        pdl_interp.are_equal %13, %0 : !pdl.value -> ^bb14, ^bb1
      ^bb14:  // pred: ^bb13
        pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb15, ^bb1
      ^bb15:  // pred: ^bb14
        pdl_interp.check_operation_name of %3 is "tf.MatMul" -> ^bb16, ^bb1
      ^bb16:  // pred: ^bb15
        pdl_interp.check_operation_name of %arg1 is "tf.Sub" -> ^bb17, ^bb1
      ^bb17:  // pred: ^bb16
        pdl_interp.check_operand_count of %3 is 2 -> ^bb18, ^bb1
      ^bb18:  // pred: ^bb17
        pdl_interp.check_operand_count of %arg1 is 2 -> ^bb19, ^bb1
      ^bb19:  // pred: ^bb18
        pdl_interp.check_result_count of %3 is 1 -> ^bb20, ^bb1
      ^bb20:  // pred: ^bb19
        pdl_interp.check_result_count of %arg1 is 1 -> ^bb21, ^bb1
      ^bb21:  // pred: ^bb20
        %14 = pdl_interp.get_operand 0 of %3
        pdl_interp.is_not_null %14 : !pdl.value -> ^bb22, ^bb1
      ^bb22:  // pred: ^bb21
        pdl_interp.is_not_null %8 : !pdl.value -> ^bb23, ^bb1
      ^bb23:  // pred: ^bb22
        pdl_interp.is_not_null %6 : !pdl.value -> ^bb24, ^bb1
      ^bb24:  // pred: ^bb23
        %15 = pdl_interp.get_operand 0 of %arg1
        pdl_interp.are_equal %15, %4 : !pdl.value -> ^bb25, ^bb1
      ^bb25:  // pred: ^bb24
        %16 = pdl_interp.get_result 0 of %3
        pdl_interp.is_not_null %16 : !pdl.value -> ^bb26, ^bb1
      ^bb26:  // pred: ^bb25
        %17 = pdl_interp.get_result 0 of %arg1
        pdl_interp.is_not_null %17 : !pdl.value -> ^bb27, ^bb1
      ^bb27:  // pred: ^bb26
        pdl_interp.are_equal %16, %2 : !pdl.value -> ^bb28, ^bb1
      ^bb28:  // pred: ^bb27
        %18 = pdl_interp.get_value_type of %16 : !pdl.type
        %19 = pdl_interp.get_value_type of %13 : !pdl.type
        pdl_interp.are_equal %18, %19 : !pdl.type -> ^bb29, ^bb1
      ^bb29:  // pred: ^bb28
        %20 = pdl_interp.get_value_type of %12 : !pdl.type
        pdl_interp.are_equal %18, %20 : !pdl.type -> ^bb30, ^bb1
      ^bb30:  // pred: ^bb29
        pdl_interp.is_not_null %arg2 : !pdl.operation -> ^bb31, ^bb1
      ^bb31:  // pred: ^bb30
        pdl_interp.check_operation_name of %arg2 is "tf.Sub" -> ^bb32, ^bb1
      ^bb32:  // pred: ^bb31
        pdl_interp.check_operation_name of %7 is "tf.Mul" -> ^bb33, ^bb1
      ^bb33:  // pred: ^bb32
        pdl_interp.check_operand_count of %arg2 is 2 -> ^bb34, ^bb1
      ^bb34:  // pred: ^bb33
        pdl_interp.check_operand_count of %7 is 2 -> ^bb35, ^bb1
      ^bb35:  // pred: ^bb34
        pdl_interp.check_result_count of %arg2 is 1 -> ^bb36, ^bb1
      ^bb36:  // pred: ^bb35
        pdl_interp.check_result_count of %7 is 1 -> ^bb37, ^bb1
      ^bb37:  // pred: ^bb36
        pdl_interp.is_not_null %10 : !pdl.value -> ^bb38, ^bb1
      ^bb38:  // pred: ^bb37
        %21 = pdl_interp.get_operand 0 of %7
        pdl_interp.is_not_null %21 : !pdl.value -> ^bb39, ^bb1
      ^bb39:  // pred: ^bb38
        %22 = pdl_interp.get_operand 0 of %arg2
        pdl_interp.are_equal %22, %8 : !pdl.value -> ^bb40, ^bb1
      ^bb40:  // pred: ^bb39
        %23 = pdl_interp.get_result 0 of %arg2
        pdl_interp.is_not_null %23 : !pdl.value -> ^bb41, ^bb1
      ^bb41:  // pred: ^bb40
        %24 = pdl_interp.get_result 0 of %7
        pdl_interp.is_not_null %24 : !pdl.value -> ^bb42, ^bb1
      ^bb42:  // pred: ^bb41
        pdl_interp.are_equal %24, %6 : !pdl.value -> ^bb43, ^bb1
      ^bb43:  // pred: ^bb42
        %25 = pdl_interp.get_value_type of %24 : !pdl.type
        %26 = pdl_interp.get_value_type of %17 : !pdl.type
        pdl_interp.are_equal %25, %26 : !pdl.type -> ^bb44, ^bb1
      ^bb44:  // pred: ^bb43
        pdl_interp.check_operation_name of %11 is "tf.Mul" -> ^bb45, ^bb1
      ^bb45:  // pred: ^bb44
        pdl_interp.check_operand_count of %11 is 2 -> ^bb46, ^bb1
      ^bb46:  // pred: ^bb45
        pdl_interp.check_result_count of %11 is 1 -> ^bb47, ^bb1
      ^bb47:  // pred: ^bb46
        %27 = pdl_interp.get_operand 0 of %11
        pdl_interp.is_not_null %27 : !pdl.value -> ^bb48, ^bb1
      ^bb48:  // pred: ^bb47
        %28 = pdl_interp.get_operand 1 of %11
        pdl_interp.is_not_null %28 : !pdl.value -> ^bb49, ^bb1
      ^bb49:  // pred: ^bb48
        %29 = pdl_interp.get_operand 1 of %7
        pdl_interp.are_equal %28, %29 : !pdl.value -> ^bb50, ^bb1
      ^bb50:  // pred: ^bb49
        %30 = pdl_interp.get_result 0 of %11
        pdl_interp.is_not_null %30 : !pdl.value -> ^bb51, ^bb1
      ^bb51:  // pred: ^bb50
        pdl_interp.are_equal %30, %10 : !pdl.value -> ^bb52, ^bb1
      ^bb52:  // pred: ^bb51
        %31 = pdl_interp.get_value_type of %30 : !pdl.type
        %32 = pdl_interp.get_value_type of %23 : !pdl.type
        pdl_interp.are_equal %31, %32 : !pdl.type -> ^bb53, ^bb1
      ^bb53:  // pred: ^bb52
        pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %arg2, %arg1 : !pdl.operation, !pdl.operation, !pdl.operation) : benefit(5), loc([%1, %3, %7, %11, %arg0, %arg1, %arg2]), root("tf.Relu") -> ^bb1
      } -> ^bb1
    } -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      pdl_interp.apply_rewrite "rewriter"(%arg0, %arg1, %arg2 : !pdl.operation, !pdl.operation, !pdl.operation)
      pdl_interp.finalize
    }
  }
}

