module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operands
    %3 = operation "spirv.BranchConditional"(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.range<value>) 
    rewrite %3 {
      %4 = operation "spirv.BranchConditional"(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.range<value>) 
      replace %3 with %4
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operands
    %1 = operation "spirv.Branch"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "spirv.Branch"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "spirv.FunctionCall"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "spirv.FunctionCall"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operation "spirv.Kill" 
    rewrite %0 {
      %1 = operation "spirv.Kill" 
      replace %0 with %1
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = types
    %1 = operation "spirv.mlir.loop"  -> (%0 : !pdl.range<type>)
    %2 = results 0 of %1  -> !pdl.range<value>
    rewrite %1 {
      %3 = operation "spirv.mlir.loop"  -> (%0 : !pdl.range<type>)
      replace %1 with %3
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operands
    %1 = operation "spirv.mlir.merge"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "spirv.mlir.merge"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operation "spirv.Return" 
    rewrite %0 {
      %1 = operation "spirv.Return" 
      replace %0 with %1
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operand
    %1 = operation "spirv.ReturnValue"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "spirv.ReturnValue"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = types
    %1 = operation "spirv.mlir.selection"  -> (%0 : !pdl.range<type>)
    %2 = results 0 of %1  -> !pdl.range<value>
    rewrite %1 {
      %3 = operation "spirv.mlir.selection"  -> (%0 : !pdl.range<type>)
      replace %1 with %3
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operands
    %3 = operation "spirv.Switch"(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.range<value>) 
    rewrite %3 {
      %4 = operation "spirv.Switch"(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.range<value>) 
      replace %3 with %4
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operation "spirv.Unreachable" 
    rewrite %0 {
      %1 = operation "spirv.Unreachable" 
      replace %0 with %1
    }
  }
}
