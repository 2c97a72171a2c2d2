module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "test.a" -> ^bb2, ^bb1
  ^bb1:  // 18 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %0 = pdl_interp.get_attribute "a" of %arg0
    pdl_interp.is_not_null %0 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_attribute "b" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_attribute "c" of %arg0
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_attribute "d" of %arg0
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_attribute "e" of %arg0
    pdl_interp.is_not_null %4 : !pdl.attribute -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %5 = pdl_interp.get_attribute "f" of %arg0
    pdl_interp.is_not_null %5 : !pdl.attribute -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %6 = pdl_interp.get_attribute "g" of %arg0
    pdl_interp.is_not_null %6 : !pdl.attribute -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %7 = pdl_interp.get_attribute "h" of %arg0
    pdl_interp.is_not_null %7 : !pdl.attribute -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.check_attribute %2 is 10 : i64 -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.check_attribute %3 is "str" -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_attribute %4 is [1, 2] -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_attribute %5 is unit -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.check_attribute %6 is @sym -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.check_attribute %7 is dense<[1, 2]> : tensor<2xi32> -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "r"(%arg0 : !pdl.operation)
      pdl_interp.finalize
    }
  }
}

