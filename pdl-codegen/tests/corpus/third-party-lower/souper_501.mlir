// generatedOpts/501.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints it.
module {
  pdl.pattern @opt0 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = operation "arith.subi"(%1, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %2 {
      %3 = attribute = 0 : i64
      %4 = operation "arith.constant"  {"value" = %3} -> (%0 : !pdl.type)
      replace %2 with %4
    }
  }
}

