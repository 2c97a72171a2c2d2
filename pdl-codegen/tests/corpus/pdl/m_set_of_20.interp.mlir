module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["test.op0", "test.op1", "test.op2", "test.op3", "test.op4", "test.op5", "test.op6", "test.op7", "test.op8", "test.op9", "test.op10", "test.op11", "test.op12", "test.op13", "test.op14", "test.op15", "test.op16", "test.op17", "test.op18", "test.op19"](^bb2, ^bb8, ^bb14, ^bb20, ^bb26, ^bb32, ^bb38, ^bb44, ^bb50, ^bb56, ^bb62, ^bb68, ^bb74, ^bb80, ^bb86, ^bb92, ^bb98, ^bb104, ^bb110, ^bb116) -> ^bb1
  ^bb1:  // 121 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33, ^bb34, ^bb35, ^bb36, ^bb37, ^bb38, ^bb39, ^bb40, ^bb41, ^bb42, ^bb43, ^bb44, ^bb45, ^bb46, ^bb47, ^bb48, ^bb49, ^bb50, ^bb51, ^bb52, ^bb53, ^bb54, ^bb55, ^bb56, ^bb57, ^bb58, ^bb59, ^bb60, ^bb61, ^bb62, ^bb63, ^bb64, ^bb65, ^bb66, ^bb67, ^bb68, ^bb69, ^bb70, ^bb71, ^bb72, ^bb73, ^bb74, ^bb75, ^bb76, ^bb77, ^bb78, ^bb79, ^bb80, ^bb81, ^bb82, ^bb83, ^bb84, ^bb85, ^bb86, ^bb87, ^bb88, ^bb89, ^bb90, ^bb91, ^bb92, ^bb93, ^bb94, ^bb95, ^bb96, ^bb97, ^bb98, ^bb99, ^bb100, ^bb101, ^bb102, ^bb103, ^bb104, ^bb105, ^bb106, ^bb107, ^bb108, ^bb109, ^bb110, ^bb111, ^bb112, ^bb113, ^bb114, ^bb115, ^bb116, ^bb117, ^bb118, ^bb119, ^bb120, ^bb121
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
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %2, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(0), generatedOps(["test.done0"]), loc([%arg0]), root("test.op0") -> ^bb1
  ^bb8:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_value_type of %4 : !pdl.type
    %7 = pdl_interp.get_value_type of %5 : !pdl.type
    pdl_interp.are_equal %6, %7 : !pdl.type -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%4, %6, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(1), generatedOps(["test.done1"]), loc([%arg0]), root("test.op1") -> ^bb1
  ^bb14:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %8 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %9 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %10 = pdl_interp.get_value_type of %8 : !pdl.type
    %11 = pdl_interp.get_value_type of %9 : !pdl.type
    pdl_interp.are_equal %10, %11 : !pdl.type -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%8, %10, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(2), generatedOps(["test.done2"]), loc([%arg0]), root("test.op2") -> ^bb1
  ^bb20:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %12 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %12 : !pdl.value -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    %13 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %13 : !pdl.value -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    %14 = pdl_interp.get_value_type of %12 : !pdl.type
    %15 = pdl_interp.get_value_type of %13 : !pdl.type
    pdl_interp.are_equal %14, %15 : !pdl.type -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%12, %14, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(3), generatedOps(["test.done3"]), loc([%arg0]), root("test.op3") -> ^bb1
  ^bb26:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb27, ^bb1
  ^bb27:  // pred: ^bb26
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb28, ^bb1
  ^bb28:  // pred: ^bb27
    %16 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %16 : !pdl.value -> ^bb29, ^bb1
  ^bb29:  // pred: ^bb28
    %17 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %17 : !pdl.value -> ^bb30, ^bb1
  ^bb30:  // pred: ^bb29
    %18 = pdl_interp.get_value_type of %16 : !pdl.type
    %19 = pdl_interp.get_value_type of %17 : !pdl.type
    pdl_interp.are_equal %18, %19 : !pdl.type -> ^bb31, ^bb1
  ^bb31:  // pred: ^bb30
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%16, %18, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(4), generatedOps(["test.done4"]), loc([%arg0]), root("test.op4") -> ^bb1
  ^bb32:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb33, ^bb1
  ^bb33:  // pred: ^bb32
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb34, ^bb1
  ^bb34:  // pred: ^bb33
    %20 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %20 : !pdl.value -> ^bb35, ^bb1
  ^bb35:  // pred: ^bb34
    %21 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %21 : !pdl.value -> ^bb36, ^bb1
  ^bb36:  // pred: ^bb35
    %22 = pdl_interp.get_value_type of %20 : !pdl.type
    %23 = pdl_interp.get_value_type of %21 : !pdl.type
    pdl_interp.are_equal %22, %23 : !pdl.type -> ^bb37, ^bb1
  ^bb37:  // pred: ^bb36
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%20, %22, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(0), generatedOps(["test.done5"]), loc([%arg0]), root("test.op5") -> ^bb1
  ^bb38:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb39, ^bb1
  ^bb39:  // pred: ^bb38
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb40, ^bb1
  ^bb40:  // pred: ^bb39
    %24 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %24 : !pdl.value -> ^bb41, ^bb1
  ^bb41:  // pred: ^bb40
    %25 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %25 : !pdl.value -> ^bb42, ^bb1
  ^bb42:  // pred: ^bb41
    %26 = pdl_interp.get_value_type of %24 : !pdl.type
    %27 = pdl_interp.get_value_type of %25 : !pdl.type
    pdl_interp.are_equal %26, %27 : !pdl.type -> ^bb43, ^bb1
  ^bb43:  // pred: ^bb42
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%24, %26, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(1), generatedOps(["test.done6"]), loc([%arg0]), root("test.op6") -> ^bb1
  ^bb44:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb45, ^bb1
  ^bb45:  // pred: ^bb44
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb46, ^bb1
  ^bb46:  // pred: ^bb45
    %28 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %28 : !pdl.value -> ^bb47, ^bb1
  ^bb47:  // pred: ^bb46
    %29 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %29 : !pdl.value -> ^bb48, ^bb1
  ^bb48:  // pred: ^bb47
    %30 = pdl_interp.get_value_type of %28 : !pdl.type
    %31 = pdl_interp.get_value_type of %29 : !pdl.type
    pdl_interp.are_equal %30, %31 : !pdl.type -> ^bb49, ^bb1
  ^bb49:  // pred: ^bb48
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_6(%28, %30, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(2), generatedOps(["test.done7"]), loc([%arg0]), root("test.op7") -> ^bb1
  ^bb50:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb51, ^bb1
  ^bb51:  // pred: ^bb50
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb52, ^bb1
  ^bb52:  // pred: ^bb51
    %32 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %32 : !pdl.value -> ^bb53, ^bb1
  ^bb53:  // pred: ^bb52
    %33 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %33 : !pdl.value -> ^bb54, ^bb1
  ^bb54:  // pred: ^bb53
    %34 = pdl_interp.get_value_type of %32 : !pdl.type
    %35 = pdl_interp.get_value_type of %33 : !pdl.type
    pdl_interp.are_equal %34, %35 : !pdl.type -> ^bb55, ^bb1
  ^bb55:  // pred: ^bb54
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_7(%32, %34, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(3), generatedOps(["test.done8"]), loc([%arg0]), root("test.op8") -> ^bb1
  ^bb56:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb57, ^bb1
  ^bb57:  // pred: ^bb56
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb58, ^bb1
  ^bb58:  // pred: ^bb57
    %36 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %36 : !pdl.value -> ^bb59, ^bb1
  ^bb59:  // pred: ^bb58
    %37 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %37 : !pdl.value -> ^bb60, ^bb1
  ^bb60:  // pred: ^bb59
    %38 = pdl_interp.get_value_type of %36 : !pdl.type
    %39 = pdl_interp.get_value_type of %37 : !pdl.type
    pdl_interp.are_equal %38, %39 : !pdl.type -> ^bb61, ^bb1
  ^bb61:  // pred: ^bb60
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_8(%36, %38, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(4), generatedOps(["test.done9"]), loc([%arg0]), root("test.op9") -> ^bb1
  ^bb62:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb63, ^bb1
  ^bb63:  // pred: ^bb62
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb64, ^bb1
  ^bb64:  // pred: ^bb63
    %40 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %40 : !pdl.value -> ^bb65, ^bb1
  ^bb65:  // pred: ^bb64
    %41 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %41 : !pdl.value -> ^bb66, ^bb1
  ^bb66:  // pred: ^bb65
    %42 = pdl_interp.get_value_type of %40 : !pdl.type
    %43 = pdl_interp.get_value_type of %41 : !pdl.type
    pdl_interp.are_equal %42, %43 : !pdl.type -> ^bb67, ^bb1
  ^bb67:  // pred: ^bb66
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_9(%40, %42, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(0), generatedOps(["test.done10"]), loc([%arg0]), root("test.op10") -> ^bb1
  ^bb68:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb69, ^bb1
  ^bb69:  // pred: ^bb68
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb70, ^bb1
  ^bb70:  // pred: ^bb69
    %44 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %44 : !pdl.value -> ^bb71, ^bb1
  ^bb71:  // pred: ^bb70
    %45 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %45 : !pdl.value -> ^bb72, ^bb1
  ^bb72:  // pred: ^bb71
    %46 = pdl_interp.get_value_type of %44 : !pdl.type
    %47 = pdl_interp.get_value_type of %45 : !pdl.type
    pdl_interp.are_equal %46, %47 : !pdl.type -> ^bb73, ^bb1
  ^bb73:  // pred: ^bb72
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_10(%44, %46, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(1), generatedOps(["test.done11"]), loc([%arg0]), root("test.op11") -> ^bb1
  ^bb74:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb75, ^bb1
  ^bb75:  // pred: ^bb74
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb76, ^bb1
  ^bb76:  // pred: ^bb75
    %48 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %48 : !pdl.value -> ^bb77, ^bb1
  ^bb77:  // pred: ^bb76
    %49 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %49 : !pdl.value -> ^bb78, ^bb1
  ^bb78:  // pred: ^bb77
    %50 = pdl_interp.get_value_type of %48 : !pdl.type
    %51 = pdl_interp.get_value_type of %49 : !pdl.type
    pdl_interp.are_equal %50, %51 : !pdl.type -> ^bb79, ^bb1
  ^bb79:  // pred: ^bb78
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_11(%48, %50, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(2), generatedOps(["test.done12"]), loc([%arg0]), root("test.op12") -> ^bb1
  ^bb80:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb81, ^bb1
  ^bb81:  // pred: ^bb80
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb82, ^bb1
  ^bb82:  // pred: ^bb81
    %52 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %52 : !pdl.value -> ^bb83, ^bb1
  ^bb83:  // pred: ^bb82
    %53 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %53 : !pdl.value -> ^bb84, ^bb1
  ^bb84:  // pred: ^bb83
    %54 = pdl_interp.get_value_type of %52 : !pdl.type
    %55 = pdl_interp.get_value_type of %53 : !pdl.type
    pdl_interp.are_equal %54, %55 : !pdl.type -> ^bb85, ^bb1
  ^bb85:  // pred: ^bb84
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_12(%52, %54, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(3), generatedOps(["test.done13"]), loc([%arg0]), root("test.op13") -> ^bb1
  ^bb86:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb87, ^bb1
  ^bb87:  // pred: ^bb86
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb88, ^bb1
  ^bb88:  // pred: ^bb87
    %56 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %56 : !pdl.value -> ^bb89, ^bb1
  ^bb89:  // pred: ^bb88
    %57 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %57 : !pdl.value -> ^bb90, ^bb1
  ^bb90:  // pred: ^bb89
    %58 = pdl_interp.get_value_type of %56 : !pdl.type
    %59 = pdl_interp.get_value_type of %57 : !pdl.type
    pdl_interp.are_equal %58, %59 : !pdl.type -> ^bb91, ^bb1
  ^bb91:  // pred: ^bb90
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_13(%56, %58, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(4), generatedOps(["test.done14"]), loc([%arg0]), root("test.op14") -> ^bb1
  ^bb92:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb93, ^bb1
  ^bb93:  // pred: ^bb92
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb94, ^bb1
  ^bb94:  // pred: ^bb93
    %60 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %60 : !pdl.value -> ^bb95, ^bb1
  ^bb95:  // pred: ^bb94
    %61 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %61 : !pdl.value -> ^bb96, ^bb1
  ^bb96:  // pred: ^bb95
    %62 = pdl_interp.get_value_type of %60 : !pdl.type
    %63 = pdl_interp.get_value_type of %61 : !pdl.type
    pdl_interp.are_equal %62, %63 : !pdl.type -> ^bb97, ^bb1
  ^bb97:  // pred: ^bb96
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_14(%60, %62, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(0), generatedOps(["test.done15"]), loc([%arg0]), root("test.op15") -> ^bb1
  ^bb98:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb99, ^bb1
  ^bb99:  // pred: ^bb98
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb100, ^bb1
  ^bb100:  // pred: ^bb99
    %64 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %64 : !pdl.value -> ^bb101, ^bb1
  ^bb101:  // pred: ^bb100
    %65 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %65 : !pdl.value -> ^bb102, ^bb1
  ^bb102:  // pred: ^bb101
    %66 = pdl_interp.get_value_type of %64 : !pdl.type
    %67 = pdl_interp.get_value_type of %65 : !pdl.type
    pdl_interp.are_equal %66, %67 : !pdl.type -> ^bb103, ^bb1
  ^bb103:  // pred: ^bb102
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_15(%64, %66, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(1), generatedOps(["test.done16"]), loc([%arg0]), root("test.op16") -> ^bb1
  ^bb104:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb105, ^bb1
  ^bb105:  // pred: ^bb104
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb106, ^bb1
  ^bb106:  // pred: ^bb105
    %68 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %68 : !pdl.value -> ^bb107, ^bb1
  ^bb107:  // pred: ^bb106
    %69 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %69 : !pdl.value -> ^bb108, ^bb1
  ^bb108:  // pred: ^bb107
    %70 = pdl_interp.get_value_type of %68 : !pdl.type
    %71 = pdl_interp.get_value_type of %69 : !pdl.type
    pdl_interp.are_equal %70, %71 : !pdl.type -> ^bb109, ^bb1
  ^bb109:  // pred: ^bb108
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_16(%68, %70, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(2), generatedOps(["test.done17"]), loc([%arg0]), root("test.op17") -> ^bb1
  ^bb110:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb111, ^bb1
  ^bb111:  // pred: ^bb110
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb112, ^bb1
  ^bb112:  // pred: ^bb111
    %72 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %72 : !pdl.value -> ^bb113, ^bb1
  ^bb113:  // pred: ^bb112
    %73 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %73 : !pdl.value -> ^bb114, ^bb1
  ^bb114:  // pred: ^bb113
    %74 = pdl_interp.get_value_type of %72 : !pdl.type
    %75 = pdl_interp.get_value_type of %73 : !pdl.type
    pdl_interp.are_equal %74, %75 : !pdl.type -> ^bb115, ^bb1
  ^bb115:  // pred: ^bb114
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_17(%72, %74, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(3), generatedOps(["test.done18"]), loc([%arg0]), root("test.op18") -> ^bb1
  ^bb116:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb117, ^bb1
  ^bb117:  // pred: ^bb116
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb118, ^bb1
  ^bb118:  // pred: ^bb117
    %76 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %76 : !pdl.value -> ^bb119, ^bb1
  ^bb119:  // pred: ^bb118
    %77 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %77 : !pdl.value -> ^bb120, ^bb1
  ^bb120:  // pred: ^bb119
    %78 = pdl_interp.get_value_type of %76 : !pdl.type
    %79 = pdl_interp.get_value_type of %77 : !pdl.type
    pdl_interp.are_equal %78, %79 : !pdl.type -> ^bb121, ^bb1
  ^bb121:  // pred: ^bb120
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_18(%76, %78, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(4), generatedOps(["test.done19"]), loc([%arg0]), root("test.op19") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done0"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done1"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done2"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done3"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done4"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done5"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done6"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_6(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done7"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_7(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done8"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_8(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done9"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_9(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done10"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_10(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done11"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_11(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done12"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_12(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done13"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_13(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done14"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_14(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done15"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_15(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done16"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_16(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done17"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_17(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done18"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_18(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "test.done19"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
}

