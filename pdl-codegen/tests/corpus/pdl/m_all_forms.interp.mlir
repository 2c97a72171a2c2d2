module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["test.op", "test.a", "test.b"](^bb2, ^bb18, ^bb21) -> ^bb1
  ^bb1:  // 23 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_results 1 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %0 : !pdl.range<value> -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is at_least 2 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_result_count of %arg0 is at_least 1 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %2 : !pdl.range<value> -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_operands 2 of %arg0 : !pdl.value
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.apply_constraint "ret"(%3 : !pdl.value) : !pdl.attribute -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %5 = pdl_interp.get_attribute "attr" of %arg0
    pdl_interp.is_not_null %5 : !pdl.attribute -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %6 = pdl_interp.get_attribute "c" of %arg0
    pdl_interp.is_not_null %6 : !pdl.attribute -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_attribute %6 is 10 : i64 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %7 = pdl_interp.get_attribute_type of %5
    pdl_interp.apply_constraint "check"(%5, %7 : !pdl.attribute, !pdl.type) -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %8 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %9 = pdl_interp.get_value_type of %1 : !pdl.type
    pdl_interp.check_type %9 is i32 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %10 = pdl_interp.get_value_type of %0 : !pdl.range<type>
    pdl_interp.check_types %10 are [i32, f32] -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %11 = pdl_interp.get_value_type of %8 : !pdl.type
    pdl_interp.are_equal %9, %11 : !pdl.type -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %12 = pdl_interp.get_users of %8 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %12 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operand_count of %arg1 is 1 -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      pdl_interp.check_result_count of %arg1 is 1 -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.apply_constraint "neg"(%arg1 : !pdl.operation) {isNegated = true} -> ^bb5, ^bb1
    ^bb5:  // pred: ^bb4
      %13 = pdl_interp.get_operand 0 of %arg1
      pdl_interp.are_equal %13, %8 : !pdl.value -> ^bb6, ^bb1
    ^bb6:  // pred: ^bb5
      %14 = pdl_interp.get_result 0 of %arg1
      pdl_interp.is_not_null %14 : !pdl.value -> ^bb7, ^bb1
    ^bb7:  // pred: ^bb6
      %15 = pdl_interp.get_value_type of %14 : !pdl.type
      pdl_interp.are_equal %15, %7 : !pdl.type -> ^bb8, ^bb1
    ^bb8:  // pred: ^bb7
      %16 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%8, %16, %4, %2, %arg0, %arg1 : !pdl.value, !pdl.range<value>, !pdl.attribute, !pdl.range<value>, !pdl.operation, !pdl.operation) : benefit(3), generatedOps(["test.new"]), loc([%arg0, %arg1]), root("test.op") -> ^bb1
    } -> ^bb1
  ^bb18:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(0), loc([%arg0]), root("test.a") -> ^bb1
  ^bb21:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(32767), generatedOps(["test.c"]), loc([%arg0]), root("test.b") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.range<value>, %arg2: !pdl.attribute, %arg3: !pdl.range<value>, %arg4: !pdl.operation, %arg5: !pdl.operation) {
      %0 = pdl_interp.create_type f64
      %1 = pdl_interp.create_attribute "s"
      %2 = pdl_interp.create_range %arg0, %arg1 : !pdl.value, !pdl.range<value> 
      %3 = pdl_interp.create_range : !pdl.range<type>
      %4 = pdl_interp.create_operation "test.new"(%2 : !pdl.range<value>) {"x" = %1, "y" = %arg2}  -> (%0, %3 : !pdl.type, !pdl.range<type>)
      %5 = pdl_interp.get_result 0 of %4
      %6:2 = pdl_interp.apply_rewrite "make"(%5 : !pdl.value) : !pdl.value, !pdl.operation
      pdl_interp.replace %arg4 with (%5, %6#0, %arg3 : !pdl.value, !pdl.value, !pdl.range<value>)
      pdl_interp.erase %arg5
      pdl_interp.apply_rewrite "side"(%4 : !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      pdl_interp.apply_rewrite "ext"(%arg0, %arg0 : !pdl.operation, !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "test.c"  -> (%1 : !pdl.range<type>)
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
}

