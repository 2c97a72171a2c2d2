module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      erase %2 loc(#loc2)
    } loc(#loc2)
  } loc(#loc)
} loc(#loc)
#loc = loc("stmt.pdll":11:1)
#loc1 = loc("stmt.pdll":12:7)
#loc2 = loc("stmt.pdll":13:3)
