// generatedOpts/9.mlir and litTest/t9.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (generic patterns, generic payload).
"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "opt0"}> ({
    %6 = "pdl.type"() : () -> !pdl.type
    %7 = "pdl.operand"(%6) : (!pdl.type) -> !pdl.value
    %8 = "pdl.operand"(%6) : (!pdl.type) -> !pdl.value
    %9 = "pdl.operation"(%8, %7, %6) <{attributeValueNames = [], opName = "arith.subi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %10 = "pdl.result"(%9) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %11 = "pdl.operation"(%7, %10, %6) <{attributeValueNames = [], opName = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%11) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%11, %8) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "opt0_com_1"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
    %2 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
    %3 = "pdl.operation"(%2, %1, %0) <{attributeValueNames = [], opName = "arith.subi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %4 = "pdl.result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl.operation"(%4, %1, %0) <{attributeValueNames = [], opName = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%5) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%5, %2) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "opt9PositiveBase"}> ({
  ^bb0(%arg4: i64, %arg5: i64):
    %4 = "arith.subi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %5 = "arith.addi"(%arg5, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%5) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "opt9PositiveCom"}> ({
  ^bb0(%arg2: i64, %arg3: i64):
    %2 = "arith.subi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %3 = "arith.addi"(%2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%3) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "opt9PositiveType"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
