// generatedOpts/1897.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints it.
module {
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

