module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "test.op" -> ^bb2, ^bb1
  ^bb1:  // 14 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.switch_result_count of %arg0 to dense<[0, 1, 2, 3]> : vector<4xi32>(^bb4, ^bb5, ^bb7, ^bb12) -> ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.op") -> ^bb1
  ^bb5:  // pred: ^bb3
    %0 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0 : !pdl.type, !pdl.operation) : benefit(1), generatedOps(["test.one"]), loc([%arg0]), root("test.op") -> ^bb1
  ^bb7:  // pred: ^bb3
    %2 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %3 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_value_type of %2 : !pdl.type
    %5 = pdl_interp.get_value_type of %3 : !pdl.type
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%4, %5, %arg0 : !pdl.type, !pdl.type, !pdl.operation) : benefit(2), generatedOps(["test.two"]), loc([%arg0]), root("test.op") -> ^bb10
  ^bb10:  // pred: ^bb9
    %6 = pdl_interp.get_value_type of %2 : !pdl.type
    %7 = pdl_interp.get_value_type of %3 : !pdl.type
    pdl_interp.are_equal %6, %7 : !pdl.type -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0, %6 : !pdl.operation, !pdl.type) : benefit(4), loc([%arg0]), root("test.op") -> ^bb1
  ^bb12:  // pred: ^bb3
    %8 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %9 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %10 = pdl_interp.get_result 2 of %arg0
    pdl_interp.is_not_null %10 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0, %10 : !pdl.operation, !pdl.value) : benefit(3), loc([%arg0]), root("test.op") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.type, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.one"  -> (%arg0 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation, %arg1: !pdl.type) {
      pdl_interp.apply_rewrite "two_same"(%arg0, %arg1 : !pdl.operation, !pdl.type)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.type, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.two"  -> (%arg0, %arg1 : !pdl.type, !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation, %arg1: !pdl.value) {
      pdl_interp.apply_rewrite "three"(%arg0, %arg1 : !pdl.operation, !pdl.value)
      pdl_interp.finalize
    }
  }
}

