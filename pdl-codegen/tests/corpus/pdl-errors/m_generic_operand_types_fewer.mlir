// Generic form: one operand, no operand type (MLIR prints a NUL byte after "type" in its message).
"builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16}> ({
    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "x.a", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    %1 = "pdl.result"(%0) <{index = 0 : i32}> : () -> !pdl.value
    "pdl.rewrite"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%0) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
