"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
    %1 = "pdl.type"() <{constantType = tensor<4x?xf32>}> : () -> !pdl.type
    %2 = "pdl.type"() <{constantType = !foo.bar<"x">}> : () -> !pdl.type
    %3 = "pdl.operation"(%0, %1, %2) <{attributeValueNames = [], opName = "test.a", operandSegmentSizes = array<i32: 0, 0, 3>}> : (!pdl.type, !pdl.type, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%3) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

