// generatedOpts/433.mlir and litTest/t433.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (generic patterns, generic payload).
"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
    %2 = "pdl.type"() : () -> !pdl.type
    %3 = "pdl.operation"(%1, %2) <{attributeValueNames = [], opName = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    %4 = "pdl.type"() : () -> !pdl.type
    %5 = "pdl.result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %6 = "pdl.operation"(%5, %4) <{attributeValueNames = [], opName = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%6) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %7 = "pdl.operation"(%1, %4) <{attributeValueNames = [], opName = "arith.trunci", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%6, %7) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i64) -> i8, sym_name = "test_433_trunci_base"}> ({
  ^bb0(%arg1: i64):
    %2 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %3 = "arith.trunci"(%2) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i999) -> i2, sym_name = "test_433_trunci_type"}> ({
  ^bb0(%arg0: i999):
    %0 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i999) -> i433
    %1 = "arith.trunci"(%0) <{overflowFlags = #arith.overflow<none>}> : (i433) -> i2
    "func.return"(%1) : (i2) -> ()
  }) : () -> ()
}) : () -> ()
