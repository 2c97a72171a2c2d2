"builtin.module"() ({
  "pdl.pattern"() <{benefit = 0 : i16}> ({
    %0 = "pdl.operands"() : () -> !pdl.range<value>
    %1 = "pdl.types"() : () -> !pdl.range<type>
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.range<value>, !pdl.range<type>) -> !pdl.operation
    %3 = "pdl.apply_native_constraint"(%2) <{isNegated = false, name = "GetAttr"}> : (!pdl.operation) -> !pdl.attribute
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %4 = "pdl.operation"(%3) <{attributeValueNames = ["a"], opName = "test.new", operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation
      "pdl.replace"(%2, %4) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

