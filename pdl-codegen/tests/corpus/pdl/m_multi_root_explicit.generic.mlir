"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "explicit"}> ({
    %5 = "pdl.type"() : () -> !pdl.type
    %6 = "pdl.operand"(%5) : (!pdl.type) -> !pdl.value
    %7 = "pdl.operation"(%6, %5) <{attributeValueNames = [], opName = "test.first", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %8 = "pdl.operation"(%6, %5) <{attributeValueNames = [], opName = "test.second", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %9 = "pdl.operation"(%6) <{attributeValueNames = [], opName = "test.third", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
    "pdl.rewrite"(%8) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %10 = "pdl.operation"(%6, %5) <{attributeValueNames = [], opName = "test.both", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%7, %10) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
      "pdl.replace"(%8, %10) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
      "pdl.erase"(%9) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "explicit_through_result"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operation"(%0) <{attributeValueNames = [], opName = "test.first", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
    %2 = "pdl.result"(%1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %3 = "pdl.operation"(%2) <{attributeValueNames = [], opName = "test.use_a", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
    %4 = "pdl.operation"(%2) <{attributeValueNames = [], opName = "test.use_b", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
    "pdl.rewrite"(%4, %3, %1) <{name = "merge_uses", operandSegmentSizes = array<i32: 1, 2>}> ({
    }) : (!pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

