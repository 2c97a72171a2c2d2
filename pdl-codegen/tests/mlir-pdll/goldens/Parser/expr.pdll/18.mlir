module {
  pdl.pattern : benefit(0) {
    %0 = type : i64 loc(#loc1)
    %1 = operands loc(#loc2)
    %2 = types loc(#loc2)
    %3 = operation(%1 : !pdl.range<value>)  -> (%2 : !pdl.range<type>) loc(#loc2)
    rewrite %3 {
      erase %3 loc(#loc3)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("expr.pdll":311:1)
#loc1 = loc("expr.pdll":312:14)
#loc2 = loc("expr.pdll":314:9)
#loc3 = loc("expr.pdll":314:3)
