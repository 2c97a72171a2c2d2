"builtin.module"() ({
  "pdl.pattern"() <{benefit = 0 : i16}> ({
    %0 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
    %1 = "pdl.attribute"(%0) : (!pdl.type) -> !pdl.attribute
    %2 = "pdl.operands"() : () -> !pdl.range<value>
    %3 = "pdl.types"() : () -> !pdl.range<type>
    %4 = "pdl.operation"(%2, %1, %3) <{attributeValueNames = ["a"], opName = "test.op", operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pdl.range<value>, !pdl.attribute, !pdl.range<type>) -> !pdl.operation
    "pdl.rewrite"(%4) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%4) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

