"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "test.a", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %1 = "pdl.apply_native_rewrite"(%0) <{name = "make_type"}> : (!pdl.operation) -> !pdl.type
      %2 = "pdl.operation"(%1) <{attributeValueNames = [], opName = "test.b", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
      "pdl.apply_native_rewrite"(%2, %0) <{name = "notify"}> : (!pdl.operation, !pdl.operation) -> ()
      "pdl.replace"(%0, %2) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

