"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.attribute"(%0) : (!pdl.type) -> !pdl.attribute
    %2 = "pdl.operation"(%1, %0) <{attributeValueNames = ["a"], opName = "test.a", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    "pdl.apply_native_constraint"(%0, %1) <{isNegated = false, name = "same"}> : (!pdl.type, !pdl.attribute) -> ()
    "pdl.rewrite"(%2) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

