// generatedOpts/3.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints it.
module {
  pdl.pattern @opt0 : benefit(1) {
    %0 = operand
    %1 = attribute = 0 : i64
    %2 = type : i64
    %3 = operation "arith.constant"  {"value" = %1} -> (%2 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.addi"(%0, %4 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    rewrite %5 {
      replace %5 with(%0 : !pdl.value)
    }
  }
}

