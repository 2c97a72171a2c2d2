module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = types
    %3 = operation "func.call_indirect"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "func.call_indirect"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "func.call"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "func.call"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = type
    %1 = operation "func.constant"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "func.constant"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operation "func.func" 
    rewrite %0 {
      %1 = operation "func.func" 
      replace %0 with %1
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operands
    %1 = operation "func.return"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "func.return"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
}
