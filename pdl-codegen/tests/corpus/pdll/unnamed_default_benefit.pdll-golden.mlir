module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation "test.a"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      erase %2 loc(#loc2)
    } loc(#loc2)
  } loc(#loc)
} loc(#loc)
#loc = loc("unnamed_default_benefit.pdll":2:1)
#loc1 = loc("unnamed_default_benefit.pdll":3:11)
#loc2 = loc("unnamed_default_benefit.pdll":4:3)
