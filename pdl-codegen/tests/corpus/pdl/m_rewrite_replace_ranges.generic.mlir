"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.types"() : () -> !pdl.range<type>
    %1 = "pdl.operands"(%0) : (!pdl.range<type>) -> !pdl.range<value>
    %2 = "pdl.operation"(%1, %0) <{attributeValueNames = [], opName = "test.a", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.range<value>, !pdl.range<type>) -> !pdl.operation
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%2, %1) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.range<value>) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

