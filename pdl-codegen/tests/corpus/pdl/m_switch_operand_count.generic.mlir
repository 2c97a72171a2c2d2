"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "zero"}> ({
    %17 = "pdl.operation"() <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%17) <{name = "zero", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "one"}> ({
    %15 = "pdl.operand"() : () -> !pdl.value
    %16 = "pdl.operation"(%15) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
    "pdl.rewrite"(%16, %15) <{name = "one", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.value) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "two"}> ({
    %11 = "pdl.operand"() : () -> !pdl.value
    %12 = "pdl.operand"() : () -> !pdl.value
    %13 = "pdl.operation"(%11, %12) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.value) -> !pdl.operation
    "pdl.rewrite"(%13) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %14 = "pdl.operation"(%12, %11) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.value) -> !pdl.operation
      "pdl.replace"(%13, %14) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "three"}> ({
    %7 = "pdl.operand"() : () -> !pdl.value
    %8 = "pdl.operand"() : () -> !pdl.value
    %9 = "pdl.operand"() : () -> !pdl.value
    %10 = "pdl.operation"(%7, %8, %9) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 3, 0, 0>}> : (!pdl.value, !pdl.value, !pdl.value) -> !pdl.operation
    "pdl.rewrite"(%10) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%10) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "four"}> ({
    %2 = "pdl.operand"() : () -> !pdl.value
    %3 = "pdl.operand"() : () -> !pdl.value
    %4 = "pdl.operand"() : () -> !pdl.value
    %5 = "pdl.operand"() : () -> !pdl.value
    %6 = "pdl.operation"(%2, %3, %4, %5) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 4, 0, 0>}> : (!pdl.value, !pdl.value, !pdl.value, !pdl.value) -> !pdl.operation
    "pdl.rewrite"(%6, %5) <{name = "four", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.value) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 5 : i16, sym_name = "two_same"}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.operation"(%0, %0) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.value) -> !pdl.operation
    "pdl.rewrite"(%1, %0) <{name = "two_same", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.value) -> ()
  }) : () -> ()
}) : () -> ()

