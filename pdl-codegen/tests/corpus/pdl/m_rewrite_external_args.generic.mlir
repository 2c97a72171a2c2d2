"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.attribute"() : () -> !pdl.attribute
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = ["a"], opName = "test.a", operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.value, !pdl.attribute) -> !pdl.operation
    "pdl.rewrite"(%2, %0, %1) <{name = "rewriter", operandSegmentSizes = array<i32: 1, 2>}> ({
    }) : (!pdl.operation, !pdl.value, !pdl.attribute) -> ()
  }) : () -> ()
}) : () -> ()

