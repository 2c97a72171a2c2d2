// generatedOpts/56.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints it.
module {
  pdl.pattern @opt0 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = operand : %0
    %3 = attribute = 0 : i64
    %4 = operation "arith.constant"  {"value" = %3} -> (%0 : !pdl.type)
    %5 = operation "arith.subi"(%1, %2 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    %6 = result 0 of %4
    %7 = result 0 of %5
    %8 = operation "arith.subi"(%6, %7 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %8 {
      %9 = operation "arith.subi"(%2, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
      replace %8 with %9
    }
  }
}

