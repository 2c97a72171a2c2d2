module {
  pdl.pattern @P0 : benefit(0) {
    %0 = type
    %1 = operation "linalg.index"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "linalg.index"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = types
    %3 = operation "linalg.softmax"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "linalg.softmax"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "linalg.winograd_filter_transform"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "linalg.winograd_filter_transform"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "linalg.winograd_input_transform"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "linalg.winograd_input_transform"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "linalg.winograd_output_transform"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "linalg.winograd_output_transform"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operands
    %1 = operation "linalg.yield"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "linalg.yield"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
}
