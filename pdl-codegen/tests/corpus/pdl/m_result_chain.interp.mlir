module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_operand 0 of %arg0
    %1 = pdl_interp.get_defining_op of %0 : !pdl.value
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
  ^bb1:  // 27 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %2 = pdl_interp.get_operand 0 of %1
    %3 = pdl_interp.get_defining_op of %2 : !pdl.value
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %4 = pdl_interp.get_operand 0 of %3
    %5 = pdl_interp.get_defining_op of %4 : !pdl.value
    pdl_interp.is_not_null %5 : !pdl.operation -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operation_name of %arg0 is "test.d" -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_operation_name of %1 is "test.c" -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_operand_count of %1 is 1 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_result_count of %1 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_result 0 of %1
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.are_equal %6, %0 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_operation_name of %3 is "test.b" -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_operand_count of %3 is 1 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.check_result_count of %3 is 1 -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %7 = pdl_interp.get_result 0 of %3
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.are_equal %7, %2 : !pdl.value -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.check_operation_name of %5 is "test.a" -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.check_operand_count of %5 is 0 -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    pdl_interp.check_result_count of %5 is 1 -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    %8 = pdl_interp.get_result 0 of %5
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    pdl_interp.are_equal %8, %4 : !pdl.value -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    %9 = pdl_interp.get_value_type of %8 : !pdl.type
    %10 = pdl_interp.get_value_type of %7 : !pdl.type
    pdl_interp.are_equal %9, %10 : !pdl.type -> ^bb26, ^bb1
  ^bb26:  // pred: ^bb25
    %11 = pdl_interp.get_value_type of %6 : !pdl.type
    pdl_interp.are_equal %9, %11 : !pdl.type -> ^bb27, ^bb1
  ^bb27:  // pred: ^bb26
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["test.fused"]), loc([%1, %3, %5, %arg0]), root("test.d") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "test.fused"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      pdl_interp.erase %arg1
      pdl_interp.finalize
    }
  }
}

