module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "test.a" -> ^bb2, ^bb1
  ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.switch_operand_count of %arg0 to dense<[0, 1]> : vector<2xi32>(^bb3, ^bb5) -> ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(3), loc([%arg0]), root("test.a") -> ^bb1
  ^bb5:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(3), loc([%arg0]), root("test.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "r1"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "r2"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
  }
}

