module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_operand 0 of %arg0
    %1 = pdl_interp.get_defining_op of %0 : !pdl.value
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
  ^bb1:  // 70 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb30, ^bb31, ^bb38, ^bb39, ^bb40, ^bb41, ^bb42, ^bb43, ^bb44, ^bb45, ^bb46, ^bb47, ^bb48, ^bb49, ^bb50, ^bb51, ^bb52, ^bb53, ^bb54, ^bb55, ^bb56, ^bb57, ^bb58, ^bb59, ^bb60, ^bb61, ^bb62, ^bb63, ^bb64, ^bb65, ^bb66, ^bb67, ^bb68, ^bb69, ^bb70, ^bb71, ^bb72, ^bb73, ^bb74, ^bb75, ^bb76, ^bb77
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %2 = pdl_interp.get_operand 0 of %1
    %3 = pdl_interp.get_defining_op of %2 : !pdl.value
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %4 = pdl_interp.get_operand 0 of %3
    %5 = pdl_interp.get_defining_op of %4 : !pdl.value
    pdl_interp.is_not_null %5 : !pdl.operation -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operation_name of %arg0 is "test.root" -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.switch_operand_count of %arg0 to dense<[1, 2]> : vector<2xi32>(^bb6, ^bb45) -> ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %6 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_operation_name of %1 is "test.p2" -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_operand_count of %1 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_result_count of %1 is 1 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %7 = pdl_interp.get_result 0 of %1
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.are_equal %7, %0 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_operation_name of %3 is "test.p1" -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.check_operand_count of %3 is 1 -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.check_result_count of %3 is 1 -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %8 = pdl_interp.get_result 0 of %3
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.are_equal %8, %2 : !pdl.value -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.check_operation_name of %5 is "test.p0" -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    pdl_interp.switch_operand_count of %5 to dense<[1, 0]> : vector<2xi32>(^bb23, ^bb38) -> ^bb1
  ^bb23:  // pred: ^bb22
    pdl_interp.check_result_count of %5 is 1 -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    %9 = pdl_interp.get_result 0 of %5
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    pdl_interp.are_equal %9, %4 : !pdl.value -> ^bb26, ^bb1
  ^bb26:  // pred: ^bb25
    %10 = pdl_interp.get_value_type of %9 : !pdl.type
    %11 = pdl_interp.get_value_type of %8 : !pdl.type
    pdl_interp.are_equal %10, %11 : !pdl.type -> ^bb27, ^bb1
  ^bb27:  // pred: ^bb26
    %12 = pdl_interp.get_value_type of %7 : !pdl.type
    pdl_interp.are_equal %10, %12 : !pdl.type -> ^bb28, ^bb1
  ^bb28:  // pred: ^bb27
    %13 = pdl_interp.get_operand 0 of %5
    pdl_interp.is_not_null %13 : !pdl.value -> ^bb29, ^bb1
  ^bb29:  // pred: ^bb28
    %14 = pdl_interp.get_value_type of %6 : !pdl.type
    pdl_interp.are_equal %10, %14 : !pdl.type -> ^bb32, ^bb30
  ^bb30:  // 3 preds: ^bb29, ^bb34, ^bb35
    %15 = pdl_interp.get_value_type of %6 : !pdl.type
    pdl_interp.check_type %15 is i32 -> ^bb31, ^bb1
  ^bb31:  // pred: ^bb30
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%13, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["test.root_i32"]), loc([%1, %3, %5, %arg0]), root("test.root") -> ^bb1
  ^bb32:  // pred: ^bb29
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%13, %arg0 : !pdl.value, !pdl.operation) : benefit(1), loc([%1, %3, %5, %arg0]), root("test.root") -> ^bb33
  ^bb33:  // pred: ^bb32
    %16 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %16 : !pdl.attribute -> ^bb36, ^bb34
  ^bb34:  // 3 preds: ^bb33, ^bb36, ^bb37
    pdl_interp.apply_constraint "single_use"(%0 : !pdl.value) -> ^bb35, ^bb30
  ^bb35:  // pred: ^bb34
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %3 : !pdl.operation, !pdl.operation) : benefit(2), loc([%1, %3, %5, %arg0]), root("test.root") -> ^bb30
  ^bb36:  // pred: ^bb33
    pdl_interp.check_attribute %16 is 7 : i64 -> ^bb37, ^bb34
  ^bb37:  // pred: ^bb36
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0, %5 : !pdl.operation, !pdl.operation) : benefit(2), loc([%1, %3, %5, %arg0]), root("test.root") -> ^bb34
  ^bb38:  // pred: ^bb22
    pdl_interp.check_result_count of %5 is 1 -> ^bb39, ^bb1
  ^bb39:  // pred: ^bb38
    %17 = pdl_interp.get_result 0 of %5
    pdl_interp.is_not_null %17 : !pdl.value -> ^bb40, ^bb1
  ^bb40:  // pred: ^bb39
    pdl_interp.are_equal %17, %4 : !pdl.value -> ^bb41, ^bb1
  ^bb41:  // pred: ^bb40
    %18 = pdl_interp.get_value_type of %17 : !pdl.type
    %19 = pdl_interp.get_value_type of %8 : !pdl.type
    pdl_interp.are_equal %18, %19 : !pdl.type -> ^bb42, ^bb1
  ^bb42:  // pred: ^bb41
    %20 = pdl_interp.get_value_type of %7 : !pdl.type
    pdl_interp.are_equal %18, %20 : !pdl.type -> ^bb43, ^bb1
  ^bb43:  // pred: ^bb42
    %21 = pdl_interp.get_value_type of %6 : !pdl.type
    pdl_interp.are_equal %18, %21 : !pdl.type -> ^bb44, ^bb1
  ^bb44:  // pred: ^bb43
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(4), loc([%1, %3, %arg0, %5]), root("test.root") -> ^bb1
  ^bb45:  // pred: ^bb5
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb46, ^bb1
  ^bb46:  // pred: ^bb45
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb47, ^bb1
  ^bb47:  // pred: ^bb46
    %22 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %22 : !pdl.value -> ^bb48, ^bb1
  ^bb48:  // pred: ^bb47
    pdl_interp.check_operation_name of %1 is "test.p2" -> ^bb49, ^bb1
  ^bb49:  // pred: ^bb48
    pdl_interp.check_operand_count of %1 is 1 -> ^bb50, ^bb1
  ^bb50:  // pred: ^bb49
    pdl_interp.check_result_count of %1 is 1 -> ^bb51, ^bb1
  ^bb51:  // pred: ^bb50
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb52, ^bb1
  ^bb52:  // pred: ^bb51
    %23 = pdl_interp.get_result 0 of %1
    pdl_interp.is_not_null %23 : !pdl.value -> ^bb53, ^bb1
  ^bb53:  // pred: ^bb52
    pdl_interp.are_equal %23, %0 : !pdl.value -> ^bb54, ^bb1
  ^bb54:  // pred: ^bb53
    pdl_interp.check_operation_name of %3 is "test.p1" -> ^bb55, ^bb1
  ^bb55:  // pred: ^bb54
    pdl_interp.check_operand_count of %3 is 1 -> ^bb56, ^bb1
  ^bb56:  // pred: ^bb55
    pdl_interp.check_result_count of %3 is 1 -> ^bb57, ^bb1
  ^bb57:  // pred: ^bb56
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb58, ^bb1
  ^bb58:  // pred: ^bb57
    %24 = pdl_interp.get_result 0 of %3
    pdl_interp.is_not_null %24 : !pdl.value -> ^bb59, ^bb1
  ^bb59:  // pred: ^bb58
    pdl_interp.are_equal %24, %2 : !pdl.value -> ^bb60, ^bb1
  ^bb60:  // pred: ^bb59
    pdl_interp.check_operation_name of %5 is "test.p0" -> ^bb61, ^bb1
  ^bb61:  // pred: ^bb60
    pdl_interp.check_operand_count of %5 is 1 -> ^bb62, ^bb1
  ^bb62:  // pred: ^bb61
    pdl_interp.check_result_count of %5 is 1 -> ^bb63, ^bb1
  ^bb63:  // pred: ^bb62
    %25 = pdl_interp.get_result 0 of %5
    pdl_interp.is_not_null %25 : !pdl.value -> ^bb64, ^bb1
  ^bb64:  // pred: ^bb63
    pdl_interp.are_equal %25, %4 : !pdl.value -> ^bb65, ^bb1
  ^bb65:  // pred: ^bb64
    %26 = pdl_interp.get_value_type of %25 : !pdl.type
    %27 = pdl_interp.get_value_type of %24 : !pdl.type
    pdl_interp.are_equal %26, %27 : !pdl.type -> ^bb66, ^bb1
  ^bb66:  // pred: ^bb65
    %28 = pdl_interp.get_value_type of %23 : !pdl.type
    pdl_interp.are_equal %26, %28 : !pdl.type -> ^bb67, ^bb1
  ^bb67:  // pred: ^bb66
    %29 = pdl_interp.get_operand 0 of %5
    pdl_interp.is_not_null %29 : !pdl.value -> ^bb68, ^bb1
  ^bb68:  // pred: ^bb67
    %30 = pdl_interp.get_value_type of %22 : !pdl.type
    pdl_interp.are_equal %26, %30 : !pdl.type -> ^bb69, ^bb1
  ^bb69:  // pred: ^bb68
    %31 = pdl_interp.get_operand 1 of %arg0
    %32 = pdl_interp.get_defining_op of %31 : !pdl.value
    pdl_interp.is_not_null %32 : !pdl.operation -> ^bb70, ^bb1
  ^bb70:  // pred: ^bb69
    pdl_interp.is_not_null %31 : !pdl.value -> ^bb71, ^bb1
  ^bb71:  // pred: ^bb70
    pdl_interp.check_operation_name of %32 is "test.q" -> ^bb72, ^bb1
  ^bb72:  // pred: ^bb71
    pdl_interp.check_operand_count of %32 is 0 -> ^bb73, ^bb1
  ^bb73:  // pred: ^bb72
    pdl_interp.check_result_count of %32 is 1 -> ^bb74, ^bb1
  ^bb74:  // pred: ^bb73
    %33 = pdl_interp.get_result 0 of %32
    pdl_interp.is_not_null %33 : !pdl.value -> ^bb75, ^bb1
  ^bb75:  // pred: ^bb74
    pdl_interp.are_equal %33, %31 : !pdl.value -> ^bb76, ^bb1
  ^bb76:  // pred: ^bb75
    %34 = pdl_interp.get_value_type of %33 : !pdl.type
    pdl_interp.are_equal %26, %34 : !pdl.type -> ^bb77, ^bb1
  ^bb77:  // pred: ^bb76
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0, %32 : !pdl.operation, !pdl.operation) : benefit(1), loc([%arg0, %1, %3, %5, %32]), root("test.root") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_type i32
      %1 = pdl_interp.create_operation "test.root_i32"(%arg0 : !pdl.value)  -> (%0 : !pdl.type)
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.operation) {
      pdl_interp.apply_rewrite "with_constraint"(%arg0, %arg1 : !pdl.operation, !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation, %arg1: !pdl.operation) {
      pdl_interp.apply_rewrite "with_attr"(%arg0, %arg1 : !pdl.operation, !pdl.operation)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation, %arg1: !pdl.operation) {
      pdl_interp.apply_rewrite "second_operand"(%arg0, %arg1 : !pdl.operation, !pdl.operation)
      pdl_interp.finalize
    }
  }
}

