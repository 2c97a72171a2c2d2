module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operation "spirv.EXT.EmitMeshTasks"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
    rewrite %4 {
      %5 = operation "spirv.EXT.EmitMeshTasks"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %4 with %5
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operation "spirv.EXT.SetMeshOutputs"(%0, %1 : !pdl.value, !pdl.value) 
    rewrite %2 {
      %3 = operation "spirv.EXT.SetMeshOutputs"(%0, %1 : !pdl.value, !pdl.value) 
      replace %2 with %3
    }
  }
}
