// generatedOpts/9.mlir and litTest/t9.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @opt0 : benefit(2) {
    %0 = type
    %1 = operand : %0
    %2 = operand : %0
    %3 = operation "arith.subi"(%2, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.addi"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %5 {
      replace %5 with(%2 : !pdl.value)
    }
  }
  pdl.pattern @opt0_com_1 : benefit(2) {
    %0 = type
    %1 = operand : %0
    %2 = operand : %0
    %3 = operation "arith.subi"(%2, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.addi"(%4, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %5 {
      replace %5 with(%2 : !pdl.value)
    }
  }
}
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
