"builtin.module"() ({
  "pdl.pattern"() <{benefit = 7 : i16, sym_name = "Checked"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.attribute"() : () -> !pdl.attribute
    %2 = "pdl.operand"() : () -> !pdl.value
    %3 = "pdl.operation"(%2, %1, %0) <{attributeValueNames = ["attr"], opName = "test.op", operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
    "pdl.apply_native_constraint"(%2, %0, %1) <{isNegated = false, name = "Check"}> : (!pdl.value, !pdl.type, !pdl.attribute) -> ()
    "pdl.apply_native_constraint"(%2, %0, %1) <{isNegated = true, name = "Check"}> : (!pdl.value, !pdl.type, !pdl.attribute) -> ()
    "pdl.rewrite"(%3) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%3) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

