// generatedOpts/608.mlir and litTest/t608.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (generic patterns, generic payload).
"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0"}> ({
    %39 = "pdl.type"() : () -> !pdl.type
    %40 = "pdl.operand"(%39) : (!pdl.type) -> !pdl.value
    %41 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %42 = "pdl.operation"(%41, %39) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %43 = "pdl.result"(%42) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %44 = "pdl.operation"(%40, %43, %39) <{attributeValueNames = [], opName = "arith.andi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %45 = "pdl.attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
    %46 = "pdl.operation"(%45, %39) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %47 = "pdl.type"() <{constantType = i1}> : () -> !pdl.type
    %48 = "pdl.result"(%44) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %49 = "pdl.result"(%46) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %50 = "pdl.operation"(%48, %49, %41, %47) <{attributeValueNames = ["predicate"], opName = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%50) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %51 = "pdl.operation"(%40, %47) <{attributeValueNames = [], opName = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%50, %51) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0_com_1"}> ({
    %26 = "pdl.type"() : () -> !pdl.type
    %27 = "pdl.operand"(%26) : (!pdl.type) -> !pdl.value
    %28 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %29 = "pdl.operation"(%28, %26) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %30 = "pdl.result"(%29) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %31 = "pdl.operation"(%30, %27, %26) <{attributeValueNames = [], opName = "arith.andi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %32 = "pdl.attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
    %33 = "pdl.operation"(%32, %26) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %34 = "pdl.type"() <{constantType = i1}> : () -> !pdl.type
    %35 = "pdl.result"(%31) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %36 = "pdl.result"(%33) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %37 = "pdl.operation"(%35, %36, %28, %34) <{attributeValueNames = ["predicate"], opName = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%37) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %38 = "pdl.operation"(%27, %34) <{attributeValueNames = [], opName = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%37, %38) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0_com_2"}> ({
    %13 = "pdl.type"() : () -> !pdl.type
    %14 = "pdl.operand"(%13) : (!pdl.type) -> !pdl.value
    %15 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %16 = "pdl.operation"(%15, %13) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %17 = "pdl.result"(%16) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %18 = "pdl.operation"(%14, %17, %13) <{attributeValueNames = [], opName = "arith.andi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %19 = "pdl.attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
    %20 = "pdl.operation"(%19, %13) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %21 = "pdl.type"() <{constantType = i1}> : () -> !pdl.type
    %22 = "pdl.result"(%18) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %23 = "pdl.result"(%20) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %24 = "pdl.operation"(%23, %22, %15, %21) <{attributeValueNames = ["predicate"], opName = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%24) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %25 = "pdl.operation"(%14, %21) <{attributeValueNames = [], opName = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%24, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0_com_3"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
    %2 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %3 = "pdl.operation"(%2, %0) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %4 = "pdl.result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl.operation"(%4, %1, %0) <{attributeValueNames = [], opName = "arith.andi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %6 = "pdl.attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
    %7 = "pdl.operation"(%6, %0) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %8 = "pdl.type"() <{constantType = i1}> : () -> !pdl.type
    %9 = "pdl.result"(%5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %10 = "pdl.result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %11 = "pdl.operation"(%10, %9, %2, %8) <{attributeValueNames = ["predicate"], opName = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%11) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %12 = "pdl.operation"(%1, %8) <{attributeValueNames = [], opName = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%11, %12) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test_608_base"}> ({
  ^bb0(%arg6: i32):
    %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %20 = "arith.andi"(%arg6, %19) : (i32, i32) -> i32
    %21 = "arith.cmpi"(%20, %18) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%21) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test_608_false"}> ({
  ^bb0(%arg5: i32):
    %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %16 = "arith.andi"(%arg5, %15) : (i32, i32) -> i32
    %17 = "arith.cmpi"(%16, %15) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%17) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i1, sym_name = "test_608_type"}> ({
  ^bb0(%arg4: i64):
    %11 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %13 = "arith.andi"(%arg4, %12) : (i64, i64) -> i64
    %14 = "arith.cmpi"(%13, %11) <{predicate = 1 : i64}> : (i64, i64) -> i1
    "func.return"(%14) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test_608_wrong_predicate"}> ({
  ^bb0(%arg3: i32):
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "arith.andi"(%arg3, %8) : (i32, i32) -> i32
    %10 = "arith.cmpi"(%9, %7) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "func.return"(%10) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i1, sym_name = "test_60_unknown"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.andi"(%arg1, %4) : (i32, i32) -> i32
    %6 = "arith.cmpi"(%5, %arg2) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%6) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test_608_com"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.andi"(%1, %arg0) : (i32, i32) -> i32
    %3 = "arith.cmpi"(%2, %0) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%3) : (i1) -> ()
  }) : () -> ()
}) : () -> ()
