// generatedOpts/2762.mlir and litTest/t2762.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @opt0 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = operation "arith.constant"  -> (%0 : !pdl.type)
    %3 = type : i1
    %4 = result 0 of %2
    %5 = attribute = 1 : i64
    %6 = operation "arith.cmpi"(%1, %4 : !pdl.value, !pdl.value)  {"predicate" = %5} -> (%3 : !pdl.type)
    %7 = operation "arith.constant"  {"value" = %5} -> (%3 : !pdl.type)
    %8 = result 0 of %6
    %9 = result 0 of %7
    %10 = operation "arith.xori"(%8, %9 : !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    rewrite %10 {
      %11 = attribute = 0 : i64
      %12 = operation "arith.cmpi"(%1, %4 : !pdl.value, !pdl.value)  {"predicate" = %11} -> (%3 : !pdl.type)
      replace %10 with %12
    }
  }
  pdl.pattern @opt0_com_1 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = operation "arith.constant"  -> (%0 : !pdl.type)
    %3 = type : i1
    %4 = result 0 of %2
    %5 = attribute = 1 : i64
    %6 = operation "arith.cmpi"(%4, %1 : !pdl.value, !pdl.value)  {"predicate" = %5} -> (%3 : !pdl.type)
    %7 = operation "arith.constant"  {"value" = %5} -> (%3 : !pdl.type)
    %8 = result 0 of %6
    %9 = result 0 of %7
    %10 = operation "arith.xori"(%8, %9 : !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    rewrite %10 {
      %11 = attribute = 0 : i64
      %12 = operation "arith.cmpi"(%1, %4 : !pdl.value, !pdl.value)  {"predicate" = %11} -> (%3 : !pdl.type)
      replace %10 with %12
    }
  }
  pdl.pattern @opt0_com_2 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = operation "arith.constant"  -> (%0 : !pdl.type)
    %3 = type : i1
    %4 = result 0 of %2
    %5 = attribute = 1 : i64
    %6 = operation "arith.cmpi"(%1, %4 : !pdl.value, !pdl.value)  {"predicate" = %5} -> (%3 : !pdl.type)
    %7 = operation "arith.constant"  {"value" = %5} -> (%3 : !pdl.type)
    %8 = result 0 of %6
    %9 = result 0 of %7
    %10 = operation "arith.xori"(%9, %8 : !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    rewrite %10 {
      %11 = attribute = 0 : i64
      %12 = operation "arith.cmpi"(%1, %4 : !pdl.value, !pdl.value)  {"predicate" = %11} -> (%3 : !pdl.type)
      replace %10 with %12
    }
  }
  pdl.pattern @opt0_com_3 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = operation "arith.constant"  -> (%0 : !pdl.type)
    %3 = type : i1
    %4 = result 0 of %2
    %5 = attribute = 1 : i64
    %6 = operation "arith.cmpi"(%4, %1 : !pdl.value, !pdl.value)  {"predicate" = %5} -> (%3 : !pdl.type)
    %7 = operation "arith.constant"  {"value" = %5} -> (%3 : !pdl.type)
    %8 = result 0 of %6
    %9 = result 0 of %7
    %10 = operation "arith.xori"(%9, %8 : !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    rewrite %10 {
      %11 = attribute = 0 : i64
      %12 = operation "arith.cmpi"(%1, %4 : !pdl.value, !pdl.value)  {"predicate" = %11} -> (%3 : !pdl.type)
      replace %10 with %12
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i64) -> i1, sym_name = "test_opt_2762_base"}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.constant"() <{value = 24 : i64}> : () -> i64
    %1 = "arith.cmpi"(%arg0, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %2 = "arith.constant"() <{value = true}> : () -> i1
    %3 = "arith.xori"(%2, %1) : (i1, i1) -> i1
    "func.return"(%3) : (i1) -> ()
  }) : () -> ()
}) : () -> ()
