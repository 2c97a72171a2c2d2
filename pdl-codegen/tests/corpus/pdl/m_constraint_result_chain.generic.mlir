"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "chain"}> ({
    %8 = "pdl.type"() : () -> !pdl.type
    %9 = "pdl.operand"(%8) : (!pdl.type) -> !pdl.value
    %10 = "pdl.operation"(%9, %8) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %11 = "pdl.apply_native_constraint"(%10) <{isNegated = false, name = "attr_of"}> : (!pdl.operation) -> !pdl.attribute
    %12:2 = "pdl.apply_native_constraint"(%11, %8) <{isNegated = false, name = "scaled"}> : (!pdl.attribute, !pdl.type) -> (!pdl.attribute, !pdl.type)
    "pdl.apply_native_constraint"(%12#0, %12#1, %9) <{isNegated = false, name = "fits"}> : (!pdl.attribute, !pdl.type, !pdl.value) -> ()
    "pdl.rewrite"(%10) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %13 = "pdl.operation"(%9, %12#0, %11, %8) <{attributeValueNames = ["factor", "orig"], opName = "test.scaled", operandSegmentSizes = array<i32: 1, 2, 1>}> : (!pdl.value, !pdl.attribute, !pdl.attribute, !pdl.type) -> !pdl.operation
      "pdl.replace"(%10, %13) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "pos_and_neg"}> ({
    %5 = "pdl.type"() : () -> !pdl.type
    %6 = "pdl.operand"(%5) : (!pdl.type) -> !pdl.value
    %7 = "pdl.operation"(%6, %5) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.apply_native_constraint"(%6) <{isNegated = false, name = "is_small"}> : (!pdl.value) -> ()
    "pdl.apply_native_constraint"(%6) <{isNegated = true, name = "is_constant"}> : (!pdl.value) -> ()
    "pdl.rewrite"(%7, %6) <{name = "pos_and_neg", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.value) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "neg_then_result"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
    %2 = "pdl.operation"(%1, %0) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.apply_native_constraint"(%1) <{isNegated = true, name = "is_constant"}> : (!pdl.value) -> ()
    %3 = "pdl.apply_native_constraint"(%2) <{isNegated = false, name = "attr_of"}> : (!pdl.operation) -> !pdl.attribute
    "pdl.apply_native_constraint"(%3) <{isNegated = true, name = "is_zero"}> : (!pdl.attribute) -> ()
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %4 = "pdl.operation"(%3, %0) <{attributeValueNames = ["value"], opName = "test.nonzero", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
      "pdl.replace"(%2, %4) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

