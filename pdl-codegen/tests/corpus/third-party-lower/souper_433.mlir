// generatedOpts/433.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints it.
module {
  pdl.pattern @opt0 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = type
    %3 = operation "arith.trunci"(%1 : !pdl.value)  -> (%2 : !pdl.type)
    %4 = type
    %5 = result 0 of %3
    %6 = operation "arith.trunci"(%5 : !pdl.value)  -> (%4 : !pdl.type)
    rewrite %6 {
      %7 = operation "arith.trunci"(%1 : !pdl.value)  -> (%4 : !pdl.type)
      replace %6 with %7
    }
  }
}

