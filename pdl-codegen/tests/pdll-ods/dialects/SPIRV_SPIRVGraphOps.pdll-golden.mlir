module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operation "spirv.ARM.Graph" 
    rewrite %0 {
      %1 = operation "spirv.ARM.Graph" 
      replace %0 with %1
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = type
    %1 = operation "spirv.ARM.GraphConstant"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "spirv.ARM.GraphConstant"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operation "spirv.ARM.GraphEntryPoint" 
    rewrite %0 {
      %1 = operation "spirv.ARM.GraphEntryPoint" 
      replace %0 with %1
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operands
    %1 = operation "spirv.ARM.GraphOutputs"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "spirv.ARM.GraphOutputs"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
}
