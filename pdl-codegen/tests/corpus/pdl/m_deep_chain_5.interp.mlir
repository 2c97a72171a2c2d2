module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb2, ^bb1
  ^bb1:  // 39 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33, ^bb34, ^bb35, ^bb36, ^bb37, ^bb38, ^bb39
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %1 = pdl_interp.get_operand 0 of %arg0
    %2 = pdl_interp.get_defining_op of %1 : !pdl.value
    pdl_interp.is_not_null %2 : !pdl.operation -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %3 = pdl_interp.get_operand 0 of %2
    %4 = pdl_interp.get_defining_op of %3 : !pdl.value
    pdl_interp.is_not_null %4 : !pdl.operation -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %5 = pdl_interp.get_operand 0 of %4
    %6 = pdl_interp.get_defining_op of %5 : !pdl.value
    pdl_interp.is_not_null %6 : !pdl.operation -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %7 = pdl_interp.get_operand 0 of %6
    %8 = pdl_interp.get_defining_op of %7 : !pdl.value
    pdl_interp.is_not_null %8 : !pdl.operation -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_operation_name of %arg0 is "test.s4" -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_operation_name of %2 is "test.s3" -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_operand_count of %2 is 1 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.check_result_count of %2 is 1 -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %9 = pdl_interp.get_result 0 of %2
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.are_equal %9, %1 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.check_operation_name of %4 is "test.s2" -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.check_operand_count of %4 is 1 -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.check_result_count of %4 is 1 -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %10 = pdl_interp.get_result 0 of %4
    pdl_interp.is_not_null %10 : !pdl.value -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.are_equal %10, %3 : !pdl.value -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    pdl_interp.check_operation_name of %6 is "test.s1" -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    pdl_interp.check_operand_count of %6 is 1 -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    pdl_interp.check_result_count of %6 is 1 -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb26, ^bb1
  ^bb26:  // pred: ^bb25
    %11 = pdl_interp.get_result 0 of %6
    pdl_interp.is_not_null %11 : !pdl.value -> ^bb27, ^bb1
  ^bb27:  // pred: ^bb26
    pdl_interp.are_equal %11, %5 : !pdl.value -> ^bb28, ^bb1
  ^bb28:  // pred: ^bb27
    pdl_interp.check_operation_name of %8 is "test.s0" -> ^bb29, ^bb1
  ^bb29:  // pred: ^bb28
    pdl_interp.check_operand_count of %8 is 1 -> ^bb30, ^bb1
  ^bb30:  // pred: ^bb29
    pdl_interp.check_result_count of %8 is 1 -> ^bb31, ^bb1
  ^bb31:  // pred: ^bb30
    %12 = pdl_interp.get_operand 0 of %8
    pdl_interp.is_not_null %12 : !pdl.value -> ^bb32, ^bb1
  ^bb32:  // pred: ^bb31
    %13 = pdl_interp.get_result 0 of %8
    pdl_interp.is_not_null %13 : !pdl.value -> ^bb33, ^bb1
  ^bb33:  // pred: ^bb32
    pdl_interp.are_equal %13, %7 : !pdl.value -> ^bb34, ^bb1
  ^bb34:  // pred: ^bb33
    %14 = pdl_interp.get_value_type of %12 : !pdl.type
    %15 = pdl_interp.get_value_type of %13 : !pdl.type
    pdl_interp.are_equal %14, %15 : !pdl.type -> ^bb35, ^bb1
  ^bb35:  // pred: ^bb34
    %16 = pdl_interp.get_value_type of %11 : !pdl.type
    pdl_interp.are_equal %14, %16 : !pdl.type -> ^bb36, ^bb1
  ^bb36:  // pred: ^bb35
    %17 = pdl_interp.get_value_type of %10 : !pdl.type
    pdl_interp.are_equal %14, %17 : !pdl.type -> ^bb37, ^bb1
  ^bb37:  // pred: ^bb36
    %18 = pdl_interp.get_value_type of %9 : !pdl.type
    pdl_interp.are_equal %14, %18 : !pdl.type -> ^bb38, ^bb1
  ^bb38:  // pred: ^bb37
    %19 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.are_equal %14, %19 : !pdl.type -> ^bb39, ^bb1
  ^bb39:  // pred: ^bb38
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%2, %4, %6, %8, %arg0]), root("test.s4") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "r"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
  }
}

