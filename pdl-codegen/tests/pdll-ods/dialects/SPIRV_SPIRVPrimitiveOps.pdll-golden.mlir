module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operation "spirv.EmitVertex" 
    rewrite %0 {
      %1 = operation "spirv.EmitVertex" 
      replace %0 with %1
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operation "spirv.EndPrimitive" 
    rewrite %0 {
      %1 = operation "spirv.EndPrimitive" 
      replace %0 with %1
    }
  }
}
