"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({
  ^bb0(%arg60: !pdl.operation):
    "pdl_interp.switch_operation_name"(%arg60)[^bb1, ^bb2, ^bb8, ^bb14, ^bb20, ^bb26, ^bb32, ^bb38, ^bb44, ^bb50, ^bb56, ^bb62, ^bb68, ^bb74, ^bb80, ^bb86, ^bb92, ^bb98, ^bb104, ^bb110, ^bb116] <{caseValues = ["test.op0", "test.op1", "test.op2", "test.op3", "test.op4", "test.op5", "test.op6", "test.op7", "test.op8", "test.op9", "test.op10", "test.op11", "test.op12", "test.op13", "test.op14", "test.op15", "test.op16", "test.op17", "test.op18", "test.op19"]}> : (!pdl.operation) -> ()
  ^bb1:  // 121 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32, ^bb33, ^bb34, ^bb35, ^bb36, ^bb37, ^bb38, ^bb39, ^bb40, ^bb41, ^bb42, ^bb43, ^bb44, ^bb45, ^bb46, ^bb47, ^bb48, ^bb49, ^bb50, ^bb51, ^bb52, ^bb53, ^bb54, ^bb55, ^bb56, ^bb57, ^bb58, ^bb59, ^bb60, ^bb61, ^bb62, ^bb63, ^bb64, ^bb65, ^bb66, ^bb67, ^bb68, ^bb69, ^bb70, ^bb71, ^bb72, ^bb73, ^bb74, ^bb75, ^bb76, ^bb77, ^bb78, ^bb79, ^bb80, ^bb81, ^bb82, ^bb83, ^bb84, ^bb85, ^bb86, ^bb87, ^bb88, ^bb89, ^bb90, ^bb91, ^bb92, ^bb93, ^bb94, ^bb95, ^bb96, ^bb97, ^bb98, ^bb99, ^bb100, ^bb101, ^bb102, ^bb103, ^bb104, ^bb105, ^bb106, ^bb107, ^bb108, ^bb109, ^bb110, ^bb111, ^bb112, ^bb113, ^bb114, ^bb115, ^bb116, ^bb117, ^bb118, ^bb119, ^bb120, ^bb121
    "pdl_interp.finalize"() : () -> ()
  ^bb2:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb3, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb3:  // pred: ^bb2
    "pdl_interp.check_result_count"(%arg60)[^bb4, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb4:  // pred: ^bb3
    %40 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%40)[^bb5, ^bb1] : (!pdl.value) -> ()
  ^bb5:  // pred: ^bb4
    %41 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%41)[^bb6, ^bb1] : (!pdl.value) -> ()
  ^bb6:  // pred: ^bb5
    %42 = "pdl_interp.get_value_type"(%40) : (!pdl.value) -> !pdl.type
    %43 = "pdl_interp.get_value_type"(%41) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%42, %43)[^bb7, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb7:  // pred: ^bb6
    "pdl_interp.record_match"(%40, %42, %arg60, %arg60)[^bb1] <{benefit = 0 : i16, generatedOps = ["test.done0"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter, rootKind = "test.op0"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb8:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb9, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb9:  // pred: ^bb8
    "pdl_interp.check_result_count"(%arg60)[^bb10, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb10:  // pred: ^bb9
    %44 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%44)[^bb11, ^bb1] : (!pdl.value) -> ()
  ^bb11:  // pred: ^bb10
    %45 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%45)[^bb12, ^bb1] : (!pdl.value) -> ()
  ^bb12:  // pred: ^bb11
    %46 = "pdl_interp.get_value_type"(%44) : (!pdl.value) -> !pdl.type
    %47 = "pdl_interp.get_value_type"(%45) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%46, %47)[^bb13, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb13:  // pred: ^bb12
    "pdl_interp.record_match"(%44, %46, %arg60, %arg60)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.done1"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_0, rootKind = "test.op1"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb14:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb15, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb15:  // pred: ^bb14
    "pdl_interp.check_result_count"(%arg60)[^bb16, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb16:  // pred: ^bb15
    %48 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%48)[^bb17, ^bb1] : (!pdl.value) -> ()
  ^bb17:  // pred: ^bb16
    %49 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%49)[^bb18, ^bb1] : (!pdl.value) -> ()
  ^bb18:  // pred: ^bb17
    %50 = "pdl_interp.get_value_type"(%48) : (!pdl.value) -> !pdl.type
    %51 = "pdl_interp.get_value_type"(%49) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%50, %51)[^bb19, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb19:  // pred: ^bb18
    "pdl_interp.record_match"(%48, %50, %arg60, %arg60)[^bb1] <{benefit = 2 : i16, generatedOps = ["test.done2"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_1, rootKind = "test.op2"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb20:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb21, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb21:  // pred: ^bb20
    "pdl_interp.check_result_count"(%arg60)[^bb22, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb22:  // pred: ^bb21
    %52 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%52)[^bb23, ^bb1] : (!pdl.value) -> ()
  ^bb23:  // pred: ^bb22
    %53 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%53)[^bb24, ^bb1] : (!pdl.value) -> ()
  ^bb24:  // pred: ^bb23
    %54 = "pdl_interp.get_value_type"(%52) : (!pdl.value) -> !pdl.type
    %55 = "pdl_interp.get_value_type"(%53) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%54, %55)[^bb25, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb25:  // pred: ^bb24
    "pdl_interp.record_match"(%52, %54, %arg60, %arg60)[^bb1] <{benefit = 3 : i16, generatedOps = ["test.done3"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_2, rootKind = "test.op3"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb26:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb27, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb27:  // pred: ^bb26
    "pdl_interp.check_result_count"(%arg60)[^bb28, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb28:  // pred: ^bb27
    %56 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%56)[^bb29, ^bb1] : (!pdl.value) -> ()
  ^bb29:  // pred: ^bb28
    %57 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%57)[^bb30, ^bb1] : (!pdl.value) -> ()
  ^bb30:  // pred: ^bb29
    %58 = "pdl_interp.get_value_type"(%56) : (!pdl.value) -> !pdl.type
    %59 = "pdl_interp.get_value_type"(%57) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%58, %59)[^bb31, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb31:  // pred: ^bb30
    "pdl_interp.record_match"(%56, %58, %arg60, %arg60)[^bb1] <{benefit = 4 : i16, generatedOps = ["test.done4"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_3, rootKind = "test.op4"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb32:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb33, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb33:  // pred: ^bb32
    "pdl_interp.check_result_count"(%arg60)[^bb34, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb34:  // pred: ^bb33
    %60 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%60)[^bb35, ^bb1] : (!pdl.value) -> ()
  ^bb35:  // pred: ^bb34
    %61 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%61)[^bb36, ^bb1] : (!pdl.value) -> ()
  ^bb36:  // pred: ^bb35
    %62 = "pdl_interp.get_value_type"(%60) : (!pdl.value) -> !pdl.type
    %63 = "pdl_interp.get_value_type"(%61) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%62, %63)[^bb37, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb37:  // pred: ^bb36
    "pdl_interp.record_match"(%60, %62, %arg60, %arg60)[^bb1] <{benefit = 0 : i16, generatedOps = ["test.done5"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_4, rootKind = "test.op5"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb38:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb39, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb39:  // pred: ^bb38
    "pdl_interp.check_result_count"(%arg60)[^bb40, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb40:  // pred: ^bb39
    %64 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%64)[^bb41, ^bb1] : (!pdl.value) -> ()
  ^bb41:  // pred: ^bb40
    %65 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%65)[^bb42, ^bb1] : (!pdl.value) -> ()
  ^bb42:  // pred: ^bb41
    %66 = "pdl_interp.get_value_type"(%64) : (!pdl.value) -> !pdl.type
    %67 = "pdl_interp.get_value_type"(%65) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%66, %67)[^bb43, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb43:  // pred: ^bb42
    "pdl_interp.record_match"(%64, %66, %arg60, %arg60)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.done6"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_5, rootKind = "test.op6"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb44:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb45, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb45:  // pred: ^bb44
    "pdl_interp.check_result_count"(%arg60)[^bb46, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb46:  // pred: ^bb45
    %68 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%68)[^bb47, ^bb1] : (!pdl.value) -> ()
  ^bb47:  // pred: ^bb46
    %69 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%69)[^bb48, ^bb1] : (!pdl.value) -> ()
  ^bb48:  // pred: ^bb47
    %70 = "pdl_interp.get_value_type"(%68) : (!pdl.value) -> !pdl.type
    %71 = "pdl_interp.get_value_type"(%69) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%70, %71)[^bb49, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb49:  // pred: ^bb48
    "pdl_interp.record_match"(%68, %70, %arg60, %arg60)[^bb1] <{benefit = 2 : i16, generatedOps = ["test.done7"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_6, rootKind = "test.op7"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb50:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb51, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb51:  // pred: ^bb50
    "pdl_interp.check_result_count"(%arg60)[^bb52, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb52:  // pred: ^bb51
    %72 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%72)[^bb53, ^bb1] : (!pdl.value) -> ()
  ^bb53:  // pred: ^bb52
    %73 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%73)[^bb54, ^bb1] : (!pdl.value) -> ()
  ^bb54:  // pred: ^bb53
    %74 = "pdl_interp.get_value_type"(%72) : (!pdl.value) -> !pdl.type
    %75 = "pdl_interp.get_value_type"(%73) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%74, %75)[^bb55, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb55:  // pred: ^bb54
    "pdl_interp.record_match"(%72, %74, %arg60, %arg60)[^bb1] <{benefit = 3 : i16, generatedOps = ["test.done8"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_7, rootKind = "test.op8"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb56:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb57, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb57:  // pred: ^bb56
    "pdl_interp.check_result_count"(%arg60)[^bb58, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb58:  // pred: ^bb57
    %76 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%76)[^bb59, ^bb1] : (!pdl.value) -> ()
  ^bb59:  // pred: ^bb58
    %77 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%77)[^bb60, ^bb1] : (!pdl.value) -> ()
  ^bb60:  // pred: ^bb59
    %78 = "pdl_interp.get_value_type"(%76) : (!pdl.value) -> !pdl.type
    %79 = "pdl_interp.get_value_type"(%77) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%78, %79)[^bb61, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb61:  // pred: ^bb60
    "pdl_interp.record_match"(%76, %78, %arg60, %arg60)[^bb1] <{benefit = 4 : i16, generatedOps = ["test.done9"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_8, rootKind = "test.op9"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb62:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb63, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb63:  // pred: ^bb62
    "pdl_interp.check_result_count"(%arg60)[^bb64, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb64:  // pred: ^bb63
    %80 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%80)[^bb65, ^bb1] : (!pdl.value) -> ()
  ^bb65:  // pred: ^bb64
    %81 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%81)[^bb66, ^bb1] : (!pdl.value) -> ()
  ^bb66:  // pred: ^bb65
    %82 = "pdl_interp.get_value_type"(%80) : (!pdl.value) -> !pdl.type
    %83 = "pdl_interp.get_value_type"(%81) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%82, %83)[^bb67, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb67:  // pred: ^bb66
    "pdl_interp.record_match"(%80, %82, %arg60, %arg60)[^bb1] <{benefit = 0 : i16, generatedOps = ["test.done10"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_9, rootKind = "test.op10"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb68:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb69, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb69:  // pred: ^bb68
    "pdl_interp.check_result_count"(%arg60)[^bb70, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb70:  // pred: ^bb69
    %84 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%84)[^bb71, ^bb1] : (!pdl.value) -> ()
  ^bb71:  // pred: ^bb70
    %85 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%85)[^bb72, ^bb1] : (!pdl.value) -> ()
  ^bb72:  // pred: ^bb71
    %86 = "pdl_interp.get_value_type"(%84) : (!pdl.value) -> !pdl.type
    %87 = "pdl_interp.get_value_type"(%85) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%86, %87)[^bb73, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb73:  // pred: ^bb72
    "pdl_interp.record_match"(%84, %86, %arg60, %arg60)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.done11"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_10, rootKind = "test.op11"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb74:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb75, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb75:  // pred: ^bb74
    "pdl_interp.check_result_count"(%arg60)[^bb76, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb76:  // pred: ^bb75
    %88 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%88)[^bb77, ^bb1] : (!pdl.value) -> ()
  ^bb77:  // pred: ^bb76
    %89 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%89)[^bb78, ^bb1] : (!pdl.value) -> ()
  ^bb78:  // pred: ^bb77
    %90 = "pdl_interp.get_value_type"(%88) : (!pdl.value) -> !pdl.type
    %91 = "pdl_interp.get_value_type"(%89) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%90, %91)[^bb79, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb79:  // pred: ^bb78
    "pdl_interp.record_match"(%88, %90, %arg60, %arg60)[^bb1] <{benefit = 2 : i16, generatedOps = ["test.done12"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_11, rootKind = "test.op12"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb80:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb81, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb81:  // pred: ^bb80
    "pdl_interp.check_result_count"(%arg60)[^bb82, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb82:  // pred: ^bb81
    %92 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%92)[^bb83, ^bb1] : (!pdl.value) -> ()
  ^bb83:  // pred: ^bb82
    %93 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%93)[^bb84, ^bb1] : (!pdl.value) -> ()
  ^bb84:  // pred: ^bb83
    %94 = "pdl_interp.get_value_type"(%92) : (!pdl.value) -> !pdl.type
    %95 = "pdl_interp.get_value_type"(%93) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%94, %95)[^bb85, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb85:  // pred: ^bb84
    "pdl_interp.record_match"(%92, %94, %arg60, %arg60)[^bb1] <{benefit = 3 : i16, generatedOps = ["test.done13"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_12, rootKind = "test.op13"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb86:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb87, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb87:  // pred: ^bb86
    "pdl_interp.check_result_count"(%arg60)[^bb88, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb88:  // pred: ^bb87
    %96 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%96)[^bb89, ^bb1] : (!pdl.value) -> ()
  ^bb89:  // pred: ^bb88
    %97 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%97)[^bb90, ^bb1] : (!pdl.value) -> ()
  ^bb90:  // pred: ^bb89
    %98 = "pdl_interp.get_value_type"(%96) : (!pdl.value) -> !pdl.type
    %99 = "pdl_interp.get_value_type"(%97) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%98, %99)[^bb91, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb91:  // pred: ^bb90
    "pdl_interp.record_match"(%96, %98, %arg60, %arg60)[^bb1] <{benefit = 4 : i16, generatedOps = ["test.done14"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_13, rootKind = "test.op14"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb92:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb93, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb93:  // pred: ^bb92
    "pdl_interp.check_result_count"(%arg60)[^bb94, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb94:  // pred: ^bb93
    %100 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%100)[^bb95, ^bb1] : (!pdl.value) -> ()
  ^bb95:  // pred: ^bb94
    %101 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%101)[^bb96, ^bb1] : (!pdl.value) -> ()
  ^bb96:  // pred: ^bb95
    %102 = "pdl_interp.get_value_type"(%100) : (!pdl.value) -> !pdl.type
    %103 = "pdl_interp.get_value_type"(%101) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%102, %103)[^bb97, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb97:  // pred: ^bb96
    "pdl_interp.record_match"(%100, %102, %arg60, %arg60)[^bb1] <{benefit = 0 : i16, generatedOps = ["test.done15"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_14, rootKind = "test.op15"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb98:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb99, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb99:  // pred: ^bb98
    "pdl_interp.check_result_count"(%arg60)[^bb100, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb100:  // pred: ^bb99
    %104 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%104)[^bb101, ^bb1] : (!pdl.value) -> ()
  ^bb101:  // pred: ^bb100
    %105 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%105)[^bb102, ^bb1] : (!pdl.value) -> ()
  ^bb102:  // pred: ^bb101
    %106 = "pdl_interp.get_value_type"(%104) : (!pdl.value) -> !pdl.type
    %107 = "pdl_interp.get_value_type"(%105) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%106, %107)[^bb103, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb103:  // pred: ^bb102
    "pdl_interp.record_match"(%104, %106, %arg60, %arg60)[^bb1] <{benefit = 1 : i16, generatedOps = ["test.done16"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_15, rootKind = "test.op16"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb104:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb105, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb105:  // pred: ^bb104
    "pdl_interp.check_result_count"(%arg60)[^bb106, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb106:  // pred: ^bb105
    %108 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%108)[^bb107, ^bb1] : (!pdl.value) -> ()
  ^bb107:  // pred: ^bb106
    %109 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%109)[^bb108, ^bb1] : (!pdl.value) -> ()
  ^bb108:  // pred: ^bb107
    %110 = "pdl_interp.get_value_type"(%108) : (!pdl.value) -> !pdl.type
    %111 = "pdl_interp.get_value_type"(%109) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%110, %111)[^bb109, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb109:  // pred: ^bb108
    "pdl_interp.record_match"(%108, %110, %arg60, %arg60)[^bb1] <{benefit = 2 : i16, generatedOps = ["test.done17"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_16, rootKind = "test.op17"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb110:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb111, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb111:  // pred: ^bb110
    "pdl_interp.check_result_count"(%arg60)[^bb112, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb112:  // pred: ^bb111
    %112 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%112)[^bb113, ^bb1] : (!pdl.value) -> ()
  ^bb113:  // pred: ^bb112
    %113 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%113)[^bb114, ^bb1] : (!pdl.value) -> ()
  ^bb114:  // pred: ^bb113
    %114 = "pdl_interp.get_value_type"(%112) : (!pdl.value) -> !pdl.type
    %115 = "pdl_interp.get_value_type"(%113) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%114, %115)[^bb115, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb115:  // pred: ^bb114
    "pdl_interp.record_match"(%112, %114, %arg60, %arg60)[^bb1] <{benefit = 3 : i16, generatedOps = ["test.done18"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_17, rootKind = "test.op18"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  ^bb116:  // pred: ^bb0
    "pdl_interp.check_operand_count"(%arg60)[^bb117, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb117:  // pred: ^bb116
    "pdl_interp.check_result_count"(%arg60)[^bb118, ^bb1] <{count = 1 : i32}> : (!pdl.operation) -> ()
  ^bb118:  // pred: ^bb117
    %116 = "pdl_interp.get_operand"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%116)[^bb119, ^bb1] : (!pdl.value) -> ()
  ^bb119:  // pred: ^bb118
    %117 = "pdl_interp.get_result"(%arg60) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl_interp.is_not_null"(%117)[^bb120, ^bb1] : (!pdl.value) -> ()
  ^bb120:  // pred: ^bb119
    %118 = "pdl_interp.get_value_type"(%116) : (!pdl.value) -> !pdl.type
    %119 = "pdl_interp.get_value_type"(%117) : (!pdl.value) -> !pdl.type
    "pdl_interp.are_equal"(%118, %119)[^bb121, ^bb1] : (!pdl.type, !pdl.type) -> ()
  ^bb121:  // pred: ^bb120
    "pdl_interp.record_match"(%116, %118, %arg60, %arg60)[^bb1] <{benefit = 4 : i16, generatedOps = ["test.done19"], operandSegmentSizes = array<i32: 3, 1>, rewriter = @rewriters::@pdl_generated_rewriter_18, rootKind = "test.op19"}> : (!pdl.value, !pdl.type, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "rewriters"}> ({
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter"}> ({
    ^bb0(%arg57: !pdl.value, %arg58: !pdl.type, %arg59: !pdl.operation):
      %38 = "pdl_interp.create_operation"(%arg57, %arg58) <{inputAttributeNames = [], name = "test.done0", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %39 = "pdl_interp.get_results"(%38) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg59, %39) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_0"}> ({
    ^bb0(%arg54: !pdl.value, %arg55: !pdl.type, %arg56: !pdl.operation):
      %36 = "pdl_interp.create_operation"(%arg54, %arg55) <{inputAttributeNames = [], name = "test.done1", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %37 = "pdl_interp.get_results"(%36) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg56, %37) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_1"}> ({
    ^bb0(%arg51: !pdl.value, %arg52: !pdl.type, %arg53: !pdl.operation):
      %34 = "pdl_interp.create_operation"(%arg51, %arg52) <{inputAttributeNames = [], name = "test.done2", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %35 = "pdl_interp.get_results"(%34) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg53, %35) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_2"}> ({
    ^bb0(%arg48: !pdl.value, %arg49: !pdl.type, %arg50: !pdl.operation):
      %32 = "pdl_interp.create_operation"(%arg48, %arg49) <{inputAttributeNames = [], name = "test.done3", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %33 = "pdl_interp.get_results"(%32) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg50, %33) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_3"}> ({
    ^bb0(%arg45: !pdl.value, %arg46: !pdl.type, %arg47: !pdl.operation):
      %30 = "pdl_interp.create_operation"(%arg45, %arg46) <{inputAttributeNames = [], name = "test.done4", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %31 = "pdl_interp.get_results"(%30) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg47, %31) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_4"}> ({
    ^bb0(%arg42: !pdl.value, %arg43: !pdl.type, %arg44: !pdl.operation):
      %28 = "pdl_interp.create_operation"(%arg42, %arg43) <{inputAttributeNames = [], name = "test.done5", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %29 = "pdl_interp.get_results"(%28) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg44, %29) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_5"}> ({
    ^bb0(%arg39: !pdl.value, %arg40: !pdl.type, %arg41: !pdl.operation):
      %26 = "pdl_interp.create_operation"(%arg39, %arg40) <{inputAttributeNames = [], name = "test.done6", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %27 = "pdl_interp.get_results"(%26) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg41, %27) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_6"}> ({
    ^bb0(%arg36: !pdl.value, %arg37: !pdl.type, %arg38: !pdl.operation):
      %24 = "pdl_interp.create_operation"(%arg36, %arg37) <{inputAttributeNames = [], name = "test.done7", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %25 = "pdl_interp.get_results"(%24) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg38, %25) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_7"}> ({
    ^bb0(%arg33: !pdl.value, %arg34: !pdl.type, %arg35: !pdl.operation):
      %22 = "pdl_interp.create_operation"(%arg33, %arg34) <{inputAttributeNames = [], name = "test.done8", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %23 = "pdl_interp.get_results"(%22) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg35, %23) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_8"}> ({
    ^bb0(%arg30: !pdl.value, %arg31: !pdl.type, %arg32: !pdl.operation):
      %20 = "pdl_interp.create_operation"(%arg30, %arg31) <{inputAttributeNames = [], name = "test.done9", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %21 = "pdl_interp.get_results"(%20) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg32, %21) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_9"}> ({
    ^bb0(%arg27: !pdl.value, %arg28: !pdl.type, %arg29: !pdl.operation):
      %18 = "pdl_interp.create_operation"(%arg27, %arg28) <{inputAttributeNames = [], name = "test.done10", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %19 = "pdl_interp.get_results"(%18) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg29, %19) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_10"}> ({
    ^bb0(%arg24: !pdl.value, %arg25: !pdl.type, %arg26: !pdl.operation):
      %16 = "pdl_interp.create_operation"(%arg24, %arg25) <{inputAttributeNames = [], name = "test.done11", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %17 = "pdl_interp.get_results"(%16) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg26, %17) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_11"}> ({
    ^bb0(%arg21: !pdl.value, %arg22: !pdl.type, %arg23: !pdl.operation):
      %14 = "pdl_interp.create_operation"(%arg21, %arg22) <{inputAttributeNames = [], name = "test.done12", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %15 = "pdl_interp.get_results"(%14) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg23, %15) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_12"}> ({
    ^bb0(%arg18: !pdl.value, %arg19: !pdl.type, %arg20: !pdl.operation):
      %12 = "pdl_interp.create_operation"(%arg18, %arg19) <{inputAttributeNames = [], name = "test.done13", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %13 = "pdl_interp.get_results"(%12) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg20, %13) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_13"}> ({
    ^bb0(%arg15: !pdl.value, %arg16: !pdl.type, %arg17: !pdl.operation):
      %10 = "pdl_interp.create_operation"(%arg15, %arg16) <{inputAttributeNames = [], name = "test.done14", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %11 = "pdl_interp.get_results"(%10) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg17, %11) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_14"}> ({
    ^bb0(%arg12: !pdl.value, %arg13: !pdl.type, %arg14: !pdl.operation):
      %8 = "pdl_interp.create_operation"(%arg12, %arg13) <{inputAttributeNames = [], name = "test.done15", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %9 = "pdl_interp.get_results"(%8) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg14, %9) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_15"}> ({
    ^bb0(%arg9: !pdl.value, %arg10: !pdl.type, %arg11: !pdl.operation):
      %6 = "pdl_interp.create_operation"(%arg9, %arg10) <{inputAttributeNames = [], name = "test.done16", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %7 = "pdl_interp.get_results"(%6) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg11, %7) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_16"}> ({
    ^bb0(%arg6: !pdl.value, %arg7: !pdl.type, %arg8: !pdl.operation):
      %4 = "pdl_interp.create_operation"(%arg6, %arg7) <{inputAttributeNames = [], name = "test.done17", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %5 = "pdl_interp.get_results"(%4) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg8, %5) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_17"}> ({
    ^bb0(%arg3: !pdl.value, %arg4: !pdl.type, %arg5: !pdl.operation):
      %2 = "pdl_interp.create_operation"(%arg3, %arg4) <{inputAttributeNames = [], name = "test.done18", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %3 = "pdl_interp.get_results"(%2) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg5, %3) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
    "pdl_interp.func"() <{function_type = (!pdl.value, !pdl.type, !pdl.operation) -> (), sym_name = "pdl_generated_rewriter_18"}> ({
    ^bb0(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation):
      %0 = "pdl_interp.create_operation"(%arg0, %arg1) <{inputAttributeNames = [], name = "test.done19", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      %1 = "pdl_interp.get_results"(%0) : (!pdl.operation) -> !pdl.range<value>
      "pdl_interp.replace"(%arg2, %1) : (!pdl.operation, !pdl.range<value>) -> ()
      "pdl_interp.finalize"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

