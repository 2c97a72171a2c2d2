// generatedOpts/392.mlir and litTest/t392.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @opt0 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = type
    %3 = operation "arith.extsi"(%1 : !pdl.value)  -> (%2 : !pdl.type)
    %4 = type
    %5 = result 0 of %3
    %6 = operation "arith.extsi"(%5 : !pdl.value)  -> (%4 : !pdl.type)
    rewrite %6 {
      %7 = operation "arith.extsi"(%1 : !pdl.value)  -> (%4 : !pdl.type)
      replace %6 with %7
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i16) -> i64, sym_name = "test_392_trunci_base"}> ({
  ^bb0(%arg1: i16):
    %5 = "arith.extsi"(%arg1) : (i16) -> i32
    %6 = "arith.extsi"(%5) : (i32) -> i64
    "func.return"(%6) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i64, sym_name = "test_392_trunci_constant"}> ({
    %2 = "arith.constant"() <{value = 3 : i16}> : () -> i16
    %3 = "arith.extsi"(%2) : (i16) -> i32
    %4 = "arith.extsi"(%3) : (i32) -> i64
    "func.return"(%4) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i7) -> i47, sym_name = "test_392_trunci_type"}> ({
  ^bb0(%arg0: i7):
    %0 = "arith.extsi"(%arg0) : (i7) -> i23
    %1 = "arith.extsi"(%0) : (i23) -> i47
    "func.return"(%1) : (i47) -> ()
  }) : () -> ()
}) : () -> ()
