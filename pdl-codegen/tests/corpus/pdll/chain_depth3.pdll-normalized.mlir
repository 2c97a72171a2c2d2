"builtin.module"() ({
  "pdl.pattern"() <{benefit = 0 : i16, sym_name = "Fnma"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"() : () -> !pdl.value
    %2 = "pdl.operation"(%1, %0) <{attributeValueNames = [], opName = "test.neg", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %3 = "pdl.result"(%2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %4 = "pdl.operand"() : () -> !pdl.value
    %5 = "pdl.operation"(%3, %4, %0) <{attributeValueNames = [], opName = "test.mul", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %6 = "pdl.result"(%5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %7 = "pdl.operand"() : () -> !pdl.value
    %8 = "pdl.operation"(%6, %7, %0) <{attributeValueNames = [], opName = "test.add", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%8) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %9 = "pdl.operation"(%1, %4, %7, %0) <{attributeValueNames = [], opName = "test.fnma", operandSegmentSizes = array<i32: 3, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%8, %9) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

