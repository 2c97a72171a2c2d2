// generatedOpts/1.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints it.
module {
  pdl.pattern @opt0 : benefit(0) {
    %0 = type : i16
    %1 = operation "arith.constant"  -> (%0 : !pdl.type)
    %2 = operand
    %3 = operation "arith.constant"  -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.addi"(%2, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = result 0 of %1
    %7 = result 0 of %5
    %8 = operation "arith.addi"(%6, %7 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %8 {
      %9 = operation "arith.addi"(%6, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
      %10 = result 0 of %9
      %11 = operation "arith.addi"(%2, %10 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
      replace %8 with %11
    }
  }
}

