// generatedOpts/514.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints it.
module {
  pdl.pattern @opt0 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = attribute = 0 : i64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.subi"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %5 {
      replace %5 with(%1 : !pdl.value)
    }
  }
}

