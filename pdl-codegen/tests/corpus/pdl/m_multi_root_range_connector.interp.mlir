module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["test.a", "test.d"](^bb2, ^bb3) -> ^bb1
  ^bb1:  // 3 preds: ^bb0, ^bb2, ^bb3
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.extract 0 of %0 : !pdl.value
    %2 = pdl_interp.get_users of %1 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %2 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "test.b" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      pdl_interp.check_result_count of %arg1 is 0 -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      %6 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %6, %0 : !pdl.range<value> -> ^bb5, ^bb1
    ^bb5:  // pred: ^bb4
      %7 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %8 = pdl_interp.get_value_type of %7 : !pdl.range<type>
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %8, %arg0, %arg1 : !pdl.range<value>, !pdl.range<type>, !pdl.operation, !pdl.operation) : benefit(1), generatedOps(["test.ab"]), loc([%arg0, %arg1]), root("test.a") -> ^bb1
    } -> ^bb1
  ^bb3:  // pred: ^bb0
    %3 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %4 = pdl_interp.extract 0 of %3 : !pdl.value
    %5 = pdl_interp.get_users of %4 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %5 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "test.c" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      pdl_interp.check_result_count of %arg1 is 0 -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.check_result_count of %arg0 is 0 -> ^bb5, ^bb1
    ^bb5:  // pred: ^bb4
      pdl_interp.check_operand_count of %arg1 is at_least 1 -> ^bb6, ^bb1
    ^bb6:  // pred: ^bb5
      %6 = pdl_interp.get_operand 0 of %arg1
      pdl_interp.is_not_null %6 : !pdl.value -> ^bb7, ^bb1
    ^bb7:  // pred: ^bb6
      %7 = pdl_interp.get_operands 1 of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %7, %3 : !pdl.range<value> -> ^bb8, ^bb1
    ^bb8:  // pred: ^bb7
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %arg1, %3 : !pdl.operation, !pdl.operation, !pdl.range<value>) : benefit(2), loc([%arg0, %arg1]), root("test.d") -> ^bb1
    } -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.range<value>, %arg1: !pdl.range<type>, %arg2: !pdl.operation, %arg3: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.ab"(%arg0 : !pdl.range<value>)  -> (%arg1 : !pdl.range<type>)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.erase %arg3
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.operation, %arg2: !pdl.range<value>) {
      pdl_interp.apply_rewrite "join"(%arg0, %arg1, %arg2 : !pdl.operation, !pdl.operation, !pdl.range<value>)
      pdl_interp.finalize
    }
  }
}

