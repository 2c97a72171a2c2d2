module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["test.a0", "test.a1", "test.a2", "test.a3", "test.a4"](^bb2, ^bb5, ^bb8, ^bb11, ^bb14) -> ^bb1
  ^bb1:  // 16 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), loc([%arg0]), root("test.a0") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.a1") -> ^bb1
  ^bb8:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(2), loc([%arg0]), root("test.a2") -> ^bb1
  ^bb11:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(100), loc([%arg0]), root("test.a3") -> ^bb1
  ^bb14:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(32767), loc([%arg0]), root("test.a4") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "r"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "r"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "r"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "r"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "r"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
  }
}

