module {
  pdl.pattern : benefit(0) {
    %0 = operation "test.op"  loc(#loc1)
    rewrite %0 {
      erase %0 loc(#loc2)
    } loc(#loc2)
  } loc(#loc)
} loc(#loc)
#loc = loc("empty_lists.pdll":2:1)
#loc1 = loc("empty_lists.pdll":3:14)
#loc2 = loc("empty_lists.pdll":4:3)
