"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "dep"}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.type"() : () -> !pdl.type
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "test.producer", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %3 = "pdl.result"(%2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %4 = "pdl.apply_native_constraint"(%2) <{isNegated = false, name = "attr_of"}> : (!pdl.operation) -> !pdl.attribute
    %5 = "pdl.operation"(%3, %4) <{attributeValueNames = ["k"], opName = "test.root", operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.value, !pdl.attribute) -> !pdl.operation
    "pdl.rewrite"(%5, %4) <{name = "rw", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.attribute) -> ()
  }) : () -> ()
}) : () -> ()

