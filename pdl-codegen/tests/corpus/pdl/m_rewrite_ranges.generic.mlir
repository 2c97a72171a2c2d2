"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.operands"() : () -> !pdl.range<value>
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "test.a", operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.range<value>) -> !pdl.operation
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %3 = "pdl.range"(%0, %1, %0) : (!pdl.value, !pdl.range<value>, !pdl.value) -> !pdl.range<value>
      %4 = "pdl.range"() : () -> !pdl.range<type>
      %5 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
      %6 = "pdl.range"(%5, %4) : (!pdl.type, !pdl.range<type>) -> !pdl.range<type>
      %7 = "pdl.operation"(%3, %6) <{attributeValueNames = [], opName = "test.b", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.range<value>, !pdl.range<type>) -> !pdl.operation
      "pdl.replace"(%2, %7) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

