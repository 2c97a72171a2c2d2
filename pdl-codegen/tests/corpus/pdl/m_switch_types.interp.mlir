module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "test.op" -> ^bb2, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb3, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb7, ^bb3
  ^bb3:  // 6 preds: ^bb2, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
    pdl_interp.switch_types %1 to [[i32, f32], [i64]](^bb5, ^bb6) -> ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %0 : !pdl.operation, !pdl.range<value>) : benefit(3), loc([%arg0]), root("test.op") -> ^bb1
  ^bb6:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %0 : !pdl.operation, !pdl.range<value>) : benefit(3), loc([%arg0]), root("test.op") -> ^bb1
  ^bb7:  // pred: ^bb2
    %2 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_value_type of %2 : !pdl.range<type>
    pdl_interp.switch_types %3 to [[i32], [i32, i32], [f32, i64], []](^bb8, ^bb9, ^bb10, ^bb11) -> ^bb3
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.op") -> ^bb3
  ^bb9:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.op") -> ^bb3
  ^bb10:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(2), generatedOps(["test.new"]), loc([%arg0]), root("test.op") -> ^bb3
  ^bb11:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.op") -> ^bb3
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.range<value>) {
      pdl_interp.apply_rewrite "operands_i32_f32"(%arg0, %arg1 : !pdl.operation, !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.range<value>) {
      pdl_interp.apply_rewrite "operands_i64"(%arg0, %arg1 : !pdl.operation, !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "one_i32"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "two_i32"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_types [f32, i64]
      %1 = pdl_interp.create_operation "test.new"  -> (%0 : !pdl.range<type>)
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
}

