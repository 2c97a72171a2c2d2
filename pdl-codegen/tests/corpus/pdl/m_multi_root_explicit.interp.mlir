module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["test.second", "test.use_b"](^bb2, ^bb6) -> ^bb1
  ^bb1:  // 9 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_users of %0 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %1 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "test.first" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      pdl_interp.check_operand_count of %arg1 is 1 -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.check_result_count of %arg1 is 1 -> ^bb5, ^bb1
    ^bb5:  // pred: ^bb4
      %4 = pdl_interp.get_operand 0 of %arg1
      pdl_interp.are_equal %4, %0 : !pdl.value -> ^bb6, ^bb1
    ^bb6:  // pred: ^bb5
      %5 = pdl_interp.get_result 0 of %arg0
      pdl_interp.is_not_null %5 : !pdl.value -> ^bb7, ^bb1
    ^bb7:  // pred: ^bb6
      %6 = pdl_interp.get_value_type of %0 : !pdl.type
      %7 = pdl_interp.get_value_type of %5 : !pdl.type
      pdl_interp.are_equal %6, %7 : !pdl.type -> ^bb8, ^bb1
    ^bb8:  // pred: ^bb7
      pdl_interp.foreach %arg2 : !pdl.operation in %1 {
        pdl_interp.is_not_null %arg2 : !pdl.operation -> ^bb2, ^bb1
      ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
        pdl_interp.continue
      ^bb2:  // pred: ^bb0
        pdl_interp.check_operation_name of %arg2 is "test.third" -> ^bb3, ^bb1
      ^bb3:  // pred: ^bb2
        pdl_interp.check_operand_count of %arg2 is 1 -> ^bb4, ^bb1
      ^bb4:  // pred: ^bb3
        pdl_interp.check_result_count of %arg2 is 0 -> ^bb5, ^bb1
      ^bb5:  // pred: ^bb4
        %8 = pdl_interp.get_operand 0 of %arg2
        pdl_interp.are_equal %8, %0 : !pdl.value -> ^bb6, ^bb1
      ^bb6:  // pred: ^bb5
        %9 = pdl_interp.get_result 0 of %arg1
        pdl_interp.is_not_null %9 : !pdl.value -> ^bb7, ^bb1
      ^bb7:  // pred: ^bb6
        %10 = pdl_interp.get_value_type of %9 : !pdl.type
        pdl_interp.are_equal %10, %6 : !pdl.type -> ^bb8, ^bb1
      ^bb8:  // pred: ^bb7
        pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %6, %arg1, %arg0, %arg2 : !pdl.value, !pdl.type, !pdl.operation, !pdl.operation, !pdl.operation) : benefit(2), generatedOps(["test.both"]), loc([%arg0, %arg1, %arg2]), root("test.second") -> ^bb1
      } -> ^bb1
    } -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %3 = pdl_interp.get_users of %2 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %3 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 12 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "test.use_a" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      pdl_interp.check_operand_count of %arg1 is 1 -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.check_result_count of %arg1 is 0 -> ^bb5, ^bb1
    ^bb5:  // pred: ^bb4
      %4 = pdl_interp.get_operand 0 of %arg1
      pdl_interp.are_equal %4, %2 : !pdl.value -> ^bb6, ^bb1
    ^bb6:  // pred: ^bb5
      %5 = pdl_interp.get_defining_op of %2 : !pdl.value
      pdl_interp.is_not_null %5 : !pdl.operation -> ^bb7, ^bb1
    ^bb7:  // pred: ^bb6
      pdl_interp.check_operation_name of %5 is "test.first" -> ^bb8, ^bb1
    ^bb8:  // pred: ^bb7
      pdl_interp.check_operand_count of %5 is 0 -> ^bb9, ^bb1
    ^bb9:  // pred: ^bb8
      pdl_interp.check_result_count of %5 is 1 -> ^bb10, ^bb1
    ^bb10:  // pred: ^bb9
      %6 = pdl_interp.get_result 0 of %5
      pdl_interp.is_not_null %6 : !pdl.value -> ^bb11, ^bb1
    ^bb11:  // pred: ^bb10
      pdl_interp.are_equal %6, %2 : !pdl.value -> ^bb12, ^bb1
    ^bb12:  // pred: ^bb11
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %arg1, %5 : !pdl.operation, !pdl.operation, !pdl.operation) : benefit(1), loc([%arg0, %arg1, %5]), root("test.use_b") -> ^bb1
    } -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation, %arg3: !pdl.operation, %arg4: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.both"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      %2 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg3 with (%2 : !pdl.range<value>)
      pdl_interp.erase %arg4
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      pdl_interp.apply_rewrite "merge_uses"(%arg0, %arg1, %arg2 : !pdl.operation, !pdl.operation, !pdl.operation)
      pdl_interp.finalize
    }
  }
}

