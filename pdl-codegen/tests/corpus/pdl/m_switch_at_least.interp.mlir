module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["test.op", "test.res"](^bb2, ^bb20) -> ^bb1
  ^bb1:  // 13 preds: ^bb0, ^bb2, ^bb4, ^bb6, ^bb7, ^bb8, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0, %0 : !pdl.operation, !pdl.range<value>) : benefit(0), loc([]), root("test.op") -> ^bb4
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb18, ^bb6
  ^bb6:  // 7 preds: ^bb5, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(2), loc([%arg0]), root("test.op") -> ^bb1
  ^bb9:  // 3 preds: ^bb15, ^bb16, ^bb17
    pdl_interp.check_operand_count of %arg0 is at_least 3 -> ^bb10, ^bb6
  ^bb10:  // pred: ^bb9
    %3 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.range<value> -> ^bb11, ^bb6
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_operands 2 of %arg0 : !pdl.value
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb6
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_operands 3 of %arg0 : !pdl.value
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb13, ^bb6
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %3 : !pdl.operation, !pdl.range<value>) : benefit(3), loc([%arg0]), root("test.op") -> ^bb6
  ^bb14:  // 2 preds: ^bb18, ^bb19
    pdl_interp.check_operand_count of %arg0 is at_least 2 -> ^bb15, ^bb6
  ^bb15:  // pred: ^bb14
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb16, ^bb9
  ^bb16:  // pred: ^bb15
    %7 = pdl_interp.get_operands 2 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %7 : !pdl.range<value> -> ^bb17, ^bb9
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0, %1, %6 : !pdl.operation, !pdl.value, !pdl.value) : benefit(2), loc([%arg0]), root("test.op") -> ^bb9
  ^bb18:  // pred: ^bb5
    %8 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %8 : !pdl.range<value> -> ^bb19, ^bb14
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0, %1 : !pdl.operation, !pdl.value) : benefit(1), loc([%arg0]), root("test.op") -> ^bb14
  ^bb20:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb28, ^bb21
  ^bb21:  // 7 preds: ^bb20, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    pdl_interp.check_result_count of %arg0 is at_least 1 -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    %9 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    %10 = pdl_interp.get_results 1 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %10 : !pdl.range<value> -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    %11 = pdl_interp.get_operands 0 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %11 : !pdl.range<value> -> ^bb26, ^bb1
  ^bb26:  // pred: ^bb25
    %12 = pdl_interp.get_operands 1 of %arg0 : !pdl.value
    pdl_interp.is_not_null %12 : !pdl.value -> ^bb27, ^bb1
  ^bb27:  // pred: ^bb26
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0, %12 : !pdl.operation, !pdl.value) : benefit(4), loc([%arg0]), root("test.res") -> ^bb1
  ^bb28:  // pred: ^bb20
    pdl_interp.check_result_count of %arg0 is at_least 1 -> ^bb34, ^bb21
  ^bb29:  // 3 preds: ^bb34, ^bb35, ^bb36
    pdl_interp.check_result_count of %arg0 is at_least 2 -> ^bb30, ^bb21
  ^bb30:  // pred: ^bb29
    %13 = pdl_interp.get_results 0 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %13 : !pdl.range<value> -> ^bb31, ^bb21
  ^bb31:  // pred: ^bb30
    %14 = pdl_interp.get_results 1 of %arg0 : !pdl.value
    pdl_interp.is_not_null %14 : !pdl.value -> ^bb32, ^bb21
  ^bb32:  // pred: ^bb31
    %15 = pdl_interp.get_results 2 of %arg0 : !pdl.value
    pdl_interp.is_not_null %15 : !pdl.value -> ^bb33, ^bb21
  ^bb33:  // pred: ^bb32
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%arg0, %13 : !pdl.operation, !pdl.range<value>) : benefit(2), loc([%arg0]), root("test.res") -> ^bb21
  ^bb34:  // pred: ^bb28
    %16 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %16 : !pdl.value -> ^bb35, ^bb29
  ^bb35:  // pred: ^bb34
    %17 = pdl_interp.get_results 1 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %17 : !pdl.range<value> -> ^bb36, ^bb29
  ^bb36:  // pred: ^bb35
    %18 = pdl_interp.get_value_type of %16 : !pdl.type
    %19 = pdl_interp.get_value_type of %17 : !pdl.range<type>
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_6(%18, %19, %arg0 : !pdl.type, !pdl.range<type>, !pdl.operation) : benefit(1), generatedOps(["test.res_new"]), loc([%arg0]), root("test.res") -> ^bb29
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "exact_2"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.range<value>) {
      pdl_interp.apply_rewrite "at_least_3"(%arg0, %arg1 : !pdl.operation, !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation, %arg1: !pdl.value, %arg2: !pdl.value) {
      pdl_interp.apply_rewrite "at_least_2"(%arg0, %arg1, %arg2 : !pdl.operation, !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation, %arg1: !pdl.value) {
      pdl_interp.apply_rewrite "at_least_1"(%arg0, %arg1 : !pdl.operation, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation, %arg1: !pdl.range<value>) {
      pdl_interp.apply_rewrite "any"(%arg0, %arg1 : !pdl.operation, !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation, %arg1: !pdl.value) {
      pdl_interp.apply_rewrite "both"(%arg0, %arg1 : !pdl.operation, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.operation, %arg1: !pdl.range<value>) {
      pdl_interp.apply_rewrite "results_at_least_2"(%arg0, %arg1 : !pdl.operation, !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_6(%arg0: !pdl.type, %arg1: !pdl.range<type>, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.res_new"  -> (%arg0, %arg1 : !pdl.type, !pdl.range<type>)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
}

