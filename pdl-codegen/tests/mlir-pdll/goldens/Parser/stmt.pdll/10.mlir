module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      %3 = operation "my_dialect.foo"  loc(#loc3)
      replace %2 with %3 loc(#loc2)
    } loc(#loc2)
  } loc(#loc)
} loc(#loc)
#loc = loc("stmt.pdll":168:1)
#loc1 = loc("stmt.pdll":169:11)
#loc2 = loc("stmt.pdll":169:3)
#loc3 = loc("stmt.pdll":169:22)
