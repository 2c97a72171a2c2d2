"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "range_connector"}> ({
    %4 = "pdl.operands"() : () -> !pdl.range<value>
    %5 = "pdl.types"() : () -> !pdl.range<type>
    %6 = "pdl.operation"(%4, %5) <{attributeValueNames = [], opName = "test.a", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.range<value>, !pdl.range<type>) -> !pdl.operation
    %7 = "pdl.operation"(%4) <{attributeValueNames = [], opName = "test.b", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.range<value>) -> !pdl.operation
    "pdl.rewrite"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
      %8 = "pdl.operation"(%4, %5) <{attributeValueNames = [], opName = "test.ab", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.range<value>, !pdl.range<type>) -> !pdl.operation
      "pdl.replace"(%6, %8) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
      "pdl.erase"(%7) : (!pdl.operation) -> ()
    }) : () -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "range_connector_explicit"}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.operands"() : () -> !pdl.range<value>
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "test.c", operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.range<value>) -> !pdl.operation
    %3 = "pdl.operation"(%1) <{attributeValueNames = [], opName = "test.d", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.range<value>) -> !pdl.operation
    "pdl.rewrite"(%3, %2, %1) <{name = "join", operandSegmentSizes = array<i32: 1, 2>}> ({
    }) : (!pdl.operation, !pdl.operation, !pdl.range<value>) -> ()
  }) : () -> ()
}) : () -> ()

