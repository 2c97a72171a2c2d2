module {
  pdl.pattern @Q0 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "linalg.index"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "linalg.index" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "linalg.softmax"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "linalg.softmax"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q2 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "linalg.winograd_filter_transform"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "linalg.winograd_filter_transform"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q3 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "linalg.winograd_input_transform"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "linalg.winograd_input_transform"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q4 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "linalg.winograd_output_transform"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "linalg.winograd_output_transform"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q5 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "linalg.yield"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = results of %2 
      %4 = operation "linalg.yield"(%3 : !pdl.range<value>) 
      replace %2 with %4
    }
  }
}
