module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "test.cvt" -> ^bb2, ^bb1
  ^bb1:  // 11 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb7, ^bb8, ^bb10, ^bb11, ^bb12, ^bb13
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
    %2 = pdl_interp.get_value_type of %1 : !pdl.type
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0, %2 : !pdl.operation, !pdl.type) : benefit(0), loc([%arg0]), root("test.cvt") -> ^bb7
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_value_type of %1 : !pdl.type
    pdl_interp.switch_type %3 to [i32, f32, i64, index](^bb8, ^bb9, ^bb12, ^bb13) -> ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %0 : !pdl.operation, !pdl.value) : benefit(1), loc([%arg0]), root("test.cvt") -> ^bb1
  ^bb9:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0, %0 : !pdl.operation, !pdl.value) : benefit(1), loc([%arg0]), root("test.cvt") -> ^bb10
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.check_type %4 is i32 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %0 : !pdl.operation, !pdl.value) : benefit(3), loc([%arg0]), root("test.cvt") -> ^bb1
  ^bb12:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["test.cvt64"]), loc([%arg0]), root("test.cvt") -> ^bb1
  ^bb13:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.cvt") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.value) {
      pdl_interp.apply_rewrite "from_i32"(%arg0, %arg1 : !pdl.operation, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.value) {
      pdl_interp.apply_rewrite "i32_to_f32"(%arg0, %arg1 : !pdl.operation, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation, %arg1: !pdl.value) {
      pdl_interp.apply_rewrite "from_f32"(%arg0, %arg1 : !pdl.operation, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_type i64
      %1 = pdl_interp.create_operation "test.cvt64"(%arg0 : !pdl.value)  -> (%0 : !pdl.type)
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "from_index"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation, %arg1: !pdl.type) {
      pdl_interp.apply_rewrite "any"(%arg0, %arg1 : !pdl.operation, !pdl.type)
      pdl_interp.finalize
    }
  }
}

