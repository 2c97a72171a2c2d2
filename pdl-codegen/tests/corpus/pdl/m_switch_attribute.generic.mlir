"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "one"}> ({
    %16 = "pdl.attribute"() <{value = 1 : i32}> : () -> !pdl.attribute
    %17 = "pdl.operation"(%16) <{attributeValueNames = ["value"], opName = "test.op", operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation
    "pdl.rewrite"(%17) <{name = "one", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "two"}> ({
    %14 = "pdl.attribute"() <{value = 2 : i32}> : () -> !pdl.attribute
    %15 = "pdl.operation"(%14) <{attributeValueNames = ["value"], opName = "test.op", operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation
    "pdl.rewrite"(%15) <{name = "two", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "str"}> ({
    %10 = "pdl.attribute"() <{value = "s"}> : () -> !pdl.attribute
    %11 = "pdl.operation"(%10) <{attributeValueNames = ["value"], opName = "test.op", operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation
    "pdl.rewrite"(%11) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %12 = "pdl.attribute"() <{value = "t"}> : () -> !pdl.attribute
      %13 = "pdl.operation"(%12) <{attributeValueNames = ["value"], opName = "test.op", operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation
      "pdl.replace"(%11, %13) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "one_i64"}> ({
    %8 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %9 = "pdl.operation"(%8) <{attributeValueNames = ["value"], opName = "test.op", operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation
    "pdl.rewrite"(%9) <{name = "one_i64", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "unit"}> ({
    %6 = "pdl.attribute"() <{value}> : () -> !pdl.attribute
    %7 = "pdl.operation"(%6) <{attributeValueNames = ["value"], opName = "test.op", operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation
    "pdl.rewrite"(%7) <{name = "unit", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 0 : i16, sym_name = "typed"}> ({
    %3 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
    %4 = "pdl.attribute"(%3) : (!pdl.type) -> !pdl.attribute
    %5 = "pdl.operation"(%4) <{attributeValueNames = ["value"], opName = "test.op", operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation
    "pdl.rewrite"(%5, %4) <{name = "typed", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.attribute) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "two_attrs"}> ({
    %0 = "pdl.attribute"() <{value = 2 : i32}> : () -> !pdl.attribute
    %1 = "pdl.attribute"() <{value = "s"}> : () -> !pdl.attribute
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = ["value", "other"], opName = "test.op", operandSegmentSizes = array<i32: 0, 2, 0>}> : (!pdl.attribute, !pdl.attribute) -> !pdl.operation
    "pdl.rewrite"(%2) <{name = "two_attrs", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

