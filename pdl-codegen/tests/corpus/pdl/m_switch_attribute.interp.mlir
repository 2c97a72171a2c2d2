module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "test.op" -> ^bb2, ^bb1
  ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb6, ^bb7
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %0 = pdl_interp.get_attribute "value" of %arg0
    pdl_interp.is_not_null %0 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.switch_attribute %0 to [1 : i32, 2 : i32, "s", 1, unit](^bb8, ^bb9, ^bb13, ^bb14, ^bb15) -> ^bb6
  ^bb6:  // 8 preds: ^bb5, ^bb8, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    %1 = pdl_interp.get_attribute_type of %0
    pdl_interp.check_type %1 is i32 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %0 : !pdl.operation, !pdl.attribute) : benefit(0), loc([%arg0]), root("test.op") -> ^bb1
  ^bb8:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.op") -> ^bb6
  ^bb9:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.op") -> ^bb10
  ^bb10:  // pred: ^bb9
    %2 = pdl_interp.get_attribute "other" of %arg0
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb11, ^bb6
  ^bb11:  // pred: ^bb10
    pdl_interp.check_attribute %2 is "s" -> ^bb12, ^bb6
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(3), loc([%arg0]), root("test.op") -> ^bb6
  ^bb13:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(2), generatedOps(["test.op"]), loc([%arg0]), root("test.op") -> ^bb6
  ^bb14:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.op") -> ^bb6
  ^bb15:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.op") -> ^bb6
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.attribute) {
      pdl_interp.apply_rewrite "typed"(%arg0, %arg1 : !pdl.operation, !pdl.attribute)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "one"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "two_attrs"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "two"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute "t"
      %1 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "test.op" {"value" = %0}  -> (%2 : !pdl.range<type>)
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "one_i64"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "unit"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
  }
}

