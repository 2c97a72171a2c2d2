module {
  pdl.pattern @Q0 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.ImageDrefGather"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = results of %2 
      %8 = operation "spirv.ImageDrefGather"(%4, %5, %6, %7 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %2 with %8
    }
  }
  pdl.pattern @Q1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.ImageFetch"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = results of %2 
      %7 = operation "spirv.ImageFetch"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q2 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.Image"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "spirv.Image"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q3 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.ImageQuerySize"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "spirv.ImageQuerySize"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q4 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.ImageRead"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = results of %2 
      %7 = operation "spirv.ImageRead"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q5 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.ImageSampleExplicitLod"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = results of %2 
      %7 = operation "spirv.ImageSampleExplicitLod"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q6 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.ImageSampleImplicitLod"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = results of %2 
      %7 = operation "spirv.ImageSampleImplicitLod"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q7 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "spirv.ImageSampleProjDrefImplicitLod"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = results of %2 
      %8 = operation "spirv.ImageSampleProjDrefImplicitLod"(%4, %5, %6, %7 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %2 with %8
    }
  }
}
