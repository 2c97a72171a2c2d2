module {
  pdl.pattern : benefit(0) {
    %0 = operation  loc(#loc1)
    rewrite %0 {
      erase %0 loc(#loc2)
    } loc(#loc2)
  } loc(#loc)
} loc(#loc)
#loc = loc("expr.pdll":163:1)
#loc1 = loc("expr.pdll":164:9)
#loc2 = loc("expr.pdll":164:3)
