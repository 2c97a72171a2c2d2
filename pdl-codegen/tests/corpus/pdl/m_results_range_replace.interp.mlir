module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
  ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operation_name of %arg0 is "test.b" -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %1 is "test.a" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operand_count of %1 is 0 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %2, %0 : !pdl.range<value> -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.range<value>, !pdl.operation) : benefit(1), loc([%1, %arg0]), root("test.b") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.range<value>, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
}

