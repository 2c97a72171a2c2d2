module {
  pdl.pattern @NamedPattern : benefit(10) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      erase %2 loc(#loc2)
    } loc(#loc2)
  } loc(#loc)
} loc(#loc)
#loc = loc("decl.pdll":18:1)
#loc1 = loc("decl.pdll":18:59)
#loc2 = loc("decl.pdll":18:53)
