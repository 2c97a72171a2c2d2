module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation "test.op"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      erase %2 loc(#loc2)
    } loc(#loc2)
  } loc(#loc)
} loc(#loc)
#loc = loc("split-markers.pdll":28:1)
#loc1 = loc("split-markers.pdll":28:18)
#loc2 = loc("split-markers.pdll":28:12)
