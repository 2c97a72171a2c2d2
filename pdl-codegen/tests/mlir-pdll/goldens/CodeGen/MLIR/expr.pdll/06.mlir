module {
  pdl.pattern @UnregisteredOpResultIndexing : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation "my_dialect.unregistered_bar"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    %3 = result 0 of %2 loc(#loc2)
    %4 = types loc(#loc3)
    %5 = operation "my_dialect.unregistered_foo"(%3 : !pdl.value)  -> (%4 : !pdl.range<type>) loc(#loc3)
    rewrite %5 {
      erase %5 loc(#loc4)
    } loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc = loc("expr.pdll":77:1)
#loc1 = loc("expr.pdll":78:7)
#loc2 = loc("expr.pdll":79:44)
#loc3 = loc("expr.pdll":79:12)
#loc4 = loc("expr.pdll":80:3)
