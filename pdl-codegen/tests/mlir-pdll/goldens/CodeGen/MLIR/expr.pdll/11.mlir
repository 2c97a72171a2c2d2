module {
  pdl.pattern @TypeExpr : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = type : i32 loc(#loc2)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.type) loc(#loc1)
    rewrite %2 {
      erase %2 loc(#loc3)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("expr.pdll":158:1)
#loc1 = loc("expr.pdll":158:27)
#loc2 = loc("expr.pdll":158:36)
#loc3 = loc("expr.pdll":158:21)
