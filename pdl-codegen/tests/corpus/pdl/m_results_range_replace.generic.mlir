"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.types"() : () -> !pdl.range<type>
    %1 = "pdl.operation"(%0) <{attributeValueNames = [], opName = "test.a", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.range<type>) -> !pdl.operation
    %2 = "pdl.results"(%1) : (!pdl.operation) -> !pdl.range<value>
    %3 = "pdl.operation"(%2, %0) <{attributeValueNames = [], opName = "test.b", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.range<value>, !pdl.range<type>) -> !pdl.operation
    "pdl.rewrite"(%3) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%3, %2) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.range<value>) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

