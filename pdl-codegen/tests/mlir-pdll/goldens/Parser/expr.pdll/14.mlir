module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = type loc(#loc2)
    %2 = types loc(#loc3)
    %3 = type loc(#loc4)
    %4 = operation(%0 : !pdl.range<value>)  -> (%1, %2, %3 : !pdl.type, !pdl.range<type>, !pdl.type) loc(#loc1)
    rewrite %4 {
      erase %4 loc(#loc5)
    } loc(#loc5)
  } loc(#loc)
} loc(#loc)
#loc = loc("expr.pdll":226:1)
#loc1 = loc("expr.pdll":227:9)
#loc2 = loc("expr.pdll":227:18)
#loc3 = loc("expr.pdll":227:27)
#loc4 = loc("expr.pdll":227:41)
#loc5 = loc("expr.pdll":227:3)
