module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operands
    %4 = type
    %5 = operation "linalg.pack"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "linalg.pack"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = type
    %4 = operation "linalg.unpack"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "linalg.unpack"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
}
