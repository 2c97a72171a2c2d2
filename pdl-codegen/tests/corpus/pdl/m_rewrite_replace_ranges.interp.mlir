module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "test.a" -> ^bb2, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.range<value>, !pdl.operation) : benefit(1), loc([%arg0]), root("test.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.range<value>, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
}

