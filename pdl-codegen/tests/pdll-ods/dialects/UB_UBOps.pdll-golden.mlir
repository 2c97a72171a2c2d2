module {
  pdl.pattern @P0 : benefit(0) {
    %0 = type
    %1 = operation "ub.poison"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "ub.poison"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operation "ub.unreachable" 
    rewrite %0 {
      %1 = operation "ub.unreachable" 
      replace %0 with %1
    }
  }
}
