"builtin.module"() ({
  "pdl.pattern"() <{benefit = 0 : i16}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.types"() : () -> !pdl.range<type>
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.range<type>) -> !pdl.operation
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %3 = "pdl.apply_native_rewrite"(%0) <{name = "MakeBar"}> : (!pdl.value) -> !pdl.operation
      "pdl.replace"(%2, %3) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

