"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.types"() : () -> !pdl.range<type>
    %1 = "pdl.operation"(%0) <{attributeValueNames = [], opName = "test.a", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.range<type>) -> !pdl.operation
    %2 = "pdl.results"(%1) : (!pdl.operation) -> !pdl.range<value>
    %3 = "pdl.results"(%1) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
    %4 = "pdl.results"(%1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl.operation"(%2, %3, %4) <{attributeValueNames = [], opName = "test.b", operandSegmentSizes = array<i32: 3, 0, 0>}> : (!pdl.range<value>, !pdl.range<value>, !pdl.value) -> !pdl.operation
    "pdl.rewrite"(%5) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

