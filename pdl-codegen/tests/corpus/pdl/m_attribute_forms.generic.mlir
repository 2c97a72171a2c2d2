"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.attribute"() : () -> !pdl.attribute
    %2 = "pdl.attribute"(%0) : (!pdl.type) -> !pdl.attribute
    %3 = "pdl.attribute"() <{value = 10 : i64}> : () -> !pdl.attribute
    %4 = "pdl.attribute"() <{value = "str"}> : () -> !pdl.attribute
    %5 = "pdl.attribute"() <{value = [1, 2]}> : () -> !pdl.attribute
    %6 = "pdl.attribute"() <{value}> : () -> !pdl.attribute
    %7 = "pdl.attribute"() <{value = @sym}> : () -> !pdl.attribute
    %8 = "pdl.attribute"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> !pdl.attribute
    %9 = "pdl.operation"(%1, %2, %3, %4, %5, %6, %7, %8) <{attributeValueNames = ["a", "b", "c", "d", "e", "f", "g", "h"], opName = "test.a", operandSegmentSizes = array<i32: 0, 8, 0>}> : (!pdl.attribute, !pdl.attribute, !pdl.attribute, !pdl.attribute, !pdl.attribute, !pdl.attribute, !pdl.attribute, !pdl.attribute) -> !pdl.operation
    "pdl.rewrite"(%9) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

