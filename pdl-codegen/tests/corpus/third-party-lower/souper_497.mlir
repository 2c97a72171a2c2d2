// generatedOpts/497.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints it.
module {
  pdl.pattern @opt0 : benefit(2) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = 1 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.addi"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = result 0 of %5
    %7 = operation "arith.subi"(%6, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %7 {
      replace %7 with(%1 : !pdl.value)
    }
  }
  pdl.pattern @opt0_com_1 : benefit(2) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = 1 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.addi"(%4, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = result 0 of %5
    %7 = operation "arith.subi"(%6, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %7 {
      replace %7 with(%1 : !pdl.value)
    }
  }
}

