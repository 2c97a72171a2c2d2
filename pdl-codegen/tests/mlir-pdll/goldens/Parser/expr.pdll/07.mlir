module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation "my_dialect.unregistered_bar"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    %3 = result 0 of %2 loc(#loc1)
    %4 = types loc(#loc2)
    %5 = operation "my_dialect.unregistered_foo"(%3 : !pdl.value)  -> (%4 : !pdl.range<type>) loc(#loc2)
    rewrite %5 {
      erase %5 loc(#loc3)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("expr.pdll":122:1)
#loc1 = loc("expr.pdll":123:44)
#loc2 = loc("expr.pdll":123:12)
#loc3 = loc("expr.pdll":124:3)
