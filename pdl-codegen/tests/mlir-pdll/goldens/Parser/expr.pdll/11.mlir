module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc1)
    %1 = operands loc(#loc2)
    %2 = operand loc(#loc3)
    %3 = types loc(#loc4)
    %4 = operation(%0, %1, %2 : !pdl.value, !pdl.range<value>, !pdl.value)  -> (%3 : !pdl.range<type>) loc(#loc4)
    rewrite %4 {
      erase %4 loc(#loc5)
    } loc(#loc5)
  } loc(#loc)
} loc(#loc)
#loc = loc("expr.pdll":185:1)
#loc1 = loc("expr.pdll":186:14)
#loc2 = loc("expr.pdll":186:24)
#loc3 = loc("expr.pdll":186:39)
#loc4 = loc("expr.pdll":186:9)
#loc5 = loc("expr.pdll":186:3)
