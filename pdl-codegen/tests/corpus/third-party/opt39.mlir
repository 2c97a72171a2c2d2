// generatedOpts/39.mlir and litTest/t39.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @opt0 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = 0 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.addi"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %5 {
      replace %5 with(%1 : !pdl.value)
    }
  }
  pdl.pattern @opt0_com_1 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = 0 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.addi"(%4, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %5 {
      replace %5 with(%1 : !pdl.value)
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "test_60_base"}> ({
  ^bb0(%arg1: i32):
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.addi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "test_60_false"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
