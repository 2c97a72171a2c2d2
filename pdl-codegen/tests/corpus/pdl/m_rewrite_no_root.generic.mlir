"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "test.a", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
      "pdl.erase"(%0) : (!pdl.operation) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

