"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.type"() : () -> !pdl.type
    %2 = "pdl.types"() : () -> !pdl.range<type>
    %3 = "pdl.operands"() : () -> !pdl.range<value>
    %4 = "pdl.attribute"() : () -> !pdl.attribute
    %5 = "pdl.operation"(%0, %3, %4, %1, %2) <{attributeValueNames = ["a"], opName = "test.a", operandSegmentSizes = array<i32: 2, 1, 2>}> : (!pdl.value, !pdl.range<value>, !pdl.attribute, !pdl.type, !pdl.range<type>) -> !pdl.operation
    "pdl.apply_native_constraint"(%0, %1, %2, %3, %4, %5) <{isNegated = false, name = "all"}> : (!pdl.value, !pdl.type, !pdl.range<type>, !pdl.range<value>, !pdl.attribute, !pdl.operation) -> ()
    "pdl.apply_native_constraint"(%5) <{isNegated = true, name = "not"}> : (!pdl.operation) -> ()
    "pdl.rewrite"(%5) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

