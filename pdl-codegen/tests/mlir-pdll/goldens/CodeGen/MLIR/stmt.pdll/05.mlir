module {
  pdl.pattern @RewriteStmtNested : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      erase %2 loc(#loc3)
    } loc(#loc2)
  } loc(#loc)
} loc(#loc)
#loc = loc("stmt.pdll":56:1)
#loc1 = loc("stmt.pdll":57:11)
#loc2 = loc("stmt.pdll":57:3)
#loc3 = loc("stmt.pdll":58:25)
