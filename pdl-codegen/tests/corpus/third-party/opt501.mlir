// generatedOpts/501.mlir and litTest/t501.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @opt0 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = operation "arith.subi"(%1, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %2 {
      %3 = attribute = 0 : i64
      %4 = operation "arith.constant"  {"value" = %3} -> (%0 : !pdl.type)
      replace %2 with %4
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_501_base"}> ({
  ^bb0(%arg1: i64):
    %1 = "arith.subi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%1) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "test_501_type"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
