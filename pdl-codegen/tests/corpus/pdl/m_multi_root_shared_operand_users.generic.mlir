"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.type"() : () -> !pdl.type
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "test.a", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %3 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "test.b", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %4 = "pdl.operation"(%0) <{attributeValueNames = [], opName = "test.c", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
    "pdl.rewrite"(%2, %3, %4) <{name = "fuse", operandSegmentSizes = array<i32: 1, 2>}> ({
    }) : (!pdl.operation, !pdl.operation, !pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

