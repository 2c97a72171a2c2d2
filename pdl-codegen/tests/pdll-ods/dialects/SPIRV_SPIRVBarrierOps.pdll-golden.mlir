module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operation "spirv.ControlBarrier" 
    rewrite %0 {
      %1 = operation "spirv.ControlBarrier" 
      replace %0 with %1
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operation "spirv.MemoryBarrier" 
    rewrite %0 {
      %1 = operation "spirv.MemoryBarrier" 
      replace %0 with %1
    }
  }
}
