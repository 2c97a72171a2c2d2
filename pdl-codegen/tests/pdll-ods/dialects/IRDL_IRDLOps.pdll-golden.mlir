module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "irdl.all_of"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "irdl.all_of"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "irdl.any_of"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "irdl.any_of"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = type
    %1 = operation "irdl.any"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "irdl.any"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operation "irdl.attribute" 
    rewrite %0 {
      %1 = operation "irdl.attribute" 
      replace %0 with %1
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operands
    %1 = operation "irdl.attributes"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "irdl.attributes"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = type
    %1 = operation "irdl.base"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "irdl.base"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = type
    %1 = operation "irdl.c_pred"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "irdl.c_pred"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operation "irdl.dialect" 
    rewrite %0 {
      %1 = operation "irdl.dialect" 
      replace %0 with %1
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = type
    %1 = operation "irdl.is"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "irdl.is"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operands
    %1 = operation "irdl.operands"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "irdl.operands"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operation "irdl.operation" 
    rewrite %0 {
      %1 = operation "irdl.operation" 
      replace %0 with %1
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operands
    %1 = operation "irdl.parameters"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "irdl.parameters"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "irdl.parametric"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "irdl.parametric"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "irdl.region"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "irdl.region"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operands
    %1 = operation "irdl.regions"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "irdl.regions"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operands
    %1 = operation "irdl.results"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "irdl.results"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operation "irdl.type" 
    rewrite %0 {
      %1 = operation "irdl.type" 
      replace %0 with %1
    }
  }
}
