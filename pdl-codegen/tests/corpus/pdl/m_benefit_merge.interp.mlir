module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["test.op", "test.other"](^bb2, ^bb22) -> ^bb1
  ^bb1:  // 10 preds: ^bb0, ^bb2, ^bb4, ^bb5, ^bb11, ^bb12, ^bb13, ^bb22, ^bb23, ^bb24
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%arg0 : !pdl.operation) : benefit(0), loc([]), root("test.op") -> ^bb4
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0 : !pdl.operation) : benefit(3), loc([%arg0]), root("test.op") -> ^bb7
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(2), loc([%arg0]), root("test.op") -> ^bb8
  ^bb8:  // pred: ^bb7
    pdl_interp.apply_constraint "is_special"(%0 : !pdl.value) -> ^bb21, ^bb9
  ^bb9:  // 2 preds: ^bb8, ^bb21
    %1 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.check_type %1 is i32 -> ^bb20, ^bb10
  ^bb10:  // 2 preds: ^bb9, ^bb20
    %2 = pdl_interp.get_defining_op of %0 : !pdl.value
    pdl_interp.is_not_null %2 : !pdl.operation -> ^bb14, ^bb11
  ^bb11:  // 7 preds: ^bb10, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19
    %3 = pdl_interp.get_attribute "flag" of %arg0
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.check_attribute %3 is true -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(5), loc([%arg0]), root("test.op") -> ^bb1
  ^bb14:  // pred: ^bb10
    pdl_interp.check_operation_name of %2 is "test.producer" -> ^bb15, ^bb11
  ^bb15:  // pred: ^bb14
    pdl_interp.check_operand_count of %2 is 0 -> ^bb16, ^bb11
  ^bb16:  // pred: ^bb15
    pdl_interp.check_result_count of %2 is 1 -> ^bb17, ^bb11
  ^bb17:  // pred: ^bb16
    %4 = pdl_interp.get_result 0 of %2
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb18, ^bb11
  ^bb18:  // pred: ^bb17
    pdl_interp.are_equal %4, %0 : !pdl.value -> ^bb19, ^bb11
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %2 : !pdl.operation, !pdl.operation) : benefit(2), loc([%arg0, %2]), root("test.op") -> ^bb11
  ^bb20:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(2), loc([%arg0]), root("test.op") -> ^bb10
  ^bb21:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(5), loc([%arg0]), root("test.op") -> ^bb9
  ^bb22:  // pred: ^bb0
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_6(%arg0 : !pdl.operation) : benefit(3), loc([%arg0]), root("test.other") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "tie_high"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.operation) {
      pdl_interp.apply_rewrite "tie_c"(%arg0, %arg1 : !pdl.operation, !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "tie_b"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "high"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "tie_a"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "mid"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "zero"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_6(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "other_root"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
  }
}

