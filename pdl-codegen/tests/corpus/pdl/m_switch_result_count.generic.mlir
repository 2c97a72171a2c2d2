"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "r0"}> ({
    %14 = "pdl.operation"() <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%14) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%14) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "r1"}> ({
    %11 = "pdl.type"() : () -> !pdl.type
    %12 = "pdl.operation"(%11) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
    "pdl.rewrite"(%12) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %13 = "pdl.operation"(%11) <{attributeValueNames = [], opName = "test.one", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
      "pdl.replace"(%12, %13) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "r2"}> ({
    %7 = "pdl.type"() : () -> !pdl.type
    %8 = "pdl.type"() : () -> !pdl.type
    %9 = "pdl.operation"(%7, %8) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 0, 0, 2>}> : (!pdl.type, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%9) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %10 = "pdl.operation"(%7, %8) <{attributeValueNames = [], opName = "test.two", operandSegmentSizes = array<i32: 0, 0, 2>}> : (!pdl.type, !pdl.type) -> !pdl.operation
      "pdl.replace"(%9, %10) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "r3"}> ({
    %2 = "pdl.type"() : () -> !pdl.type
    %3 = "pdl.type"() : () -> !pdl.type
    %4 = "pdl.type"() : () -> !pdl.type
    %5 = "pdl.operation"(%2, %3, %4) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 0, 0, 3>}> : (!pdl.type, !pdl.type, !pdl.type) -> !pdl.operation
    %6 = "pdl.result"(%5) <{index = 2 : i32}> : (!pdl.operation) -> !pdl.value
    "pdl.rewrite"(%5, %6) <{name = "three", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.value) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 4 : i16, sym_name = "r2_same"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operation"(%0, %0) <{attributeValueNames = [], opName = "test.op", operandSegmentSizes = array<i32: 0, 0, 2>}> : (!pdl.type, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%1, %0) <{name = "two_same", operandSegmentSizes = array<i32: 1, 1>}> ({
    }) : (!pdl.operation, !pdl.type) -> ()
  }) : () -> ()
}) : () -> ()

