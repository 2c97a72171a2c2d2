module {
  pdl.pattern @Q0 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.ARM.Graph"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "spirv.ARM.Graph" 
      replace %2 with %3
    }
  }
  pdl.pattern @Q1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.ARM.GraphConstant"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "spirv.ARM.GraphConstant" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q2 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.ARM.GraphEntryPoint"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "spirv.ARM.GraphEntryPoint" 
      replace %2 with %3
    }
  }
  pdl.pattern @Q3 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.ARM.GraphOutputs"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = results of %2 
      %4 = operation "spirv.ARM.GraphOutputs"(%3 : !pdl.range<value>) 
      replace %2 with %4
    }
  }
}
