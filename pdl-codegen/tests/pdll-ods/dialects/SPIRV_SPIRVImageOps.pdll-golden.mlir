module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operands
    %4 = type
    %5 = operation "spirv.ImageDrefGather"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "spirv.ImageDrefGather"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = type
    %4 = operation "spirv.ImageFetch"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "spirv.ImageFetch"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "spirv.Image"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "spirv.Image"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "spirv.ImageQuerySize"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "spirv.ImageQuerySize"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = type
    %4 = operation "spirv.ImageRead"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "spirv.ImageRead"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = type
    %4 = operation "spirv.ImageSampleExplicitLod"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "spirv.ImageSampleExplicitLod"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = type
    %4 = operation "spirv.ImageSampleImplicitLod"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "spirv.ImageSampleImplicitLod"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operands
    %4 = type
    %5 = operation "spirv.ImageSampleProjDrefImplicitLod"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "spirv.ImageSampleProjDrefImplicitLod"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operands
    %4 = operation "spirv.ImageWrite"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>) 
    rewrite %4 {
      %5 = operation "spirv.ImageWrite"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %4 with %5
    }
  }
}
