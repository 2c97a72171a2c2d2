module {
  pdl.pattern @P0 : benefit(0) {
    %0 = type
    %1 = operation "spirv.mlir.addressof"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "spirv.mlir.addressof"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = type
    %1 = operation "spirv.Constant"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "spirv.Constant"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = type
    %1 = operation "spirv.EXT.ConstantCompositeReplicate"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "spirv.EXT.ConstantCompositeReplicate"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operation "spirv.EXT.SpecConstantCompositeReplicate" 
    rewrite %0 {
      %1 = operation "spirv.EXT.SpecConstantCompositeReplicate" 
      replace %0 with %1
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operation "spirv.EntryPoint" 
    rewrite %0 {
      %1 = operation "spirv.EntryPoint" 
      replace %0 with %1
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operation "spirv.ExecutionMode" 
    rewrite %0 {
      %1 = operation "spirv.ExecutionMode" 
      replace %0 with %1
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operation "spirv.func" 
    rewrite %0 {
      %1 = operation "spirv.func" 
      replace %0 with %1
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operation "spirv.GlobalVariable" 
    rewrite %0 {
      %1 = operation "spirv.GlobalVariable" 
      replace %0 with %1
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operation "spirv.module" 
    rewrite %0 {
      %1 = operation "spirv.module" 
      replace %0 with %1
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = type
    %1 = operation "spirv.mlir.referenceof"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "spirv.mlir.referenceof"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operation "spirv.SpecConstantComposite" 
    rewrite %0 {
      %1 = operation "spirv.SpecConstantComposite" 
      replace %0 with %1
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operation "spirv.SpecConstant" 
    rewrite %0 {
      %1 = operation "spirv.SpecConstant" 
      replace %0 with %1
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = type
    %1 = operation "spirv.SpecConstantOperation"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "spirv.SpecConstantOperation"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operand
    %1 = operation "spirv.mlir.yield"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "spirv.mlir.yield"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
}
