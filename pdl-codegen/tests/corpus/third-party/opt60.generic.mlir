// generatedOpts/60.mlir and litTest/t60.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (generic patterns, generic payload).
"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0"}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
    %2 = "pdl.type"() <{constantType = i64}> : () -> !pdl.type
    %3 = "pdl.operation"(%1, %2) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %4 = "pdl.result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl.operation"(%0, %4, %2) <{attributeValueNames = [], opName = "arith.subi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%5) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%5, %0) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_60_base"}> ({
  ^bb0(%arg2: i64):
    %4 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %5 = "arith.subi"(%arg2, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%5) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_60_false"}> ({
  ^bb0(%arg1: i64):
    %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %3 = "arith.subi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%3) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "test_60_type"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.subi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
