"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.operands"() : () -> !pdl.range<value>
    %2 = "pdl.operand"() : () -> !pdl.value
    %3 = "pdl.operation"(%0, %1, %2) <{attributeValueNames = [], opName = "test.a", operandSegmentSizes = array<i32: 3, 0, 0>}> : (!pdl.value, !pdl.range<value>, !pdl.value) -> !pdl.operation
    "pdl.rewrite"(%3) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

