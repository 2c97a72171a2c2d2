// generatedOpts/45.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints it.
module {
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

