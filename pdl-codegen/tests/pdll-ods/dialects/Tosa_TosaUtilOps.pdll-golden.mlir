module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "tosa.apply_scale"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "tosa.apply_scale"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operands
    %1 = operation "tosa.yield"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "tosa.yield"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
}
