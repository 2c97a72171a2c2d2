"builtin.module"() ({
  "pdl.pattern"() <{benefit = 0 : i16}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.attribute"() <{value = 1 : i32}> : () -> !pdl.attribute
    %2 = "pdl.attribute"() <{value = "str"}> : () -> !pdl.attribute
    %3 = "pdl.type"() <{constantType = f32}> : () -> !pdl.type
    %4 = "pdl.type"() <{constantType = tensor<4xi8>}> : () -> !pdl.type
    %5 = "pdl.operation"(%0, %1, %2, %3, %4) <{attributeValueNames = ["a", "b"], opName = "test.op", operandSegmentSizes = array<i32: 1, 2, 2>}> : (!pdl.value, !pdl.attribute, !pdl.attribute, !pdl.type, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%5) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%5) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

