"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "a1"}> ({
    %14 = "pdl.type"() : () -> !pdl.type
    %15 = "pdl.operand"(%14) : (!pdl.type) -> !pdl.value
    %16 = "pdl.operation"(%15, %14) <{attributeValueNames = [], opName = "test.a", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%16) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %17 = "pdl.operation"(%15, %14) <{attributeValueNames = [], opName = "test.a_done", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%16, %17) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "b"}> ({
    %13 = "pdl.operation"() <{attributeValueNames = [], opName = "test.b", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%13) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%13) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "c"}> ({
    %11 = "pdl.type"() : () -> !pdl.type
    %12 = "pdl.operation"(%11) <{attributeValueNames = [], opName = "test.c", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
    "pdl.rewrite"(%12) <{name = "rewrite_c", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 4 : i16, sym_name = "a2"}> ({
    %8 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
    %9 = "pdl.operand"(%8) : (!pdl.type) -> !pdl.value
    %10 = "pdl.operation"(%9, %8) <{attributeValueNames = [], opName = "test.a", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%10) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%10, %9) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "d"}> ({
    %6 = "pdl.operand"() : () -> !pdl.value
    %7 = "pdl.operation"(%6) <{attributeValueNames = [], opName = "x.d", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
    "pdl.rewrite"(%7) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%7) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "e"}> ({
    %4 = "pdl.attribute"() : () -> !pdl.attribute
    %5 = "pdl.operation"(%4) <{attributeValueNames = ["k"], opName = "x.e", operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation
    "pdl.rewrite"(%5, %4) <{name = "rewrite_e", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.attribute) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 0 : i16, sym_name = "f"}> ({
    %0 = "pdl.operands"() : () -> !pdl.range<value>
    %1 = "pdl.types"() : () -> !pdl.range<type>
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "y.f", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.range<value>, !pdl.range<type>) -> !pdl.operation
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %3 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "y.g", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.range<value>, !pdl.range<type>) -> !pdl.operation
      "pdl.replace"(%2, %3) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

