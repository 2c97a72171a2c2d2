"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "three"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"() : () -> !pdl.value
    %2 = "pdl.operation"(%1, %0) <{attributeValueNames = [], opName = "test.p", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %3 = "pdl.result"(%2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %4 = "pdl.operation"(%3, %0) <{attributeValueNames = [], opName = "test.a", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %5 = "pdl.operation"(%3, %1) <{attributeValueNames = [], opName = "test.b", operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.value) -> !pdl.operation
    %6 = "pdl.operation"(%1, %0) <{attributeValueNames = [], opName = "x.c", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
      %7 = "pdl.operation"(%1, %0, %0) <{attributeValueNames = [], opName = "test.fused", operandSegmentSizes = array<i32: 1, 0, 2>}> : (!pdl.value, !pdl.type, !pdl.type) -> !pdl.operation
      %8 = "pdl.result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      %9 = "pdl.result"(%7) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl.replace"(%4, %8) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
      "pdl.replace"(%6, %9) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
      "pdl.erase"(%5) : (!pdl.operation) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

