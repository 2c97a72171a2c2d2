// generatedOpts/1897.mlir and litTest/t1897.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @opt0 : benefit(4) {
    %0 = type : i1
    %1 = operand : %0
    %2 = type
    %3 = attribute = 1 : i64
    %4 = operation "arith.constant"  {"value" = %3} -> (%2 : !pdl.type)
    %5 = attribute = 0 : i64
    %6 = operation "arith.constant"  {"value" = %5} -> (%2 : !pdl.type)
    %7 = result 0 of %4
    %8 = result 0 of %6
    %9 = operation "arith.select"(%1, %7, %8 : !pdl.value, !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %10 = type
    %11 = result 0 of %9
    %12 = operation "arith.trunci"(%11 : !pdl.value)  -> (%10 : !pdl.type)
    %13 = operation "arith.constant"  {"value" = %3} -> (%10 : !pdl.type)
    %14 = result 0 of %12
    %15 = result 0 of %13
    %16 = operation "arith.andi"(%14, %15 : !pdl.value, !pdl.value)  -> (%10 : !pdl.type)
    rewrite %16 {
      %17 = operation "arith.extui"(%1 : !pdl.value)  -> (%10 : !pdl.type)
      replace %16 with %17
    }
  }
  pdl.pattern @opt0_com_1 : benefit(4) {
    %0 = type : i1
    %1 = operand : %0
    %2 = type
    %3 = attribute = 1 : i64
    %4 = operation "arith.constant"  {"value" = %3} -> (%2 : !pdl.type)
    %5 = attribute = 0 : i64
    %6 = operation "arith.constant"  {"value" = %5} -> (%2 : !pdl.type)
    %7 = result 0 of %4
    %8 = result 0 of %6
    %9 = operation "arith.select"(%1, %7, %8 : !pdl.value, !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %10 = type
    %11 = result 0 of %9
    %12 = operation "arith.trunci"(%11 : !pdl.value)  -> (%10 : !pdl.type)
    %13 = operation "arith.constant"  {"value" = %3} -> (%10 : !pdl.type)
    %14 = result 0 of %12
    %15 = result 0 of %13
    %16 = operation "arith.andi"(%15, %14 : !pdl.value, !pdl.value)  -> (%10 : !pdl.type)
    rewrite %16 {
      %17 = operation "arith.extui"(%1 : !pdl.value)  -> (%10 : !pdl.type)
      replace %16 with %17
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i1) -> i16, sym_name = "test_1897_base"}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.select"(%arg0, %0, %1) : (i1, i32, i32) -> i32
    %3 = "arith.trunci"(%2) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %4 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %5 = "arith.andi"(%4, %3) : (i16, i16) -> i16
    "func.return"(%5) : (i16) -> ()
  }) : () -> ()
}) : () -> ()
