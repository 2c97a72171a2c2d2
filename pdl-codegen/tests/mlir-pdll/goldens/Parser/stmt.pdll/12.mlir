module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      %3 = operation "my_dialect.some_op"  loc(#loc3)
      %4 = operation "my_dialect.foo"  loc(#loc4)
      replace %2 with %4 loc(#loc5)
    } loc(#loc2)
  } loc(#loc)
} loc(#loc)
#loc = loc("stmt.pdll":201:1)
#loc1 = loc("stmt.pdll":202:11)
#loc2 = loc("stmt.pdll":202:3)
#loc3 = loc("stmt.pdll":203:5)
#loc4 = loc("stmt.pdll":204:23)
#loc5 = loc("stmt.pdll":204:5)
