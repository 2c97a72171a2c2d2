module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.b", "x.c"](^bb2, ^bb5, ^bb8) -> ^bb1
  ^bb1:  // 10 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("x.a") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("x.b") -> ^bb1
  ^bb8:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("x.c") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "f"(%arg0, %arg0 : !pdl.operation, !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "f"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
  }
}

