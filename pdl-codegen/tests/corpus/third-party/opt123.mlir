// generatedOpts/123.mlir and litTest/t123.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @opt0 : benefit(5) {
    %0 = operand
    %1 = attribute = 1 : i32
    %2 = type : i32
    %3 = operation "arith.constant"  {"value" = %1} -> (%2 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.divsi"(%0, %4 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    rewrite %5 {
      replace %5 with(%0 : !pdl.value)
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "test_123_base"}> ({
  ^bb0(%arg2: i32):
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.divsi"(%arg2, %4) : (i32, i32) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "test_123_false"}> ({
  ^bb0(%arg1: i32):
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.divsi"(%arg1, %2) : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_123_type"}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "arith.divsi"(%arg0, %0) : (i64, i64) -> i64
    "func.return"(%1) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
