module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_operand 0 of %arg0
    %1 = pdl_interp.get_defining_op of %0 : !pdl.value
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operation_name of %arg0 is "test.root" -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_operation_name of %1 is "test.producer" -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_operand_count of %1 is 1 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_result_count of %1 is 1 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %3 = pdl_interp.apply_constraint "attr_of"(%1 : !pdl.operation) : !pdl.attribute -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_operand 0 of %1
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_result 0 of %1
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.are_equal %5, %0 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.are_equal %2, %3 : !pdl.attribute -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %2 : !pdl.operation, !pdl.attribute) : benefit(1), loc([%1, %arg0]), root("test.root") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.attribute) {
      pdl_interp.apply_rewrite "rw"(%arg0, %arg1 : !pdl.operation, !pdl.attribute)
      pdl_interp.finalize
    }
  }
}

