// generatedOpts/497.mlir and litTest/t497.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @opt0 : benefit(2) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = 1 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.addi"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = result 0 of %5
    %7 = operation "arith.subi"(%6, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %7 {
      replace %7 with(%1 : !pdl.value)
    }
  }
  pdl.pattern @opt0_com_1 : benefit(2) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = 1 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.addi"(%4, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = result 0 of %5
    %7 = operation "arith.subi"(%6, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %7 {
      replace %7 with(%1 : !pdl.value)
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_497_base"}> ({
  ^bb0(%arg3: i64):
    %10 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %11 = "arith.addi"(%arg3, %10) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %12 = "arith.subi"(%11, %10) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%12) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_497_com"}> ({
  ^bb0(%arg2: i64):
    %7 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %8 = "arith.addi"(%7, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %9 = "arith.subi"(%8, %7) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%9) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "test_497_type"}> ({
  ^bb0(%arg1: i32):
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.addi"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.subi"(%5, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_497_need_to_work"}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %3 = "arith.subi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%3) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
