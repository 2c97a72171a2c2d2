// generatedOpts/45.mlir and litTest/t45.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @opt0 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = -1 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.xori"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = attribute = 1 : i64
    %7 = operation "arith.constant"  {"value" = %6} -> (%0 : !pdl.type)
    %8 = result 0 of %5
    %9 = result 0 of %7
    %10 = operation "arith.addi"(%8, %9 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %10 {
      %11 = operation "arith.muli"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
      replace %10 with %11
    }
  }
  pdl.pattern @opt0_com_1 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = -1 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.xori"(%4, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = attribute = 1 : i64
    %7 = operation "arith.constant"  {"value" = %6} -> (%0 : !pdl.type)
    %8 = result 0 of %5
    %9 = result 0 of %7
    %10 = operation "arith.addi"(%8, %9 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %10 {
      %11 = operation "arith.muli"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
      replace %10 with %11
    }
  }
  pdl.pattern @opt0_com_2 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = -1 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.xori"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = attribute = 1 : i64
    %7 = operation "arith.constant"  {"value" = %6} -> (%0 : !pdl.type)
    %8 = result 0 of %5
    %9 = result 0 of %7
    %10 = operation "arith.addi"(%9, %8 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %10 {
      %11 = operation "arith.muli"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
      replace %10 with %11
    }
  }
  pdl.pattern @opt0_com_3 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = -1 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.xori"(%4, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = attribute = 1 : i64
    %7 = operation "arith.constant"  {"value" = %6} -> (%0 : !pdl.type)
    %8 = result 0 of %5
    %9 = result 0 of %7
    %10 = operation "arith.addi"(%9, %8 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %10 {
      %11 = operation "arith.muli"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
      replace %10 with %11
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_45_base"}> ({
  ^bb0(%arg3: i64):
    %12 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %13 = "arith.xori"(%arg3, %12) : (i64, i64) -> i64
    %14 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %15 = "arith.addi"(%13, %14) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%15) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_45_base_com1"}> ({
  ^bb0(%arg2: i64):
    %8 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %9 = "arith.xori"(%8, %arg2) : (i64, i64) -> i64
    %10 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %11 = "arith.addi"(%9, %10) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%11) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "test_45_base_com2"}> ({
  ^bb0(%arg1: i64):
    %4 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %5 = "arith.xori"(%arg1, %4) : (i64, i64) -> i64
    %6 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %7 = "arith.addi"(%6, %5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%7) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "test_45_type"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.xori"(%arg0, %0) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
