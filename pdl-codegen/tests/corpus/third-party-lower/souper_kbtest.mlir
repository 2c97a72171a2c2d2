// opts/kbtest.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints it.
module {
  pdl.pattern @opt0 : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = operand : %0
    %3 = attribute = "0001"
    %4 = operation "arith.addi"(%1, %2 : !pdl.value, !pdl.value)  {"kb" = %3} -> (%0 : !pdl.type)
    rewrite %4 {
      %5 = attribute = 1 : i64
      %6 = operation "arith.constant"  {"value" = %5} -> (%0 : !pdl.type)
      replace %4 with %6
    }
  }
}

