"builtin.module"() ({
  "pdl.pattern"() <{benefit = 0 : i16, sym_name = "P0"}> ({
    %28 = "pdl.operand"() : () -> !pdl.value
    %29 = "pdl.type"() : () -> !pdl.type
    %30 = "pdl.operation"(%28, %29) <{attributeValueNames = [], opName = "test.op0", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%30) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %31 = "pdl.operation"(%28, %29) <{attributeValueNames = [], opName = "test.done0", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%30, %31) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "P1"}> ({
    %24 = "pdl.operand"() : () -> !pdl.value
    %25 = "pdl.type"() : () -> !pdl.type
    %26 = "pdl.operation"(%24, %25) <{attributeValueNames = [], opName = "test.op1", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%26) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %27 = "pdl.operation"(%24, %25) <{attributeValueNames = [], opName = "test.done1", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%26, %27) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "P2"}> ({
    %20 = "pdl.operand"() : () -> !pdl.value
    %21 = "pdl.type"() : () -> !pdl.type
    %22 = "pdl.operation"(%20, %21) <{attributeValueNames = [], opName = "test.op2", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%22) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %23 = "pdl.operation"(%20, %21) <{attributeValueNames = [], opName = "test.done2", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%22, %23) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 0 : i16, sym_name = "P3"}> ({
    %16 = "pdl.operand"() : () -> !pdl.value
    %17 = "pdl.type"() : () -> !pdl.type
    %18 = "pdl.operation"(%16, %17) <{attributeValueNames = [], opName = "test.op3", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%18) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %19 = "pdl.operation"(%16, %17) <{attributeValueNames = [], opName = "test.done3", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%18, %19) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "P4"}> ({
    %12 = "pdl.operand"() : () -> !pdl.value
    %13 = "pdl.type"() : () -> !pdl.type
    %14 = "pdl.operation"(%12, %13) <{attributeValueNames = [], opName = "test.op4", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%14) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %15 = "pdl.operation"(%12, %13) <{attributeValueNames = [], opName = "test.done4", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%14, %15) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "P5"}> ({
    %8 = "pdl.operand"() : () -> !pdl.value
    %9 = "pdl.type"() : () -> !pdl.type
    %10 = "pdl.operation"(%8, %9) <{attributeValueNames = [], opName = "test.op5", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%10) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %11 = "pdl.operation"(%8, %9) <{attributeValueNames = [], opName = "test.done5", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%10, %11) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 0 : i16, sym_name = "P6"}> ({
    %4 = "pdl.operand"() : () -> !pdl.value
    %5 = "pdl.type"() : () -> !pdl.type
    %6 = "pdl.operation"(%4, %5) <{attributeValueNames = [], opName = "test.op6", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%6) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %7 = "pdl.operation"(%4, %5) <{attributeValueNames = [], opName = "test.done6", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%6, %7) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "P7"}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.type"() : () -> !pdl.type
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "test.op7", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %3 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "test.done7", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%2, %3) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

