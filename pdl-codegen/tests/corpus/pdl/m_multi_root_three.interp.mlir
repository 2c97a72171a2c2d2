module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_operand 0 of %arg0
    %1 = pdl_interp.get_defining_op of %0 : !pdl.value
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
  ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operation_name of %arg0 is "test.a" -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_users of %0 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %3 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 14 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %1 is "test.p" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      pdl_interp.check_operation_name of %arg1 is "test.b" -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.check_operand_count of %1 is 1 -> ^bb5, ^bb1
    ^bb5:  // pred: ^bb4
      pdl_interp.check_operand_count of %arg1 is 2 -> ^bb6, ^bb1
    ^bb6:  // pred: ^bb5
      pdl_interp.check_result_count of %1 is 1 -> ^bb7, ^bb1
    ^bb7:  // pred: ^bb6
      pdl_interp.check_result_count of %arg1 is 0 -> ^bb8, ^bb1
    ^bb8:  // pred: ^bb7
      %4 = pdl_interp.get_operand 0 of %1
      pdl_interp.is_not_null %4 : !pdl.value -> ^bb9, ^bb1
    ^bb9:  // pred: ^bb8
      %5 = pdl_interp.get_operand 0 of %arg1
      pdl_interp.are_equal %5, %0 : !pdl.value -> ^bb10, ^bb1
    ^bb10:  // pred: ^bb9
      %6 = pdl_interp.get_operand 1 of %arg1
      pdl_interp.are_equal %4, %6 : !pdl.value -> ^bb11, ^bb1
    ^bb11:  // pred: ^bb10
      %7 = pdl_interp.get_result 0 of %1
      pdl_interp.is_not_null %7 : !pdl.value -> ^bb12, ^bb1
    ^bb12:  // pred: ^bb11
      pdl_interp.are_equal %7, %0 : !pdl.value -> ^bb13, ^bb1
    ^bb13:  // pred: ^bb12
      %8 = pdl_interp.get_value_type of %7 : !pdl.type
      %9 = pdl_interp.get_value_type of %2 : !pdl.type
      pdl_interp.are_equal %8, %9 : !pdl.type -> ^bb14, ^bb1
    ^bb14:  // pred: ^bb13
      %10 = pdl_interp.get_users of %4 : !pdl.value
      pdl_interp.foreach %arg2 : !pdl.operation in %10 {
        pdl_interp.is_not_null %arg2 : !pdl.operation -> ^bb2, ^bb1
      ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
        pdl_interp.continue
      ^bb2:  // pred: ^bb0
        pdl_interp.check_operation_name of %arg2 is "x.c" -> ^bb3, ^bb1
      ^bb3:  // pred: ^bb2
        pdl_interp.check_operand_count of %arg2 is 1 -> ^bb4, ^bb1
      ^bb4:  // pred: ^bb3
        pdl_interp.check_result_count of %arg2 is 1 -> ^bb5, ^bb1
      ^bb5:  // pred: ^bb4
        %11 = pdl_interp.get_operand 0 of %arg2
        pdl_interp.are_equal %11, %4 : !pdl.value -> ^bb6, ^bb1
      ^bb6:  // pred: ^bb5
        %12 = pdl_interp.get_result 0 of %arg2
        pdl_interp.is_not_null %12 : !pdl.value -> ^bb7, ^bb1
      ^bb7:  // pred: ^bb6
        %13 = pdl_interp.get_value_type of %12 : !pdl.type
        pdl_interp.are_equal %13, %8 : !pdl.type -> ^bb8, ^bb1
      ^bb8:  // pred: ^bb7
        pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%4, %8, %arg0, %arg2, %arg1 : !pdl.value, !pdl.type, !pdl.operation, !pdl.operation, !pdl.operation) : benefit(1), generatedOps(["test.fused"]), loc([%1, %arg0, %arg1, %arg2]), root("test.a") -> ^bb1
      } -> ^bb1
    } -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation, %arg3: !pdl.operation, %arg4: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.fused"(%arg0 : !pdl.value)  -> (%arg1, %arg1 : !pdl.type, !pdl.type)
      %1 = pdl_interp.get_result 0 of %0
      %2 = pdl_interp.get_result 1 of %0
      pdl_interp.replace %arg2 with (%1 : !pdl.value)
      pdl_interp.replace %arg3 with (%2 : !pdl.value)
      pdl_interp.erase %arg4
      pdl_interp.finalize
    }
  }
}

