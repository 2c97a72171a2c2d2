module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["test.a", "test.b", "test.c", "x.d", "x.e", "y.f"](^bb2, ^bb10, ^bb13, ^bb17, ^bb21, ^bb25) -> ^bb1
  ^bb1:  // 24 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_value_type of %0 : !pdl.type
    %3 = pdl_interp.get_value_type of %1 : !pdl.type
    pdl_interp.are_equal %2, %3 : !pdl.type -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %2, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(1), generatedOps(["test.a_done"]), loc([%arg0]), root("test.a") -> ^bb8
  ^bb8:  // pred: ^bb7
    pdl_interp.check_type %2 is i32 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(4), loc([%arg0]), root("test.a") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(2), loc([%arg0]), root("test.b") -> ^bb1
  ^bb13:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %4 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.c") -> ^bb1
  ^bb17:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(3), loc([%arg0]), root("x.d") -> ^bb1
  ^bb21:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    %6 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %6 : !pdl.attribute -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0, %6 : !pdl.operation, !pdl.attribute) : benefit(1), loc([%arg0]), root("x.e") -> ^bb1
  ^bb25:  // pred: ^bb0
    %7 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %8 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %9 = pdl_interp.get_value_type of %8 : !pdl.range<type>
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%7, %9, %arg0 : !pdl.range<value>, !pdl.range<type>, !pdl.operation) : benefit(0), generatedOps(["y.g"]), loc([]), root("y.f") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.a_done"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "rewrite_c"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation, %arg1: !pdl.attribute) {
      pdl_interp.apply_rewrite "rewrite_e"(%arg0, %arg1 : !pdl.operation, !pdl.attribute)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.range<value>, %arg1: !pdl.range<type>, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "y.g"(%arg0 : !pdl.range<value>)  -> (%arg1 : !pdl.range<type>)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
}

