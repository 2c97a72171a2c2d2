// generatedOpts/3.mlir and litTest/t3.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @opt0 : benefit(1) {
    %0 = operand
    %1 = attribute = 0 : i64
    %2 = type : i64
    %3 = operation "arith.constant"  {"value" = %1} -> (%2 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.addi"(%0, %4 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    rewrite %5 {
      replace %5 with(%0 : !pdl.value)
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test3base"}> ({
  ^bb0(%arg3: i64):
    %6 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %7 = "arith.addi"(%arg3, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%7) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "test3Type"}> ({
  ^bb0(%arg2: i32):
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.addi"(%arg2, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test3false"}> ({
  ^bb0(%arg1: i64):
    %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %3 = "arith.addi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%3) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "test3Com"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
