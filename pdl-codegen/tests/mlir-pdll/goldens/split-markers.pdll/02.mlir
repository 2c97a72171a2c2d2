module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation "test.op2"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      erase %2 loc(#loc2)
    } loc(#loc2)
  } loc(#loc)
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc4)
    %1 = types loc(#loc4)
    %2 = operation "test.op3"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc4)
    rewrite %2 {
      erase %2 loc(#loc5)
    } loc(#loc5)
  } loc(#loc3)
} loc(#loc)
#loc = loc("split-markers.pdll":32:1)
#loc1 = loc("split-markers.pdll":32:18)
#loc2 = loc("split-markers.pdll":32:12)
#loc3 = loc("split-markers.pdll":36:1)
#loc4 = loc("split-markers.pdll":36:18)
#loc5 = loc("split-markers.pdll":36:12)
