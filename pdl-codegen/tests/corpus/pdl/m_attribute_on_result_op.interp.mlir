module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "test.const" -> ^bb2, ^bb1
  ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %0 = pdl_interp.get_attribute "value" of %arg0
    pdl_interp.is_not_null %0 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %0 is 42 : i64 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_value_type of %1 : !pdl.type
    pdl_interp.check_type %2 is i64 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["test.const"]), loc([%arg0]), root("test.const") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 43 : i64
      %1 = pdl_interp.create_type i64
      %2 = pdl_interp.create_operation "test.const" {"value" = %0}  -> (%1 : !pdl.type)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
}

