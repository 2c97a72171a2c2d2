module {
  pdl.pattern : benefit(0) {
    %0 = attribute = 10 : i32 loc(#loc1)
    %1 = operands loc(#loc2)
    %2 = types loc(#loc2)
    %3 = operation(%1 : !pdl.range<value>)  -> (%2 : !pdl.range<type>) loc(#loc2)
    rewrite %3 {
      erase %3 loc(#loc3)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("expr.pdll":9:1)
#loc1 = loc("expr.pdll":10:14)
#loc2 = loc("expr.pdll":12:9)
#loc3 = loc("expr.pdll":12:3)
