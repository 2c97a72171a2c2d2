module {
  pdl.pattern @TestCallWithArgsAndReturn : benefit(0) {
    %0 = operands loc(#loc2)
    %1 = types loc(#loc2)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc2)
    rewrite %2 {
      %3 = operation "test.op"  loc(#loc4)
      %4 = results of %3  loc(#loc5)
      replace %2 with(%4 : !pdl.range<value>) loc(#loc3)
    } loc(#loc3)
  } loc(#loc1)
} loc(#loc)
#loc = loc("expr.pdll":24:1)
#loc1 = loc("expr.pdll":25:1)
#loc2 = loc("expr.pdll":25:46)
#loc3 = loc("expr.pdll":25:38)
#loc4 = loc("expr.pdll":25:72)
#loc5 = loc("expr.pdll":24:48)
