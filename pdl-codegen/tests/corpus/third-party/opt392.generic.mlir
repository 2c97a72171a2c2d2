// generatedOpts/392.mlir and litTest/t392.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (generic patterns, generic payload).
"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
    %2 = "pdl.type"() : () -> !pdl.type
    %3 = "pdl.operation"(%1, %2) <{attributeValueNames = [], opName = "arith.extsi", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %4 = "pdl.type"() : () -> !pdl.type
    %5 = "pdl.result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %6 = "pdl.operation"(%5, %4) <{attributeValueNames = [], opName = "arith.extsi", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%6) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %7 = "pdl.operation"(%1, %4) <{attributeValueNames = [], opName = "arith.extsi", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%6, %7) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i16) -> i64, sym_name = "test_392_trunci_base"}> ({
  ^bb0(%arg1: i16):
    %5 = "arith.extsi"(%arg1) : (i16) -> i32
    %6 = "arith.extsi"(%5) : (i32) -> i64
    "func.return"(%6) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i64, sym_name = "test_392_trunci_constant"}> ({
    %2 = "arith.constant"() <{value = 3 : i16}> : () -> i16
    %3 = "arith.extsi"(%2) : (i16) -> i32
    %4 = "arith.extsi"(%3) : (i32) -> i64
    "func.return"(%4) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i7) -> i47, sym_name = "test_392_trunci_type"}> ({
  ^bb0(%arg0: i7):
    %0 = "arith.extsi"(%arg0) : (i7) -> i23
    %1 = "arith.extsi"(%0) : (i23) -> i47
    "func.return"(%1) : (i47) -> ()
  }) : () -> ()
}) : () -> ()
