module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "test.a" -> ^bb2, ^bb1
  ^bb1:  // 9 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_value_type of %0 : !pdl.type
    %4 = pdl_interp.get_value_type of %1 : !pdl.type
    pdl_interp.are_equal %3, %4 : !pdl.type -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %5 = pdl_interp.get_value_type of %2 : !pdl.type
    pdl_interp.are_equal %3, %5 : !pdl.type -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "r"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
  }
}

