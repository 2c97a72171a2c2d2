module {
  pdl.pattern @ReplaceStmtNested : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc2)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc2)
    rewrite %2 {
      replace %2 with(%0 : !pdl.range<value>) loc(#loc4)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("stmt.pdll":41:1)
#loc1 = loc("stmt.pdll":42:19)
#loc2 = loc("stmt.pdll":42:14)
#loc3 = loc("stmt.pdll":43:3)
#loc4 = loc("stmt.pdll":43:23)
