"builtin.module"() ({
  "pdl.pattern"() <{benefit = 0 : i16}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.operand"() : () -> !pdl.value
    %2 = "pdl.type"() : () -> !pdl.type
    %3 = "pdl.type"() : () -> !pdl.type
    %4 = "pdl.operation"(%0, %1, %2, %3) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 2, 0, 2>}> : (!pdl.value, !pdl.value, !pdl.type, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%4) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%4, %1, %0) <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (!pdl.operation, !pdl.value, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

