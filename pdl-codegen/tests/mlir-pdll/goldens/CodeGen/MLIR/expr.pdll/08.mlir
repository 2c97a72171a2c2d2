module {
  pdl.pattern @TupleMemberAccessNumber : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation "test.first"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    %3 = results of %2  loc(#loc2)
    %4 = types loc(#loc3)
    %5 = operation "test.second"(%3 : !pdl.range<value>)  -> (%4 : !pdl.range<type>) loc(#loc3)
    rewrite %2 {
      replace %2 with %5 loc(#loc4)
    } loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc = loc("expr.pdll":108:1)
#loc1 = loc("expr.pdll":109:17)
#loc2 = loc("expr.pdll":110:34)
#loc3 = loc("expr.pdll":110:18)
#loc4 = loc("expr.pdll":112:3)
