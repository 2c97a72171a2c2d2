module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc2)
    %1 = types loc(#loc2)
    %2 = operation "my_dialect.foo"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc2)
    rewrite %2 {
      erase %2 loc(#loc3)
    } loc(#loc3)
  } loc(#loc1)
} loc(#loc)
#loc = loc("expr.pdll":26:1)
#loc1 = loc("expr.pdll":28:1)
#loc2 = loc("expr.pdll":26:28)
#loc3 = loc("expr.pdll":29:3)
