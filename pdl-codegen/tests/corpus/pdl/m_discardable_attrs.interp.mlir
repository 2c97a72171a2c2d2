module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb2, ^bb1
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operation_name of %arg0 is "x.a" -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_result_count of %arg0 is at_least 1 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.apply_constraint "c"(%arg0 : !pdl.operation) {isNegated = true} -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %2 : !pdl.range<value> -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %3 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_attribute %3 is 3 : i32 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    pdl_interp.apply_constraint "c2"(%0, %4 : !pdl.value, !pdl.range<value>) -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_results 1 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %5 : !pdl.range<value> -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_value_type of %1 : !pdl.type
    pdl_interp.check_type %6 is i32 -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %7 = pdl_interp.get_value_type of %5 : !pdl.range<type>
    pdl_interp.check_types %7 are [i32] -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %8 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.are_equal %6, %8 : !pdl.type -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %0, %4 : !pdl.operation, !pdl.value, !pdl.range<value>) : benefit(1), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.value, %arg2: !pdl.range<value>) {
      %0 = pdl_interp.apply_rewrite "r"(%arg0 : !pdl.operation) : !pdl.operation
      %1 = pdl_interp.create_range %arg1, %arg2 : !pdl.value, !pdl.range<value> 
      pdl_interp.replace %arg0 with (%1 : !pdl.range<value>)
      pdl_interp.erase %0
      pdl_interp.finalize
    }
  }
}

