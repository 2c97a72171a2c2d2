module {
  pdl.pattern @ReplaceStmt : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc2)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc2)
    rewrite %2 {
      replace %2 with(%0 : !pdl.range<value>) loc(#loc3)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("stmt.pdll":32:1)
#loc1 = loc("stmt.pdll":32:37)
#loc2 = loc("stmt.pdll":32:32)
#loc3 = loc("stmt.pdll":32:24)
