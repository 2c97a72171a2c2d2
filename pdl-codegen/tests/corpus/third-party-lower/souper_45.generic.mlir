// generatedOpts/45.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints it in generic form.
"builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0"}> ({
    %36 = "pdl.type"() : () -> !pdl.type
    %37 = "pdl.operand"(%36) : (!pdl.type) -> !pdl.value
    %38 = "pdl.attribute"() <{value = -1 : i64}> : () -> !pdl.attribute
    %39 = "pdl.operation"(%38, %36) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %40 = "pdl.result"(%39) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %41 = "pdl.operation"(%37, %40, %36) <{attributeValueNames = [], opName = "arith.xori", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %42 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %43 = "pdl.operation"(%42, %36) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %44 = "pdl.result"(%41) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %45 = "pdl.result"(%43) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %46 = "pdl.operation"(%44, %45, %36) <{attributeValueNames = [], opName = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%46) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %47 = "pdl.operation"(%37, %40, %36) <{attributeValueNames = [], opName = "arith.muli", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%46, %47) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0_com_1"}> ({
    %24 = "pdl.type"() : () -> !pdl.type
    %25 = "pdl.operand"(%24) : (!pdl.type) -> !pdl.value
    %26 = "pdl.attribute"() <{value = -1 : i64}> : () -> !pdl.attribute
    %27 = "pdl.operation"(%26, %24) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %28 = "pdl.result"(%27) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %29 = "pdl.operation"(%28, %25, %24) <{attributeValueNames = [], opName = "arith.xori", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %30 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %31 = "pdl.operation"(%30, %24) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %32 = "pdl.result"(%29) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %33 = "pdl.result"(%31) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %34 = "pdl.operation"(%32, %33, %24) <{attributeValueNames = [], opName = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%34) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %35 = "pdl.operation"(%25, %28, %24) <{attributeValueNames = [], opName = "arith.muli", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%34, %35) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0_com_2"}> ({
    %12 = "pdl.type"() : () -> !pdl.type
    %13 = "pdl.operand"(%12) : (!pdl.type) -> !pdl.value
    %14 = "pdl.attribute"() <{value = -1 : i64}> : () -> !pdl.attribute
    %15 = "pdl.operation"(%14, %12) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %16 = "pdl.result"(%15) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %17 = "pdl.operation"(%13, %16, %12) <{attributeValueNames = [], opName = "arith.xori", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %18 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %19 = "pdl.operation"(%18, %12) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %20 = "pdl.result"(%17) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %21 = "pdl.result"(%19) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %22 = "pdl.operation"(%21, %20, %12) <{attributeValueNames = [], opName = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%22) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %23 = "pdl.operation"(%13, %16, %12) <{attributeValueNames = [], opName = "arith.muli", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%22, %23) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0_com_3"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
    %2 = "pdl.attribute"() <{value = -1 : i64}> : () -> !pdl.attribute
    %3 = "pdl.operation"(%2, %0) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %4 = "pdl.result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl.operation"(%4, %1, %0) <{attributeValueNames = [], opName = "arith.xori", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %6 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %7 = "pdl.operation"(%6, %0) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %8 = "pdl.result"(%5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %9 = "pdl.result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %10 = "pdl.operation"(%9, %8, %0) <{attributeValueNames = [], opName = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%10) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %11 = "pdl.operation"(%1, %4, %0) <{attributeValueNames = [], opName = "arith.muli", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%10, %11) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

