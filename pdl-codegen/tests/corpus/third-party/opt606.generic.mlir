// generatedOpts/606.mlir and litTest/t606.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (generic patterns, generic payload).
"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 5 : i16, sym_name = "opt0"}> ({
    %14 = "pdl.type"() : () -> !pdl.type
    %15 = "pdl.operand"(%14) : (!pdl.type) -> !pdl.value
    %16 = "pdl.attribute"() <{value = 2 : i64}> : () -> !pdl.attribute
    %17 = "pdl.operation"(%16, %14) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %18 = "pdl.result"(%17) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %19 = "pdl.operation"(%15, %18, %14) <{attributeValueNames = [], opName = "arith.remsi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %20 = "pdl.attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
    %21 = "pdl.operation"(%20, %14) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %22 = "pdl.type"() <{constantType = i1}> : () -> !pdl.type
    %23 = "pdl.result"(%19) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %24 = "pdl.result"(%21) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %25 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %26 = "pdl.operation"(%23, %24, %25, %22) <{attributeValueNames = ["predicate"], opName = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%26) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %27 = "pdl.operation"(%15, %22) <{attributeValueNames = [], opName = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%26, %27) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 5 : i16, sym_name = "opt0_com_1"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
    %2 = "pdl.attribute"() <{value = 2 : i64}> : () -> !pdl.attribute
    %3 = "pdl.operation"(%2, %0) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %4 = "pdl.result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl.operation"(%1, %4, %0) <{attributeValueNames = [], opName = "arith.remsi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %6 = "pdl.attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
    %7 = "pdl.operation"(%6, %0) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %8 = "pdl.type"() <{constantType = i1}> : () -> !pdl.type
    %9 = "pdl.result"(%5) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %10 = "pdl.result"(%7) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %11 = "pdl.attribute"() <{value = 1 : i64}> : () -> !pdl.attribute
    %12 = "pdl.operation"(%10, %9, %11, %8) <{attributeValueNames = ["predicate"], opName = "arith.cmpi", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.value, !pdl.attribute, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%12) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %13 = "pdl.operation"(%1, %8) <{attributeValueNames = [], opName = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%12, %13) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test_606_base"}> ({
  ^bb0(%arg4: i32):
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %12 = "arith.remsi"(%arg4, %11) : (i32, i32) -> i32
    %13 = "arith.cmpi"(%12, %10) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%13) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test_606_false"}> ({
  ^bb0(%arg3: i32):
    %7 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %8 = "arith.remsi"(%arg3, %7) : (i32, i32) -> i32
    %9 = "arith.cmpi"(%8, %7) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%9) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i1, sym_name = "test_606_unknown"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5 = "arith.remsi"(%arg1, %4) : (i32, i32) -> i32
    %6 = "arith.cmpi"(%5, %arg2) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%6) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i1, sym_name = "test_606_type"}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %2 = "arith.remsi"(%arg0, %1) : (i64, i64) -> i64
    %3 = "arith.cmpi"(%2, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
    "func.return"(%3) : (i1) -> ()
  }) : () -> ()
}) : () -> ()
