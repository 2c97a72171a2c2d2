"builtin.module"() ({
  "pdl.pattern"() <{benefit = 0 : i16}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.operand"() : () -> !pdl.value
    %2 = "pdl.types"() : () -> !pdl.range<type>
    %3 = "pdl.operation"(%0, %1, %2) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.range<type>) -> !pdl.operation
    "pdl.rewrite"(%3) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%3, %1, %0) <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (!pdl.operation, !pdl.value, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

