// generatedOpts/514.mlir and litTest/t514.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (generic patterns, generic payload).
"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "opt0"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
    %2 = "pdl.attribute"() <{value = 0 : i64}> : () -> !pdl.attribute
    %3 = "pdl.operation"(%2, %0) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    %4 = "pdl.result"(%3) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %5 = "pdl.operation"(%1, %4, %0) <{attributeValueNames = [], opName = "arith.subi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%5) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%5, %1) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_514_base"}> ({
  ^bb0(%arg2: i64):
    %4 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %5 = "arith.subi"(%arg2, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%5) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_514_false"}> ({
  ^bb0(%arg1: i64):
    %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %3 = "arith.subi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%3) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_514_Com"}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%1) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
