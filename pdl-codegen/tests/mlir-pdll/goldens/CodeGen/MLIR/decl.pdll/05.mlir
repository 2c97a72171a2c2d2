module {
  pdl.pattern @VarWithRangeConstraints : benefit(0) {
    %0 = types loc(#loc1)
    %1 = operands : %0 loc(#loc2)
    %2 = types loc(#loc3)
    %3 = operation(%1 : !pdl.range<value>)  -> (%2 : !pdl.range<type>) loc(#loc4)
    rewrite %3 {
      erase %3 loc(#loc5)
    } loc(#loc5)
  } loc(#loc)
} loc(#loc)
#loc = loc("decl.pdll":46:1)
#loc1 = loc("decl.pdll":47:35)
#loc2 = loc("decl.pdll":47:14)
#loc3 = loc("decl.pdll":47:65)
#loc4 = loc("decl.pdll":47:9)
#loc5 = loc("decl.pdll":47:3)
