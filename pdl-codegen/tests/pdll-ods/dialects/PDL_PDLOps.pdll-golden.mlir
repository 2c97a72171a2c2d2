module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "pdl.apply_native_constraint"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "pdl.apply_native_constraint"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "pdl.apply_native_rewrite"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "pdl.apply_native_rewrite"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl.attribute"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl.attribute"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operand
    %1 = operation "pdl.erase"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "pdl.erase"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl.operand"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl.operand"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl.operands"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl.operands"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = operands
    %3 = type
    %4 = operation "pdl.operation"(%0, %1, %2 : !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "pdl.operation"(%0, %1, %2 : !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operation "pdl.pattern" 
    rewrite %0 {
      %1 = operation "pdl.pattern" 
      replace %0 with %1
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "pdl.range"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl.range"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = operation "pdl.replace"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>) 
    rewrite %3 {
      %4 = operation "pdl.replace"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %3 with %4
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl.result"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl.result"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "pdl.results"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "pdl.results"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operation "pdl.rewrite"(%0, %1 : !pdl.value, !pdl.range<value>) 
    rewrite %2 {
      %3 = operation "pdl.rewrite"(%0, %1 : !pdl.value, !pdl.range<value>) 
      replace %2 with %3
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = type
    %1 = operation "pdl.type"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "pdl.type"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = type
    %1 = operation "pdl.types"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "pdl.types"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
}
