// generatedOpts/56.mlir and litTest/t56.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @opt0 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = operand : %0
    %3 = attribute = 0 : i64
    %4 = operation "arith.constant"  {"value" = %3} -> (%0 : !pdl.type)
    %5 = operation "arith.subi"(%1, %2 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = result 0 of %4
    %7 = result 0 of %5
    %8 = operation "arith.subi"(%6, %7 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %8 {
      %9 = operation "arith.subi"(%2, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
      replace %8 with %9
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "test_56_base"}> ({
  ^bb0(%arg4: i32, %arg5: i32):
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.subi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.subi"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "test_56_false"}> ({
  ^bb0(%arg2: i32, %arg3: i32):
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "arith.subi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.subi"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "test_56_type"}> ({
  ^bb0(%arg0: i64, %arg1: i64):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %2 = "arith.subi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%2) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
