"builtin.module"() ({
  "pdl.pattern"() <{benefit = 0 : i16}> ({
    %0 = "pdl.operands"() : () -> !pdl.range<value>
    %1 = "pdl.attribute"() <{value}> : () -> !pdl.attribute
    %2 = "pdl.types"() : () -> !pdl.range<type>
    %3 = "pdl.operation"(%0, %1, %2) <{attributeValueNames = ["flag"], opName = "test.op", operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pdl.range<value>, !pdl.attribute, !pdl.range<type>) -> !pdl.operation
    "pdl.rewrite"(%3) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%3) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

