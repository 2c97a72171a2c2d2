"builtin.module"() ({
  "pdl.pattern"() <{benefit = 0 : i16}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.operands"() : () -> !pdl.range<value>
    %2 = "pdl.type"() : () -> !pdl.type
    %3 = "pdl.types"() : () -> !pdl.range<type>
    %4 = "pdl.attribute"() : () -> !pdl.attribute
    %5 = "pdl.operation"(%0, %1, %4, %2, %3) <{attributeValueNames = ["attr"], opName = "test.op", operandSegmentSizes = array<i32: 2, 1, 2>}> : (!pdl.value, !pdl.range<value>, !pdl.attribute, !pdl.type, !pdl.range<type>) -> !pdl.operation
    "pdl.rewrite"(%5) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%5) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

