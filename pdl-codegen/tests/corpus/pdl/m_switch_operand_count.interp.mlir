module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "test.op" -> ^bb2, ^bb1
  ^bb1:  // 22 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb11, ^bb12, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.switch_operand_count of %arg0 to dense<[0, 1, 2, 3, 4]> : vector<5xi32>(^bb3, ^bb5, ^bb8, ^bb14, ^bb19) -> ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.op") -> ^bb1
  ^bb5:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %0 : !pdl.operation, !pdl.value) : benefit(1), loc([%arg0]), root("test.op") -> ^bb1
  ^bb8:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb13, ^bb11
  ^bb11:  // 2 preds: ^bb10, ^bb13
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %1, %3 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0, %1 : !pdl.operation, !pdl.value) : benefit(5), loc([%arg0]), root("test.op") -> ^bb1
  ^bb13:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%2, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["test.op"]), loc([%arg0]), root("test.op") -> ^bb11
  ^bb14:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %6 = pdl_interp.get_operand 2 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(3), loc([%arg0]), root("test.op") -> ^bb1
  ^bb19:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    %8 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %9 = pdl_interp.get_operand 2 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    %10 = pdl_interp.get_operand 3 of %arg0
    pdl_interp.is_not_null %10 : !pdl.value -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0, %10 : !pdl.operation, !pdl.value) : benefit(1), loc([%arg0]), root("test.op") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "zero"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.value) {
      pdl_interp.apply_rewrite "one"(%arg0, %arg1 : !pdl.operation, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation, %arg1: !pdl.value) {
      pdl_interp.apply_rewrite "two_same"(%arg0, %arg1 : !pdl.operation, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "test.op"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation, %arg1: !pdl.value) {
      pdl_interp.apply_rewrite "four"(%arg0, %arg1 : !pdl.operation, !pdl.value)
      pdl_interp.finalize
    }
  }
}

