// generatedOpts/45.mlir and litTest/t45.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (generic patterns, generic payload).
"builtin.module"() <{sym_name = "patterns"}> ({
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
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_45_base"}> ({
  ^bb0(%arg3: i64):
    %12 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %13 = "arith.xori"(%arg3, %12) : (i64, i64) -> i64
    %14 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %15 = "arith.addi"(%13, %14) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%15) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_45_base_com1"}> ({
  ^bb0(%arg2: i64):
    %8 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %9 = "arith.xori"(%8, %arg2) : (i64, i64) -> i64
    %10 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %11 = "arith.addi"(%9, %10) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%11) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_45_base_com2"}> ({
  ^bb0(%arg1: i64):
    %4 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %5 = "arith.xori"(%arg1, %4) : (i64, i64) -> i64
    %6 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %7 = "arith.addi"(%6, %5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%7) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "test_45_type"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.xori"(%arg0, %0) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
