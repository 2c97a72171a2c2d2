module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation "dialect.op"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      erase %2 loc(#loc2)
    } loc(#loc2)
  } loc(#loc)
} loc(#loc)
#loc = loc("stmt.pdll":62:1)
#loc1 = loc("stmt.pdll":63:7)
#loc2 = loc("stmt.pdll":64:3)
