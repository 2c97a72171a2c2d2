module {
  pdl.pattern @Q0 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "linalg.pack"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = results of %2 
      %8 = operation "linalg.pack"(%4, %5, %6, %7 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %2 with %8
    }
  }
  pdl.pattern @Q1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "linalg.unpack"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = results of %2 
      %7 = operation "linalg.unpack"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %2 with %7
    }
  }
}
