"builtin.module"() ({
  "pdl.pattern"() <{benefit = 0 : i16}> ({
    %0 = "pdl.operands"() : () -> !pdl.range<value>
    %1 = "pdl.types"() : () -> !pdl.range<type>
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.range<value>, !pdl.range<type>) -> !pdl.operation
    "pdl.apply_native_constraint"(%2) <{isNegated = false, name = "IsFoo"}> : (!pdl.operation) -> ()
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%2) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

