"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.attribute"() <{value = 42 : i64}> : () -> !pdl.attribute
    %1 = "pdl.type"() <{constantType = i64}> : () -> !pdl.type
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = ["value"], opName = "test.const", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %3 = "pdl.attribute"() <{value = 43 : i64}> : () -> !pdl.attribute
      %4 = "pdl.operation"(%3, %1) <{attributeValueNames = ["value"], opName = "test.const", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
      "pdl.replace"(%2, %4) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

