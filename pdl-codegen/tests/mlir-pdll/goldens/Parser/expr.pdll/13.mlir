module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = attribute = unit loc(#loc2)
    %2 = attribute loc(#loc3)
    %3 = types loc(#loc1)
    %4 = operation(%0 : !pdl.range<value>)  {"unitAttr" = %1, "normal$Attr" = %2} -> (%3 : !pdl.range<type>) loc(#loc1)
    rewrite %4 {
      erase %4 loc(#loc4)
    } loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc = loc("expr.pdll":213:1)
#loc1 = loc("expr.pdll":214:9)
#loc2 = loc("expr.pdll":214:15)
#loc3 = loc("expr.pdll":214:41)
#loc4 = loc("expr.pdll":214:3)
