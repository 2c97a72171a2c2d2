module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "test.op" -> ^bb2, ^bb1
  ^bb1:  // 9 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb8, ^bb9, ^bb10
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
    %4 = pdl_interp.apply_constraint "attr_of"(%arg0 : !pdl.operation) : !pdl.attribute -> ^bb11, ^bb8
  ^bb8:  // 4 preds: ^bb7, ^bb12, ^bb13, ^bb14
    pdl_interp.apply_constraint "is_constant"(%0 : !pdl.value) {isNegated = true} -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.apply_constraint "is_small"(%0 : !pdl.value) -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %0 : !pdl.operation, !pdl.value) : benefit(3), loc([%arg0]), root("test.op") -> ^bb1
  ^bb11:  // pred: ^bb7
    %5:2 = pdl_interp.apply_constraint "scaled"(%4, %2 : !pdl.attribute, !pdl.type) : !pdl.attribute, !pdl.type -> ^bb15, ^bb12
  ^bb12:  // 3 preds: ^bb11, ^bb15, ^bb16
    pdl_interp.apply_constraint "is_constant"(%0 : !pdl.value) {isNegated = true} -> ^bb13, ^bb8
  ^bb13:  // pred: ^bb12
    pdl_interp.apply_constraint "is_zero"(%4 : !pdl.attribute) {isNegated = true} -> ^bb14, ^bb8
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%4, %2, %arg0 : !pdl.attribute, !pdl.type, !pdl.operation) : benefit(1), generatedOps(["test.nonzero"]), loc([%arg0]), root("test.op") -> ^bb8
  ^bb15:  // pred: ^bb11
    pdl_interp.apply_constraint "fits"(%5#0, %5#1, %0 : !pdl.attribute, !pdl.type, !pdl.value) -> ^bb16, ^bb12
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%0, %5#0, %4, %2, %arg0 : !pdl.value, !pdl.attribute, !pdl.attribute, !pdl.type, !pdl.operation) : benefit(2), generatedOps(["test.scaled"]), loc([%arg0]), root("test.op") -> ^bb12
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.value) {
      pdl_interp.apply_rewrite "pos_and_neg"(%arg0, %arg1 : !pdl.operation, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.attribute, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.nonzero" {"value" = %arg0}  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.attribute, %arg2: !pdl.attribute, %arg3: !pdl.type, %arg4: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.scaled"(%arg0 : !pdl.value) {"factor" = %arg1, "orig" = %arg2}  -> (%arg3 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg4 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
}

