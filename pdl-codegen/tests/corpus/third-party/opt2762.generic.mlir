// generatedOpts/2762.mlir and litTest/t2762.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (generic patterns, generic payload).
"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0"}> ({
    %39 = "pdl.type"() : () -> !pdl.type
    %40 = "pdl.operand"(%39) : (!pdl.type) -> !pdl.value
    %41 = "pdl.operation"(%39) <{attributeValueNames = [], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
    %42 = "pdl.type"() <{constantType = i1}> : () -> !pdl.type
    %43 = "pdl.result"(%41) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %44 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %45 = "pdl.operation"(%40, %43, %44, %42) <{attributeValueNames = ["predicate"], opName = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
    %46 = "pdl.operation"(%44, %42) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %47 = "pdl.result"(%45) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %48 = "pdl.result"(%46) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %49 = "pdl.operation"(%47, %48, %42) <{attributeValueNames = [], opName = "arith.xori", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%49) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %50 = "pdl.attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
      %51 = "pdl.operation"(%40, %43, %50, %42) <{attributeValueNames = ["predicate"], opName = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
      "pdl.replace"(%49, %51) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0_com_1"}> ({
    %26 = "pdl.type"() : () -> !pdl.type
    %27 = "pdl.operand"(%26) : (!pdl.type) -> !pdl.value
    %28 = "pdl.operation"(%26) <{attributeValueNames = [], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
    %29 = "pdl.type"() <{constantType = i1}> : () -> !pdl.type
    %30 = "pdl.result"(%28) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %31 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %32 = "pdl.operation"(%30, %27, %31, %29) <{attributeValueNames = ["predicate"], opName = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
    %33 = "pdl.operation"(%31, %29) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %34 = "pdl.result"(%32) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %35 = "pdl.result"(%33) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %36 = "pdl.operation"(%34, %35, %29) <{attributeValueNames = [], opName = "arith.xori", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%36) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %37 = "pdl.attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
      %38 = "pdl.operation"(%27, %30, %37, %29) <{attributeValueNames = ["predicate"], opName = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
      "pdl.replace"(%36, %38) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0_com_2"}> ({
    %13 = "pdl.type"() : () -> !pdl.type
    %14 = "pdl.operand"(%13) : (!pdl.type) -> !pdl.value
    %15 = "pdl.operation"(%13) <{attributeValueNames = [], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
    %16 = "pdl.type"() <{constantType = i1}> : () -> !pdl.type
    %17 = "pdl.result"(%15) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %18 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %19 = "pdl.operation"(%14, %17, %18, %16) <{attributeValueNames = ["predicate"], opName = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
    %20 = "pdl.operation"(%18, %16) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %21 = "pdl.result"(%19) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %22 = "pdl.result"(%20) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %23 = "pdl.operation"(%22, %21, %16) <{attributeValueNames = [], opName = "arith.xori", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%23) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %24 = "pdl.attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
      %25 = "pdl.operation"(%14, %17, %24, %16) <{attributeValueNames = ["predicate"], opName = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
      "pdl.replace"(%23, %25) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0_com_3"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
    %2 = "pdl.operation"(%0) <{attributeValueNames = [], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
    %3 = "pdl.type"() <{constantType = i1}> : () -> !pdl.type
    %4 = "pdl.result"(%2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %6 = "pdl.operation"(%4, %1, %5, %3) <{attributeValueNames = ["predicate"], opName = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
    %7 = "pdl.operation"(%5, %3) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %8 = "pdl.result"(%6) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %9 = "pdl.result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %10 = "pdl.operation"(%9, %8, %3) <{attributeValueNames = [], opName = "arith.xori", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%10) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %11 = "pdl.attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
      %12 = "pdl.operation"(%1, %4, %11, %3) <{attributeValueNames = ["predicate"], opName = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
      "pdl.replace"(%10, %12) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i64) -> i1, sym_name = "test_opt_2762_base"}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.constant"() <{value = 24 : i64}> : () -> i64
    %1 = "arith.cmpi"(%arg0, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %2 = "arith.constant"() <{value = true}> : () -> i1
    %3 = "arith.xori"(%2, %1) : (i1, i1) -> i1
    "func.return"(%3) : (i1) -> ()
  }) : () -> ()
}) : () -> ()
