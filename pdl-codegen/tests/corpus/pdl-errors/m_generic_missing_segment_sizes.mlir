// Without operandSegmentSizes MLIR 22 takes its default, all zeros: wrong for an operation with operands.
"builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16}> ({
    %t = "pdl.type"() : () -> !pdl.type
    %0 = "pdl.operation"(%t) <{attributeValueNames = [], opName = "x.a"}> : (!pdl.type) -> !pdl.operation
    "pdl.rewrite"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%0) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
