module {
  pdl.pattern @Q0 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.apply_scale"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = operation "tosa.apply_scale"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.yield"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = results of %2 
      %4 = operation "tosa.yield"(%3 : !pdl.range<value>) 
      replace %2 with %4
    }
  }
}
