module {
  pdl.pattern @Q1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.Branch"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = results of %2 
      %4 = operation "spirv.Branch"(%3 : !pdl.range<value>) 
      replace %2 with %4
    }
  }
  pdl.pattern @Q2 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.FunctionCall"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "spirv.FunctionCall"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q3 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.Kill"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "spirv.Kill" 
      replace %2 with %3
    }
  }
  pdl.pattern @Q4 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.mlir.loop"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "spirv.mlir.loop" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q5 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.mlir.merge"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = results of %2 
      %4 = operation "spirv.mlir.merge"(%3 : !pdl.range<value>) 
      replace %2 with %4
    }
  }
  pdl.pattern @Q6 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.Return"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "spirv.Return" 
      replace %2 with %3
    }
  }
  pdl.pattern @Q7 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.ReturnValue"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = results of %2 
      %4 = operation "spirv.ReturnValue"(%3 : !pdl.range<value>) 
      replace %2 with %4
    }
  }
  pdl.pattern @Q8 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.mlir.selection"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "spirv.mlir.selection" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q10 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.Unreachable"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "spirv.Unreachable" 
      replace %2 with %3
    }
  }
}
