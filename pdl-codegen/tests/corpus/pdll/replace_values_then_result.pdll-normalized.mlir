"builtin.module"() ({
  "pdl.pattern"() <{benefit = 0 : i16, sym_name = "FuseLoHi"}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.type"() : () -> !pdl.type
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "x.lo", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %3 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "x.hi", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %4 = "pdl.operation"(%0, %1, %1) <{attributeValueNames = [], opName = "x.lohi", operandSegmentSizes = array<i32: 1, 0, 2>}> : (!pdl.value, !pdl.type, !pdl.type) -> !pdl.operation
      %5 = "pdl.result"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl.replace"(%2, %5) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
      %6 = "pdl.result"(%4) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value
      "pdl.replace"(%3, %6) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

