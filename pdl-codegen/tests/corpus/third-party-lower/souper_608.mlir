// generatedOpts/608.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints it.
module {
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

