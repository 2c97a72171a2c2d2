"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
    %2 = "pdl.operation"(%1, %0) <{attributeValueNames = [], opName = "test.s0", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %3 = "pdl.result"(%2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %4 = "pdl.operation"(%3, %0) <{attributeValueNames = [], opName = "test.s1", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %5 = "pdl.result"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %6 = "pdl.operation"(%5, %0) <{attributeValueNames = [], opName = "test.s2", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %7 = "pdl.result"(%6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %8 = "pdl.operation"(%7, %0) <{attributeValueNames = [], opName = "test.s3", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %9 = "pdl.result"(%8) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %10 = "pdl.operation"(%9, %0) <{attributeValueNames = [], opName = "test.s4", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %11 = "pdl.result"(%10) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl.rewrite"(%10) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

