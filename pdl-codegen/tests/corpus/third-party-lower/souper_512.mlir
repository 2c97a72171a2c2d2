// generatedOpts/512.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints it.
module {
  pdl.pattern @opt0 : benefit(2) {
    %0 = type
    %1 = operation "arith.constant"  -> (%0 : !pdl.type)
    %2 = operand : %0
    %3 = result 0 of %1
    %4 = operation "arith.addi"(%2, %3 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %5 = result 0 of %4
    %6 = operation "arith.subi"(%5, %3 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %6 {
      replace %6 with(%2 : !pdl.value)
    }
  }
  pdl.pattern @opt0_com_1 : benefit(2) {
    %0 = type
    %1 = operation "arith.constant"  -> (%0 : !pdl.type)
    %2 = operand : %0
    %3 = result 0 of %1
    %4 = operation "arith.addi"(%3, %2 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %5 = result 0 of %4
    %6 = operation "arith.subi"(%5, %3 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %6 {
      replace %6 with(%2 : !pdl.value)
    }
  }
}

