module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_operand 0 of %arg0
    %1 = pdl_interp.get_defining_op of %0 : !pdl.value
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
  ^bb1:  // 11 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operation_name of %arg0 is "test.b" -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_operation_name of %1 is "test.a" -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_operand_count of %1 is 0 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_result_count of %1 is 1 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %2 = pdl_interp.get_result 0 of %1
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.are_equal %2, %0 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %1 : !pdl.operation, !pdl.operation) : benefit(1), loc([%1, %arg0]), root("test.b") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.erase %arg1
      pdl_interp.finalize
    }
  }
}

