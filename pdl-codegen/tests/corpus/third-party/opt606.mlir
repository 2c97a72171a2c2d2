// generatedOpts/606.mlir and litTest/t606.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @opt0 : benefit(5) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = 2 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.remsi"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = attribute = 0 : i64
    %7 = operation "arith.constant"  {"value" = %6} -> (%0 : !pdl.type)
    %8 = type : i1
    %9 = result 0 of %5
    %10 = result 0 of %7
    %11 = attribute = 1 : i64
    %12 = operation "arith.cmpi"(%9, %10 : !pdl.value, !pdl.value)  {"predicate" = %11} -> (%8 : !pdl.type)
    rewrite %12 {
      %13 = operation "arith.trunci"(%1 : !pdl.value)  -> (%8 : !pdl.type)
      replace %12 with %13
    }
  }
  pdl.pattern @opt0_com_1 : benefit(5) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = 2 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.remsi"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = attribute = 0 : i64
    %7 = operation "arith.constant"  {"value" = %6} -> (%0 : !pdl.type)
    %8 = type : i1
    %9 = result 0 of %5
    %10 = result 0 of %7
    %11 = attribute = 1 : i64
    %12 = operation "arith.cmpi"(%10, %9 : !pdl.value, !pdl.value)  {"predicate" = %11} -> (%8 : !pdl.type)
    rewrite %12 {
      %13 = operation "arith.trunci"(%1 : !pdl.value)  -> (%8 : !pdl.type)
      replace %12 with %13
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test_606_base"}> ({
  ^bb0(%arg4: i32):
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %12 = "arith.remsi"(%arg4, %11) : (i32, i32) -> i32
    %13 = "arith.cmpi"(%12, %10) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%13) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test_606_false"}> ({
  ^bb0(%arg3: i32):
    %7 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %8 = "arith.remsi"(%arg3, %7) : (i32, i32) -> i32
    %9 = "arith.cmpi"(%8, %7) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%9) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i1, sym_name = "test_606_unknown"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5 = "arith.remsi"(%arg1, %4) : (i32, i32) -> i32
    %6 = "arith.cmpi"(%5, %arg2) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%6) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i1, sym_name = "test_606_type"}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %2 = "arith.remsi"(%arg0, %1) : (i64, i64) -> i64
    %3 = "arith.cmpi"(%2, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
    "func.return"(%3) : (i1) -> ()
  }) : () -> ()
}) : () -> ()
