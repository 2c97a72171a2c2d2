module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "test.a" -> ^bb2, ^bb1
  ^bb1:  // 11 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is at_least 1 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.apply_constraint "not"(%arg0 : !pdl.operation) {isNegated = true} -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_result 0 of %arg0
    %2 = pdl_interp.get_value_type of %1 : !pdl.type
    %3 = pdl_interp.get_results 1 of %arg0 : !pdl.range<value>
    %4 = pdl_interp.get_value_type of %3 : !pdl.range<type>
    %5 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %6 = pdl_interp.get_attribute "a" of %arg0
    pdl_interp.apply_constraint "all"(%0, %2, %4, %5, %6, %arg0 : !pdl.value, !pdl.type, !pdl.range<type>, !pdl.range<value>, !pdl.attribute, !pdl.operation) -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.is_not_null %5 : !pdl.range<value> -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.is_not_null %6 : !pdl.attribute -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.is_not_null %3 : !pdl.range<value> -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "r"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
  }
}

