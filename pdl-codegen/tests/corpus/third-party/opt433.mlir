// generatedOpts/433.mlir and litTest/t433.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @opt0 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = type
    %3 = operation "arith.trunci"(%1 : !pdl.value)  -> (%2 : !pdl.type)
    %4 = type
    %5 = result 0 of %3
    %6 = operation "arith.trunci"(%5 : !pdl.value)  -> (%4 : !pdl.type)
    rewrite %6 {
      %7 = operation "arith.trunci"(%1 : !pdl.value)  -> (%4 : !pdl.type)
      replace %6 with %7
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i64) -> i8, sym_name = "test_433_trunci_base"}> ({
  ^bb0(%arg1: i64):
    %2 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %3 = "arith.trunci"(%2) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i999) -> i2, sym_name = "test_433_trunci_type"}> ({
  ^bb0(%arg0: i999):
    %0 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i999) -> i433
    %1 = "arith.trunci"(%0) <{overflowFlags = #arith.overflow<none>}> : (i433) -> i2
    "func.return"(%1) : (i2) -> ()
  }) : () -> ()
}) : () -> ()
