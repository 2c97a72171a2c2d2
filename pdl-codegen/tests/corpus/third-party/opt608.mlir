// generatedOpts/608.mlir and litTest/t608.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @opt0 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = 1 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.andi"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = attribute = 0 : i64
    %7 = operation "arith.constant"  {"value" = %6} -> (%0 : !pdl.type)
    %8 = type : i1
    %9 = result 0 of %5
    %10 = result 0 of %7
    %11 = operation "arith.cmpi"(%9, %10 : !pdl.value, !pdl.value)  {"predicate" = %2} -> (%8 : !pdl.type)
    rewrite %11 {
      %12 = operation "arith.trunci"(%1 : !pdl.value)  -> (%8 : !pdl.type)
      replace %11 with %12
    }
  }
  pdl.pattern @opt0_com_1 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = 1 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.andi"(%4, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = attribute = 0 : i64
    %7 = operation "arith.constant"  {"value" = %6} -> (%0 : !pdl.type)
    %8 = type : i1
    %9 = result 0 of %5
    %10 = result 0 of %7
    %11 = operation "arith.cmpi"(%9, %10 : !pdl.value, !pdl.value)  {"predicate" = %2} -> (%8 : !pdl.type)
    rewrite %11 {
      %12 = operation "arith.trunci"(%1 : !pdl.value)  -> (%8 : !pdl.type)
      replace %11 with %12
    }
  }
  pdl.pattern @opt0_com_2 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = 1 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.andi"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = attribute = 0 : i64
    %7 = operation "arith.constant"  {"value" = %6} -> (%0 : !pdl.type)
    %8 = type : i1
    %9 = result 0 of %5
    %10 = result 0 of %7
    %11 = operation "arith.cmpi"(%10, %9 : !pdl.value, !pdl.value)  {"predicate" = %2} -> (%8 : !pdl.type)
    rewrite %11 {
      %12 = operation "arith.trunci"(%1 : !pdl.value)  -> (%8 : !pdl.type)
      replace %11 with %12
    }
  }
  pdl.pattern @opt0_com_3 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = 1 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.andi"(%4, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = attribute = 0 : i64
    %7 = operation "arith.constant"  {"value" = %6} -> (%0 : !pdl.type)
    %8 = type : i1
    %9 = result 0 of %5
    %10 = result 0 of %7
    %11 = operation "arith.cmpi"(%10, %9 : !pdl.value, !pdl.value)  {"predicate" = %2} -> (%8 : !pdl.type)
    rewrite %11 {
      %12 = operation "arith.trunci"(%1 : !pdl.value)  -> (%8 : !pdl.type)
      replace %11 with %12
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test_608_base"}> ({
  ^bb0(%arg6: i32):
    %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %20 = "arith.andi"(%arg6, %19) : (i32, i32) -> i32
    %21 = "arith.cmpi"(%20, %18) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%21) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test_608_false"}> ({
  ^bb0(%arg5: i32):
    %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %16 = "arith.andi"(%arg5, %15) : (i32, i32) -> i32
    %17 = "arith.cmpi"(%16, %15) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%17) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i1, sym_name = "test_608_type"}> ({
  ^bb0(%arg4: i64):
    %11 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %13 = "arith.andi"(%arg4, %12) : (i64, i64) -> i64
    %14 = "arith.cmpi"(%13, %11) <{predicate = 1 : i64}> : (i64, i64) -> i1
    "func.return"(%14) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test_608_wrong_predicate"}> ({
  ^bb0(%arg3: i32):
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "arith.andi"(%arg3, %8) : (i32, i32) -> i32
    %10 = "arith.cmpi"(%9, %7) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "func.return"(%10) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i1, sym_name = "test_60_unknown"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.andi"(%arg1, %4) : (i32, i32) -> i32
    %6 = "arith.cmpi"(%5, %arg2) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%6) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test_608_com"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.andi"(%1, %arg0) : (i32, i32) -> i32
    %3 = "arith.cmpi"(%2, %0) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%3) : (i1) -> ()
  }) : () -> ()
}) : () -> ()
